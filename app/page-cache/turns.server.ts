/*
 * Turns to render the pages anyone may be given: a few at once, at most two for one address, first come
 * first served, so that a flood of pages from one address waits behind everyone else's.
 */

/** Renders of pages anyone may be given that run at once; others wait in turn. */
const RENDER_SLOTS = 4
/** Where the cache's own background renders take their turns, as if from an address of their own. */
export const REFRESHES = 'page-cache refreshes'
/** Of those, at most this many for one address: the others' turns come first. */
const RENDER_SLOTS_PER_ADDRESS = 2

/** Turns to render: RENDER_SLOTS at once, RENDER_SLOTS_PER_ADDRESS of them for one address, first come first served. */
export function renderSlots() {
	let running = 0
	const byAddress = new Map<string, { running: number; waiting: number }>()
	const queue: Array<{ address: string; go: () => void }> = []
	const of = (address: string) => {
		let counts = byAddress.get(address)
		if (!counts) byAddress.set(address, (counts = { running: 0, waiting: 0 }))
		return counts
	}
	function start(address: string) {
		running++
		of(address).running++
	}
	function next() {
		for (let index = 0; index < queue.length && running < RENDER_SLOTS; index++) {
			const turn = queue[index]!
			if (of(turn.address).running >= RENDER_SLOTS_PER_ADDRESS) continue
			queue.splice(index--, 1)
			of(turn.address).waiting--
			start(turn.address)
			turn.go()
		}
	}
	return {
		take(address: string) {
			if (running < RENDER_SLOTS && of(address).running < RENDER_SLOTS_PER_ADDRESS) {
				start(address)
				return Promise.resolve()
			}
			of(address).waiting++
			return new Promise<void>((go) => queue.push({ address, go }))
		},
		give(address: string) {
			running--
			const counts = of(address)
			counts.running--
			if (!counts.running && !counts.waiting) byAddress.delete(address)
			next()
		},
	}
}
