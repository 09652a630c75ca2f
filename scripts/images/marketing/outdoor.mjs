/**
 * Outdoor scenes of the marketing pages: sky, skyline, trees and houses.
 */
import { darken, lighten } from '../colour.mjs'
import { createRng } from '../rng.mjs'
import { circle, ellipse, group, pathEl, poly, rect, smoothPath, softShadow, Svg, text } from '../svg.mjs'

export const GOLDEN = {
	sky: ['#4f7fc9', '#a3c4e6', '#f8dcb0'],
	sun: '#fff1c9',
	cloud: '#fff6ea',
	cloudShade: '#f2cfb4',
	skyline: '#9fb3cc',
	skylineFar: '#bfcddd',
	hills: '#8fae8c',
	treeLine: '#6f9a72',
	lawn: ['#8dbb6a', '#6fa457'],
}

export function sky(s, width, height, horizon, palette) {
	s.add(
		rect(
			0,
			0,
			width,
			horizon + 20,
			s.linear([
				[0, palette.sky[0]],
				[0.62, palette.sky[1]],
				[1, palette.sky[2]],
			]),
		),
	)
}

export function sunGlow(s, x, y, r, color) {
	s.add(
		circle(
			x,
			y,
			r * 5,
			s.radial([
				[0, color, 0.55],
				[1, color, 0],
			]),
		),
	)
	s.add(circle(x, y, r, color))
}

export function cloud(s, x, y, w, color, shade) {
	const h = w * 0.32
	const puffs = [
		[x + w * 0.2, y + h * 0.1, h * 0.55],
		[x + w * 0.42, y - h * 0.2, h * 0.8],
		[x + w * 0.66, y - h * 0.05, h * 0.65],
		[x + w * 0.84, y + h * 0.18, h * 0.45],
	]
	s.add(rect(x + w * 0.08, y + h * 0.05, w * 0.86, h * 0.55, shade, { rx: h * 0.28 }))
	for (const [cx, cy, r] of puffs) s.add(circle(cx, cy + 3, r, shade))
	for (const [cx, cy, r] of puffs) s.add(circle(cx, cy, r, color))
	s.add(rect(x + w * 0.08, y, w * 0.86, h * 0.5, color, { rx: h * 0.25 }))
}

/** Downtown Austin in silhouette: towers, the Frost Bank crown and the Capitol dome. */
export function skyline(s, x0, baseY, scale, color, far) {
	const b = (x, w, h, fill = color) => rect(x0 + x * scale, baseY - h * scale, w * scale, h * scale, fill)
	const parts = []
	// far layer
	for (const [x, w, h] of [
		[10, 40, 110],
		[60, 30, 150],
		[130, 46, 120],
		[250, 34, 170],
		[330, 40, 130],
		[420, 30, 100],
	])
		parts.push(b(x, w, h, far))
	// Capitol dome on the left
	parts.push(b(0, 90, 40), b(20, 50, 62))
	parts.push(ellipse(x0 + 45 * scale, baseY - 62 * scale, 22 * scale, 24 * scale, color))
	parts.push(rect(x0 + 43 * scale, baseY - 100 * scale, 4 * scale, 18 * scale, color))
	parts.push(circle(x0 + 45 * scale, baseY - 102 * scale, 3 * scale, color))
	// towers
	for (const [x, w, h] of [
		[100, 36, 160],
		[142, 28, 205],
		[176, 44, 175],
		[262, 34, 150],
		[300, 30, 240],
		[336, 46, 190],
		[388, 34, 140],
		[428, 40, 170],
	])
		parts.push(b(x, w, h))
	// the Frost Bank Tower: stepped crown with a spire
	const fx = x0 + 222 * scale
	const fw = 36 * scale
	const top = baseY - 230 * scale
	parts.push(rect(fx, top, fw, 230 * scale, color))
	parts.push(
		poly(
			[
				[fx, top],
				[fx + fw * 0.15, top - 18 * scale],
				[fx + fw * 0.3, top - 30 * scale],
				[fx + fw * 0.5, top - 58 * scale],
				[fx + fw * 0.7, top - 30 * scale],
				[fx + fw * 0.85, top - 18 * scale],
				[fx + fw, top],
			],
			color,
		),
	)
	// lit windows in the towers, sparse
	const r = createRng(42)
	for (const [x, w, h] of [
		[142, 28, 205],
		[300, 30, 240],
		[176, 44, 175],
	]) {
		for (let yy = 14; yy < h - 10; yy += 14) {
			for (let xx = 5; xx < w - 6; xx += 9) {
				if (r.chance(0.18))
					parts.push(
						rect(x0 + (x + xx) * scale, baseY - (h - yy) * scale, 4 * scale, 6 * scale, '#fbe3b5', { opacity: 0.55 }),
					)
			}
		}
	}
	s.add(group(parts))
}

