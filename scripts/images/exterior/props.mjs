/**
 * Fences, paths and small props of the exterior scenes, and the finishing touch.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, group, H, line, poly, rect, softShadow, trapezoid, W } from '../svg.mjs'
import { HORIZON } from './scene.mjs'

export function picketFence(ctx, x0, x1, baseY, o = {}) {
	const { s, c } = ctx
	const color = c(o.color ?? '#fbfaf6')
	const h = o.height ?? 40
	const gaps = o.gaps ?? []
	const out = []
	const inGap = (x) => gaps.some(([a, b]) => x > a - 8 && x < b + 8)
	const spans = []
	let start = null
	for (let x = x0; x <= x1; x += 4) {
		if (!inGap(x) && start === null) start = x
		if ((inGap(x) || x + 4 > x1) && start !== null) {
			spans.push([start, x])
			start = null
		}
	}
	for (const [a, b] of spans) {
		out.push(rect(a, baseY - h * 0.75, b - a, 5, darken(color, 0.12)))
		out.push(rect(a, baseY - h * 0.3, b - a, 5, darken(color, 0.12)))
		for (let x = a; x < b - 6; x += 17) {
			out.push(
				poly(
					[
						[x, baseY],
						[x, baseY - h + 5],
						[x + 5, baseY - h],
						[x + 10, baseY - h + 5],
						[x + 10, baseY],
					],
					color,
				),
			)
			out.push(rect(x + 7.5, baseY - h + 4, 2.5, h - 4, darken(color, 0.1), { opacity: 0.6 }))
		}
	}
	out.push(rect(x0, baseY - 2, x1 - x0, 4, '#0d1226', { opacity: 0.12 }))
	s.add(group(out))
}

export function lowWall(ctx, x0, x1, baseY, h, color, o = {}) {
	const { s, c } = ctx
	s.add(
		softShadow(s, (x0 + x1) / 2 + 10, baseY + 2, (x1 - x0) / 2, 5, ctx.time.shadow, 3),
		rect(x0, baseY - h, x1 - x0, h, c(color)),
		rect(x0 - 3, baseY - h - 5, x1 - x0 + 6, 6, c(lighten(color, 0.2))),
	)
	if (o.slats) {
		for (let x = x0 + 10; x < x1 - 4; x += 12) s.add(rect(x, baseY - h + 4, 6, h - 6, c(o.slats)))
	}
}

/** A walkway from a door down to the sidewalk, widening towards the viewer. */
export function walkway(ctx, cx, topW, y0, y1, o = {}) {
	const { s, c } = ctx
	const color = o.color ?? '#d9d2c5'
	const bottomW = topW * (o.spread ?? 1.5)
	const out = [
		poly(
			[
				[cx - topW / 2, y0],
				[cx + topW / 2, y0],
				[cx + bottomW / 2, y1],
				[cx - bottomW / 2, y1],
			],
			c(color),
		),
	]
	let step = 12
	for (let y = y0 + step; y < y1; y += step, step *= 1.12) {
		const t = (y - y0) / (y1 - y0)
		const hw = (topW + (bottomW - topW) * t) / 2
		out.push(line(cx - hw, y, cx + hw, y, c(darken(color, 0.15)), 1.2))
	}
	out.push(
		poly(
			[
				[cx - topW / 2, y0],
				[cx - topW / 2 + 3, y0],
				[cx - bottomW / 2 + 4, y1],
				[cx - bottomW / 2, y1],
			],
			c(darken(color, 0.2)),
			{ opacity: 0.4 },
		),
	)
	s.add(group(out))
}

export function driveway(ctx, x0, x1, y0, y1, color = '#c9c4bb') {
	const { s, c } = ctx
	const spread = (x1 - x0) * 0.12
	s.add(
		poly(
			trapezoid(x0, x1, y0, y1, spread),
			s.linear([
				[0, c(darken(color, 0.06))],
				[1, c(color)],
			]),
		),
		line((x0 + x1) / 2, y0, (x0 + x1) / 2, y1, c(darken(color, 0.15)), 1.2),
	)
}

export function lampPost(ctx, x, baseY, h = 130) {
	const { s, c, tod } = ctx
	const out = []
	if (tod !== 'day')
		out.push(
			circle(
				x,
				baseY - h,
				40,
				s.radial([
					[0, '#ffd98a', 0.7],
					[1, '#ffd98a', 0],
				]),
			),
		)
	out.push(rect(x - 2.5, baseY - h, 5, h, c('#2e3440')))
	out.push(rect(x - 6, baseY - 6, 12, 6, c('#2e3440')))
	out.push(
		poly(
			[
				[x - 9, baseY - h + 2],
				[x + 9, baseY - h + 2],
				[x + 6, baseY - h - 14],
				[x - 6, baseY - h - 14],
			],
			tod === 'day' ? c('#dfe6ea') : '#ffe3a3',
		),
	)
	out.push(rect(x - 10, baseY - h - 18, 20, 5, c('#2e3440'), { rx: 2 }))
	s.add(group(out))
}

export function mailbox(ctx, x, baseY) {
	const { s, c } = ctx
	s.add(
		rect(x - 2, baseY - 44, 4, 44, c('#5a4636')),
		rect(x - 14, baseY - 58, 28, 16, c('#3a4a5c'), { rx: 7 }),
		rect(x + 8, baseY - 66, 3, 12, c('#c8453b')),
	)
}

export function chimneySmoke(ctx, x, y) {
	const { s } = ctx
	const puffs = []
	for (let i = 0; i < 5; i++) {
		puffs.push(circle(x + i * 9 + Math.sin(i) * 5, y - i * 16, 7 + i * 3, '#ffffff', { opacity: 0.35 - i * 0.05 }))
	}
	s.add(group(puffs, { filter: s.blur(2) }))
}

/** Final light: warm wash at golden hour, cool at dusk, and a soft vignette. */
export function finishScene(ctx) {
	const { s, tod } = ctx
	if (tod === 'golden')
		s.add(
			rect(
				0,
				0,
				W,
				H,
				s.radial(
					[
						[0, '#ffb35c', 0.28],
						[1, '#ff8c42', 0],
					],
					(ctx.sunX ?? 240) / W,
					0.55,
					0.9,
				),
			),
		)
	if (tod === 'dusk')
		s.add(
			rect(
				0,
				HORIZON - 100,
				W,
				H - HORIZON + 100,
				s.linear([
					[0, '#1b1f4a', 0],
					[1, '#1b1f4a', 0.25],
				]),
			),
		)
	s.add(
		rect(
			0,
			0,
			W,
			H,
			s.radial(
				[
					[0.6, '#0d1226', 0],
					[1, '#0d1226', 0.22],
				],
				0.5,
				0.5,
				0.75,
			),
		),
	)
}
