/**
 * Modern villas with their pools.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, group, line, num, pathEl, poly, rect, softShadow, trapezoid, W } from '../svg.mjs'
import { car } from './city.mjs'
import { buildingShadow, garageDoor, glassFill, glassRailing, stoneFill, windowUnit } from './parts.mjs'
import { cypress, grassTuft, shrub } from './plants.mjs'
import { lowWall } from './props.mjs'
import { BASE, drawHills, drawLawn, drawSky, pickV, WALK_Y } from './scene.mjs'

/** A swimming pool seen slightly from above: coping, water, ripples. */
export function pool(ctx, x0, x1, y0, y1, o = {}) {
	const { s, r, c } = ctx
	const spread = o.spread ?? 30
	const coping = c(o.coping ?? '#ece8e0')
	const out = [
		poly(trapezoid(x0 - 10, x1 + 10, y0 - 6, y1 + 8, spread + 4), coping),
		poly(
			trapezoid(x0, x1, y0, y1, spread),
			s.linear([
				[0, c('#2aa7c9')],
				[0.5, c('#4cc6dc')],
				[1, c('#7fdbe6')],
			]),
		),
		poly(
			[
				[x0, y0],
				[x1, y0],
				[x1 + 2, y0 + 8],
				[x0 - 2, y0 + 8],
			],
			c('#1d7f9e'),
			{ opacity: 0.55 },
		),
	]
	for (let i = 0; i < (x1 - x0) / 22; i++) {
		const y = r.range(y0 + 12, y1 - 6)
		const t = (y - y0) / (y1 - y0)
		const xl = x0 - spread * t
		const xr = x1 + spread * t
		const x = r.range(xl + 10, xr - 50)
		const w = r.range(18, 46)
		out.push(
			pathEl(`M${num(x)},${num(y)}q${num(w / 4)},-4 ${num(w / 2)},0t${num(w / 2)},0`, 'none', {
				stroke: '#ffffff',
				strokeWidth: 1.6,
				opacity: r.range(0.35, 0.7),
			}),
		)
	}
	if (ctx.tod === 'dusk') out.push(poly(trapezoid(x0, x1, y0, y1, spread), '#7ff0ff', { opacity: 0.25 }))
	if (o.ladder) {
		const lx = o.ladder
		out.push(pathEl(`M${lx},${y0 + 14}v-18q0,-8 8,-8t8,8`, 'none', { stroke: c('#dfe5ea'), strokeWidth: 3 }))
		out.push(pathEl(`M${lx + 22},${y0 + 14}v-18q0,-8 8,-8t8,8`, 'none', { stroke: c('#dfe5ea'), strokeWidth: 3 }))
	}
	s.add(group(out))
}

export function lounger(ctx, x, y, color = '#f4f1ea', towel = '#3aa0b8') {
	const { s, c } = ctx
	s.add(
		softShadow(s, x + 40, y + 4, 50, 6, ctx.time.shadow, 3),
		rect(x, y - 12, 78, 8, c(color), { rx: 3 }),
		poly(
			[
				[x + 58, y - 12],
				[x + 66, y - 12],
				[x + 92, y - 40],
				[x + 86, y - 44],
			],
			c(color),
		),
		rect(x + 20, y - 13, 40, 5, c(towel), { rx: 2 }),
		rect(x + 4, y - 5, 3, 9, c('#8f8a80')),
		rect(x + 70, y - 5, 3, 9, c('#8f8a80')),
	)
}

export function umbrella(ctx, x, y, color = '#f2efe6', stripe = '#2f8aa8') {
	const { s, c } = ctx
	const out = [rect(x - 2, y - 150, 4, 150, c('#8a7a64'))]
	out.push(pathEl(`M${x - 80},${y - 130}Q${x},${y - 195} ${x + 80},${y - 130}Z`, c(color)))
	for (const k of [-1, 1])
		out.push(
			pathEl(
				`M${x},${y - 162}Q${x + k * 30},${y - 160} ${x + k * 48},${y - 134}L${x + k * 26},${y - 132}Q${x + k * 14},${y - 150} ${x},${y - 162}Z`,
				c(stripe),
			),
		)
	out.push(
		pathEl(
			`M${x - 80},${y - 130}Q${x - 60},${y - 122} ${x - 40},${y - 130}Q${x - 20},${y - 122} ${x},${y - 130}Q${x + 20},${y - 122} ${x + 40},${y - 130}Q${x + 60},${y - 122} ${x + 80},${y - 130}`,
			'none',
			{ stroke: c(darken(color, 0.15)), strokeWidth: 2 },
		),
	)
	s.add(group(out))
}

