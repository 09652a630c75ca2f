/**
 * Exterior scenes: time of day, sky, backdrop and ground.
 */
import { darken, lighten, mix } from '../colour.mjs'
import { circle, group, H, pathEl, poly, rect, smoothPath, W } from '../svg.mjs'

/** Where the facades stand on the ground, and where the lawn meets the backdrop. */
export const HORIZON = 560
export const BASE = 640
export const WALK_Y = 744

export const TIMES = {
	day: {
		sky: ['#4a94dc', '#86bff0', '#d9eefa'],
		grade: null,
		gradeAmount: 0,
		litChance: 0,
		shadow: 0.2,
		cloud: '#ffffff',
		cloudShade: '#d5e3f1',
		haze: '#cfe6f6',
	},
	golden: {
		sky: ['#5b77bd', '#d99a9a', '#fbd08f'],
		grade: '#ff8f3a',
		gradeAmount: 0.13,
		litChance: 0.3,
		shadow: 0.24,
		cloud: '#ffe4cf',
		cloudShade: '#e7a08d',
		haze: '#f6c9a0',
	},
	dusk: {
		sky: ['#18204d', '#4a3f82', '#e08f86'],
		grade: '#262456',
		gradeAmount: 0.42,
		litChance: 0.72,
		shadow: 0.12,
		cloud: '#7a6aa6',
		cloudShade: '#4c4482',
		haze: '#8a6f9c',
	},
}

/** Picks by variant (so homes of the same style differ), or at random. */
export const pickV = (ctx, list, offset = 0) =>
	ctx.variant === undefined ? ctx.r.pick(list) : list[(ctx.variant + offset) % list.length]

/** Draws something mirrored left-to-right (used to vary repeated layouts). */
export function mirrored(ctx, on, draw) {
	return ctx.s.wrap(on && `translate(${W} 0) scale(-1 1)`, draw)
}

export function exteriorContext(s, rng, tod) {
	const time = TIMES[tod]
	/** Colour grading: every painted colour goes through this for the time of day. */
	const c = (color, k = 1) => (time.grade ? mix(color, time.grade, Math.min(1, time.gradeAmount * k)) : color)
	return { s, r: rng, tod, time, c, lit: () => rng.chance(time.litChance) }
}

export function drawSky(ctx) {
	const { s, r, time, tod } = ctx
	const [top, mid, low] = time.sky
	s.add(
		rect(
			0,
			0,
			W,
			HORIZON + 40,
			s.linear([
				[0, top],
				[0.55, mid],
				[1, low],
			]),
		),
	)
	if (tod === 'day') {
		const x = r.pick([r.range(120, 300), r.range(900, 1080)])
		s.add(
			circle(
				x,
				105,
				170,
				s.radial([
					[0, '#fffbe6', 0.75],
					[0.35, '#fff6d8', 0.25],
					[1, '#ffffff', 0],
				]),
			),
		)
		s.add(circle(x, 105, 30, '#fffbea'))
		ctx.sunX = x
	} else if (tod === 'golden') {
		const x = r.pick([r.range(140, 320), r.range(880, 1060)])
		s.add(
			circle(
				x,
				430,
				420,
				s.radial([
					[0, '#ffe2a6', 0.85],
					[0.3, '#ffc07a', 0.4],
					[1, '#ff9f6b', 0],
				]),
			),
		)
		s.add(
			circle(
				x,
				430,
				46,
				s.radial([
					[0, '#fff4d6'],
					[1, '#ffd98f'],
				]),
			),
		)
		ctx.sunX = x
	} else {
		for (let i = 0; i < 70; i++) {
			const y = Math.pow(r.next(), 1.6) * 330
			s.add(circle(r.range(0, W), y, r.range(0.6, 1.8), '#ffffff', { opacity: r.range(0.35, 0.95) }))
		}
		const x = r.pick([r.range(140, 300), r.range(900, 1060)])
		const y = r.range(90, 140)
		s.add(
			circle(
				x,
				y,
				95,
				s.radial([
					[0, '#fff8e0', 0.35],
					[1, '#fff8e0', 0],
				]),
			),
		)
		s.add(
			circle(
				x,
				y,
				24,
				s.radial(
					[
						[0, '#fffbea'],
						[1, '#ece4c8'],
					],
					0.4,
					0.4,
					0.7,
				),
			),
		)
		s.add(
			circle(x - 7, y - 5, 5, '#d9d0b2', { opacity: 0.6 }),
			circle(x + 8, y + 6, 7, '#d9d0b2', { opacity: 0.5 }),
			circle(x + 6, y - 10, 3, '#d9d0b2', { opacity: 0.6 }),
		)
	}
	const clouds = r.int(2, 4)
	for (let i = 0; i < clouds; i++) {
		cloud(ctx, r.range(-60, W - 100), r.range(70, 300), r.range(150, 280))
	}
}

