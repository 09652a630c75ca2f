/**
 * The kitchen.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, ellipse, group, line, num, pathEl, poly, rect } from '../svg.mjs'
import { pendant, plant, vase } from './furniture.mjs'
import { box, face, flatEllipse, floorShadow, Q } from './room.mjs'
import { backWindow } from './shell.mjs'
import { themedShell } from './themes.mjs'

/** Tiles on the back wall as a pattern (sizes in metres). */
export function wallTiles(ctx, color, tw, th, o = {}) {
	const { s, r } = ctx
	const k = ctx.k(ctx.room.zb)
	const w = tw * k
	const h = th * k
	const grout = o.grout ?? darken(color, 0.12)
	let content = rect(0, 0, w * 2, h * 2, grout)
	for (let row = 0; row < 2; row++) {
		const off = o.stagger && row % 2 ? w / 2 : 0
		for (let i = -1; i < 3; i++) {
			const shade = o.vary ? r.range(-0.06, 0.06) : 0
			const col = shade > 0 ? lighten(color, shade) : darken(color, -shade)
			content += rect(off + i * w + 0.6, row * h + 0.6, w - 1.2, h - 1.2, col)
		}
	}
	return s.pattern(`t${color}${tw}${th}${o.stagger ? 's' : ''}${o.vary ? 'v' : ''}`, w * 2, h * 2, content)
}

export function cabinetRun(ctx, x0, x1, color, o = {}) {
	const { s, room } = ctx
	const z1 = room.zb - 0.01
	const z0 = z1 - 0.62
	const handle = o.handle ?? '#b8b2a8'
	s.add(face(ctx, x0, 0, x1, 0.1, z0 + 0.06, darken(color, 0.45)))
	s.add(box(ctx, [x0, x1], [0.1, 0.86], [z0, z1], color, { noTop: true }))
	const n = Math.max(1, Math.round((x1 - x0) / 0.6))
	const uw = (x1 - x0) / n
	for (let i = 0; i < n; i++) {
		const a = x0 + i * uw
		if (o.oven !== undefined && Math.abs(a + uw / 2 - o.oven) < uw / 2) {
			s.add(face(ctx, a + 0.04, 0.14, a + uw - 0.04, 0.7, z0, '#1f2226'))
			s.add(
				face(
					ctx,
					a + 0.08,
					0.2,
					a + uw - 0.08,
					0.58,
					z0,
					s.linear([
						[0, '#3a3f46'],
						[1, '#15171a'],
					]),
				),
			)
			s.add(face(ctx, a + 0.08, 0.63, a + uw - 0.08, 0.65, z0, '#c9ccd1'))
			s.add(face(ctx, a + 0.02, 0.72, a + uw - 0.02, 0.84, z0, '#2b2e33'))
			continue
		}
		s.add(face(ctx, a + 0.005, 0.7, a + 0.012, 0.86, z0, darken(color, 0.2)))
		s.add(face(ctx, a, 0.69, a + uw, 0.7, z0, darken(color, 0.2)))
		s.add(face(ctx, a + 0.005, 0.1, a + 0.012, 0.69, z0, darken(color, 0.2)))
		s.add(face(ctx, a + uw / 2 - 0.08, 0.79, a + uw / 2 + 0.08, 0.8, z0, handle))
		s.add(face(ctx, a + uw - 0.07, 0.45, a + uw - 0.06, 0.62, z0, handle))
	}
}