export function hills(s, width, y, color, amplitude = 30, seed = 3) {
	const r = createRng(seed)
	const points = []
	for (let x = -100; x <= width + 100; x += 150) points.push([x, y - r.range(0, amplitude)])
	s.add(pathEl(`${smoothPath(points)}L${width + 100},${y + 200}L-100,${y + 200}Z`, color))
}

export function treeLine(s, width, y, color, seed = 7) {
	const r = createRng(seed)
	const parts = []
	for (let x = -20; x < width + 40; x += r.range(26, 44))
		parts.push(circle(x, y - r.range(4, 20), r.range(18, 30), color))
	parts.push(rect(-20, y - 6, width + 40, 40, color))
	s.add(group(parts))
}

/** A live oak: a low, very wide crown on a short forked trunk. */
export function liveOak(s, x, baseY, width, o = {}) {
	const dark = o.dark ?? '#3f6f46'
	const mid = o.mid ?? '#4f8452'
	const light = o.light ?? '#6a9d5e'
	const trunk = o.trunk ?? '#6b5344'
	const h = width * 0.62
	s.add(softShadow(s, x, baseY, width * 0.48, 12, 0.2, 8))
	const fork = baseY - h * 0.34
	s.add(
		pathEl(
			`M${x - 13},${baseY}C${x - 10},${baseY - h * 0.15} ${x - 9},${fork + 10} ${x - 7},${fork}L${x + 7},${fork}C${x + 9},${fork + 10} ${x + 10},${baseY - h * 0.15} ${x + 13},${baseY}Z`,
			trunk,
		),
	)
	const limb = (d, w) => s.add(pathEl(d, 'none', { stroke: trunk, strokeWidth: w, strokeLinecap: 'round' }))
	limb(
		`M${x - 2},${fork + 4}C${x - 20},${fork - h * 0.12} ${x - width * 0.16},${fork - h * 0.16} ${x - width * 0.3},${baseY - h * 0.6}`,
		11,
	)
	limb(
		`M${x + 2},${fork + 4}C${x + 22},${fork - h * 0.1} ${x + width * 0.18},${fork - h * 0.18} ${x + width * 0.32},${baseY - h * 0.58}`,
		11,
	)
	limb(`M${x},${fork}C${x + 4},${fork - h * 0.12} ${x - 6},${fork - h * 0.2} ${x + 2},${baseY - h * 0.66}`, 8)
	const r = createRng(Math.round(x * 7 + width))
	const blobs = []
	for (let i = 0; i < 16; i++) {
		const t = i / 15
		blobs.push([
			x - width * 0.48 + width * 0.96 * t,
			baseY - h * 0.62 - Math.sin(t * Math.PI) * h * 0.28 + r.range(-8, 8),
			width * r.range(0.1, 0.15),
		])
	}
	for (const [cx, cy, rr] of blobs) s.add(circle(cx, cy + 10, rr, dark))
	for (const [cx, cy, rr] of blobs) s.add(circle(cx, cy - 2, rr * 0.86, mid))
	for (const [cx, cy, rr] of blobs.filter((_, i) => i % 2 === 0))
		s.add(circle(cx - rr * 0.2, cy - rr * 0.35, rr * 0.5, light, { opacity: 0.8 }))
}

export function cypress(s, x, baseY, h, color = '#3e7450') {
	s.add(softShadow(s, x, baseY, h * 0.12, 5, 0.2, 4))
	s.add(
		pathEl(
			`M${x},${baseY - h}C${x + h * 0.16},${baseY - h * 0.7} ${x + h * 0.15},${baseY - h * 0.2} ${x + h * 0.08},${baseY}L${x - h * 0.08},${baseY}C${x - h * 0.15},${baseY - h * 0.2} ${x - h * 0.16},${baseY - h * 0.7} ${x},${baseY - h}Z`,
			color,
		),
	)
	s.add(
		pathEl(
			`M${x},${baseY - h}C${x - h * 0.1},${baseY - h * 0.7} ${x - h * 0.1},${baseY - h * 0.3} ${x - h * 0.06},${baseY - h * 0.05}`,
			'none',
			{ stroke: lighten(color, 0.2), strokeWidth: h * 0.04, opacity: 0.6 },
		),
	)
}