export const VILLA_CLADDING = ['#a8734b', '#3a3f47', '#c29a74', '#6b5a4c']
export const VILLA_WALLS = ['#f3f1ec', '#ebe7df', '#e2ded6']

/** Modern villa: two offset white volumes, glass walls, timber cladding and a stone wall. */
export function modernVilla(ctx, o = {}) {
	const { s, r, c } = ctx
	const wall = c(pickV(ctx, VILLA_WALLS))
	const clad = pickV(ctx, VILLA_CLADDING)
	const frame = c('#2c3036')
	const flip = ctx.variant === undefined ? r.chance(0.5) : ctx.variant % 2 === 1
	const X = (x, w = 0) => (flip ? W - x - w : x)
	const gH = 150
	const uH = 140
	const gy = BASE - gH
	const uy = gy - 12 - uH
	buildingShadow(ctx, 220, 1010)
	// ground volume
	s.add(rect(X(230, 650), gy, 650, gH, wall))
	// stone feature wall running through both floors
	s.add(rect(X(230, 72), uy - 30, 72, BASE - uy + 30, stoneFill(ctx, '#b9b2a6')))
	s.add(rect(X(230, 72), uy - 30, 72, 8, c('#d8d3ca')))
	if (!flip) s.add(rect(302, uy - 22, 8, BASE - uy + 22, '#0d1226', { opacity: ctx.time.shadow }))
	// recessed carport under the cantilever
	s.add(rect(X(880, 130), gy, 130, gH, c(darken('#d9d4cc', 0.35))))
	s.add(rect(X(880, 130), gy, 130, 26, '#0d1226', { opacity: 0.25 }))
	s.add(rect(X(996, 8), gy, 8, gH, c('#2c3036')))
	// big sliding glass wall
	const gl = 360
	const lit = ctx.tod !== 'day'
	s.add(rect(X(gl, 330), gy + 12, 330, gH - 18, frame))
	for (let i = 0; i < 4; i++) {
		s.add(rect(X(gl + 5 + i * 81.5, 76.5), gy + 17, 76.5, gH - 28, glassFill(ctx, lit && i !== 1)))
		if (!(lit && i !== 1))
			s.add(
				poly(
					[
						[X(gl + 15 + i * 81.5), BASE - 11],
						[X(gl + 40 + i * 81.5), BASE - 11],
						[X(gl + 70 + i * 81.5), gy + 17],
						[X(gl + 45 + i * 81.5), gy + 17],
					],
					'#ffffff',
					{ opacity: 0.18 },
				),
			)
	}
	if (lit) s.add(rect(X(gl - 10, 350), gy + 2, 350, gH, '#ffc36a', { opacity: 0.18, filter: s.blur(12) }))
	// entry door with sidelight
	const dx = 720
	s.add(rect(X(dx, 70), gy + 20, 70, gH - 20, frame))
	s.add(
		rect(
			X(dx + 5, 44),
			gy + 25,
			44,
			gH - 25,
			s.linear(
				[
					[0, c(lighten(clad, 0.1))],
					[1, c(darken(clad, 0.15))],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	s.add(rect(X(dx + 52, 13), gy + 25, 13, gH - 25, glassFill(ctx, lit)))
	s.add(rect(X(dx + 40, 3), gy + 70, 3, 40, c('#d6d0c4')))
	// slatted garage under the cantilever
	garageDoor(ctx, X(800, 70), gy + 38, 70, gH - 38, darken(clad, 0.05), { slatted: true, frame: '#2c3036' })
	if (o.car !== false)
		car(ctx, X(890, 100) + (flip ? 0 : 2), BASE, r.pick(['#c8ccd2', '#2f3a4a', '#9b2f2f', '#f2f2ee']))
	// slab between the floors (terrace on the left)
	s.add(rect(X(215, 680), gy - 12, 680, 12, c('#f7f6f2')), rect(X(230, 650), gy, 650, 10, '#0d1226', { opacity: 0.2 }))
	glassRailing(ctx, X(305, 125), gy - 12, 125, 36)
	// upper, cantilevered volume
	const ux = 430
	const uw = 580
	s.add(rect(X(ux, uw), uy, uw, uH, c(clad)))
	for (let x = ux + 6; x < ux + uw - 3; x += 9)
		s.add(rect(X(x, 2), uy, 2, uH, c(darken(clad, 0.18)), { opacity: 0.55 }))
	s.add(rect(X(ux + 40, 300), uy + 30, 300, 82, frame))
	for (let i = 0; i < 3; i++) {
		const l = lit && ctx.r.chance(0.8)
		s.add(rect(X(ux + 45 + i * 98.3, 93.3), uy + 35, 93.3, 72, glassFill(ctx, l)))
		if (!l)
			s.add(
				poly(
					[
						[X(ux + 55 + i * 98.3), uy + 107],
						[X(ux + 80 + i * 98.3), uy + 107],
						[X(ux + 115 + i * 98.3), uy + 35],
						[X(ux + 90 + i * 98.3), uy + 35],
					],
					'#ffffff',
					{ opacity: 0.18 },
				),
			)
	}
	s.add(rect(X(ux + 40, 300), uy + 112, 300, 6, c('#dcd8d0')))
	windowUnit(ctx, X(ux + 380, 46), uy + 22, 46, 96, { frame: '#2c3036', ft: 4, sill: false, lit: lit })
	windowUnit(ctx, X(ux + 455, 90), uy + 50, 90, 60, { frame: '#2c3036', ft: 4, cols: 2, sill: false })
	// roof slab
	s.add(
		rect(X(ux - 18, uw + 36), uy - 14, uw + 36, 14, c('#f7f6f2')),
		rect(X(ux, uw), uy, uw, 10, '#0d1226', { opacity: 0.25 }),
	)
	if (lit) {
		for (const lx of [420, 560, 680])
			s.add(
				circle(
					X(lx),
					gy + 8,
					14,
					s.radial([
						[0, '#ffe6a8', 0.9],
						[1, '#ffe6a8', 0],
					]),
				),
			)
	}
	return { door: X(dx + 30), garage: [X(800, 70), X(800, 70) + 70], left: 220, right: 1010, flip }
}

export function villaScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawHills(ctx, { treeColor: '#46805a' })
	for (const x of [r.range(120, 200), r.range(1000, 1100)]) cypress(ctx, x, BASE - 20, r.range(150, 200))
	drawLawn(ctx, { grass: '#8dbb68' })
	const v = ctx.variant === 2 ? pavilionVilla(ctx) : modernVilla(ctx)
	const withPool = ctx.variant === undefined ? r.chance(0.5) : ctx.variant > 0
	if (withPool) {
		const px = v.flip ? 330 : 450
		poolDeck(ctx, 160, 1040, 722)
		pool(ctx, px, px + 420, 662, 700, { spread: 22 })
		lounger(ctx, v.flip ? 900 : 210, 690)
	} else {
		walkwayStones(ctx, v.door, BASE + 8, WALK_Y)
		for (let i = 0; i < 6; i++) grassTuft(ctx, r.range(200, 1000), r.range(660, 700), r.range(20, 34))
	}
	const slats = r.chance(0.5) ? '#8a6a4e' : null
	lowWall(ctx, 0, v.door - 60, 738, withPool ? 22 : 30, '#d9d4cb', { slats })
	lowWall(ctx, v.door + 60, W, 738, withPool ? 22 : 30, '#d9d4cb', { slats })
	for (const x of [60, 140, W - 150, W - 70]) grassTuft(ctx, x, 700, r.range(26, 40), '#a6b36d')
	cypress(ctx, v.flip ? 1080 : 120, 712, 230)
	shrub(ctx, v.flip ? 150 : 1050, 712, 90, { color: '#5b9460' })
}

export function poolDeck(ctx, x0, x1, y1) {
	const { s, c } = ctx
	s.add(
		poly(
			[
				[x0, BASE + 4],
				[x1, BASE + 4],
				[x1 + 40, y1],
				[x0 - 40, y1],
			],
			c('#e3ddd2'),
		),
	)
	for (let y = BASE + 14; y < y1; y += 10) {
		const t = (y - BASE - 4) / (y1 - BASE - 4)
		s.add(line(x0 - 40 * t, y, x1 + 40 * t, y, c('#cfc7b9'), 1, { opacity: 0.6 }))
	}
}

/** Single-storey pavilion: thin floating roof slab, glass wall, oak screen and stone. */
export function pavilionVilla(ctx) {
	const { s, r, c } = ctx
	const frame = c('#2c3036')
	const wall = c(pickV(ctx, VILLA_WALLS))
	const oak = '#c29a74'
	const lit = ctx.tod !== 'day'
	const h = 160
	const top = BASE - h
	buildingShadow(ctx, 170, 1150)
	// clerestory volume set back on the roof
	s.add(rect(420, top - 66, 300, 66, wall))
	s.add(rect(440, top - 50, 260, 30, frame))
	for (let i = 0; i < 4; i++) s.add(rect(444 + i * 64, top - 46, 60, 22, glassFill(ctx, lit)))
	s.add(rect(406, top - 78, 328, 12, c('#f7f6f2')), rect(420, top - 66, 300, 8, '#0d1226', { opacity: 0.2 }))
	// main volume
	s.add(rect(170, top, 860, h, wall))
	s.add(rect(170, top, 140, h, stoneFill(ctx, '#bdb4a5')))
	s.add(rect(310, top, 8, h, '#0d1226', { opacity: ctx.time.shadow }))
	s.add(rect(330, top + 14, 420, h - 14, frame))
	for (let i = 0; i < 5; i++) {
		const gx = 335 + i * 83
		const l = lit && r.chance(0.8)
		s.add(rect(gx, top + 19, 78, h - 24, glassFill(ctx, l)))
		if (!l)
			s.add(
				poly(
					[
						[gx + 8, BASE - 5],
						[gx + 30, BASE - 5],
						[gx + 72, top + 19],
						[gx + 50, top + 19],
					],
					'#ffffff',
					{ opacity: 0.18 },
				),
			)
	}
	if (lit) s.add(rect(320, top, 440, h, '#ffc36a', { opacity: 0.16, filter: s.blur(12) }))
	// oak screen with the entry
	s.add(rect(770, top, 260, h, c(darken(oak, 0.45))))
	for (let x = 774; x < 1026; x += 11) s.add(rect(x, top + 6, 6, h - 6, c(x > 800 && x < 860 ? darken(oak, 0.6) : oak)))
	s.add(
		rect(800, top + 24, 60, h - 24, frame),
		rect(805, top + 29, 50, h - 29, c(darken(oak, 0.15))),
		rect(846, top + 70, 3, 46, c('#d6d0c4')),
	)
	// carport
	s.add(rect(1030, top, 130, h, c(darken('#d9d4cc', 0.35))), rect(1030, top, 130, 24, '#0d1226', { opacity: 0.25 }))
	s.add(rect(1146, top, 8, h, frame))
	car(ctx, 1040, BASE, pickV(ctx, ['#c8ccd2', '#2f3a4a', '#9b2f2f', '#f2f2ee']))
	// floating roof slab
	s.add(rect(140, top - 16, 1030, 16, c('#f7f6f2')), rect(170, top, 990, 14, '#0d1226', { opacity: 0.22 }))
	if (lit)
		for (const lx of [400, 560, 700, 830])
			s.add(
				circle(
					lx,
					top + 8,
					14,
					s.radial([
						[0, '#ffe6a8', 0.9],
						[1, '#ffe6a8', 0],
					]),
				),
			)
	s.add(rect(160, BASE - 6, 1000, 6, c('#cfc8bc')))
	return { door: 830, garage: [1040, 1150], left: 170, right: 1160, flip: false }
}

export function walkwayStones(ctx, cx, y0, y1) {
	const { s, c } = ctx
	let y = y0
	let size = 12
	while (y < y1 - 4) {
		s.add(
			rect(cx - size * 2.2, y, size * 4.4, size * 0.8, c('#e2ddd4'), { rx: 2 }),
			rect(cx - size * 2.2, y + size * 0.8, size * 4.4, 2, c('#b8b1a5')),
		)
		y += size * 1.5
		size *= 1.18
	}
}