export function cloud(ctx, x, y, w) {
	const { s, r, time } = ctx
	const h = w * 0.16
	const bumps = []
	const n = r.int(3, 5)
	for (let i = 0; i < n; i++) {
		const t = (i + 0.5) / n
		const rr = h * r.range(0.9, 1.6) * (1 - Math.abs(t - 0.45) * 0.9)
		bumps.push([x + w * 0.12 + t * w * 0.76, y - rr * 0.25, rr])
	}
	const shape = (dy, fill, opacity) =>
		group(
			[
				rect(x, y - h / 2 + dy, w, h, fill, { rx: h / 2 }),
				...bumps.map(([cx, cy, rr]) => circle(cx, cy + dy, rr, fill)),
			],
			{ opacity },
		)
	const o = ctx.tod === 'dusk' ? 0.4 : 0.92
	s.add(shape(4, time.cloudShade, o), shape(0, time.cloud, o))
}

/** Rolling hills or a tree line in the distance, faded into the sky haze. */
export function drawHills(ctx, o = {}) {
	const { s, r, c, time } = ctx
	const layers = o.layers ?? [
		{ y: HORIZON - 70, amp: 45, color: '#8fb8a0', haze: 0.55 },
		{ y: HORIZON - 30, amp: 30, color: '#6fa37a', haze: 0.3 },
	]
	for (const layer of layers) {
		const points = []
		for (let x = -100; x <= W + 100; x += r.range(120, 220)) {
			points.push([x, layer.y - r.range(0, layer.amp)])
		}
		points.push([W + 100, layer.y])
		const color = c(mix(layer.color, time.haze, layer.haze))
		s.add(pathEl(`${smoothPath(points)}L${W + 100},${HORIZON + 20}L-100,${HORIZON + 20}Z`, color))
	}
	if (o.treeLine !== false) treeLine(ctx, HORIZON - 8, o.treeColor ?? '#4f8a5e', 0.32)
}

export function treeLine(ctx, y, color, haze) {
	const { s, r, c, time } = ctx
	const fill = c(mix(color, time.haze, haze))
	const blobs = []
	for (let x = -20; x < W + 20; x += r.range(14, 30)) {
		const rr = r.range(12, 26)
		blobs.push(circle(x, y - rr * 0.6, rr, fill))
	}
	s.add(group(blobs), rect(0, y - 4, W, 30, fill))
}

export function drawMountains(ctx) {
	const { s, r, c, time } = ctx
	const ranges = [
		{ base: HORIZON - 40, peak: 300, color: '#7d8fb0', haze: 0.5, snow: true },
		{ base: HORIZON - 20, peak: 380, color: '#5f7a8f', haze: 0.35, snow: false },
	]
	for (const m of ranges) {
		let x = -150
		while (x < W + 150) {
			const w = r.range(260, 460)
			const top = m.peak + r.range(-40, 60)
			const px = x + w * r.range(0.4, 0.6)
			const color = c(mix(m.color, time.haze, m.haze))
			s.add(
				poly(
					[
						[x, m.base + 40],
						[px, top],
						[x + w, m.base + 40],
					],
					color,
				),
			)
			s.add(
				poly(
					[
						[px, top],
						[x + w, m.base + 40],
						[px + w * 0.12, m.base + 40],
					],
					darken(color, 0.12),
					{ opacity: 0.6 },
				),
			)
			if (m.snow) {
				const sh = (m.base - top) * 0.28
				s.add(
					poly(
						[
							[px, top],
							[px + sh * 0.9, top + sh],
							[px + sh * 0.35, top + sh * 0.8],
							[px, top + sh * 1.05],
							[px - sh * 0.4, top + sh * 0.75],
							[px - sh * 0.9, top + sh],
						],
						c(mix('#ffffff', time.haze, 0.2)),
					),
				)
			}
			x += w * r.range(0.5, 0.8)
		}
	}
	// distant pine forest
	const far = c(mix('#2f5d4a', time.haze, 0.35))
	for (let x = -10; x < W + 10; x += r.range(9, 16)) {
		const h = r.range(30, 60)
		s.add(
			poly(
				[
					[x - h * 0.22, HORIZON + 5],
					[x, HORIZON + 5 - h],
					[x + h * 0.22, HORIZON + 5],
				],
				far,
			),
		)
	}
	s.add(rect(0, HORIZON, W, 30, far))
}

