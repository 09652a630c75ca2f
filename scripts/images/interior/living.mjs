/**
 * The living room.
 */
import { darken, lighten } from '../colour.mjs'
import { armchair, art, coffeeTable, floorLamp, plant, rug, sideTable, sofa, tableLamp, vase } from './furniture.mjs'
import { face, flatEllipse, floorShadow } from './room.mjs'
import { backWindow } from './shell.mjs'
import { themedShell } from './themes.mjs'

export function livingRoom(ctx) {
	const { s, r, theme: t } = ctx
	themedShell(ctx)
	const side = r.pick([-1, 1])
	const sofaW = r.pick([2.2, 2.4])
	const sofaX = -side * 0.85
	const wx0 = side > 0 ? 0.75 : -2.7
	backWindow(ctx, wx0, 0.3, wx0 + 1.95, 2.45, { cols: 3, frame: t.frame, curtains: t.curtain, sill: false })
	if (r.chance(0.5)) {
		art(ctx, sofaX - 0.65, 1.25, sofaX + 0.65, 2.05)
	} else {
		art(ctx, sofaX - 0.75, 1.3, sofaX - 0.08, 2.0)
		art(ctx, sofaX + 0.08, 1.3, sofaX + 0.75, 2.0)
	}
	plant(ctx, side * 2.75, 5.5, { height: 1.5 })
	const farEnd = sofaX - side * (sofaW / 2 + 0.38)
	floorLamp(ctx, farEnd, 5.55, { metal: t.frame === '#f7f6f2' ? '#3a3a3a' : t.frame })
	const fabric = r.pick(t.fabric)
	sofa(ctx, sofaX, sofaW, fabric, {
		pillows: r.shuffle(t.accents).slice(0, r.int(2, 4)),
		throw: r.chance(0.5) ? r.pick(t.accents) : null,
	})
	const nearEnd = sofaX + side * (sofaW / 2 + 0.35)
	const ty = sideTable(ctx, nearEnd, 5.45, { color: t.wood })
	if (r.chance(0.5)) tableLamp(ctx, nearEnd, 5.45, ty)
	else vase(ctx, nearEnd, 5.45, ty, { stems: true, height: 0.22 })
	rug(ctx, sofaX - 1.5, sofaX + 1.5, 3.3, 5.3, r.pick(['#e8e1d4', '#d8cbb6', '#c9c2b6', '#b9c4c9', '#d9c7b8']), {
		pattern: r.pick(['stripes', 'diamond', null]),
	})
	coffeeTable(ctx, sofaX, 4.3, { round: r.chance(0.5), color: t.wood })
	if (r.chance(0.6)) {
		const px = sofaX + side * 1.1
		s.add(floorShadow(ctx, px - 0.25, px + 0.25, 3.55, 3.95, 0.25))
		s.add(face(ctx, px - 0.24, 0, px + 0.24, 0.38, 3.75, darken(r.pick(t.accents), 0.05), { rx: 0.06 }))
		s.add(flatEllipse(ctx, px, 0.38, 3.75, 0.24, 0.2, lighten(r.pick(t.accents), 0.1)))
	}
	armchair(ctx, side, 2.25, 3.85, r.pick(t.fabric.filter((f) => f !== fabric)))
	if (r.chance(0.6)) plant(ctx, -side * 2.15, 4.1, { height: 1.1, kind: r.pick(['snake', 'monstera', 'palm']) })
}
