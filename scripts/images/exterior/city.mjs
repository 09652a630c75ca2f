/**
 * Street furniture of the city scenes.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, group, H, line, pathEl, poly, rect, softShadow, W } from '../svg.mjs'
import { glassFill } from './parts.mjs'
import { roundTree, shrub } from './plants.mjs'
import { BASE, drawSky, drawSkyline } from './scene.mjs'

/**
 * The grid of a street-front building from x0, w wide: `bays` columns of width bw, a ground
 * floor gH high and `floors` upper floors fH high; `top` is the roof line.
 */
export function storeys(x0, w, bays, gH, fH, floors) {
	return { x0, w, bays, bw: w / bays, gH, fH, floors, top: BASE - gH - fH * floors }
}

/** Sky, a distant skyline (drawn at `skylineScale`) and the sidewalk from groundTop down. */
export function cityBackdrop(ctx, skylineScale, groundTop) {
	drawSky(ctx)
	drawSkyline(ctx, { scale: skylineScale })
	cityGround(ctx, groundTop)
}

/** A parked car seen from the side, nose to the left. */
export function car(ctx, x, baseY, color) {
	const { s, c } = ctx
	const body = c(color)
	const out = [softShadow(s, x + 50, baseY, 56, 5, 0.35, 3)]
	out.push(
		pathEl(`M${x},${baseY - 12}v-14q0,-8 10,-10l14,-3l16,-14q6,-4 14,-4h22q8,0 13,6l10,12l8,2q4,2 4,8v17z`, body),
	)
	out.push(pathEl(`M${x + 27},${baseY - 40}l12,-11q4,-3 9,-3h10v14z`, glassFill(ctx, false)))
	out.push(pathEl(`M${x + 61},${baseY - 40}v-14h10q5,0 8,4l8,10z`, glassFill(ctx, false)))
	out.push(rect(x + 2, baseY - 26, 100, 2, darken(body, 0.2), { opacity: 0.5 }))
	for (const wx of [x + 22, x + 82])
		out.push(circle(wx, baseY - 8, 10, c('#22252b')), circle(wx, baseY - 8, 5, c('#b9bec6')))
	out.push(rect(x + 1, baseY - 30, 5, 4, ctx.tod === 'day' ? c('#f2efe3') : '#fff2c4', { rx: 1 }))
	s.add(group(out))
}

/** Wide paved sidewalk, curb and road for street-front buildings. */
export function cityGround(ctx, top = BASE) {
	const { s, c } = ctx
	const out = [
		rect(
			0,
			top,
			W,
			772 - top,
			s.linear([
				[0, c('#d9d4cb')],
				[1, c('#c4beb3')],
			]),
		),
	]
	let step = 14
	for (let y = top + step; y < 770; y += step, step *= 1.15)
		out.push(rect(0, y, W, 1.2, c('#b5aea2'), { opacity: 0.7 }))
	for (let x = 60; x < W; x += 120)
		out.push(line(x, top, x + (x - W / 2) * 0.15, 770, c('#b5aea2'), 1.2, { opacity: 0.7 }))
	out.push(rect(0, 770, W, 8, c('#a69f94')), rect(0, 778, W, H - 778, c('#55585f')), rect(0, 778, W, 3, c('#44474d')))
	s.add(group(out))
}

export function streetTree(ctx, x, baseY, h) {
	const { s, c } = ctx
	s.add(rect(x - 20, baseY - 3, 40, 7, c('#8d8478'), { rx: 2 }), rect(x - 16, baseY - 2, 32, 4, c('#6a5444')))
	roundTree(ctx, x, baseY, h)
}

export function planter(ctx, x, baseY, w = 34, color = '#4f4a45') {
	const { s, c } = ctx
	s.add(
		poly(
			[
				[x - w / 2, baseY - 26],
				[x + w / 2, baseY - 26],
				[x + w * 0.4, baseY],
				[x - w * 0.4, baseY],
			],
			c(color),
		),
	)
	shrub(ctx, x, baseY - 24, w * 1.1, { tall: 0.9 })
}

export function cornice(ctx, x, y, w, color) {
	const { s, c } = ctx
	const col = c(color)
	const out = [
		rect(x - 6, y - 28, w + 12, 8, lighten(col, 0.08)),
		rect(x - 2, y - 20, w + 4, 16, col),
		rect(x - 2, y - 8, w + 4, 3, darken(col, 0.2)),
	]
	for (let bx = x + 8; bx < x + w - 8; bx += 26)
		out.push(rect(bx, y - 5, 8, 14, col), rect(bx + 6, y - 5, 2, 14, darken(col, 0.2)))
	for (let dx = x; dx < x + w; dx += 9) out.push(rect(dx, y - 19, 5, 5, darken(col, 0.12)))
	out.push(rect(x, y + 9, w, 8, '#0d1226', { opacity: 0.18 }))
	s.add(group(out))
}
