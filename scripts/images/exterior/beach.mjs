/**
 * A beach house.
 */
import { H, pathEl, poly, rect, W } from '../svg.mjs'
import { boardAndBatten, buildingShadow, door, glassFill, metalRailing, siding, windowUnit } from './parts.mjs'
import { grassTuft, palmTree } from './plants.mjs'
import { BASE, drawHills, drawSea, drawSky, HORIZON, mirrored, pickV } from './scene.mjs'
import { lounger, pool, poolDeck, umbrella } from './villa.mjs'

export const BEACH_ACCENTS = ['#5f9fc2', '#7fb3a6', '#d8a25a', '#4d7ea8', '#c97d6b']

/** Coastal house: white shiplap, shed roofs, wide glazing and a balcony. */
export function beachHouse(ctx) {
	const { s, r, c } = ctx
	const x0 = 260
	const w = 680
	const gH = 132
	const wall = c(pickV(ctx, ['#f7f6f2', '#eef2f3', '#f3eee4']))
	const accent = pickV(ctx, BEACH_ACCENTS)
	const frame = c(r.pick(['#f7f7f5', '#2f3b46']))
	const lit = ctx.tod !== 'day'
	buildingShadow(ctx, x0, x0 + w)
	// upper floor set back to the right, with a mono-pitch roof
	const ux = x0 + 200
	const uw = w - 200
	const uyL = BASE - gH - 150
	const uyR = BASE - gH - 112
	s.add(
		poly(
			[
				[ux, uyL],
				[ux + uw, uyR],
				[ux + uw, BASE - gH],
				[ux, BASE - gH],
			],
			wall,
		),
	)
	siding(ctx, ux, uyL + 4, uw, BASE - gH - uyL - 4, wall, 10)
	s.add(
		poly(
			[
				[ux - 30, uyL - 12],
				[ux + uw + 30, uyR + 2],
				[ux + uw + 30, uyR + 14],
				[ux - 30, uyL],
			],
			c('#f4f4f2'),
		),
	)
	s.add(
		poly(
			[
				[ux, uyL],
				[ux + uw, uyR + 14],
				[ux + uw, uyR + 26],
				[ux, uyL + 12],
			],
			'#0d1226',
			{ opacity: 0.18 },
		),
	)
	windowUnit(ctx, ux + 40, uyL + 44, 250, 90, { cols: 4, frame, ft: 5, sill: false, lit: lit && r.chance(0.8) })
	windowUnit(ctx, ux + 330, uyR + 40, 100, 70, { cols: 2, frame, ft: 5, lit: lit && r.chance(0.6) })
	// ground floor
	s.add(rect(x0, BASE - gH, w, gH, wall))
	boardAndBatten(ctx, x0, BASE - gH, w, gH, wall, 22)
	s.add(rect(x0, BASE - gH, 160, gH, c(accent)))
	boardAndBatten(ctx, x0, BASE - gH, 160, gH, c(accent), 22)
	windowUnit(ctx, x0 + 40, BASE - gH + 30, 80, 60, { cols: 2, frame, ft: 4, lit: lit && r.chance(0.6) })
	// sliding doors
	s.add(rect(x0 + 210, BASE - gH + 18, 300, gH - 18, frame))
	for (let i = 0; i < 3; i++) {
		s.add(rect(x0 + 216 + i * 97, BASE - gH + 24, 91, gH - 30, glassFill(ctx, lit)))
		if (!lit)
			s.add(
				poly(
					[
						[x0 + 226 + i * 97, BASE - 6],
						[x0 + 250 + i * 97, BASE - 6],
						[x0 + 290 + i * 97, BASE - gH + 24],
						[x0 + 266 + i * 97, BASE - gH + 24],
					],
					'#ffffff',
					{ opacity: 0.18 },
				),
			)
	}
	door(ctx, x0 + 560, BASE - 98, 46, 98, accent, { modern: true, frame: '#f4f4f2', lamp: true })
	// terrace over the left wing with white railing
	s.add(
		rect(x0 - 16, BASE - gH - 10, 230, 12, c('#f4f4f2')),
		rect(x0, BASE - gH + 2, 200, 8, '#0d1226', { opacity: 0.18 }),
	)
	s.add(rect(x0 + 200, BASE - gH - 10, w - 200 + 16, 12, c('#f4f4f2')))
	metalRailing(ctx, x0 - 10, BASE - gH - 10, 210, 36, '#f4f4f2')
	if (ctx.tod !== 'dusk') umbrellaSmall(ctx, x0 + 80, BASE - gH - 10, accent)
	s.add(rect(x0 - 10, BASE - 8, w + 20, 8, c('#d9d3c7')))
	return { door: x0 + 583, left: x0, right: x0 + w, accent }
}

export function umbrellaSmall(ctx, x, y, color) {
	const { s, c } = ctx
	s.add(
		rect(x - 1.5, y - 70, 3, 70, c('#8a7a64')),
		pathEl(`M${x - 44},${y - 58}Q${x},${y - 96} ${x + 44},${y - 58}Z`, c(color)),
	)
}

export function beachScene(ctx) {
	const { s, r, c } = ctx
	drawSky(ctx)
	drawSea(ctx, 470)
	drawHills(ctx, {
		layers: [{ y: HORIZON + 4, amp: 26, color: '#e3cf9f', haze: 0.25 }],
		treeLine: false,
	})
	s.add(
		rect(
			0,
			HORIZON,
			W,
			H - HORIZON,
			s.linear([
				[0, c('#efdcb4')],
				[1, c('#e2c998')],
			]),
		),
	)
	for (let i = 0; i < 14; i++)
		grassTuft(ctx, r.range(0, W), r.range(HORIZON + 6, HORIZON + 40), r.range(18, 30), '#a8b26a')
	for (const x of [r.range(150, 230), r.range(980, 1060)]) palmTree(ctx, x, BASE - 30, r.range(240, 290))
	const h = mirrored(ctx, ctx.variant % 2 === 1, () => beachHouse(ctx))
	poolDeck(ctx, 140, 1060, 748)
	s.add(rect(0, 748, W, H - 748, c('#e8d3a8')))
	pool(ctx, 380, 900, 664, 720, { spread: 26, ladder: 840 })
	lounger(ctx, 200, 700, '#f4f1ea', h.accent)
	lounger(ctx, 235, 728, '#f4f1ea', '#e8b04a')
	umbrella(ctx, 170, 712, '#f4f1ea', h.accent)
	palmTree(ctx, W - 90, 770, 420, { lean: -0.18 })
	palmTree(ctx, 40, 790, 380, { lean: 0.2 })
	for (let i = 0; i < 6; i++) grassTuft(ctx, r.range(0, W), r.range(760, 795), r.range(22, 34), '#a8b26a')
}