export function shrub(s, x, baseY, w, color = '#4f8a57') {
	s.add(softShadow(s, x, baseY, w * 0.55, 4, 0.2, 3))
	s.add(circle(x - w * 0.25, baseY - w * 0.25, w * 0.3, darken(color, 0.1)))
	s.add(circle(x + w * 0.22, baseY - w * 0.22, w * 0.28, darken(color, 0.1)))
	s.add(circle(x, baseY - w * 0.38, w * 0.36, color))
	s.add(circle(x - w * 0.1, baseY - w * 0.5, w * 0.14, lighten(color, 0.2), { opacity: 0.7 }))
}

export function agave(s, x, baseY, size, color = '#7aa39a') {
	const leaves = []
	for (const a of [-70, -45, -22, 0, 22, 45, 70]) {
		const rad = (a * Math.PI) / 180
		const tx = x + Math.sin(rad) * size
		const ty = baseY - Math.cos(rad) * size
		leaves.push(
			pathEl(
				`M${x - 4},${baseY}Q${(x + tx) / 2 - 6},${(baseY + ty) / 2} ${tx},${ty}Q${(x + tx) / 2 + 6},${(baseY + ty) / 2} ${x + 4},${baseY}Z`,
				a === 0 ? lighten(color, 0.1) : color,
			),
		)
	}
	s.add(leaves)
}

/** Window glass: warm and glowing when the lights are on, a sky reflection otherwise. */
export function glass(s, lit) {
	return lit
		? s.linear([
				[0, '#ffe3a8'],
				[1, '#f3a95c'],
			])
		: s.linear([
				[0, '#cfe3f3'],
				[0.55, '#8fb3d4'],
				[1, '#6d92b8'],
			])
}

export function windowPane(s, x, y, w, h, o = {}) {
	const frame = o.frame ?? '#2f3640'
	const parts = [rect(x - 4, y - 4, w + 8, h + 8, frame, { rx: 2 }), rect(x, y, w, h, glass(s, o.lit))]
	const cols = o.cols ?? 1
	for (let i = 1; i < cols; i++) parts.push(rect(x + (w / cols) * i - 2, y, 4, h, frame))
	if (o.rows) for (let i = 1; i < o.rows; i++) parts.push(rect(x, y + (h / o.rows) * i - 2, w, 4, frame))
	// a diagonal reflection
	parts.push(
		poly(
			[
				[x + w * 0.1, y + h],
				[x + w * 0.35, y],
				[x + w * 0.45, y],
				[x + w * 0.2, y + h],
			],
			'#ffffff',
			{ opacity: o.lit ? 0.12 : 0.22 },
		),
	)
	if (o.lit) parts.push(rect(x, y + h * 0.72, w, h * 0.28, '#c77b3d', { opacity: 0.25 }))
	s.add(parts)
}

