/**
 * The dining room.
 */
import { darken, lighten } from '../colour.mjs'
import { art, pendant, plant, rug, sideboard, tableLamp, vase } from './furniture.mjs'
import { fruitBowl } from './kitchen.mjs'
import { box, face, flatEllipse, floorShadow } from './room.mjs'
import { backWindow } from './shell.mjs'
import { themedShell } from './themes.mjs'

export function diningRoom(ctx) {
	const { s, r, theme: t } = ctx
	themedShell(ctx)
	const side = r.pick([-1, 1])
	const tc = side * 0.3
	const wood = r.pick([t.wood, '#c29a6c', '#3b2f2a', '#f4f2ee'])
	// window and sideboard on the back wall
	backWindow(ctx, side * 1.55 - 0.75 + side * 0.35, 0.45, side * 1.55 + 0.75 + side * 0.35, 2.35, {
		cols: 2,
		rows: 1,
		frame: t.frame,
		curtains: t.curtain,
		sill: false,
	})
	const sbX = -side * 1.85
	const sb = sideboard(ctx, sbX - 0.8, sbX + 0.8, {
		color: r.pick([t.wood, '#f4f2ee', '#3b4a5a']),
		height: 0.78,
		slats: r.chance(0.5),
	})
	art(ctx, sbX - 0.6, 1.3, sbX + 0.6, 2.1)
	tableLamp(ctx, sbX - 0.5, sb.z, sb.y)
	vase(ctx, sbX + 0.45, sb.z, sb.y, { height: 0.3, stems: true, color: '#f1ede6' })
	// chairs on the far side
	const chair = r.pick(['#2b2e33', t.wood, '#d8cbb2', '#6b705c', '#b8875a'])
	const seatCol = r.pick(['#d8cbb2', ...t.fabric])
	for (const dx of [-0.65, 0, 0.65]) diningChair(ctx, tc + dx, 5.35, chair, seatCol, 'front')
	// table
	const tz0 = 4.2
	const tz1 = 5.1
	s.add(floorShadow(ctx, tc - 1.05, tc + 1.05, tz0, tz1, 0.3))
	for (const Z of [tz1 - 0.1, tz0 + 0.05])
		for (const X of [tc - 0.95, tc + 0.9]) s.add(box(ctx, [X, X + 0.06], [0, 0.72], [Z, Z + 0.06], darken(wood, 0.2)))
	s.add(box(ctx, [tc - 1.05, tc + 1.05], [0.72, 0.77], [tz0, tz1], wood, { top: lighten(wood, 0.1) }))
	for (const dx of [-0.65, 0, 0.65])
		s.add(
			flatEllipse(ctx, tc + dx, 0.772, tz1 - 0.2, 0.14, 0.1, '#f7f6f3'),
			flatEllipse(ctx, tc + dx, 0.775, tz1 - 0.2, 0.09, 0.065, '#e9e6e0'),
		)
	vase(ctx, tc, (tz0 + tz1) / 2, 0.77, {
		height: 0.26,
		stems: true,
		flowers: r.pick(['#f2c14e', '#e86f7e', '#ffffff', '#c9a7e0']),
		color: r.pick(['#f1ede6', '#2f3338', '#c98f6b']),
	})
	fruitBowl(ctx, tc - 0.45, (tz0 + tz1) / 2 - 0.1, 0.77)
	// pendant(s)
	if (r.chance(0.5))
		pendant(ctx, tc, (tz0 + tz1) / 2, 1.65, {
			kind: 'dome',
			color: r.pick(['#2b2e33', '#c9a15a', '#f4f2ee', '#3f5a4f']),
			size: 0.3,
		})
	else for (const dx of [-0.55, 0, 0.55]) pendant(ctx, tc + dx, (tz0 + tz1) / 2, 1.7, { kind: 'globe', size: 0.14 })
	// chairs on the near side, seen from behind
	for (const dx of [-0.45, 0.45]) diningChair(ctx, tc + dx, 3.95, chair, seatCol, 'back')
	rug(ctx, tc - 1.7, tc + 1.7, 3.3, 5.8, r.pick(['#e8e1d4', '#c9c2b6', '#b9c4c9', '#d8cbb6']), { pattern: null })
	plant(ctx, -side * 2.5, 4.5, { height: 1.5 })
}

export function diningChair(ctx, X, Z, frame, seat, facing) {
	const { s } = ctx
	const w = 0.23
	const out = []
	if (facing === 'front') {
		out.push(face(ctx, X - w, 0.45, X + w, 0.95, Z + 0.4, frame, { rx: 0.04 }))
		out.push(face(ctx, X - w + 0.04, 0.55, X + w - 0.04, 0.9, Z + 0.39, seat, { rx: 0.04 }))
		out.push(box(ctx, [X - w, X + w], [0.42, 0.47], [Z, Z + 0.4], seat))
		for (const dx of [-w + 0.01, w - 0.04]) out.push(face(ctx, X + dx, 0, X + dx + 0.03, 0.42, Z + 0.02, frame))
	} else {
		for (const dx of [-w + 0.01, w - 0.04]) out.push(face(ctx, X + dx, 0, X + dx + 0.03, 0.42, Z + 0.38, frame))
		out.push(box(ctx, [X - w, X + w], [0.42, 0.47], [Z, Z + 0.4], seat))
		for (const dx of [-w + 0.01, w - 0.04]) out.push(face(ctx, X + dx, 0, X + dx + 0.035, 0.92, Z - 0.02, frame))
		out.push(face(ctx, X - w, 0.62, X + w, 0.9, Z - 0.02, frame, { rx: 0.03 }))
		out.push(face(ctx, X - w + 0.03, 0.66, X + w - 0.03, 0.86, Z - 0.025, lighten(frame, 0.1), { rx: 0.02 }))
	}
	s.add(floorShadow(ctx, X - w, X + w, Z, Z + 0.4, 0.18), out)
}
