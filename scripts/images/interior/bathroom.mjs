/**
 * The bathroom.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, ellipse, line, num, pathEl, poly, rect } from '../svg.mjs'
import { plant, rug } from './furniture.mjs'
import { faucet, wallTiles } from './kitchen.mjs'
import { box, face, flatEllipse, floorShadow } from './room.mjs'
import { backWindow } from './shell.mjs'
import { themedShell } from './themes.mjs'

export function bathroom(ctx) {
	const { s, r, theme: t, room } = ctx
	const zb = room.zb
	const tileColor = r.pick(['#f1efea', '#e3e6e4', '#d9e3df', '#ece3d6', '#cfd8dc'])
	const floor = r.pick([
		{ kind: 'tile', color: '#d6d2cb', size: 0.6 },
		{ kind: 'tile', color: '#f2f0ec', size: 0.4, checker: '#a3a9ae' },
		{ kind: 'tile', color: '#e8e4dc', size: 0.9 },
		{ kind: 'tile', color: '#b9b6b0', size: 0.6 },
		{ kind: 'tile', color: '#e6dfd3', size: 0.45 },
	])
	themedShell(ctx, { plain: true, floor, wall: r.pick(['#f1efea', '#e8ece9', '#efe8df']) })
	const fullTile = r.chance(0.5)
	s.add(
		face(
			ctx,
			-room.w2,
			0.1,
			room.w2,
			fullTile ? room.h - 0.06 : 1.25,
			zb,
			wallTiles(ctx, tileColor, r.pick([0.3, 0.6]), 0.3, { stagger: r.chance(0.5), vary: true }),
		),
	)
	if (!fullTile) s.add(face(ctx, -room.w2, 1.23, room.w2, 1.27, zb, darken(tileColor, 0.1)))
	const side = r.pick([-1, 1])
	const vx = side * (room.w2 - 0.95)
	// small frosted window over the tub side
	const tx = -side * (room.w2 - 1.0)
	backWindow(ctx, tx - 0.5, 1.55, tx + 0.5, 2.4, { cols: 2, frame: t.frame, sill: false })
	const [fx0, fy0] = ctx.P(tx - 0.44, 2.34, zb)
	const [fx1, fy1] = ctx.P(tx + 0.44, 1.61, zb)
	s.add(rect(fx0, fy0, fx1 - fx0, fy1 - fy0, '#ffffff', { opacity: 0.45 }))
	// mirror, sconces, vanity
	const round = r.chance(0.5)
	const [mx0, my0] = ctx.P(vx - 0.5, 2.05, zb - 0.02)
	const [mx1, my1] = ctx.P(vx + 0.5, round ? 1.05 : 1.15, zb - 0.02)
	const mframe = r.pick(['#c9a15a', '#2b2e33', '#b8875a'])
	s.add(
		rect(mx0 + 4, my0 + 6, mx1 - mx0, my1 - my0, '#1a1420', {
			opacity: 0.15,
			filter: s.blur(4),
			rx: round ? (mx1 - mx0) / 2 : 10,
		}),
	)
	s.add(rect(mx0, my0, mx1 - mx0, my1 - my0, mframe, { rx: round ? (mx1 - mx0) / 2 : 10 }))
	s.add(
		rect(
			mx0 + 5,
			my0 + 5,
			mx1 - mx0 - 10,
			my1 - my0 - 10,
			s.linear(
				[
					[0, '#e9f0f3'],
					[0.5, '#cfdbe1'],
					[1, '#b8c7cf'],
				],
				0,
				0,
				1,
				1,
			),
			{ rx: round ? (mx1 - mx0) / 2 - 5 : 6 },
		),
	)
	s.add(
		poly(
			[
				[mx0 + (mx1 - mx0) * 0.25, my0 + (my1 - my0) * 0.2],
				[mx0 + (mx1 - mx0) * 0.38, my0 + (my1 - my0) * 0.14],
				[mx0 + (mx1 - mx0) * 0.7, my0 + (my1 - my0) * 0.8],
				[mx0 + (mx1 - mx0) * 0.57, my0 + (my1 - my0) * 0.86],
			],
			'#ffffff',
			{ opacity: 0.3 },
		),
	)
	for (const sgn of [-1, 1]) {
		const [lx, ly] = ctx.P(vx + sgn * 0.68, 1.65, zb - 0.05)
		const k = ctx.k(zb)
		if (ctx.evening) ctx.lights.push({ x: lx, y: ly, r: 0.6 * k })
		s.add(
			rect(lx - 0.02 * k, ly - 0.02 * k, 0.04 * k, 0.12 * k, mframe),
			circle(lx, ly - 0.05 * k, 0.06 * k, ctx.evening ? '#fff1cf' : '#f4f2ee'),
		)
	}
	const vcol = r.pick(['#f4f2ee', t.wood, '#3b4a5a', '#5f7161', '#2b2e33'])
	const vz0 = zb - 0.52
	s.add(floorShadow(ctx, vx - 0.75, vx + 0.75, vz0, zb, 0.15))
	s.add(box(ctx, [vx - 0.72, vx + 0.72], [0.32, 0.84], [vz0, zb - 0.01], vcol))
	s.add(face(ctx, vx - 0.7, 0.58, vx + 0.7, 0.585, vz0, darken(vcol, 0.25)))
	s.add(face(ctx, vx - 0.004, 0.34, vx + 0.004, 0.82, vz0, darken(vcol, 0.25)))
	for (const sgn of [-1, 1])
		for (const y of [0.46, 0.72])
			s.add(face(ctx, vx + sgn * 0.36 - 0.08, y, vx + sgn * 0.36 + 0.08, y + 0.012, vz0, '#c9a15a'))
	const ctop = r.pick(['#f4f2ee', '#e6e2dc', '#2f3236'])
	s.add(box(ctx, [vx - 0.74, vx + 0.74], [0.84, 0.88], [vz0 - 0.02, zb - 0.01], ctop))
	for (const sgn of round ? [0] : [-1, 1]) {
		const sx = vx + sgn * 0.35
		const [bx, by] = ctx.P(sx, 0.88, zb - 0.28)
		const k = ctx.k(zb - 0.28)
		s.add(
			pathEl(
				`M${num(bx - 0.2 * k)},${num(by - 0.12 * k)}Q${num(bx - 0.2 * k)},${num(by)} ${num(bx)},${num(by)}Q${num(bx + 0.2 * k)},${num(by)} ${num(bx + 0.2 * k)},${num(by - 0.12 * k)}Z`,
				'#f7f6f3',
			),
		)
		s.add(ellipse(bx, by - 0.12 * k, 0.2 * k, 0.035 * k, '#e0ddd7'))
		faucet(ctx, sx, zb - 0.08, 0.88)
	}
	s.add(box(ctx, [vx + 0.45, vx + 0.62], [0.88, 0.9], [zb - 0.4, zb - 0.2], '#e9e4da'))
	plant(ctx, vx - 0.6, zb - 0.2, { y: 0.88, potH: 0.12, potW: 0.12, height: 0.35, kind: 'snake' })
	// tub or walk-in shower on the other side
	if (r.chance(0.6)) {
		const tz0 = 4.6
		const tz1 = 5.45
		const [ax, ay] = ctx.P(tx - 0.85, 0.6, tz0)
		const [bx2] = ctx.P(tx + 0.85, 0.6, tz0)
		const [, fyb] = ctx.P(tx, 0, tz0 + 0.1)
		s.add(floorShadow(ctx, tx - 0.9, tx + 0.9, tz0, tz1, 0.3))
		const tubCol = r.chance(0.7) ? '#f7f6f3' : r.pick(['#2b2e33', '#5f7161', '#c9a15a'])
		s.add(flatEllipse(ctx, tx, 0.6, (tz0 + tz1) / 2, 0.85, (tz1 - tz0) / 2, '#f4f2ee'))
		s.add(
			pathEl(
				`M${num(ax)},${num(ay)}C${num(ax)},${num(fyb)} ${num(ax + (bx2 - ax) * 0.15)},${num(fyb)} ${num((ax + bx2) / 2)},${num(fyb)}C${num(bx2 - (bx2 - ax) * 0.15)},${num(fyb)} ${num(bx2)},${num(fyb)} ${num(bx2)},${num(ay)}Z`,
				s.linear([
					[0, lighten(tubCol, 0.05)],
					[1, darken(tubCol, 0.1)],
				]),
			),
		)
		s.add(
			flatEllipse(
				ctx,
				tx,
				0.6,
				(tz0 + tz1) / 2,
				0.74,
				(tz1 - tz0) / 2 - 0.08,
				s.linear([
					[0, '#bfdde6'],
					[1, '#9cc8d6'],
				]),
			),
		)
		const fx = tx - side * 1.05
		const [px, py] = ctx.P(fx, 0, (tz0 + tz1) / 2)
		const [, ptop] = ctx.P(fx, 1.0, (tz0 + tz1) / 2)
		const kk = ctx.k((tz0 + tz1) / 2)
		s.add(
			line(px, py, px, ptop, '#8d949c', Math.max(2.5, 0.03 * kk)),
			pathEl(`M${num(px)},${num(ptop)}q${num(side * 0.15 * kk)},0 ${num(side * 0.2 * kk)},${num(0.1 * kk)}`, 'none', {
				stroke: '#8d949c',
				strokeWidth: Math.max(2.5, 0.03 * kk),
			}),
		)
		towelStool(ctx, tx + side * 1.1, 4.5, r.pick(t.accents))
	} else {
		const g0 = tx - 0.9
		const g1 = tx + 0.9
		s.add(
			face(
				ctx,
				g0,
				0.1,
				g1,
				room.h - 0.06,
				zb - 0.005,
				wallTiles(ctx, darken(tileColor, 0.15), 0.1, 0.3, { vary: true }),
			),
		)
		const [shx, shy] = ctx.P(tx, 2.2, zb - 0.3)
		const k = ctx.k(zb - 0.3)
		s.add(line(shx, ctx.P(tx, 2.2, zb)[1], shx, shy, '#8d949c', 2), ellipse(shx, shy, 0.15 * k, 0.03 * k, '#6f767e'))
		s.add(face(ctx, g0, 0, g1, 0.06, 4.75, '#e6e2dc'))
		s.add(face(ctx, g0, 0.06, g1, 2.1, 4.75, '#d6eef4', { opacity: 0.25 }))
		const frame = '#2b2e33'
		s.add(
			face(ctx, g0, 0.06, g0 + 0.02, 2.1, 4.75, frame),
			face(ctx, g1 - 0.02, 0.06, g1, 2.1, 4.75, frame),
			face(ctx, g0, 2.08, g1, 2.1, 4.75, frame),
		)
		s.add(face(ctx, tx - 0.01, 0.06, tx + 0.01, 2.1, 4.75, frame))
		const [gx0, gy0] = ctx.P(g0 + 0.2, 2.0, 4.75)
		const [gx1, gy1] = ctx.P(g0 + 0.7, 0.3, 4.75)
		s.add(
			poly(
				[
					[gx0, gy1],
					[gx0 + (gx1 - gx0) * 0.4, gy1],
					[gx1, gy0],
					[gx1 - (gx1 - gx0) * 0.4, gy0],
				],
				'#ffffff',
				{ opacity: 0.2 },
			),
		)
	}
	rug(ctx, vx - 0.5, vx + 0.5, 4.25, 4.95, r.pick(['#e9e4da', '#c9d8de', '#d8cbb2', '#a7b7a3']), {
		pattern: 'stripes',
		fringe: true,
	})
	if (r.chance(0.6))
		plant(ctx, side * (room.w2 - 0.3), 4.0, { height: 1.2, kind: r.pick(['palm', 'snake', 'monstera']) })
	// towel on a ladder against the wall near the vanity
	const lx = vx - side * 0.98
	const k = ctx.k(zb - 0.15)
	const [lxs, lys] = ctx.P(lx, 1.7, zb - 0.15)
	const [, lyb] = ctx.P(lx, 0, zb - 0.15)
	const wood = t.wood
	s.add(
		line(lxs - 0.14 * k, lys, lxs - 0.18 * k, lyb, wood, 3),
		line(lxs + 0.14 * k, lys, lxs + 0.18 * k, lyb, wood, 3),
	)
	for (let i = 1; i < 5; i++)
		s.add(line(lxs - 0.15 * k, lys + ((lyb - lys) * i) / 5, lxs + 0.15 * k, lys + ((lyb - lys) * i) / 5, wood, 2))
	const towel = r.pick(['#f4f2ee', '#d8cbb2', '#9fc3d4', '#a7b7a3', '#e8c4b8'])
	s.add(rect(lxs - 0.16 * k, lys + (lyb - lys) * 0.2 - 2, 0.32 * k, 0.5 * k, towel, { rx: 3 }))
	s.add(rect(lxs - 0.16 * k, lys + (lyb - lys) * 0.2 + 0.4 * k, 0.32 * k, 0.03 * k, darken(towel, 0.15)))
}

export function towelStool(ctx, X, Z, color) {
	const { s } = ctx
	s.add(floorShadow(ctx, X - 0.2, X + 0.2, Z - 0.2, Z + 0.2, 0.2))
	s.add(
		face(ctx, X - 0.17, 0, X - 0.14, 0.45, Z - 0.1, '#b8875a'),
		face(ctx, X + 0.14, 0, X + 0.17, 0.45, Z - 0.1, '#b8875a'),
	)
	s.add(box(ctx, [X - 0.2, X + 0.2], [0.42, 0.46], [Z - 0.15, Z + 0.15], '#c9a27a'))
	s.add(box(ctx, [X - 0.15, X + 0.15], [0.46, 0.54], [Z - 0.1, Z + 0.1], color, { rx: 0.02 }))
	s.add(box(ctx, [X - 0.13, X + 0.13], [0.54, 0.6], [Z - 0.08, Z + 0.08], lighten(color, 0.2), { rx: 0.02 }))
}
