/**
 * A mountain cabin.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, group, H, pathEl, poly, rect, softShadow, W } from '../svg.mjs'
import { buildingShadow, door, glassFill, stoneFill, windowUnit } from './parts.mjs'
import { grassTuft, pineTree, shrub } from './plants.mjs'
import { chimneySmoke } from './props.mjs'
import { BASE, drawLawn, drawMountains, drawSky, HORIZON, pickV } from './scene.mjs'

/** Mountain cabin: log walls, steep A-frame gable with a glass wall, deck and stone chimney. */
export function cabin(ctx) {
	const { s, c } = ctx
	const x0 = 380
	const w = 440
	const wallH = 140
	const eave = BASE - wallH
	const log = c(pickV(ctx, ['#9c6b45', '#b07c52', '#8a5a3b']))
	const roof = pickV(ctx, ['#3d4a3f', '#2f3a45', '#5a3b2e', '#46515e'])
	buildingShadow(ctx, x0, x0 + w)
	// stone chimney on the side, behind the roof
	const chimX = x0 + w - 70
	s.add(rect(chimX, eave - 230, 56, wallH + 230, stoneFill(ctx, '#a39a8d', 'cabin')))
	s.add(rect(chimX - 4, eave - 238, 64, 10, c('#6f675d')))
	chimneySmoke(ctx, chimX + 28, eave - 250)
	// log walls
	for (let y = eave; y < BASE; y += 14) {
		s.add(
			rect(
				x0 - 14,
				y,
				w + 28,
				14,
				s.linear([
					[0, lighten(log, 0.15)],
					[0.5, log],
					[1, darken(log, 0.25)],
				]),
				{ rx: 7 },
			),
		)
	}
	for (let y = eave; y < BASE; y += 28) {
		for (const lx of [x0 - 14, x0 + w + 14])
			s.add(
				circle(lx, y + 7, 7, c('#d9b48a')),
				circle(lx, y + 7, 3.5, 'none', { stroke: c('#a77a53'), strokeWidth: 1 }),
			)
	}
	// A-frame gable
	const gable = { h: 230 }
	s.add(
		poly(
			[
				[x0 - 40, eave + 10],
				[x0 + w / 2, eave - gable.h - 20],
				[x0 + w + 40, eave + 10],
				[x0 + w + 22, eave + 22],
				[x0 + w / 2, eave - gable.h + 4],
				[x0 - 22, eave + 22],
			],
			c(roof),
		),
	)
	const boards = c(lighten(log, 0.2))
	s.add(
		poly(
			[
				[x0 - 4, eave + 8],
				[x0 + w / 2, eave - gable.h + 14],
				[x0 + w + 4, eave + 8],
			],
			boards,
		),
	)
	for (let x = x0 + 12; x < x0 + w; x += 14) {
		const t = Math.abs(x - (x0 + w / 2)) / (w / 2)
		const yTop = eave - gable.h + 14 + t * (gable.h - 6)
		s.add(rect(x, yTop, 1.5, eave + 8 - yTop, darken(boards, 0.2), { opacity: 0.6 }))
	}
	// triangular glass wall
	const lit = ctx.tod !== 'day'
	const gx0 = x0 + 90
	const gx1 = x0 + w - 90
	const gy = eave - 4
	const apex = eave - gable.h + 70
	s.add(
		poly(
			[
				[gx0 - 8, gy + 6],
				[x0 + w / 2, apex - 10],
				[gx1 + 8, gy + 6],
			],
			c('#3a2d24'),
		),
	)
	s.add(
		poly(
			[
				[gx0, gy],
				[x0 + w / 2, apex],
				[gx1, gy],
			],
			glassFill(ctx, lit),
		),
	)
	for (let k = 1; k < 4; k++) {
		const x = gx0 + ((gx1 - gx0) * k) / 4
		const t = Math.abs(x - (x0 + w / 2)) / ((gx1 - gx0) / 2)
		s.add(rect(x - 1.5, apex + t * (gy - apex), 3, gy - apex - t * (gy - apex), c('#3a2d24')))
	}
	s.add(rect(gx0 + 40, gy - 60, gx1 - gx0 - 80, 3, c('#3a2d24')))
	if (!lit)
		s.add(
			poly(
				[
					[x0 + w / 2 - 30, gy],
					[x0 + w / 2 - 8, gy],
					[x0 + w / 2 + 30, apex + 60],
					[x0 + w / 2 + 12, apex + 46],
				],
				'#ffffff',
				{ opacity: 0.18 },
			),
		)
	s.add(rect(x0 - 14, eave + 8, w + 28, 12, '#0d1226', { opacity: 0.25 }))
	// door and windows
	door(ctx, x0 + w / 2 - 26, BASE - 30 - 94, 52, 94, '#6a3f2a', { glass: true, frame: '#3a2d24' })
	for (const wx of [x0 + 60, x0 + w - 140])
		windowUnit(ctx, wx, eave + 34, 80, 60, { cols: 2, rows: 2, frame: '#3a2d24', sill: false })
	// deck with railing
	s.add(rect(x0 - 40, BASE - 30, w + 80, 10, c('#8a6446')), rect(x0 - 40, BASE - 20, w + 80, 20, c('#5e4331')))
	for (let x = x0 - 30; x < x0 + w + 40; x += 60) s.add(rect(x, BASE - 20, 8, 20, c('#4a3427')))
	const rail = c('#7a5538')
	for (const [a, b] of [
		[x0 - 40, x0 + w / 2 - 50],
		[x0 + w / 2 + 50, x0 + w + 40],
	]) {
		s.add(rect(a, BASE - 72, b - a, 6, rail), rect(a, BASE - 52, b - a, 4, rail))
		for (let x = a; x <= b - 6; x += (b - a - 6) / 6) s.add(rect(x, BASE - 72, 7, 42, darken(rail, 0.1)))
	}
	for (let k = 0; k < 3; k++)
		s.add(rect(x0 + w / 2 - 50 - k * 6, BASE - 20 + k * 8, 100 + k * 12, 8, c(k % 2 ? '#7a5538' : '#8a6446')))
	return { door: x0 + w / 2, left: x0, right: x0 + w }
}

