/**
 * Interior look per home style: walls, floors, fabrics, accents, wood, window frames,
 * curtains and cabinets (the palettes are in themes.json), and the room shell dressed in it.
 */
import { readFileSync } from 'node:fs'
import { hexToRgb, lighten } from '../colour.mjs'
import { box } from './room.mjs'
import { roomShell } from './shell.mjs'

export const THEMES = JSON.parse(readFileSync(new URL('./themes.json', import.meta.url), 'utf8'))

/** Walls and floor picked from the theme; wainscot, brick or planks where the theme has them. */
export function themedShell(ctx, o = {}) {
	const { r, theme: t } = ctx
	const wall = o.wall ?? r.pick(t.walls)
	const floor = o.floor ?? r.pick(t.floors)
	const dark = hexToRgb(wall).reduce((a, b) => a + b) < 400
	roomShell(ctx, {
		wall,
		floor,
		wainscot: t.wainscot && !o.plain ? (dark ? wall : lighten(wall, 0.3)) : null,
		brick: t.brick && !o.plain ? r.pick(t.brick) : null,
		planks: t.planks ? wall : null,
		downlights: o.downlights,
	})
	if (t.planks) {
		// exposed beams for the cabin
		for (const Z of [3, 4.5])
			ctx.s.add(box(ctx, [-ctx.room.w2, ctx.room.w2], [ctx.room.h - 0.22, ctx.room.h], [Z - 0.12, Z + 0.12], '#5e3f29'))
	}
	return { wall, floor }
}
