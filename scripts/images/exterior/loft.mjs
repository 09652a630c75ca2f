/**
 * A converted warehouse loft.
 */
import { darken } from '../colour.mjs'
import { ellipse, group, line, num, pathEl, poly, rect } from '../svg.mjs'
import { cityBackdrop, planter, storeys, streetTree } from './city.mjs'
import { brickFill, garageDoor, glassFill, metalRailing, windowUnit } from './parts.mjs'
import { lampPost } from './props.mjs'
import { BASE, mirrored, pickV } from './scene.mjs'

export function archWindow(ctx, x, y, w, h, o = {}) {
	const { s, c } = ctx
	const frame = c(o.frame ?? '#23262b')
	const rr = w / 2
	const lit = o.lit ?? ctx.lit()
	const shape = (i) =>
		`M${num(x + i)},${num(y + h - i)}V${num(y + rr)}A${num(rr - i)},${num(rr - i)} 0 0 1 ${num(x + w - i)},${num(y + rr)}V${num(y + h - i)}Z`
	const out = []
	if (lit) out.push(pathEl(shape(-8), '#ffc36a', { opacity: 0.3, filter: s.blur(9) }))
	out.push(pathEl(shape(-10), c(o.arch ?? '#7a3a2a')), pathEl(shape(0), frame), pathEl(shape(4), glassFill(ctx, lit)))
	out.push(rect(x + w / 2 - 1.5, y + 4, 3, h - 8, frame))
	for (const t of [0.25, 0.75]) out.push(rect(x + w * t - 1, y + rr, 2, h - rr - 4, frame))
	for (let yy = y + rr; yy < y + h - 6; yy += (h - rr) / 3) out.push(rect(x + 4, yy - 1, w - 8, 2.5, frame))
	if (!lit)
		out.push(
			poly(
				[
					[x + w * 0.2, y + h - 4],
					[x + w * 0.34, y + h - 4],
					[x + w * 0.66, y + rr * 0.6],
					[x + w * 0.52, y + rr * 0.6],
				],
				'#ffffff',
				{ opacity: 0.18 },
			),
		)
	out.push(rect(x - 8, y + h, w + 16, 6, c('#d6cdbd')))
	s.add(group(out))
}

export function waterTower(ctx, x, baseY) {
	const { s, c } = ctx
	const wood = c('#8a6a4e')
	const out = []
	for (const lx of [x - 34, x - 12, x + 12, x + 34]) out.push(rect(lx - 2, baseY - 60, 4, 60, c('#2f3338')))
	out.push(
		line(x - 34, baseY - 10, x + 34, baseY - 50, c('#2f3338'), 2),
		line(x + 34, baseY - 10, x - 34, baseY - 50, c('#2f3338'), 2),
	)
	out.push(rect(x - 44, baseY - 64, 88, 6, c('#2f3338')))
	out.push(rect(x - 40, baseY - 140, 80, 76, wood))
	for (let xx = x - 36; xx < x + 40; xx += 8)
		out.push(rect(xx, baseY - 140, 1.5, 76, darken(wood, 0.25), { opacity: 0.6 }))
	for (const yy of [baseY - 128, baseY - 100, baseY - 76]) out.push(rect(x - 41, yy, 82, 3, c('#2f3338')))
	out.push(
		poly(
			[
				[x - 46, baseY - 138],
				[x, baseY - 176],
				[x + 46, baseY - 138],
			],
			c('#3b4047'),
		),
	)
	out.push(rect(x + 20, baseY - 140, 20, 76, '#0d1226', { opacity: 0.15 }))
	s.add(group(out))
}

export const LOFT_BRICKS = ['#9b4a36', '#5b5e63', '#a0614a', '#7e4636', '#8d5640']

