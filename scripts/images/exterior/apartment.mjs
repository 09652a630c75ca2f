/**
 * An apartment block.
 */
import { darken, lighten, mix } from '../colour.mjs'
import { circle, ellipse, group, poly, rect } from '../svg.mjs'
import { cityBackdrop, planter, storeys, streetTree } from './city.mjs'
import { glassFill, glassRailing, metalRailing, windowUnit } from './parts.mjs'
import { shrub } from './plants.mjs'
import { lampPost } from './props.mjs'
import { BASE, pickV } from './scene.mjs'

export const APARTMENT_WALLS = ['#efebe4', '#e6e1d9', '#f3f0ea', '#ddd6cb']
export const APARTMENT_ACCENTS = ['#c47b57', '#3e4a57', '#b89468', '#6d8f8a', '#9a4f45', '#5e6b7a']

/** Mid-rise apartment block: balconies with glass railings, shops on the ground floor. */
export function apartmentBlock(ctx) {
	const { s, r, c } = ctx
	const { x0, w, bays, bw, gH, fH, floors, top } = storeys(250, 700, 6, 100, 74, 5)
	const wall = c(pickV(ctx, APARTMENT_WALLS))
	const accent = c(pickV(ctx, APARTMENT_ACCENTS, 1))
	const frame = '#33373d'
	// neighbours
	for (const [nx, nw, nh] of [
		[-20, 290, 300],
		[930, 300, 340],
	]) {
		const col = c(mix(r.pick(['#c9c2b6', '#b9c2c9', '#d8cfc0']), ctx.time.haze, 0.45))
		s.add(rect(nx, BASE - nh, nw, nh, col), rect(nx - 4, BASE - nh - 8, nw + 8, 8, darken(col, 0.1)))
		for (let y = BASE - nh + 24; y < BASE - 80; y += 62) {
			for (let x = nx + 22; x < nx + nw - 40; x += 66)
				windowUnit(ctx, x, y, 40, 40, {
					frame: lighten(col, 0.3),
					ft: 3,
					cols: 2,
					sill: false,
					reveal: false,
					lit: r.chance(ctx.time.litChance * 0.5),
				})
		}
		s.add(rect(nx, BASE - 80, nw, 80, darken(col, 0.25)))
		for (let x = nx + 10; x < nx + nw - 20; x += 70)
			s.add(rect(x, BASE - 68, 58, 64, glassFill(ctx, ctx.tod !== 'day')))
	}
	s.add(ellipse(x0 + w / 2 + 30, BASE + 2, w / 2 + 40, 12, '#0d1226', { opacity: ctx.time.shadow, filter: s.blur(6) }))
	s.add(rect(x0, top, w, BASE - top, wall))
	const accentBay = r.pick([0, 2, 4])
	s.add(rect(x0 + accentBay * bw, top, bw * 2, BASE - gH - top, accent))
	for (let y = top + 12; y < BASE - gH; y += 12)
		s.add(rect(x0 + accentBay * bw, y, bw * 2, 1, darken(accent, 0.15), { opacity: 0.5 }))
	const balconyBays = r.chance(0.5) ? [1, 4] : [0, 2, 5].filter((b) => b !== accentBay)
	for (let f = 0; f < floors; f++) {
		const fy = BASE - gH - (f + 1) * fH
		s.add(rect(x0, fy + fH - 2, w, 2, darken(wall, 0.08), { opacity: 0.6 }))
		for (let b = 0; b < bays; b++) {
			const bx = x0 + b * bw
			if (balconyBays.includes(b)) {
				windowUnit(ctx, bx + 16, fy + 8, bw - 32, fH - 10, { cols: 2, frame, ft: 4, sill: false })
				s.add(
					rect(bx + 2, fy + fH - 5, bw - 4, 7, c('#f4f2ee')),
					rect(bx + 2, fy + fH + 2, bw - 4, 8, '#0d1226', { opacity: 0.22 }),
				)
				glassRailing(ctx, bx + 4, fy + fH - 5, bw - 8, 26, { rail: '#eceff2' })
				if (r.chance(0.3)) shrub(ctx, bx + bw - 22, fy + fH - 6, 18, { tall: 1 })
			} else {
				windowUnit(ctx, bx + bw / 2 - 32, fy + 14, 64, 46, { cols: 2, frame, ft: 4 })
			}
		}
	}
	// ground floor: lobby and shops
	s.add(rect(x0, BASE - gH, w, gH, darken(wall, 0.12)))
	s.add(rect(x0, BASE - gH - 6, w, 10, c('#3a3f46')))
	const lit = ctx.tod !== 'day'
	for (let b = 0; b < bays; b++) {
		const bx = x0 + b * bw
		s.add(rect(bx + 8, BASE - gH + 18, bw - 16, gH - 18, c(frame)))
		s.add(rect(bx + 12, BASE - gH + 22, bw - 24, gH - 22, glassFill(ctx, lit)))
		s.add(rect(bx + bw / 2 - 1.5, BASE - gH + 22, 3, gH - 22, c(frame)))
		if (!lit)
			s.add(
				poly(
					[
						[bx + 20, BASE],
						[bx + 40, BASE],
						[bx + 80, BASE - gH + 22],
						[bx + 60, BASE - gH + 22],
					],
					'#ffffff',
					{ opacity: 0.15 },
				),
			)
	}
	const lobby = r.int(1, 4)
	const awningColor = r.pick(['#2f6f6a', '#a8433a', '#2f4f7a', '#d39b3a'])
	for (let b = 0; b < bays; b++) {
		const bx = x0 + b * bw
		if (b === lobby) {
			s.add(
				rect(bx - 10, BASE - gH + 8, bw + 20, 9, c('#2d3136')),
				rect(bx - 6, BASE - gH + 17, bw + 12, 6, '#0d1226', { opacity: 0.3 }),
			)
			if (lit)
				for (const lx of [bx + 20, bx + bw - 20])
					s.add(
						circle(
							lx,
							BASE - gH + 22,
							16,
							s.radial([
								[0, '#ffe6a8', 0.9],
								[1, '#ffe6a8', 0],
							]),
						),
					)
		} else if (Math.abs(b - lobby) > 1 || r.chance(0.4)) {
			const ay = BASE - gH + 14
			const stripes = []
			for (let k = 0; k < 8; k++) {
				const sx = bx + 6 + (k * (bw - 12)) / 8
				stripes.push(
					poly(
						[
							[sx, ay],
							[sx + (bw - 12) / 8, ay],
							[sx + (bw - 12) / 8 + 2, ay + 26],
							[sx + 2, ay + 26],
						],
						c(k % 2 ? '#f3efe6' : awningColor),
					),
				)
			}
			s.add(group(stripes), rect(bx + 6, ay + 24, bw - 10, 5, c(darken(awningColor, 0.2))))
		}
	}
	// roof
	s.add(rect(x0 - 6, top - 8, w + 12, 10, c('#f7f5f0')))
	s.add(rect(x0 + 70, top - 40, 130, 32, c('#c9c4bb')), rect(x0 + 70, top - 40, 130, 5, c('#dad5cc')))
	metalRailing(ctx, x0 + 260, top - 8, 380, 22, '#6a717a')
	for (const tx of [x0 + 300, x0 + 420, x0 + 560]) shrub(ctx, tx, top - 8, 40, { tall: 1 })
	return { lobby: x0 + lobby * bw + bw / 2 }
}

export function apartmentScene(ctx) {
	const { r } = ctx
	cityBackdrop(ctx, 1.5, BASE - 4)
	const b = apartmentBlock(ctx)
	for (const x of [150, 1050]) streetTree(ctx, x + r.range(-20, 20), 756, r.range(260, 300))
	lampPost(ctx, 600, 760, 150)
	for (const x of [b.lobby - 80, b.lobby + 80]) planter(ctx, x, BASE + 10, 30)
}