/** A flat-roofed modern house: stucco ground floor, timber-clad upper floor, big glass. Local origin at its base centre. */
export function modernHouse(s, cx, baseY, scale, o = {}) {
	s.wrap(`translate(${cx} ${baseY}) scale(${scale})`, () => {
		const wall = o.wall ?? '#f4f1ea'
		const clad = o.clad ?? '#b07a4f'
		const lit = o.lit ?? false
		const X = (v) => v
		s.add(softShadow(s, 0, 0, 330, 16, 0.25, 10))
		// stone wall and chimney
		s.add(rect(X(-300), -250, 44, 250, o.stone ?? '#b9ad9c'))
		for (let y = -244; y < -4; y += 20) {
			for (let x = -298 + ((y / 20) % 2 ? 0 : 10); x < -258; x += 22)
				s.add(rect(x, y, 18, 16, lighten(o.stone ?? '#b9ad9c', 0.12), { rx: 3 }))
		}
		// ground floor
		s.add(rect(-256, -180, 480, 180, wall))
		s.add(rect(-256, -14, 480, 14, darken(wall, 0.08)))
		windowPane(s, -226, -150, 230, 132, { cols: 4, lit })
		// front door
		s.add(rect(26, -130, 52, 130, o.door ?? '#8a5a3b'))
		s.add(rect(68, -78, 3, 30, '#e8d7b0'))
		windowPane(s, 86, -130, 16, 116, { lit })
		// garage with slats
		s.add(rect(118, -118, 96, 118, '#4a4f57'))
		for (let y = -112; y < 0; y += 12) s.add(rect(122, y, 88, 7, '#5d636c'))
		// roof slab of the ground floor and a glass balcony
		s.add(rect(-276, -194, 520, 16, '#ffffff'), rect(-276, -180, 520, 4, '#d9d4ca'))
		s.add(rect(-300, -236, 100, 42, '#cfe3ee', { opacity: 0.45 }), rect(-300, -238, 100, 4, '#9aa7b3'))
		// timber upper floor, cantilevered to the right
		s.add(rect(-196, -330, 470, 136, clad))
		for (let x = -190; x < 270; x += 12) s.add(rect(x, -330, 2, 136, darken(clad, 0.14), { opacity: 0.5 }))
		windowPane(s, -166, -300, 250, 76, { cols: 3, lit })
		windowPane(s, 124, -300, 48, 92, { lit: false })
		windowPane(s, 196, -300, 56, 56, { cols: 2, lit })
		s.add(rect(262, -194, 10, 194, '#3a3f47'))
		// main roof slab
		s.add(rect(-212, -346, 502, 18, '#ffffff'), rect(-212, -330, 502, 4, '#d9d4ca'))
		// wall lights
		for (const x of [20, 110])
			s.add(rect(x, -150, 6, 14, '#2f3640'), circle(x + 3, -140, 10, '#ffe2a3', { opacity: lit ? 0.55 : 0 }))
	})
}

/** A two-storey family house with a gable roof and a porch. Local origin at its base centre. */
export function gableHouse(s, cx, baseY, scale, o = {}) {
	s.wrap(`translate(${cx} ${baseY}) scale(${scale})`, () => {
		const wall = o.wall ?? '#e9dcc5'
		const roof = o.roof ?? '#5b4a42'
		const trim = o.trim ?? '#ffffff'
		const lit = o.lit ?? false
		s.add(softShadow(s, 0, 0, 190, 12, 0.25, 8))
		s.add(rect(-170, -230, 340, 230, wall))
		for (let y = -224; y < 0; y += 10) s.add(rect(-170, y, 340, 1.5, darken(wall, 0.1), { opacity: 0.6 }))
		s.add(
			poly(
				[
					[-196, -226],
					[0, -350],
					[196, -226],
				],
				roof,
			),
		)
		s.add(
			poly(
				[
					[-170, -228],
					[0, -336],
					[170, -228],
				],
				wall,
			),
		)
		for (let y = -326; y < -228; y += 10) {
			const half = ((y + 336) / 108) * 170
			s.add(rect(-half, y, half * 2, 1.5, darken(wall, 0.1), { opacity: 0.6 }))
		}
		windowPane(s, -26, -310, 52, 52, { frame: trim, cols: 2, rows: 2, lit })
		// upper windows
		for (const x of [-130, 70]) windowPane(s, x, -206, 60, 70, { frame: trim, cols: 2, rows: 2, lit })
		// porch
		s.add(
			rect(-180, -112, 360, 14, roof),
			poly(
				[
					[-190, -112],
					[190, -112],
					[176, -126],
					[-176, -126],
				],
				darken(roof, 0.1),
			),
		)
		for (const x of [-166, -60, 60, 160]) s.add(rect(x, -98, 8, 98, trim))
		s.add(rect(-180, -8, 360, 8, '#cdbfa8'))
		windowPane(s, -140, -84, 62, 62, { frame: trim, cols: 2, rows: 2, lit })
		windowPane(s, 80, -84, 62, 62, { frame: trim, cols: 2, rows: 2, lit })
		s.add(rect(-24, -92, 48, 92, o.door ?? '#2f6f6d'), circle(14, -44, 3, '#f2d38a'))
		s.add(rect(-40, -96, 80, 6, trim))
		// chimney
		s.add(rect(96, -322, 30, 70, '#9b5a48'), rect(92, -328, 38, 8, '#7d4638'))
	})
}

