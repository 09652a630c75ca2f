/**
 * A row of townhouses.
 */
import { darken, hexToRgb } from '../colour.mjs'
import { ellipse, line, num, pathEl, rect, W } from '../svg.mjs'
import { cityBackdrop, cornice, planter, streetTree } from './city.mjs'
import { brickFill, door, windowUnit } from './parts.mjs'
import { lampPost } from './props.mjs'
import { BASE } from './scene.mjs'

export const TOWNHOUSE_FACADES = [
	'#a5503c',
	'#8c5a45',
	'#e9dfcb',
	'#a9b9a4',
	'#4d5d73',
	'#b36a4c',
	'#d9c2b4',
	'#c9d4dc',
	'#7d8b6a',
]

/** A row of three or four narrow attached brick townhouses with stoops. */
export function townhouseRow(ctx) {
	const { s, r, c } = ctx
	const n = r.pick([3, 4, 4])
	const x0 = 24
	const uw = (W - 2 * x0) / n
	const floorY = BASE - 40
	const facades = r.shuffle(TOWNHOUSE_FACADES).slice(0, n)
	const doors = ['#1f3b57', '#2e5e4e', '#7b2d2d', '#222428', '#a67c2e', '#4b3b5c']
	const doorsAt = []
	s.add(ellipse(W / 2, BASE + 4, W / 2, 14, '#0d1226', { opacity: ctx.time.shadow, filter: s.blur(8) }))
	for (let i = 0; i < n; i++) {
		const x = x0 + i * uw
		const color = facades[i]
		const top = floorY - 410 + r.pick([0, 0, 18, -14])
		const light = hexToRgb(color).reduce((a, b) => a + b) > 500
		s.add(rect(x, top, uw, BASE - top, brickFill(ctx, color)))
		s.add(rect(x, floorY - 4, uw, BASE - floorY + 4, c('#bbb3a6')), rect(x, floorY - 6, uw, 4, c('#d6cfc3')))
		for (let y = floorY + 9; y < BASE; y += 9) s.add(rect(x, y, uw, 1, c('#9d9488')))
		cornice(ctx, x, top + 28, uw, light ? '#5b6470' : '#f1ede4')
		const doorLeft = i % 2 === 0
		const cols = uw > 330 ? 3 : 2
		const lintel = light ? '#f4f1ea' : '#e3dccf'
		const arch = r.chance(0.4)
		const frame = r.pick(['#f7f5f0', '#f7f5f0', '#2d3136'])
		const box = r.chance(0.35) ? '#5c4636' : null
		for (const [wy, wh] of [
			[floorY - 250, 90],
			[floorY - 352, 80],
		]) {
			const ww = Math.min(66, (uw / cols) * 0.5)
			for (let k = 0; k < cols; k++) {
				const cx = x + (uw * (k + 0.5)) / cols
				if (arch) {
					s.add(
						pathEl(
							`M${num(cx - ww / 2 - 8)},${wy}Q${num(cx)},${wy - 30} ${num(cx + ww / 2 + 8)},${wy}v6Q${num(cx)},${wy - 20} ${num(cx - ww / 2 - 8)},${wy + 6}z`,
							c(darken(color, 0.2)),
						),
					)
				}
				windowUnit(ctx, cx - ww / 2, wy, ww, wh, {
					rows: 2,
					cols: 1,
					frame,
					lintel: arch ? null : lintel,
					box: wh === 90 ? box : null,
				})
			}
		}
		// raised ground floor: door on top of the stoop and a tall window
		const dcx = x + uw * (doorLeft ? 0.26 : 0.74)
		const wcx = x + uw * (doorLeft ? 0.7 : 0.3)
		s.add(
			rect(dcx - 40, floorY - 136, 80, 10, c(lintel)),
			rect(dcx - 36, floorY - 126, 72, 4, '#0d1226', { opacity: 0.2 }),
		)
		door(ctx, dcx - 24, floorY - 96, 48, 96, r.pick(doors), { transom: true, lamp: false })
		windowUnit(ctx, wcx - Math.min(50, uw * 0.18), floorY - 116, Math.min(100, uw * 0.36), 100, {
			cols: 2,
			rows: 2,
			frame,
			lintel,
		})
		windowUnit(ctx, wcx - 30, floorY + 8, 60, 24, { frame, ft: 3, sill: false })
		// stoop
		for (let k = 0; k < 5; k++) {
			const sw = 64 + k * 8
			s.add(
				rect(dcx - sw / 2, floorY + k * 8, sw, 8, c(k % 2 ? '#cfc7ba' : '#d8d1c5')),
				rect(dcx - sw / 2, floorY + k * 8 + 6, sw, 2, c('#aaa194')),
			)
		}
		for (const side of [-1, 1]) {
			const xt = dcx + side * 34
			const xb = dcx + side * 50
			s.add(line(xt, floorY - 34, xb, BASE - 30, c('#22252b'), 3), line(xb, BASE - 30, xb, BASE, c('#22252b'), 4))
			for (let k = 1; k < 5; k++) {
				const t = k / 5
				s.add(
					line(
						xt + (xb - xt) * t,
						floorY - 34 + (BASE - 30 - floorY + 34) * t,
						xt + (xb - xt) * t,
						floorY + t * 40,
						c('#22252b'),
						1.5,
					),
				)
			}
		}
		if (i > 0)
			s.add(
				rect(x - 3, top + 10, 6, BASE - top - 10, c('#d8d2c6')),
				rect(x + 1, top + 10, 2, BASE - top - 10, '#0d1226', { opacity: 0.15 }),
			)
		doorsAt.push(dcx)
		if (r.chance(0.6)) planter(ctx, wcx + r.range(-20, 20), BASE + 2, 30)
	}
	return { doors: doorsAt, unitWidth: uw, x0, n }
}

export function townhouseScene(ctx) {
	const { r } = ctx
	cityBackdrop(ctx, 1.3, BASE - 8)
	const row = townhouseRow(ctx)
	// boundaries between a door-left and a door-right house have no stoop nearby
	for (let k = 1; k < row.n; k += 2) streetTree(ctx, row.x0 + k * row.unitWidth, 756, r.range(280, 320))
	lampPost(ctx, row.n === 4 ? row.x0 + 2 * row.unitWidth : W - 60, 762, 160)
}