export function kitchen(ctx) {
	const { s, r, theme: t, room } = ctx
	themedShell(ctx, { plain: true })
	const zb = room.zb
	const cab = r.pick(t.cabinets)
	const top = r.pick(['#ece9e4', '#f4f2ee', '#2f3236', '#c9a27a', '#d9d6d0'])
	const fr = r.pick([-1, 1])
	const runX0 = fr > 0 ? -3.05 : -2.1
	const runX1 = fr > 0 ? 2.1 : 3.05
	const sinkX = fr > 0 ? -0.6 : 0.6
	const rangeX = fr > 0 ? -2.2 : 2.2
	// backsplash and window
	const tile = r.pick([
		{ color: '#f4f2ee', w: 0.15, h: 0.075, stagger: true },
		{ color: '#dfe7e3', w: 0.1, h: 0.1, vary: true },
		{ color: '#c9d8de', w: 0.15, h: 0.075, stagger: true, vary: true },
		{ color: '#e9e1d3', w: 0.2, h: 0.1, stagger: true },
		{ color: '#7fa39a', w: 0.08, h: 0.08, vary: true },
	])
	s.add(face(ctx, runX0, 0.9, runX1, 1.5, zb, wallTiles(ctx, tile.color, tile.w, tile.h, tile)))
	backWindow(ctx, sinkX - 0.62, 1.08, sinkX + 0.62, 2.2, { cols: 2, frame: t.frame, sill: false })
	// upper cabinets or open shelves
	const open = r.chance(0.35)
	const uppers = [
		[runX0, sinkX - 0.8],
		[sinkX + 0.8, runX1],
	].map(([a, b]) => [a, b])
	for (const [a0, b0] of uppers) {
		const segs = [[a0, b0]]
		const hoodIn = rangeX > a0 && rangeX < b0
		const pieces = hoodIn
			? [
					[a0, rangeX - 0.5],
					[rangeX + 0.5, b0],
				]
			: segs
		for (const [a, b] of pieces) {
			if (b - a < 0.2) continue
			if (open) {
				for (const y of [1.65, 2.05]) {
					s.add(box(ctx, [a, b], [y - 0.04, y], [zb - 0.28, zb], t.wood))
					dishes(ctx, a + 0.05, b - 0.05, y, zb - 0.14)
				}
			} else {
				s.add(box(ctx, [a, b], [1.5, 2.35], [zb - 0.36, zb], cab))
				const n = Math.max(1, Math.round((b - a) / 0.5))
				for (let i = 1; i < n; i++)
					s.add(
						face(
							ctx,
							a + ((b - a) * i) / n - 0.004,
							1.52,
							a + ((b - a) * i) / n + 0.004,
							2.33,
							zb - 0.36,
							darken(cab, 0.2),
						),
					)
				for (let i = 0; i < n; i++) {
					const hx = a + ((b - a) * (i + 0.5)) / n + 0.12 * (i % 2 ? -1 : 1)
					s.add(face(ctx, hx - 0.005, 1.54, hx + 0.005, 1.7, zb - 0.36, '#b8b2a8'))
				}
			}
		}
	}
	// range hood
	const hood = r.pick(['#d9dcdf', cab, '#2b2e33'])
	const [hx0, hy0] = ctx.P(rangeX - 0.45, 1.62, zb - 0.3)
	const [hx1] = ctx.P(rangeX + 0.45, 1.62, zb - 0.3)
	const [cx0, cy0] = ctx.P(rangeX - 0.16, room.h, zb - 0.3)
	const [cx1, cy1] = ctx.P(rangeX + 0.16, 1.95, zb - 0.3)
	s.add(
		rect(
			cx0,
			cy0,
			cx1 - cx0,
			cy1 - cy0,
			s.linear(
				[
					[0, lighten(hood, 0.1)],
					[1, darken(hood, 0.1)],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	s.add(
		poly(
			[
				[cx0, cy1],
				[cx1, cy1],
				[hx1, hy0],
				[hx0, hy0],
			],
			s.linear(
				[
					[0, lighten(hood, 0.12)],
					[1, darken(hood, 0.1)],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	s.add(rect(hx0, hy0, hx1 - hx0, 4, darken(hood, 0.3)))
	// fridge column
	const fx0 = fr > 0 ? 2.12 : -3.08
	const fx1 = fx0 + 0.96
	s.add(box(ctx, [fx0, fx1], [2.3, room.h - 0.02], [zb - 0.66, zb], cab))
	const steel = '#cfd3d8'
	s.add(
		box(ctx, [fx0 + 0.02, fx1 - 0.02], [0, 2.28], [zb - 0.7, zb], steel, {
			front: s.linear(
				[
					[0, '#e3e6ea'],
					[0.5, '#c5cad0'],
					[1, '#dfe2e6'],
				],
				0,
				0,
				1,
				0,
			),
		}),
	)
	s.add(face(ctx, (fx0 + fx1) / 2 - 0.004, 0.75, (fx0 + fx1) / 2 + 0.004, 2.26, zb - 0.7, '#9aa0a8'))
	s.add(face(ctx, fx0 + 0.02, 0.72, fx1 - 0.02, 0.73, zb - 0.7, '#9aa0a8'))
	for (const d of [-0.06, 0.05])
		s.add(face(ctx, (fx0 + fx1) / 2 + d, 1.0, (fx0 + fx1) / 2 + d + 0.015, 1.7, zb - 0.72, '#8a9098'))
	// base cabinets, counter, sink, cooktop
	cabinetRun(ctx, runX0, runX1, cab, { oven: rangeX })
	s.add(box(ctx, [runX0 - 0.02, runX1 + 0.02], [0.86, 0.91], [zb - 0.66, zb], top, { top: lighten(top, 0.06) }))
	s.add(
		Q(
			ctx,
			[
				[sinkX - 0.35, 0.912, zb - 0.52],
				[sinkX + 0.35, 0.912, zb - 0.52],
				[sinkX + 0.35, 0.912, zb - 0.16],
				[sinkX - 0.35, 0.912, zb - 0.16],
			],
			darken(top, 0.25),
		),
	)
	faucet(ctx, sinkX, zb - 0.1, 0.91)
	s.add(
		Q(
			ctx,
			[
				[rangeX - 0.32, 0.913, zb - 0.58],
				[rangeX + 0.32, 0.913, zb - 0.58],
				[rangeX + 0.32, 0.913, zb - 0.08],
				[rangeX - 0.32, 0.913, zb - 0.08],
			],
			'#1c1e21',
		),
	)
	for (const [dx, dz] of [
		[-0.15, -0.18],
		[0.15, -0.18],
		[-0.15, -0.45],
		[0.15, -0.45],
	])
		s.add(flatEllipse(ctx, rangeX + dx, 0.915, zb + dz, 0.09, 0.09, 'none', { stroke: '#4a4f57', strokeWidth: 1.5 }))
	// counter props
	const propX = fr > 0 ? 0.9 : -0.9
	s.add(box(ctx, [propX - 0.2, propX + 0.2], [0.91, 0.935], [zb - 0.45, zb - 0.15], '#c29a6c'))
	vase(ctx, propX + 0.45, zb - 0.2, 0.91, { height: 0.18, width: 0.12, color: '#f1ede6', stems: true })
	plant(ctx, sinkX + 0.35, zb - 0.08, { y: 0.91, potH: 0.12, potW: 0.12, height: 0.3, kind: 'fiddle' })
	// island
	const ix = r.range(-0.3, 0.3)
	const iw = 1.1
	const islandColor = r.chance(0.5) ? cab : r.pick([t.wood, '#3b4a5a', '#4f6b5a', '#f4f2ee'])
	s.add(floorShadow(ctx, ix - iw - 0.1, ix + iw + 0.1, 3.55, 4.6, 0.3))
	s.add(box(ctx, [ix - iw, ix + iw], [0, 0.9], [3.7, 4.5], islandColor, { noTop: true }))
	if (r.chance(0.5))
		for (let X = ix - iw + 0.06; X < ix + iw - 0.03; X += 0.06)
			s.add(face(ctx, X, 0.04, X + 0.02, 0.86, 3.7, darken(islandColor, 0.12)))
	s.add(box(ctx, [ix - iw - 0.08, ix + iw + 0.08], [0.9, 0.95], [3.55, 4.6], top, { top: lighten(top, 0.06) }))
	fruitBowl(ctx, ix - 0.35, 4.05, 0.95)
	vase(ctx, ix + 0.45, 4.1, 0.95, {
		height: 0.24,
		color: r.pick(['#f1ede6', '#2f3338', '#b4c7be']),
		stems: true,
		flowers: r.pick(['#f2c14e', '#e86f7e', '#ffffff']),
	})
	// pendants
	const pk = r.pick(['dome', 'globe', 'cone'])
	const pc = r.pick(['#2b2e33', '#c9a15a', '#f4f2ee', '#3f5a4f'])
	for (const dx of [-0.7, 0, 0.7]) pendant(ctx, ix + dx, 4.1, 1.8, { kind: pk, color: pc, size: 0.16 })
	// stools
	const stool = r.pick(['#2b2e33', t.wood, '#c9a15a'])
	const seat = r.pick([t.wood, '#3a3d42', '#d8cbb2', '#9c5a32'])
	for (const dx of [-0.7, 0.05, 0.8]) barStool(ctx, ix + dx, 3.35, stool, seat)
}

export function faucet(ctx, X, Z, y) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const h = 0.32 * k
	s.add(
		pathEl(
			`M${num(bx)},${num(by)}V${num(by - h)}q0,${num(-0.08 * k)} ${num(0.08 * k)},${num(-0.08 * k)}t${num(0.08 * k)},${num(0.1 * k)}`,
			'none',
			{ stroke: '#8d949c', strokeWidth: Math.max(2, 0.025 * k), strokeLinecap: 'round' },
		),
	)
}

export function fruitBowl(ctx, X, Z, y) {
	const { s, P, r } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const out = []
	for (let i = 0; i < 5; i++)
		out.push(
			circle(
				bx + r.range(-0.1, 0.1) * k,
				by - 0.07 * k - r.range(0, 0.05) * k,
				0.045 * k,
				r.pick(['#e8a33d', '#c8453b', '#9bbb4a', '#f2d05a']),
			),
		)
	out.push(
		pathEl(
			`M${num(bx - 0.16 * k)},${num(by - 0.07 * k)}Q${num(bx)},${num(by + 0.04 * k)} ${num(bx + 0.16 * k)},${num(by - 0.07 * k)}Z`,
			'#f1ede6',
		),
	)
	s.add(group(out))
}

export function dishes(ctx, x0, x1, y, z) {
	const { s, r } = ctx
	let X = x0
	while (X < x1 - 0.1) {
		const kind = r.int(0, 2)
		if (kind === 0) {
			for (let i = 0; i < 4; i++)
				s.add(face(ctx, X, y + i * 0.02, X + 0.24, y + i * 0.02 + 0.015, z, i % 2 ? '#f4f2ee' : '#e6e1d8'))
			X += 0.3
		} else if (kind === 1) {
			vase(ctx, X + 0.06, z, y, { height: 0.16, width: 0.1, color: r.pick(['#f1ede6', '#c98f6b', '#b4c7be']) })
			X += 0.16
		} else {
			for (let i = 0; i < 3; i++)
				s.add(face(ctx, X + i * 0.08, y, X + i * 0.08 + 0.065, y + 0.1, z, '#dfe6ea', { rx: 0.01 }))
			X += 0.28
		}
		X += r.range(0.04, 0.15)
	}
}

export function barStool(ctx, X, Z, frame, seat) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [sx, sy] = P(X, 0.68, Z)
	const [, fy] = P(X, 0, Z)
	const out = [flatEllipse(ctx, X, 0, Z, 0.2, 0.2, '#1a1420', { opacity: 0.15, filter: ctx.s.blur(4) })]
	for (const d of [-1, 1]) out.push(line(sx + d * 0.12 * k, sy, sx + d * 0.19 * k, fy, frame, Math.max(2, 0.025 * k)))
	out.push(
		line(sx - 0.16 * k, sy + (fy - sy) * 0.6, sx + 0.16 * k, sy + (fy - sy) * 0.6, frame, Math.max(1.5, 0.018 * k)),
	)
	out.push(rect(sx - 0.2 * k, sy - 0.05 * k, 0.4 * k, 0.06 * k, darken(seat, 0.1), { rx: 0.02 * k }))
	out.push(ellipse(sx, sy - 0.05 * k, 0.2 * k, 0.05 * k, lighten(seat, 0.1)))
	s.add(group(out))
}
