/**
 * Seeded randomness: the same seed draws the same picture.
 */

export function createRng(seed) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	return {
		next,
		range: (min, max) => min + (max - min) * next(),
		int: (min, max) => Math.floor(min + (max - min + 1) * next()),
		pick: (list) => list[Math.floor(next() * list.length)],
		chance: (p) => next() < p,
		shuffle: (list) => {
			const out = [...list]
			for (let i = out.length - 1; i > 0; i--) {
				const j = Math.floor(next() * (i + 1))
				;[out[i], out[j]] = [out[j], out[i]]
			}
			return out
		},
	}
}
