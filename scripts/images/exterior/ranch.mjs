/**
 * Ranch houses, green or in the desert.
 */
import { darken, mix } from '../colour.mjs'
import { circle, H, num, pathEl, rect, W } from '../svg.mjs'
import {
	boardAndBatten,
	buildingShadow,
	castShadow,
	chimney,
	door,
	gableRoof,
	garageDoor,
	hipRoof,
	stoneFill,
	windowUnit,
} from './parts.mjs'
import { agave, cactus, hedge, roundTree, shrub } from './plants.mjs'
import { driveway, lowWall, mailbox, walkway } from './props.mjs'
import { BASE, drawHills, drawLawn, drawSky, HORIZON, pickV, street, WALK_Y } from './scene.mjs'

export const RANCH_GREEN = [
	{ wall: '#8fa3b3', roof: '#4a4f58', trim: '#f4f2ec', door: '#b5532f', stone: '#b8ad9c' },
	{ wall: '#e9e3d5', roof: '#5a4d45', trim: '#ffffff', door: '#2d5a72', stone: '#a89a88' },
	{ wall: '#a9b59b', roof: '#3f4650', trim: '#f4f2ec', door: '#e0ae45', stone: '#bdb3a4' },
]
export const RANCH_DESERT = [
	{ wall: '#e8cfae', roof: '#b4603d', trim: '#f3e6d2', door: '#6b3f2a', stone: '#c9a27e' },
	{ wall: '#f0dfc6', roof: '#a9573a', trim: '#fbf3e6', door: '#2f6d6a', stone: '#d1b08c' },
]

/** Long single-storey ranch house with a low hip roof and attached garage. */
export function ranchHouse(ctx, desert) {
	const { s, r, c } = ctx
	const p = pickV(ctx, desert ? RANCH_DESERT : RANCH_GREEN)
	const x0 = 130
	const w = 940
	const wallH = 150
	const eave = BASE - wallH
	const wall = c(p.wall)
	const garageLeft = r.chance(0.5)
	const gx = garageLeft ? x0 : x0 + w - 270
	const texture = (x, y, ww, hh) => {
		if (!desert) boardAndBatten(ctx, x, y, ww, hh, wall, 20)
		else
			for (let i = 0; i < ww / 30; i++)
				s.add(
					circle(x + r.range(10, ww - 10), y + r.range(14, hh - 14), r.range(8, 16), darken(wall, 0.04), {
						opacity: 0.25,
					}),
				)
	}
	buildingShadow(ctx, x0, x0 + w)
	s.add(rect(x0, eave, w, wallH, wall))
	texture(x0, eave, w, wallH)
	const chimX = garageLeft ? x0 + w - 190 : x0 + 150
	chimney(ctx, chimX, eave - 20, eave - 150, 52, p.stone, stoneFill(ctx, p.stone, 'r'))
	hipRoof(ctx, x0, x0 + w, eave, 100, p.roof, { overhang: 40, inset: 200, trim: p.trim, fascia: 9 })
	// stone wainscot on the living part
	const mainX = garageLeft ? x0 + 270 : x0
	const mainW = w - 270
	s.add(rect(mainX, BASE - 46, mainW, 46, stoneFill(ctx, p.stone, 'w')), rect(mainX, BASE - 50, mainW, 5, c(p.trim)))
	garageDoor(ctx, gx + 35, BASE - 110, 200, 110, p.trim, { windows: !desert })
	const frame = desert ? '#5a4030' : p.trim
	// projecting entry gable
	const ex = mainX + (garageLeft ? 40 : mainW - 240)
	const ew = 200
	s.add(rect(ex, eave, ew, wallH, darken(wall, 0.03)))
	texture(ex, eave, ew, wallH)
	s.add(rect(ex, BASE - 46, ew, 46, stoneFill(ctx, p.stone, 'w')), rect(ex, BASE - 50, ew, 5, c(p.trim)))
	gableRoof(ctx, ex, ex + ew, eave, 92, p.roof, p.wall, { overhang: 22, siding: false, trim: p.trim })
	windowUnit(ctx, ex + ew / 2 - 16, eave - 52, 32, 22, { frame, ft: 3, sill: false, rx: 2 })
	castShadow(ctx, ex + ew, eave + 8, 16, wallH - 8, 0.2)
	const doorX = ex + ew / 2 - 23
	door(ctx, doorX, BASE - 104, 46, 104, p.door, { sidelights: true, frame: p.trim, lamp: false })
	if (ctx.tod !== 'day')
		s.add(
			circle(
				doorX + 23,
				eave + 26,
				44,
				s.radial([
					[0, '#ffd98a', 0.7],
					[1, '#ffd98a', 0],
				]),
			),
		)
	// windows along the living part
	const rest = garageLeft ? [ex + ew + 40, mainX + mainW - 20] : [mainX + 20, ex - 40]
	const span = rest[1] - rest[0]
	windowUnit(ctx, rest[0] + span * 0.08, eave + 34, Math.min(230, span * 0.5), 76, { cols: 3, frame, ft: 5 })
	windowUnit(ctx, rest[0] + span * 0.72, eave + 34, 84, 70, { cols: 2, frame, ft: 5 })
	return { door: doorX + 23, garage: [gx + 35, gx + 235], left: x0, right: x0 + w }
}