/** A low ranch house with a hipped roof. Local origin at its base centre. */
export function ranchHouse(s, cx, baseY, scale, o = {}) {
	s.wrap(`translate(${cx} ${baseY}) scale(${scale})`, () => {
		const wall = o.wall ?? '#d8c3a5'
		const roof = o.roof ?? '#6e5e57'
		const lit = o.lit ?? false
		s.add(softShadow(s, 0, 0, 250, 12, 0.25, 8))
		s.add(rect(-230, -130, 460, 130, wall))
		for (let x = -230; x < 230; x += 16) s.add(rect(x, -130, 1.5, 130, darken(wall, 0.12), { opacity: 0.45 }))
		s.add(
			poly(
				[
					[-262, -126],
					[-180, -206],
					[180, -206],
					[262, -126],
				],
				roof,
			),
		)
		s.add(rect(-262, -130, 524, 8, darken(roof, 0.15)))
		for (const x of [-196, -100]) windowPane(s, x, -100, 70, 60, { frame: '#f6f1e8', cols: 2, lit })
		windowPane(s, 110, -100, 90, 60, { frame: '#f6f1e8', cols: 3, lit })
		s.add(rect(16, -108, 50, 108, o.door ?? '#b5563c'), circle(56, -54, 3, '#f2d38a'))
		s.add(rect(-4, -116, 90, 8, '#f6f1e8'))
	})
}

/** The Homestead yard sign: a post with a hanging teal board. */
export function yardSign(s, x, baseY, scale = 1) {
	s.wrap(`translate(${x} ${baseY}) scale(${scale})`, () => {
		s.add(softShadow(s, 6, 0, 30, 5, 0.25, 3))
		s.add(rect(-4, -150, 8, 150, '#f4f1ea'), rect(-4, -150, 126, 8, '#f4f1ea'))
		s.add(rect(28, -142, 2, 12, '#8b8f96'), rect(104, -142, 2, 12, '#8b8f96'))
		s.add(
			rect(12, -130, 110, 58, '#0f766e', { rx: 5 }),
			rect(12, -130, 110, 58, 'none', { rx: 5, stroke: '#ffffff', strokeWidth: 2 }),
		)
		// the house mark
		s.add(
			pathEl('M24 -103l10-9l10 9', 'none', {
				stroke: '#ffffff',
				strokeWidth: 2.6,
				strokeLinecap: 'round',
				strokeLinejoin: 'round',
			}),
		)
		s.add(
			pathEl('M27.5 -105v9h13v-9', 'none', {
				stroke: '#ffffff',
				strokeWidth: 2.6,
				strokeLinecap: 'round',
				strokeLinejoin: 'round',
			}),
		)
		s.add(text(50, -100, 'HOMESTEAD', { fontSize: 10.5, fontWeight: 700, fill: '#ffffff', letterSpacing: 0.4 }))
		s.add(text(50, -87, 'REALTY', { fontSize: 8, fontWeight: 400, fill: '#ccfbf1', letterSpacing: 2 }))
		s.add(rect(24, -68, 86, 16, '#ffffff', { rx: 2 }))
		s.add(
			text(67, -56.5, 'FOR SALE', {
				fontSize: 10,
				fontWeight: 700,
				fill: '#0f766e',
				textAnchor: 'middle',
				letterSpacing: 1,
			}),
		)
	})
}

/** A new golden-hour picture: the sky down to `horizon`, the sun's glow at [x, y, r] and clouds at [x, y, width]. */
function goldenSky(width, height, horizon, sun, clouds) {
	const s = new Svg(width, height)
	sky(s, width, height, horizon, GOLDEN)
	sunGlow(s, ...sun, GOLDEN.sun)
	for (const [x, y, w] of clouds) cloud(s, x, y, w, GOLDEN.cloud, GOLDEN.cloudShade)
	return s
}