/** Converted warehouse: brick, big steel windows, water tower, fire escape. */
export function loftBuilding(ctx) {
	const { s, r, c } = ctx
	const { x0, w, bays, bw, gH, fH, floors, top } = storeys(170, 860, 6, 136, 104, 3)
	const brick = pickV(ctx, LOFT_BRICKS)
	const band = c('#d6cdbd')
	const lit = () => ctx.lit()
	s.add(ellipse(x0 + w / 2 + 30, BASE + 2, w / 2 + 40, 12, '#0d1226', { opacity: ctx.time.shadow, filter: s.blur(6) }))
	// rooftop: penthouse and water tower
	const ph = r.chance(0.5)
	const phX = ph ? x0 + 60 : x0 + w - 380
	s.add(rect(phX, top - 96, 320, 96, c('#2d3136')))
	for (let i = 0; i < 5; i++)
		s.add(rect(phX + 5 + i * 62, top - 90, 58, 84, glassFill(ctx, ctx.tod !== 'day' && r.chance(0.7))))
	s.add(rect(phX - 10, top - 104, 340, 10, c('#3a3f46')))
	waterTower(ctx, ph ? x0 + w - 110 : x0 + 120, top - 24)
	// brick body
	s.add(rect(x0, top - 24, w, BASE - top + 24, brickFill(ctx, brick)))
	s.add(rect(x0 - 8, top - 34, w + 16, 12, band))
	for (let x = x0; x < x0 + w; x += 16) s.add(rect(x + 3, top - 22, 10, 8, c(darken(brick, 0.2))))
	for (let f = 0; f < floors; f++) {
		const fy = top + f * fH
		s.add(rect(x0, fy + fH - 6, w, 8, band), rect(x0, fy + fH + 2, w, 3, '#0d1226', { opacity: 0.15 }))
		for (let b = 0; b < bays; b++) {
			const bx = x0 + b * bw + 22
			const ww = bw - 44
			if (f === 0) archWindow(ctx, bx, fy + 8, ww, fH - 22, { lit: lit(), arch: darken(brick, 0.2) })
			else {
				s.add(
					pathEl(
						`M${num(bx - 8)},${num(fy + 14)}Q${num(bx + ww / 2)},${num(fy - 6)} ${num(bx + ww + 8)},${num(fy + 14)}v8Q${num(bx + ww / 2)},${num(fy + 4)} ${num(bx - 8)},${num(fy + 22)}z`,
						c(darken(brick, 0.2)),
					),
				)
				windowUnit(ctx, bx, fy + 18, ww, fH - 32, { cols: 4, rows: 3, frame: '#23262b', ft: 4, mt: 2.5, lit: lit() })
			}
		}
	}
	// fire escape on one bay
	const fe = x0 + bw * r.pick([1, 4])
	for (let f = 1; f < floors; f++) {
		const y = top + f * fH + fH - 22
		s.add(rect(fe - 6, y, bw + 12, 4, c('#1f2226')))
		metalRailing(ctx, fe - 6, y, bw + 12, 30, '#1f2226')
		s.add(line(fe + 14, y, fe + bw - 20, y - fH + 4, c('#1f2226'), 3))
		for (let k = 1; k < 8; k++) {
			const t = k / 8
			s.add(
				line(
					fe + 14 + (bw - 34) * t - 8,
					y - (fH - 4) * t,
					fe + 14 + (bw - 34) * t + 8,
					y - (fH - 4) * t,
					c('#1f2226'),
					2,
				),
			)
		}
	}
	// sign band and storefront
	const gy = BASE - gH
	s.add(rect(x0, gy, w, 30, c('#2a2d31')), rect(x0, gy + 30, w, 4, band))
	for (let b = 0; b < bays; b++) {
		const lx = x0 + b * bw + bw / 2
		s.add(pathEl(`M${lx},${gy + 6}q0,-16 16,-16`, 'none', { stroke: c('#1f2226'), strokeWidth: 2.5 }))
		s.add(
			poly(
				[
					[lx + 10, gy - 12],
					[lx + 24, gy - 12],
					[lx + 27, gy - 4],
					[lx + 7, gy - 4],
				],
				c('#1f2226'),
			),
		)
		if (ctx.tod !== 'day')
			s.add(
				poly(
					[
						[lx + 8, gy - 4],
						[lx + 26, gy - 4],
						[lx + 40, gy + 30],
						[lx - 6, gy + 30],
					],
					'#ffe2a0',
					{ opacity: 0.25 },
				),
			)
	}
	const dockBay = r.pick([0, 5])
	for (let b = 0; b < bays; b++) {
		const bx = x0 + b * bw + 12
		const ww = bw - 24
		if (b === dockBay) {
			garageDoor(ctx, bx + 6, gy + 48, ww - 12, gH - 48, '#5b6068', { slatted: true, frame: '#1f2226' })
			continue
		}
		s.add(rect(bx, gy + 40, ww, gH - 40, c('#1f2226')))
		for (let i = 0; i < 3; i++) {
			for (let j = 0; j < 2; j++) {
				s.add(
					rect(
						bx + 4 + (i * (ww - 8)) / 3 + 2,
						gy + 44 + j * ((gH - 48) / 2) + (j ? 2 : 0),
						(ww - 8) / 3 - 4,
						(gH - 48) / 2 - 2,
						glassFill(ctx, ctx.tod !== 'day'),
					),
				)
			}
		}
		if (ctx.tod === 'day')
			s.add(
				poly(
					[
						[bx + 10, BASE - 4],
						[bx + 30, BASE - 4],
						[bx + 70, gy + 44],
						[bx + 50, gy + 44],
					],
					'#ffffff',
					{ opacity: 0.14 },
				),
			)
	}
	s.add(rect(x0, BASE - 6, w, 6, c('#7b746b')))
	return { left: x0, right: x0 + w }
}

export function loftScene(ctx) {
	const { r } = ctx
	cityBackdrop(ctx, 1.4, BASE - 4)
	mirrored(ctx, ctx.variant % 2 === 1, () => loftBuilding(ctx))
	streetTree(ctx, r.pick([110, 1090]), 758, 300)
	lampPost(ctx, 600, 764, 160)
	for (const x of [r.range(300, 450), r.range(750, 900)]) planter(ctx, x, BASE + 14, 32, '#3b3f46')
}
