/**
 * A country cottage.
 */
import { darken } from '../colour.mjs'
import { circle, group, num, pathEl, rect, W } from '../svg.mjs'
import { buildingShadow, chimney, gableRoof, glassFill, hipRoof, siding, stoneFill, windowUnit } from './parts.mjs'
import { flowerBed, roundTree, shrub } from './plants.mjs'
import { chimneySmoke, picketFence } from './props.mjs'
import { BASE, drawHills, drawLawn, drawSky, pickV, WALK_Y } from './scene.mjs'
import { walkwayStones } from './villa.mjs'

/** A round-topped plank door (cottage style). */
export function archDoor(ctx, x, y, w, h, color, o = {}) {
	const { s, c } = ctx
	const rr = w / 2
	const shape = (inset) =>
		`M${num(x + inset)},${num(y + h)}V${num(y + rr)}A${num(rr - inset)},${num(rr - inset)} 0 0 1 ${num(x + w - inset)},${num(y + rr)}V${num(y + h)}Z`
	const out = [pathEl(shape(-6), c(o.frame ?? '#e9e1d2')), pathEl(shape(0), c(color))]
	for (let xx = x + w / 5; xx < x + w - 2; xx += w / 5)
		out.push(rect(xx - 0.8, y + 4, 1.6, h - 4, c(darken(color, 0.25)), { opacity: 0.6 }))
	out.push(circle(x + w / 2, y + rr * 0.9, w * 0.14, glassFill(ctx, ctx.tod !== 'day')))
	out.push(circle(x + w * 0.78, y + h * 0.58, 3, c('#2b2b2b')), rect(x - 10, y + h, w + 20, 5, c('#bdb6aa')))
	s.add(group(out))
}

export const COTTAGE_STYLES = [
	{ wall: '#f2e9d8', kind: 'render', roof: '#56606e', shutters: '#7a9a8c', door: '#5f7f6c' },
	{ wall: '#cdbfa6', kind: 'stone', roof: '#4f5966', shutters: '#9b5d4a', door: '#7b4a35' },
	{ wall: '#c9dae4', kind: 'siding', roof: '#5e5650', shutters: '#f4f1ea', door: '#c9503f' },
	{ wall: '#efe1c9', kind: 'render', roof: '#8e5a44', shutters: '#5d7790', door: '#2f5470' },
	{ wall: '#e8d5c6', kind: 'siding', roof: '#56606e', shutters: '#6a7f5d', door: '#e0b349' },
]

/** Storybook cottage: steep roof, dormers, arched door and flower boxes. */
export function cottage(ctx) {
	const { s, r, c } = ctx
	const p = pickV(ctx, COTTAGE_STYLES)
	const x0 = 380
	const w = 440
	const eave = BASE - 150
	const wall = c(p.wall)
	buildingShadow(ctx, x0, x0 + w)
	const wallFill = p.kind === 'stone' ? stoneFill(ctx, p.wall) : wall
	s.add(rect(x0, eave, w, 150, wallFill))
	if (p.kind === 'siding') siding(ctx, x0, eave, w, 150, wall, 10)
	if (p.kind === 'render') {
		for (const qx of [x0, x0 + w - 22]) {
			for (let y = eave + 8, k = 0; y < BASE - 10; y += 18, k++)
				s.add(rect(qx + (k % 2 ? 0 : 4), y, 18 + (k % 2 ? 4 : 0), 15, c('#c9bca6'), { rx: 2 }))
		}
	}
	const chimX = r.chance(0.5) ? x0 + 60 : x0 + w - 110
	chimney(ctx, chimX, eave - 60, eave - 190, 44, '#a98f75', stoneFill(ctx, '#b8a68e', 'chim'))
	chimneySmoke(ctx, chimX + 22, eave - 205)
	hipRoof(ctx, x0, x0 + w, eave, 150, p.roof, { overhang: 26, inset: 130, trim: '#efe9de' })
	// dormers
	const dormers = r.chance(0.5) ? [x0 + w / 2] : [x0 + w * 0.3, x0 + w * 0.7]
	for (const dx of dormers) {
		s.add(rect(dx - 34, eave - 100, 68, 70, wall))
		gableRoof(ctx, dx - 34, dx + 34, eave - 100, 40, p.roof, p.wall, { overhang: 10, thickness: 10, siding: false })
		windowUnit(ctx, dx - 20, eave - 86, 40, 48, { cols: 2, rows: 2, frame: '#f7f3ea' })
		s.add(rect(dx - 34, eave - 34, 68, 6, '#0d1226', { opacity: 0.15 }))
	}
	// entry porch
	const doorX = x0 + w * r.pick([0.5, 0.42, 0.58])
	s.add(rect(doorX - 46, BASE - 124, 92, 124, darken(wall, 0.06)))
	gableRoof(ctx, doorX - 46, doorX + 46, BASE - 124, 56, p.roof, p.wall, { overhang: 12, thickness: 11, siding: false })
	archDoor(ctx, doorX - 24, BASE - 100, 48, 100, p.door)
	if (ctx.tod !== 'day')
		s.add(
			circle(
				doorX,
				BASE - 112,
				30,
				s.radial([
					[0, '#ffd98a', 0.7],
					[1, '#ffd98a', 0],
				]),
			),
		)
	// windows with shutters and flower boxes
	for (const t of [0.18, 0.82]) {
		const wx = x0 + w * t
		if (Math.abs(wx - doorX) < 110) continue
		windowUnit(ctx, wx - 32, eave + 34, 64, 74, {
			cols: 2,
			rows: 3,
			frame: '#f7f3ea',
			shutters: p.shutters,
			box: '#7a5a42',
		})
	}
	s.add(rect(x0, BASE - 8, w, 8, c('#9d958a')))
	return { door: doorX, left: x0, right: x0 + w }
}

export function cottageScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawHills(ctx)
	for (const x of [r.range(240, 330), r.range(870, 960)])
		roundTree(ctx, x, BASE - 30, r.range(260, 320), { shadow: false, color: '#4b8a5c' })
	drawLawn(ctx, { grass: '#8fbd62' })
	const h = cottage(ctx)
	walkwayStones(ctx, h.door, BASE + 8, WALK_Y)
	shrub(ctx, h.door - 70, BASE + 8, 56, { flowers: '#e86f7e' })
	shrub(ctx, h.door + 70, BASE + 8, 56, { flowers: '#f8f4e8' })
	flowerBed(ctx, h.left - 10, BASE + 14, 120)
	flowerBed(ctx, h.right - 110, BASE + 14, 120)
	shrub(ctx, h.left - 30, BASE + 10, 80, { color: '#5a9a5e' })
	shrub(ctx, h.right + 30, BASE + 10, 80, { flowers: '#b58ad6' })
	picketFence(ctx, 0, W, 726, { gaps: [[h.door - 36, h.door + 36]], color: r.pick(['#fbfaf6', '#f3ecdf']) })
	roundTree(ctx, r.pick([100, W - 100]), 716, 360, { color: r.pick(['#5fa565', '#6aa84f']) })
}