export function heroSvg() {
	const W = 1200
	const H = 900
	const p = GOLDEN
	const s = goldenSky(
		W,
		H,
		620,
		[250, 300, 46],
		[
			[600, 150, 230],
			[930, 230, 170],
			[80, 120, 150],
		],
	)
	skyline(s, 640, 600, 1.05, p.skyline, p.skylineFar)
	s.add(
		rect(
			0,
			480,
			W,
			140,
			s.linear([
				[0, p.sky[2], 0],
				[1, p.sky[2], 0.55],
			]),
		),
	)
	hills(s, W, 600, p.hills, 26, 5)
	treeLine(s, W, 628, p.treeLine, 11)
	// lawn
	s.add(
		rect(
			0,
			620,
			W,
			280,
			s.linear([
				[0, p.lawn[0]],
				[1, p.lawn[1]],
			]),
		),
	)
	s.add(rect(0, 620, W, 6, '#9fc77c', { opacity: 0.7 }))
	liveOak(s, 1080, 700, 320)
	cypress(s, 230, 730, 190)
	modernHouse(s, 600, 740, 0.95, { lit: true })
	// front path, walkway and street
	s.add(
		poly(
			[
				[640, 742],
				[700, 742],
				[760, 810],
				[660, 810],
			],
			'#e8e1d3',
		),
	)
	for (const [y, w] of [
		[752, 44],
		[772, 52],
		[792, 60],
	])
		s.add(rect(680 - (w - 44) / 2 + (y - 752) * 0.55, y, w, 10, '#d6ccba', { rx: 2, opacity: 0.7 }))
	s.add(rect(0, 810, W, 34, '#e7e2d8'), rect(0, 810, W, 4, '#d2ccc0'))
	for (let x = 0; x < W; x += 120) s.add(rect(x, 810, 2, 34, '#d2ccc0'))
	s.add(rect(0, 844, W, 56, '#5b6068'), rect(0, 844, W, 6, '#c9c4bb'))
	for (let x = 40; x < W; x += 160) s.add(rect(x, 870, 70, 5, '#f2efe6', { opacity: 0.8 }))
	// planting
	for (const [x, w] of [
		[310, 58],
		[372, 44],
		[890, 52],
		[940, 40],
	])
		shrub(s, x, 748, w)
	agave(s, 590, 760, 30)
	agave(s, 820, 762, 26)
	liveOak(s, 90, 800, 300, { dark: '#36623f', mid: '#467a4b', light: '#5f9156' })
	yardSign(s, 860, 808, 1.1)
	// warm evening light over everything
	s.add(
		rect(
			0,
			0,
			W,
			H,
			s.linear([
				[0, '#ffb36b', 0.1],
				[0.6, '#ffb36b', 0],
				[1, '#1b2440', 0.08],
			]),
		),
	)
	return s.toString()
}

/** The poster of the "what we do" block: a street of three homes at golden hour. */
export function posterSvg() {
	const W = 1200
	const H = 675
	const p = GOLDEN
	const s = goldenSky(
		W,
		H,
		440,
		[980, 250, 40],
		[
			[120, 90, 190],
			[560, 60, 150],
		],
	)
	hills(s, W, 430, p.hills, 30, 9)
	treeLine(s, W, 450, p.treeLine, 13)
	s.add(
		rect(
			0,
			445,
			W,
			230,
			s.linear([
				[0, p.lawn[0]],
				[1, p.lawn[1]],
			]),
		),
	)
	liveOak(s, 470, 520, 230)
	liveOak(s, 1140, 520, 260)
	gableHouse(s, 230, 540, 0.78, { lit: true, wall: '#e9dcc5', roof: '#54606e', door: '#2f6f6d' })
	modernHouse(s, 720, 548, 0.6, { lit: true, clad: '#9c6b45' })
	ranchHouse(s, 1050, 548, 0.56, { lit: true })
	for (const [x, w] of [
		[90, 44],
		[380, 40],
		[560, 36],
		[910, 40],
	])
		shrub(s, x, 556, w)
	cypress(s, 890, 560, 120)
	// sidewalk and street
	s.add(rect(0, 580, W, 26, '#e7e2d8'), rect(0, 580, W, 3, '#d2ccc0'))
	for (let x = 0; x < W; x += 100) s.add(rect(x, 580, 2, 26, '#d2ccc0'))
	s.add(rect(0, 606, W, 69, '#5b6068'), rect(0, 606, W, 5, '#c9c4bb'))
	for (let x = 30; x < W; x += 150) s.add(rect(x, 640, 64, 5, '#f2efe6', { opacity: 0.8 }))
	for (const x of [40, 500, 900]) {
		s.add(
			rect(x, 470, 5, 112, '#3a3f47'),
			rect(x - 8, 462, 21, 10, '#3a3f47', { rx: 3 }),
			rect(x - 5, 471, 15, 5, '#ffe2a3'),
		)
	}
	s.add(
		rect(
			0,
			0,
			W,
			H,
			s.linear([
				[0, '#ffb36b', 0.12],
				[0.7, '#ffb36b', 0],
				[1, '#1b2440', 0.12],
			]),
		),
	)
	return s.toString()
}