export function drawSkyline(ctx, o = {}) {
	const { s, r, c, time } = ctx
	const layers = [
		{ color: '#9aaec4', haze: 0.55, min: 120, max: 280, y: HORIZON + 20 },
		{ color: '#7a8ea6', haze: 0.35, min: 70, max: 200, y: HORIZON + 30 },
	]
	for (const layer of layers) {
		const fill = c(mix(layer.color, time.haze, layer.haze))
		let x = -20
		while (x < W) {
			const w = r.range(50, 120)
			const h = r.range(layer.min, layer.max) * (o.scale ?? 1)
			const top = layer.y - h
			const parts = [rect(x, top, w, h, fill)]
			if (r.chance(0.3)) parts.push(rect(x + w * 0.3, top - 20, w * 0.4, 20, fill))
			if (r.chance(0.15)) parts.push(rect(x + w * 0.48, top - 45, 3, 45, fill))
			// a few tiny windows
			const lit = ctx.tod === 'dusk'
			for (let wy = top + 12; wy < layer.y - 10; wy += 14) {
				for (let wx = x + 7; wx < x + w - 8; wx += 11) {
					if (r.chance(lit ? 0.3 : 0.5)) {
						parts.push(
							rect(wx, wy, 5, 7, lit ? '#ffd58a' : lighten(fill, 0.18), { opacity: lit ? r.range(0.5, 0.9) : 0.7 }),
						)
					}
				}
			}
			s.add(group(parts))
			x += w + r.range(-10, 12)
		}
	}
}

export function drawSea(ctx, y) {
	const { s, r, c } = ctx
	s.add(
		rect(
			0,
			y,
			W,
			HORIZON + 30 - y,
			s.linear([
				[0, c('#5aa6c9')],
				[1, c('#2f86b0')],
			]),
		),
	)
	for (let i = 0; i < 40; i++) {
		const yy = y + Math.pow(r.next(), 1.5) * (HORIZON - y)
		const ww = r.range(10, 50) * (0.5 + (yy - y) / (HORIZON - y))
		s.add(rect(r.range(0, W), yy, ww, 1.6, '#ffffff', { opacity: r.range(0.25, 0.6) }))
	}
	if (ctx.tod !== 'day') {
		s.add(rect(0, y, W, 18, ctx.time.haze, { opacity: 0.5, filter: s.blur(6) }))
	}
}

export function drawLawn(ctx, o = {}) {
	const { s, c } = ctx
	const grass = o.grass ?? '#86bb5f'
	s.add(
		rect(
			0,
			HORIZON,
			W,
			H - HORIZON,
			s.linear([
				[0, c(lighten(grass, 0.08))],
				[1, c(darken(grass, 0.12))],
			]),
		),
	)
	if (o.street !== false) street(ctx)
}

/** Sidewalk, curb and a strip of road along the bottom of an exterior picture. */
export function street(ctx, top = WALK_Y) {
	const { s, c } = ctx
	const parts = [
		rect(
			0,
			top,
			W,
			30,
			s.linear([
				[0, c('#e7e3dc')],
				[1, c('#d0cbc2')],
			]),
		),
		rect(0, top + 30, W, 7, c('#b2aca2')),
		rect(0, top + 37, W, H - top - 37, c('#5b5e66')),
		rect(0, top + 37, W, 4, c('#464950')),
	]
	for (let x = 40; x < W; x += 96) parts.push(rect(x, top, 1.5, 30, c('#b9b3a9')))
	s.add(parts)
}
