/**
 * The bedroom.
 */
import { darken, lighten } from '../colour.mjs'
import { rect } from '../svg.mjs'
import { art, plant, rug, sideboard, tableLamp, vase } from './furniture.mjs'
import { box, face, floorShadow, Q } from './room.mjs'
import { backWindow } from './shell.mjs'
import { themedShell } from './themes.mjs'

export function bedroom(ctx) {
	const {
		s,
		r,
		theme: t,
		room: { zb },
	} = ctx
	themedShell(ctx)
	const bc = r.pick([-0.35, 0, 0.35])
	const side = r.pick([-1, 1])
	const bw = 0.9
	const linen = r.pick(['#f4f2ee', '#e9e4da', '#dfe6ea', '#f1ebe2'])
	const duvet = r.pick([...t.fabric, '#f4f2ee', '#e9e4da'])
	const accent = r.shuffle(t.accents)
	// window on one side of the back wall, dresser/plant on the other
	const wx = side * 2.3
	backWindow(ctx, wx - 0.6, 0.55, wx + 0.6, 2.3, {
		cols: 2,
		rows: 2,
		frame: t.frame,
		curtains: t.curtain ?? null,
		sill: false,
	})
	art(ctx, bc - 0.75, 1.45, bc + 0.75, 2.05, { kind: r.pick(['landscape', 'arcs', 'lines']) })
	// headboard
	const hb = r.pick([t.wood, ...t.fabric, '#d8cbb2'])
	s.add(face(ctx, bc - bw - 0.05, 0.1, bc + bw + 0.05, 1.3, zb + 0.02, '#1a1420', { opacity: 0.15, filter: s.blur(6) }))
	s.add(box(ctx, [bc - bw - 0.04, bc + bw + 0.04], [0, 1.25], [zb - 0.1, zb], hb, { rx: 0.04 }))
	for (let X = bc - bw + 0.12; X < bc + bw - 0.05; X += 0.2)
		s.add(face(ctx, X, 0.62, X + 0.01, 1.18, zb - 0.1, darken(hb, 0.18), { opacity: 0.7 }))
	// nightstands with lamps
	for (const sgn of [-1, 1]) {
		const nx0 = sgn < 0 ? bc - bw - 0.6 : bc + bw + 0.1
		const nx1 = nx0 + 0.5
		const ns = r.pick([t.wood, '#f4f2ee', '#3b3f46'])
		s.add(floorShadow(ctx, nx0, nx1, zb - 0.5, zb, 0.2))
		s.add(box(ctx, [nx0, nx1], [0.12, 0.58], [zb - 0.46, zb - 0.02], ns))
		s.add(face(ctx, nx0 + 0.02, 0.36, nx1 - 0.02, 0.365, zb - 0.46, darken(ns, 0.25)))
		s.add(face(ctx, (nx0 + nx1) / 2 - 0.05, 0.46, (nx0 + nx1) / 2 + 0.05, 0.47, zb - 0.46, '#c9a15a'))
		for (const X of [nx0 + 0.03, nx1 - 0.06]) s.add(face(ctx, X, 0, X + 0.03, 0.12, zb - 0.44, darken(ns, 0.3)))
		tableLamp(ctx, (nx0 + nx1) / 2 + sgn * 0.05, zb - 0.25, 0.58, {
			base: r.pick(['#d9cbb6', '#f1ede6', '#2f3338', '#b4c7be']),
		})
		if (sgn === side)
			s.add(box(ctx, [nx0 + 0.05, nx0 + 0.22], [0.58, 0.62], [zb - 0.4, zb - 0.25], accent[2] ?? '#c8553d'))
	}
	// bed
	const bz0 = 3.75
	s.add(floorShadow(ctx, bc - bw - 0.1, bc + bw + 0.1, bz0 - 0.15, zb - 0.1, 0.3))
	rug(ctx, bc - 1.5, bc + 1.5, 3.1, 5.4, r.pick(['#e8e1d4', '#d8cbb6', '#c9c2b6', '#b9c4c9']), {
		pattern: r.pick(['stripes', null]),
	})
	s.add(box(ctx, [bc - bw, bc + bw], [0.12, 0.34], [bz0, zb - 0.1], hb))
	for (const X of [bc - bw + 0.04, bc + bw - 0.08]) s.add(face(ctx, X, 0, X + 0.04, 0.12, bz0 + 0.04, darken(hb, 0.3)))
	s.add(box(ctx, [bc - bw + 0.04, bc + bw - 0.04], [0.34, 0.56], [bz0 + 0.03, zb - 0.12], linen))
	// pillows
	for (const sgn of [-1, 1])
		s.add(
			face(ctx, bc + sgn * 0.42 - 0.36, 0.52, bc + sgn * 0.42 + 0.36, 0.9, zb - 0.25, linen, { rx: 0.08 }),
			face(ctx, bc + sgn * 0.42 - 0.33, 0.8, bc + sgn * 0.42 + 0.33, 0.86, zb - 0.25, lighten(linen, 0.5), {
				rx: 0.03,
				opacity: 0.7,
			}),
		)
	for (const sgn of [-1, 1])
		s.add(face(ctx, bc + sgn * 0.32 - 0.27, 0.54, bc + sgn * 0.32 + 0.27, 0.82, zb - 0.42, accent[0], { rx: 0.06 }))
	s.add(face(ctx, bc - 0.2, 0.55, bc + 0.2, 0.78, zb - 0.55, accent[1], { rx: 0.05 }))
	// duvet with folded top sheet, and a throw across the foot
	const dz = zb - 0.75
	s.add(
		Q(
			ctx,
			[
				[bc - bw - 0.03, 0.6, dz],
				[bc + bw + 0.03, 0.6, dz],
				[bc + bw + 0.03, 0.6, dz - 0.14],
				[bc - bw - 0.03, 0.6, dz - 0.14],
			],
			lighten(linen, 0.3),
		),
	)
	s.add(
		box(ctx, [bc - bw - 0.03, bc + bw + 0.03], [0.24, 0.6], [bz0 - 0.03, dz - 0.14], duvet, {
			top: lighten(duvet, 0.14),
			rx: 0.05,
		}),
	)
	for (let X = bc - bw + 0.25; X < bc + bw - 0.1; X += r.range(0.3, 0.5))
		s.add(face(ctx, X, 0.27, X + 0.02, 0.58, bz0 - 0.032, darken(duvet, 0.08), { rx: 0.01, opacity: 0.8 }))
	const thr = accent[3] ?? accent[0]
	const tz = bz0 + 0.18
	s.add(
		Q(
			ctx,
			[
				[bc - bw - 0.05, 0.61, tz],
				[bc + bw + 0.05, 0.61, tz],
				[bc + bw + 0.05, 0.61, tz + 0.55],
				[bc - bw - 0.05, 0.61, tz + 0.55],
			],
			thr,
		),
	)
	for (let k = 1; k < 4; k++)
		s.add(
			Q(
				ctx,
				[
					[bc - bw - 0.05, 0.612, tz + k * 0.13],
					[bc + bw + 0.05, 0.612, tz + k * 0.13],
					[bc + bw + 0.05, 0.612, tz + k * 0.13 + 0.02],
					[bc - bw - 0.05, 0.612, tz + k * 0.13 + 0.02],
				],
				darken(thr, 0.15),
			),
		)
	for (const sgn of [-1, 1])
		s.add(
			Q(
				ctx,
				[
					[bc + sgn * (bw + 0.05), 0.61, tz],
					[bc + sgn * (bw + 0.05), 0.61, tz + 0.55],
					[bc + sgn * (bw + 0.06), 0.3, tz + 0.5],
					[bc + sgn * (bw + 0.06), 0.3, tz + 0.05],
				],
				darken(thr, 0.1),
			),
		)
	// other side: dresser or plant + chair
	const ox = -side * 2.3
	if (r.chance(0.5)) {
		const d = sideboard(ctx, ox - 0.6, ox + 0.6, { height: 0.8, color: r.pick([t.wood, '#f4f2ee']), depth: 0.5 })
		vase(ctx, ox - 0.3, d.z, d.y, { height: 0.22, stems: true })
		s.add(box(ctx, [ox + 0.1, ox + 0.35], [d.y, d.y + 0.06], [d.z - 0.1, d.z + 0.1], accent[2] ?? '#c8553d'))
		const [mx0, my0] = ctx.P(ox - 0.45, 1.9, zb - 0.02)
		const [mx1, my1] = ctx.P(ox + 0.45, 1.1, zb - 0.02)
		s.add(rect(mx0, my0, mx1 - mx0, my1 - my0, '#c9a15a', { rx: (mx1 - mx0) / 2 }))
		s.add(
			rect(
				mx0 + 4,
				my0 + 4,
				mx1 - mx0 - 8,
				my1 - my0 - 8,
				s.linear(
					[
						[0, '#eef3f5'],
						[1, '#c9d3d8'],
					],
					0,
					0,
					1,
					1,
				),
				{ rx: (mx1 - mx0) / 2 - 4 },
			),
		)
	} else {
		plant(ctx, ox, zb - 0.4, { height: 1.6, kind: r.pick(['fiddle', 'olive', 'palm']) })
	}
}