export function drawMesas(ctx) {
	const { s, r, c, time } = ctx
	const layers = [
		{ color: '#d49a78', haze: 0.45, y: HORIZON - 40 },
		{ color: '#c07f5f', haze: 0.25, y: HORIZON + 10 },
	]
	for (const m of layers) {
		let x = -100
		const path = [`M-100,${HORIZON + 30}`]
		while (x < W + 100) {
			const flat = r.range(80, 220)
			const hgt = r.range(60, 150)
			path.push(
				`L${num(x + 30)},${num(m.y - hgt)}L${num(x + 30 + flat)},${num(m.y - hgt)}L${num(x + 60 + flat)},${num(m.y)}`,
			)
			x += flat + r.range(80, 200)
			path.push(`L${num(x)},${num(m.y)}`)
		}
		path.push(`L${W + 100},${HORIZON + 30}Z`)
		s.add(pathEl(path.join(''), c(mix(m.color, time.haze, m.haze))))
	}
}

export function ranchScene(ctx, desert = false) {
	const { s, r, c } = ctx
	drawSky(ctx)
	if (desert) {
		drawMesas(ctx)
		s.add(
			rect(
				0,
				HORIZON,
				W,
				H - HORIZON,
				s.linear([
					[0, c('#e3cba3')],
					[1, c('#d4b68c')],
				]),
			),
		)
		for (let i = 0; i < 160; i++)
			s.add(circle(r.range(0, W), r.range(HORIZON + 10, WALK_Y), r.range(1, 2.5), c('#b89a70'), { opacity: 0.5 }))
		street(ctx)
	} else {
		drawHills(ctx)
		for (const x of [r.range(100, 200), r.range(1000, 1100)])
			roundTree(ctx, x, BASE - 40, r.range(220, 280), { shadow: false, color: '#4b8a5c' })
		drawLawn(ctx)
	}
	const h = ranchHouse(ctx, desert)
	driveway(ctx, h.garage[0] - 6, h.garage[1] + 6, BASE + 1, WALK_Y, desert ? '#d8cbb5' : '#c9c4bb')
	walkway(ctx, h.door, 54, BASE + 6, WALK_Y, { spread: 1.3, color: desert ? '#c9a27e' : '#d9d2c5' })
	if (desert) {
		for (const x of [h.door - 110, h.door + 100]) agave(ctx, x, BASE + 30, 34)
		const treeLeft = r.chance(0.5)
		cactus(ctx, treeLeft ? W - 90 : 90, 730, 130)
		roundTree(ctx, treeLeft ? 110 : W - 110, 712, 300, { color: '#9fb35a' })
		agave(ctx, 60, 760, 40)
		agave(ctx, W - 300, 700, 28)
		for (const [a, b] of spansAvoiding(0, W, [
			[h.door - 50, h.door + 50],
			[h.garage[0] - 40, h.garage[1] + 40],
		]))
			lowWall(ctx, a, b, 738, 20, '#d8b48f')
	} else {
		for (const x of [h.door - 120, h.door + 110])
			shrub(ctx, x, BASE + 8, 70, { flowers: r.chance(0.5) ? '#f2a3b3' : null })
		for (const [a, b] of spansAvoiding(0, W, [
			[h.door - 50, h.door + 50],
			[h.garage[0] - 40, h.garage[1] + 40],
		]))
			hedge(ctx, a, 734, b - a, 26)
		roundTree(ctx, r.pick([90, W - 90]), 710, 320)
		mailbox(ctx, h.garage[1] + 46, 740)
	}
}

/** Splits [x0, x1] into the pieces that avoid the given gaps. */
export function spansAvoiding(x0, x1, gaps) {
	let spans = [[x0, x1]]
	for (const [ga, gb] of gaps) {
		spans = spans.flatMap(([a, b]) =>
			gb <= a || ga >= b
				? [[a, b]]
				: [
						[a, ga],
						[gb, b],
					].filter(([p, q]) => q - p > 20),
		)
	}
	return spans
}
