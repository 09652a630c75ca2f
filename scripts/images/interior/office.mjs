/**
 * The home office.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, ellipse, group, line, num, pathEl, poly, polyline, rect } from '../svg.mjs'
import { ACCENTS, art, bookRow, plant, rug } from './furniture.mjs'
import { box, face, flatEllipse, floorShadow, Q } from './room.mjs'
import { backWindow } from './shell.mjs'
import { themedShell } from './themes.mjs'

export function office(ctx) {
	const {
		s,
		r,
		theme: t,
		room: { zb, w2 },
	} = ctx
	themedShell(ctx)
	const side = r.pick([-1, 1])
	const dx = side * 0.75
	const desk = r.pick([t.wood, '#f4f2ee', '#2b2e33'])
	// window above the desk, a print beside it
	backWindow(ctx, dx - 0.85, 1.0, dx + 0.85, 2.35, { cols: 2, frame: t.frame, sill: true })
	art(ctx, side * (w2 - 0.75) - 0.3, 1.2, side * (w2 - 0.75) + 0.3, 2.0)
	// bookcase on the other side
	const bx0 = -side * (w2 - 0.2)
	const [b0, b1] = side > 0 ? [bx0, bx0 + 1.3] : [bx0 - 1.3, bx0]
	const shelfColor = r.pick([t.wood, '#f4f2ee', '#2b2e33'])
	s.add(floorShadow(ctx, b0, b1, zb - 0.45, zb, 0.2))
	s.add(box(ctx, [b0, b1], [0, 2.2], [zb - 0.4, zb], shelfColor, { front: darken(shelfColor, 0.18) }))
	for (let i = 0; i < 5; i++) {
		const y = 0.08 + i * 0.43
		s.add(face(ctx, b0 + 0.04, y + 0.03, b1 - 0.04, y + 0.42, zb - 0.4, darken(shelfColor, 0.3)))
		s.add(box(ctx, [b0 + 0.04, b1 - 0.04], [y, y + 0.03], [zb - 0.4, zb - 0.05], shelfColor))
		bookRow(ctx, b0 + 0.06, b1 - 0.06, y + 0.03, zb - 0.1, { scale: 1.2 })
	}
	s.add(face(ctx, b0, 0, b0 + 0.04, 2.2, zb - 0.4, shelfColor), face(ctx, b1 - 0.04, 0, b1, 2.2, zb - 0.4, shelfColor))
	// desk
	const dz0 = zb - 0.75
	s.add(floorShadow(ctx, dx - 0.85, dx + 0.85, dz0, zb, 0.2))
	for (const X of [dx - 0.78, dx + 0.74])
		s.add(box(ctx, [X, X + 0.04], [0, 0.72], [dz0 + 0.05, dz0 + 0.09], darken(desk, 0.3)))
	if (r.chance(0.5))
		s.add(
			box(ctx, [dx + 0.25, dx + 0.75], [0, 0.7], [dz0 + 0.05, zb - 0.05], darken(desk, 0.05)),
			face(ctx, dx + 0.3, 0.4, dx + 0.7, 0.405, dz0 + 0.05, darken(desk, 0.3)),
			face(ctx, dx + 0.45, 0.55, dx + 0.55, 0.56, dz0 + 0.05, '#c9a15a'),
		)
	s.add(box(ctx, [dx - 0.85, dx + 0.85], [0.72, 0.76], [dz0, zb - 0.02], desk))
	// monitor
	const mz = zb - 0.3
	s.add(box(ctx, [dx - 0.03, dx + 0.03], [0.76, 0.98], [mz, mz + 0.04], '#2b2e33'))
	s.add(box(ctx, [dx - 0.12, dx + 0.12], [0.76, 0.775], [mz - 0.05, mz + 0.08], '#2b2e33'))
	s.add(face(ctx, dx - 0.34, 0.95, dx + 0.34, 1.36, mz - 0.01, '#1e2124', { rx: 0.01 }))
	s.add(
		face(
			ctx,
			dx - 0.32,
			0.97,
			dx + 0.32,
			1.34,
			mz - 0.02,
			s.linear(
				[
					[0, '#3d6f8f'],
					[0.6, '#6fa3a0'],
					[1, '#e6b38a'],
				],
				0,
				0,
				1,
				1,
			),
		),
	)
	const [sx0, sy0] = ctx.P(dx - 0.32, 1.34, mz - 0.02)
	const [sx1, sy1] = ctx.P(dx + 0.32, 0.97, mz - 0.02)
	s.add(
		pathEl(
			`M${num(sx0)},${num(sy1)}Q${num(sx0 + (sx1 - sx0) * 0.4)},${num(sy0 + (sy1 - sy0) * 0.3)} ${num(sx1)},${num(sy0 + (sy1 - sy0) * 0.55)}V${num(sy1)}Z`,
			'#2f5570',
			{ opacity: 0.6 },
		),
	)
	// keyboard, mug, notebook, lamp, plant
	s.add(
		Q(
			ctx,
			[
				[dx - 0.22, 0.765, zb - 0.6],
				[dx + 0.22, 0.765, zb - 0.6],
				[dx + 0.22, 0.765, zb - 0.45],
				[dx - 0.22, 0.765, zb - 0.45],
			],
			'#e6e3dd',
		),
	)
	s.add(flatEllipse(ctx, dx + 0.35, 0.765, zb - 0.55, 0.04, 0.03, '#e6e3dd'))
	s.add(box(ctx, [dx - 0.62, dx - 0.4], [0.76, 0.775], [zb - 0.62, zb - 0.35], r.pick(ACCENTS)))
	s.add(box(ctx, [dx + 0.5, dx + 0.58], [0.76, 0.86], [zb - 0.55, zb - 0.5], r.pick(['#f4f2ee', '#c8553d', '#2f4858'])))
	deskLamp(ctx, dx + side * 0.65, zb - 0.25, 0.76)
	plant(ctx, dx - side * 0.68, zb - 0.2, {
		y: 0.76,
		potH: 0.14,
		potW: 0.14,
		height: 0.4,
		kind: r.pick(['snake', 'monstera']),
	})
	// chair seen from behind
	officeChair(ctx, dx + r.range(-0.15, 0.15), zb - 1.1, r.pick(['#2b2e33', '#6b705c', '#c9bba5', '#3c4a63']))
	rug(ctx, dx - 1.2, dx + 1.2, 3.4, 5.5, r.pick(['#e8e1d4', '#c9c2b6', '#b9c4c9', '#d8cbb6']), {
		pattern: r.pick(['stripes', 'diamond']),
	})
	plant(ctx, side * (w2 - 0.4), 4.4, { height: 1.4 })
}

export function deskLamp(ctx, X, Z, y) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const c = '#2b2e33'
	if (ctx.evening) ctx.lights.push({ x: bx - 0.1 * k, y: by - 0.4 * k, r: 0.6 * k })
	s.add(ellipse(bx, by, 0.08 * k, 0.02 * k, c))
	s.add(
		polyline(
			[
				[bx, by],
				[bx + 0.05 * k, by - 0.3 * k],
				[bx - 0.1 * k, by - 0.45 * k],
			],
			c,
			Math.max(2, 0.015 * k),
		),
	)
	s.add(
		poly(
			[
				[bx - 0.1 * k, by - 0.47 * k],
				[bx - 0.03 * k, by - 0.42 * k],
				[bx - 0.14 * k, by - 0.33 * k],
				[bx - 0.22 * k, by - 0.4 * k],
			],
			c,
		),
	)
}

export function officeChair(ctx, X, Z, color) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [cx, seatY] = P(X, 0.48, Z)
	const [, floorY] = P(X, 0, Z)
	const out = [flatEllipse(ctx, X, 0, Z, 0.35, 0.3, '#1a1420', { opacity: 0.2, filter: s.blur(5) })]
	for (const a of [-0.3, -0.15, 0, 0.15, 0.3]) {
		const ex = cx + a * k * 1.1
		out.push(line(cx, floorY - 0.05 * k, ex, floorY - 0.02 * k, '#2b2e33', Math.max(2, 0.025 * k)))
		out.push(circle(ex, floorY - 0.02 * k, 0.025 * k, '#1e2124'))
	}
	out.push(rect(cx - 0.02 * k, seatY, 0.04 * k, floorY - seatY - 0.05 * k, '#3a3d42'))
	out.push(rect(cx - 0.25 * k, seatY - 0.06 * k, 0.5 * k, 0.08 * k, darken(color, 0.15), { rx: 0.03 * k }))
	const [, backTop] = P(X, 1.05, Z + 0.2)
	const [, backBot] = P(X, 0.58, Z + 0.2)
	const kb = ctx.k(Z + 0.2)
	out.push(rect(cx - 0.005 * k, backBot, 0.03 * k, seatY - backBot, '#3a3d42'))
	out.push(rect(cx - 0.23 * kb, backTop, 0.46 * kb, backBot - backTop, color, { rx: 0.08 * kb }))
	out.push(
		rect(cx - 0.2 * kb, backTop + 0.03 * kb, 0.4 * kb, (backBot - backTop) * 0.3, lighten(color, 0.12), {
			rx: 0.06 * kb,
			opacity: 0.7,
		}),
	)
	s.add(group(out))
}