export function woodpile(ctx, x, baseY) {
	const { s, c } = ctx
	const out = [rect(x - 4, baseY - 50, 96, 6, c('#4a3427'))]
	for (let row = 0; row < 4; row++) {
		for (let k = 0; k < 7 - (row % 2); k++) {
			const cx = x + 8 + k * 13 + (row % 2) * 6.5
			const cy = baseY - 7 - row * 11
			out.push(circle(cx, cy, 6.5, c('#c79a6b')), circle(cx, cy, 3, 'none', { stroke: c('#8f6844'), strokeWidth: 1 }))
		}
	}
	s.add(softShadow(s, x + 50, baseY, 56, 5, ctx.time.shadow, 3), group(out))
}

export function cabinScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawMountains(ctx)
	for (let x = 40; x < W; x += r.range(50, 90)) {
		if (x > 330 && x < 870) continue
		pineTree(ctx, x, HORIZON + 30, r.range(160, 240), { shadow: false, color: '#2c5e48' })
	}
	drawLawn(ctx, { grass: '#86a85a', street: false })
	const h = cabin(ctx)
	dirtPath(ctx, h.door)
	woodpile(ctx, h.left - 150, BASE + 20)
	for (let i = 0; i < 10; i++) grassTuft(ctx, r.range(0, W), r.range(680, 790), r.range(20, 36), '#8fa55a')
	pineTree(ctx, 90, 780, 420)
	pineTree(ctx, W - 80, 770, 380)
	pineTree(ctx, W - 200, 720, 260)
	shrub(ctx, h.left + 20, BASE + 8, 60, { color: '#4f7d4f' })
}

export function dirtPath(ctx, cx) {
	const { s, c } = ctx
	s.add(
		pathEl(
			`M${cx - 50},${BASE + 12}C${cx - 60},${BASE + 70} ${cx + 60},${BASE + 90} ${cx - 20},${H}H${cx + 150}C${cx + 200},${BASE + 90} ${cx + 70},${BASE + 60} ${cx + 50},${BASE + 12}Z`,
			c('#c7ad86'),
		),
	)
	s.add(
		pathEl(`M${cx - 30},${BASE + 30}C${cx - 30},${BASE + 80} ${cx + 80},${BASE + 100} ${cx + 40},${H}`, 'none', {
			stroke: c('#b39670'),
			strokeWidth: 3,
			opacity: 0.5,
		}),
	)
}
