#!/usr/bin/env node
/**
 * Draws the illustrated demo pictures of the site (listing photos, fallback
 * picture, avatars, logo) as SVG and rasterises them with sharp.
 *
 * Everything is generated locally and deterministically (seeded randomness):
 * running the script twice produces the same files.
 *
 *   node scripts/generate-images.mjs                 all pictures
 *   node scripts/generate-images.mjs --only=01,07    only these homes (and no extras)
 *   node scripts/generate-images.mjs --png=/tmp/out  also write PNG previews there
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const IMAGES_DIR = path.join(ROOT, 'public', 'images')
const DEMO_DIR = path.join(IMAGES_DIR, 'demo')
const W = 1200
const H = 800
const VARIANT_WIDTHS = [400, 800]
const WEBP_QUALITY = 80

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

function createRng(seed) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	return {
		next,
		range: (min, max) => min + (max - min) * next(),
		int: (min, max) => Math.floor(min + (max - min + 1) * next()),
		pick: (list) => list[Math.floor(next() * list.length)],
		chance: (p) => next() < p,
		shuffle: (list) => {
			const out = [...list]
			for (let i = out.length - 1; i > 0; i--) {
				const j = Math.floor(next() * (i + 1))
				;[out[i], out[j]] = [out[j], out[i]]
			}
			return out
		},
	}
}

// ---------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------

function hexToRgb(hex) {
	let h = hex.replace('#', '')
	if (h.length === 3) h = [...h].map((ch) => ch + ch).join('')
	const v = parseInt(h, 16)
	return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function rgbToHex(rgb) {
	return (
		'#' +
		rgb
			.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0'))
			.join('')
	)
}

const mix = (a, b, t) => {
	const A = hexToRgb(a)
	const B = hexToRgb(b)
	return rgbToHex(A.map((v, i) => v + (B[i] - v) * t))
}
const lighten = (c, t) => mix(c, '#ffffff', t)
/** Darkens towards a cool navy rather than pure black: shadows look less dirty. */
const darken = (c, t) => mix(c, '#141a2e', t)

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

const num = (v) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 10) / 10))

function attrs(o) {
	return Object.entries(o)
		.filter(([, v]) => v !== undefined && v !== null && v !== false)
		.map(([k, v]) => {
			const name = k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())
			return `${name}="${typeof v === 'number' ? num(v) : v}"`
		})
		.join(' ')
}

const pts = (list) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')
const rect = (x, y, width, height, fill, o = {}) =>
	`<rect ${attrs({ x, y, width: Math.max(0, width), height: Math.max(0, height), fill, ...o })}/>`
const circle = (cx, cy, r, fill, o = {}) => `<circle ${attrs({ cx, cy, r, fill, ...o })}/>`
const ellipse = (cx, cy, rx, ry, fill, o = {}) =>
	`<ellipse ${attrs({ cx, cy, rx, ry, fill, ...o })}/>`
const poly = (list, fill, o = {}) => `<polygon ${attrs({ points: pts(list), fill, ...o })}/>`
const pathEl = (d, fill, o = {}) => `<path ${attrs({ d, fill, ...o })}/>`
const line = (x1, y1, x2, y2, stroke, strokeWidth = 1, o = {}) =>
	`<line ${attrs({ x1, y1, x2, y2, stroke, strokeWidth, ...o })}/>`
const polyline = (list, stroke, strokeWidth = 1, o = {}) =>
	`<polyline ${attrs({ points: pts(list), fill: 'none', stroke, strokeWidth, ...o })}/>`
const group = (content, o = {}) => `<g ${attrs(o)}>${[].concat(content).join('')}</g>`

/** A smooth curve through the given points (Catmull-Rom turned into Béziers). */
function smoothPath(points) {
	let d = `M${num(points[0][0])},${num(points[0][1])}`
	for (let i = 0; i < points.length - 1; i++) {
		const p0 = points[i - 1] ?? points[i]
		const p1 = points[i]
		const p2 = points[i + 1]
		const p3 = points[i + 2] ?? p2
		const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
		const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
		d += `C${num(c1[0])},${num(c1[1])} ${num(c2[0])},${num(c2[1])} ${num(p2[0])},${num(p2[1])}`
	}
	return d
}

/** Collects the elements and the shared definitions (gradients, filters…) of one picture. */
class Svg {
	constructor(width = W, height = H) {
		this.width = width
		this.height = height
		this.defs = []
		this.parts = []
		this.cache = new Map()
		this.uid = 0
	}

	add(...elements) {
		this.parts.push(...elements.flat())
		return this
	}

	define(key, build) {
		if (!this.cache.has(key)) {
			const id = `d${++this.uid}`
			this.defs.push(build(id))
			this.cache.set(key, `url(#${id})`)
		}
		return this.cache.get(key)
	}

	static stops(list) {
		return list
			.map(
				([offset, color, opacity = 1]) =>
					`<stop offset="${offset}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`,
			)
			.join('')
	}

	/** Linear gradient; direction in bounding-box units (default: top to bottom). */
	linear(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
		const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`
		return this.define(
			key,
			(id) =>
				`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${Svg.stops(stops)}</linearGradient>`,
		)
	}

	radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
		const key = `R${JSON.stringify(stops)}${cx},${cy},${r}`
		return this.define(
			key,
			(id) =>
				`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${Svg.stops(stops)}</radialGradient>`,
		)
	}

	blur(deviation) {
		return this.define(
			`B${deviation}`,
			(id) =>
				`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
		)
	}

	clip(content) {
		const id = `d${++this.uid}`
		this.defs.push(`<clipPath id="${id}">${content}</clipPath>`)
		return `url(#${id})`
	}

	pattern(key, width, height, content) {
		return this.define(
			`P${key}`,
			(id) =>
				`<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${content}</pattern>`,
		)
	}

	toString() {
		return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
	}
}

/** A soft blurred shadow ellipse, the cheapest way to ground an object. */
function softShadow(s, cx, cy, rx, ry, opacity = 0.22, blur = 6) {
	return ellipse(cx, cy, rx, ry, '#0d1226', { opacity, filter: s.blur(blur) })
}

// ---------------------------------------------------------------------------
// Exterior scenes: time of day, sky, backdrop, ground and plants
// ---------------------------------------------------------------------------

/** Where the facades stand on the ground, and where the lawn meets the backdrop. */
const HORIZON = 560
const BASE = 640
const WALK_Y = 744

const TIMES = {
	day: {
		sky: ['#4a94dc', '#86bff0', '#d9eefa'],
		grade: null,
		gradeAmount: 0,
		litChance: 0,
		shadow: 0.2,
		cloud: '#ffffff',
		cloudShade: '#d5e3f1',
		haze: '#cfe6f6',
	},
	golden: {
		sky: ['#5b77bd', '#d99a9a', '#fbd08f'],
		grade: '#ff8f3a',
		gradeAmount: 0.13,
		litChance: 0.3,
		shadow: 0.24,
		cloud: '#ffe4cf',
		cloudShade: '#e7a08d',
		haze: '#f6c9a0',
	},
	dusk: {
		sky: ['#18204d', '#4a3f82', '#e08f86'],
		grade: '#262456',
		gradeAmount: 0.42,
		litChance: 0.72,
		shadow: 0.12,
		cloud: '#7a6aa6',
		cloudShade: '#4c4482',
		haze: '#8a6f9c',
	},
}

/** Picks by variant (so homes of the same style differ), or at random. */
const pickV = (ctx, list, offset = 0) => (ctx.variant === undefined ? ctx.r.pick(list) : list[(ctx.variant + offset) % list.length])

/** Draws something mirrored left-to-right (used to vary repeated layouts). */
function mirrored(ctx, on, draw) {
	const start = ctx.s.parts.length
	const result = draw()
	if (on) {
		const parts = ctx.s.parts.splice(start)
		ctx.s.add(group(parts, { transform: `translate(${W} 0) scale(-1 1)` }))
	}
	return result
}

function exteriorContext(s, rng, tod) {
	const time = TIMES[tod]
	/** Colour grading: every painted colour goes through this for the time of day. */
	const c = (color, k = 1) =>
		time.grade ? mix(color, time.grade, Math.min(1, time.gradeAmount * k)) : color
	return { s, r: rng, tod, time, c, lit: () => rng.chance(time.litChance) }
}

function drawSky(ctx) {
	const { s, r, time, tod } = ctx
	const [top, mid, low] = time.sky
	s.add(rect(0, 0, W, HORIZON + 40, s.linear([[0, top], [0.55, mid], [1, low]])))
	if (tod === 'day') {
		const x = r.pick([r.range(120, 300), r.range(900, 1080)])
		s.add(circle(x, 105, 170, s.radial([[0, '#fffbe6', 0.75], [0.35, '#fff6d8', 0.25], [1, '#ffffff', 0]])))
		s.add(circle(x, 105, 30, '#fffbea'))
		ctx.sunX = x
	} else if (tod === 'golden') {
		const x = r.pick([r.range(140, 320), r.range(880, 1060)])
		s.add(circle(x, 430, 420, s.radial([[0, '#ffe2a6', 0.85], [0.3, '#ffc07a', 0.4], [1, '#ff9f6b', 0]])))
		s.add(circle(x, 430, 46, s.radial([[0, '#fff4d6'], [1, '#ffd98f']])))
		ctx.sunX = x
	} else {
		for (let i = 0; i < 70; i++) {
			const y = Math.pow(r.next(), 1.6) * 330
			s.add(circle(r.range(0, W), y, r.range(0.6, 1.8), '#ffffff', { opacity: r.range(0.35, 0.95) }))
		}
		const x = r.pick([r.range(140, 300), r.range(900, 1060)])
		const y = r.range(90, 140)
		s.add(circle(x, y, 95, s.radial([[0, '#fff8e0', 0.35], [1, '#fff8e0', 0]])))
		s.add(circle(x, y, 24, s.radial([[0, '#fffbea'], [1, '#ece4c8']], 0.4, 0.4, 0.7)))
		s.add(circle(x - 7, y - 5, 5, '#d9d0b2', { opacity: 0.6 }), circle(x + 8, y + 6, 7, '#d9d0b2', { opacity: 0.5 }), circle(x + 6, y - 10, 3, '#d9d0b2', { opacity: 0.6 }))
	}
	const clouds = r.int(2, 4)
	for (let i = 0; i < clouds; i++) {
		cloud(ctx, r.range(-60, W - 100), r.range(70, 300), r.range(150, 280))
	}
}

function cloud(ctx, x, y, w) {
	const { s, r, time } = ctx
	const h = w * 0.16
	const bumps = []
	const n = r.int(3, 5)
	for (let i = 0; i < n; i++) {
		const t = (i + 0.5) / n
		const rr = h * r.range(0.9, 1.6) * (1 - Math.abs(t - 0.45) * 0.9)
		bumps.push([x + w * 0.12 + t * w * 0.76, y - rr * 0.25, rr])
	}
	const shape = (dy, fill, opacity) =>
		group(
			[rect(x, y - h / 2 + dy, w, h, fill, { rx: h / 2 }), ...bumps.map(([cx, cy, rr]) => circle(cx, cy + dy, rr, fill))],
			{ opacity },
		)
	const o = ctx.tod === 'dusk' ? 0.4 : 0.92
	s.add(shape(4, time.cloudShade, o), shape(0, time.cloud, o))
}

/** Rolling hills or a tree line in the distance, faded into the sky haze. */
function drawHills(ctx, o = {}) {
	const { s, r, c, time } = ctx
	const layers = o.layers ?? [
		{ y: HORIZON - 70, amp: 45, color: '#8fb8a0', haze: 0.55 },
		{ y: HORIZON - 30, amp: 30, color: '#6fa37a', haze: 0.3 },
	]
	for (const layer of layers) {
		const points = []
		for (let x = -100; x <= W + 100; x += r.range(120, 220)) {
			points.push([x, layer.y - r.range(0, layer.amp)])
		}
		points.push([W + 100, layer.y])
		const color = c(mix(layer.color, time.haze, layer.haze))
		s.add(pathEl(`${smoothPath(points)}L${W + 100},${HORIZON + 20}L-100,${HORIZON + 20}Z`, color))
	}
	if (o.treeLine !== false) treeLine(ctx, HORIZON - 8, o.treeColor ?? '#4f8a5e', 0.32)
}

function treeLine(ctx, y, color, haze) {
	const { s, r, c, time } = ctx
	const fill = c(mix(color, time.haze, haze))
	const blobs = []
	for (let x = -20; x < W + 20; x += r.range(14, 30)) {
		const rr = r.range(12, 26)
		blobs.push(circle(x, y - rr * 0.6, rr, fill))
	}
	s.add(group(blobs), rect(0, y - 4, W, 30, fill))
}

function drawMountains(ctx) {
	const { s, r, c, time } = ctx
	const ranges = [
		{ base: HORIZON - 40, peak: 300, color: '#7d8fb0', haze: 0.5, snow: true },
		{ base: HORIZON - 20, peak: 380, color: '#5f7a8f', haze: 0.35, snow: false },
	]
	for (const m of ranges) {
		let x = -150
		while (x < W + 150) {
			const w = r.range(260, 460)
			const top = m.peak + r.range(-40, 60)
			const px = x + w * r.range(0.4, 0.6)
			const color = c(mix(m.color, time.haze, m.haze))
			s.add(poly([[x, m.base + 40], [px, top], [x + w, m.base + 40]], color))
			s.add(poly([[px, top], [x + w, m.base + 40], [px + w * 0.12, m.base + 40]], darken(color, 0.12), { opacity: 0.6 }))
			if (m.snow) {
				const sh = (m.base - top) * 0.28
				s.add(
					poly(
						[[px, top], [px + sh * 0.9, top + sh], [px + sh * 0.35, top + sh * 0.8], [px, top + sh * 1.05], [px - sh * 0.4, top + sh * 0.75], [px - sh * 0.9, top + sh]],
						c(mix('#ffffff', time.haze, 0.2)),
					),
				)
			}
			x += w * r.range(0.5, 0.8)
		}
	}
	// distant pine forest
	const far = c(mix('#2f5d4a', time.haze, 0.35))
	for (let x = -10; x < W + 10; x += r.range(9, 16)) {
		const h = r.range(30, 60)
		s.add(poly([[x - h * 0.22, HORIZON + 5], [x, HORIZON + 5 - h], [x + h * 0.22, HORIZON + 5]], far))
	}
	s.add(rect(0, HORIZON, W, 30, far))
}

function drawSkyline(ctx, o = {}) {
	const { s, r, c, time } = ctx
	const layers = [
		{ color: '#9aaec4', haze: 0.55, min: 120, max: 280, y: HORIZON + 20 },
		{ color: '#7a8ea6', haze: 0.35, min: 70, max: 200, y: HORIZON + 30 },
	]
	for (const layer of layers) {
		const fill = c(mix(layer.color, time.haze, layer.haze))
		let x = -20
		while (x < W) {
			const w = r.range(50, 120)
			const h = r.range(layer.min, layer.max) * (o.scale ?? 1)
			const top = layer.y - h
			const parts = [rect(x, top, w, h, fill)]
			if (r.chance(0.3)) parts.push(rect(x + w * 0.3, top - 20, w * 0.4, 20, fill))
			if (r.chance(0.15)) parts.push(rect(x + w * 0.48, top - 45, 3, 45, fill))
			// a few tiny windows
			const lit = ctx.tod === 'dusk'
			for (let wy = top + 12; wy < layer.y - 10; wy += 14) {
				for (let wx = x + 7; wx < x + w - 8; wx += 11) {
					if (r.chance(lit ? 0.3 : 0.5)) {
						parts.push(rect(wx, wy, 5, 7, lit ? '#ffd58a' : lighten(fill, 0.18), { opacity: lit ? r.range(0.5, 0.9) : 0.7 }))
					}
				}
			}
			s.add(group(parts))
			x += w + r.range(-10, 12)
		}
	}
}

function drawSea(ctx, y) {
	const { s, r, c } = ctx
	s.add(rect(0, y, W, HORIZON + 30 - y, s.linear([[0, c('#5aa6c9')], [1, c('#2f86b0')]])))
	for (let i = 0; i < 40; i++) {
		const yy = y + Math.pow(r.next(), 1.5) * (HORIZON - y)
		const ww = r.range(10, 50) * (0.5 + (yy - y) / (HORIZON - y))
		s.add(rect(r.range(0, W), yy, ww, 1.6, '#ffffff', { opacity: r.range(0.25, 0.6) }))
	}
	if (ctx.tod !== 'day') {
		s.add(rect(0, y, W, 18, ctx.time.haze, { opacity: 0.5, filter: s.blur(6) }))
	}
}

function drawLawn(ctx, o = {}) {
	const { s, c } = ctx
	const grass = o.grass ?? '#86bb5f'
	s.add(rect(0, HORIZON, W, H - HORIZON, s.linear([[0, c(lighten(grass, 0.08))], [1, c(darken(grass, 0.12))]])))
	if (o.street !== false) street(ctx)
}

/** Sidewalk, curb and a strip of road along the bottom of an exterior picture. */
function street(ctx, top = WALK_Y) {
	const { s, c } = ctx
	const parts = [
		rect(0, top, W, 30, s.linear([[0, c('#e7e3dc')], [1, c('#d0cbc2')]])),
		rect(0, top + 30, W, 7, c('#b2aca2')),
		rect(0, top + 37, W, H - top - 37, c('#5b5e66')),
		rect(0, top + 37, W, 4, c('#464950')),
	]
	for (let x = 40; x < W; x += 96) parts.push(rect(x, top, 1.5, 30, c('#b9b3a9')))
	s.add(parts)
}

// ---- plants -----------------------------------------------------------------

const GREENS = ['#4f9a5a', '#5fa565', '#3f8656', '#6aa84f', '#4b8f6b', '#78a85a']

function roundTree(ctx, x, baseY, h, o = {}) {
	const { s, r, c } = ctx
	const green = o.color ?? r.pick(GREENS)
	const R = h * 0.3
	const cy = baseY - h + R * 1.05
	const trunkH = baseY - cy
	const out = []
	if (o.shadow !== false) out.push(softShadow(s, x + R * 0.35, baseY + 2, R * 0.9, R * 0.14, ctx.time.shadow + 0.05, 4))
	out.push(poly([[x - R * 0.08, baseY], [x - R * 0.045, cy], [x + R * 0.045, cy], [x + R * 0.08, baseY]], c('#6a4a36')))
	out.push(line(x, cy + trunkH * 0.45, x + R * 0.35, cy + trunkH * 0.15, c('#6a4a36'), R * 0.05, { strokeLinecap: 'round' }))
	const blobs = []
	const n = r.int(5, 7)
	for (let i = 0; i < n; i++) {
		const a = (i / n) * Math.PI * 2 + r.range(-0.3, 0.3)
		const d = R * r.range(0.35, 0.55)
		blobs.push([x + Math.cos(a) * d * 1.05, cy + Math.sin(a) * d * 0.85, R * r.range(0.5, 0.65)])
	}
	blobs.push([x, cy - R * 0.1, R * 0.7])
	const dark = c(darken(green, 0.22))
	const mid = c(green)
	const light = c(lighten(green, 0.18))
	for (const [bx, by, br] of blobs) out.push(circle(bx, by, br, dark))
	for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.12, by - br * 0.14, br * 0.86, mid))
	for (const [bx, by, br] of blobs.filter(([bx, by]) => bx < x + R * 0.2 && by < cy + R * 0.1)) {
		out.push(circle(bx - br * 0.3, by - br * 0.32, br * 0.45, light, { opacity: 0.85 }))
	}
	s.add(group(out))
}

function pineTree(ctx, x, baseY, h, o = {}) {
	const { s, r, c } = ctx
	const green = o.color ?? r.pick(['#2f6b4f', '#3a7a55', '#2c5e48', '#3d7060'])
	const w = h * 0.42
	const out = []
	if (o.shadow !== false) out.push(softShadow(s, x + w * 0.3, baseY + 2, w * 0.55, w * 0.09, ctx.time.shadow, 3))
	out.push(rect(x - w * 0.05, baseY - h * 0.15, w * 0.1, h * 0.15, c('#5e4030')))
	const tiers = 4
	for (let i = 0; i < tiers; i++) {
		const t = i / tiers
		const bottom = baseY - h * 0.1 - t * h * 0.62
		const top = bottom - h * 0.4
		const half = (w / 2) * (1 - t * 0.55)
		out.push(poly([[x - half, bottom], [x, top], [x + half, bottom]], c(darken(green, 0.08))))
		out.push(poly([[x - half, bottom], [x, top], [x, bottom - h * 0.03]], c(lighten(green, 0.1))))
	}
	s.add(group(out))
}

function cypress(ctx, x, baseY, h, o = {}) {
	const { s, c } = ctx
	const green = o.color ?? '#3f7556'
	const w = h * 0.22
	s.add(
		softShadow(s, x + w * 0.5, baseY, w * 0.8, w * 0.2, ctx.time.shadow, 3),
		ellipse(x, baseY - h / 2, w / 2, h / 2, c(darken(green, 0.1))),
		ellipse(x - w * 0.12, baseY - h / 2 - h * 0.03, w * 0.32, h * 0.44, c(lighten(green, 0.1))),
	)
}

function palmTree(ctx, x, baseY, h, o = {}) {
	const { s, r, c } = ctx
	const lean = (o.lean ?? r.range(-0.25, 0.25)) * h
	const top = [x + lean, baseY - h]
	const ctrl = [x + lean * 0.1, baseY - h * 0.5]
	const trunk = []
	const seg = 14
	const left = []
	const right = []
	for (let i = 0; i <= seg; i++) {
		const t = i / seg
		const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0]
		const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1]
		const wdt = h * (0.045 - t * 0.02)
		left.push([px - wdt, py])
		right.push([px + wdt, py])
		if (i > 0 && i < seg) trunk.push(line(px - wdt, py, px + wdt, py - 3, c('#8a6a4a'), 1.5, { opacity: 0.6 }))
	}
	const out = [softShadow(s, x + h * 0.25, baseY + 2, h * 0.3, h * 0.03, ctx.time.shadow, 3)]
	out.push(poly([...left, ...right.reverse()], c('#b08d66')), ...trunk)
	const fronds = 9
	for (let i = 0; i < fronds; i++) {
		const a = -Math.PI / 2 + ((i / (fronds - 1)) - 0.5) * Math.PI * 1.7 + r.range(-0.15, 0.15)
		const len = h * r.range(0.32, 0.42)
		const tip = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.6 + len * 0.35]
		const mid = [top[0] + Math.cos(a) * len * 0.55, top[1] + Math.sin(a) * len * 0.55 - len * 0.08]
		const nx = -Math.sin(a) * len * 0.1
		const ny = Math.cos(a) * len * 0.1
		const green = c(r.pick(['#3f8f5a', '#4e9d5d', '#357d4f']))
		out.push(
			pathEl(
				`M${num(top[0])},${num(top[1])}Q${num(mid[0] + nx)},${num(mid[1] + ny)} ${num(tip[0])},${num(tip[1])}Q${num(mid[0] - nx)},${num(mid[1] - ny)} ${num(top[0])},${num(top[1])}Z`,
				green,
			),
			pathEl(`M${num(top[0])},${num(top[1])}Q${num(mid[0])},${num(mid[1])} ${num(tip[0])},${num(tip[1])}`, 'none', {
				stroke: c('#2b6a42'),
				strokeWidth: 1.2,
			}),
		)
	}
	out.push(circle(top[0], top[1] + 3, h * 0.03, c('#6d5233')))
	s.add(group(out))
}

function shrub(ctx, x, baseY, w, o = {}) {
	const { s, r, c } = ctx
	const green = o.color ?? r.pick(GREENS)
	const h = w * (o.tall ?? 0.55)
	const out = [softShadow(s, x + w * 0.1, baseY, w * 0.55, w * 0.08, ctx.time.shadow, 3)]
	const blobs = []
	const n = Math.max(2, Math.round(w / 28))
	for (let i = 0; i < n; i++) {
		const t = n === 1 ? 0.5 : i / (n - 1)
		const rr = (w / n) * r.range(0.65, 0.85) * (1 - Math.abs(t - 0.5) * 0.4)
		blobs.push([x - w / 2 + rr * 0.8 + t * (w - rr * 1.6), baseY - Math.min(h, rr * 1.4) * 0.75, rr])
	}
	for (const [bx, by, br] of blobs) out.push(circle(bx, by, br, c(darken(green, 0.2))))
	for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.1, by - br * 0.12, br * 0.85, c(green)))
	for (const [bx, by, br] of blobs) out.push(circle(bx - br * 0.35, by - br * 0.35, br * 0.35, c(lighten(green, 0.2)), { opacity: 0.8 }))
	if (o.flowers) {
		for (let i = 0; i < w / 6; i++) {
			const [bx, by, br] = r.pick(blobs)
			const a = r.range(0, Math.PI * 2)
			const d = r.range(0, br * 0.8)
			out.push(circle(bx + Math.cos(a) * d, by + Math.sin(a) * d * 0.8, r.range(2, 3.5), c(o.flowers)))
		}
	}
	out.push(rect(x - w / 2 - 2, baseY, w + 4, 3, c(darken(green, 0.3)), { opacity: 0.4 }))
	s.add(group(out))
}

function hedge(ctx, x, baseY, w, h, color = '#4d8b57') {
	const { s, c } = ctx
	const out = [softShadow(s, x + w / 2 + 8, baseY, w / 2 + 4, 5, ctx.time.shadow, 3)]
	out.push(rect(x, baseY - h, w, h, c(color), { rx: Math.min(10, h / 3) }))
	out.push(rect(x, baseY - h, w, h * 0.35, c(lighten(color, 0.15)), { rx: Math.min(10, h / 3) }))
	out.push(rect(x, baseY - 6, w, 6, c(darken(color, 0.2))))
	s.add(out)
}

function grassTuft(ctx, x, baseY, h, color = '#9bb06a') {
	const { s, r, c } = ctx
	const blades = []
	for (let i = 0; i < 9; i++) {
		const a = -Math.PI / 2 + (i / 8 - 0.5) * 1.5
		const len = h * r.range(0.7, 1)
		blades.push(
			pathEl(
				`M${num(x + (i - 4) * 1.5)},${num(baseY)}Q${num(x + Math.cos(a) * len * 0.3)},${num(baseY - len * 0.6)} ${num(x + Math.cos(a) * len)},${num(baseY + Math.sin(a) * len)}`,
				'none',
				{ stroke: c(i % 2 ? color : lighten(color, 0.2)), strokeWidth: 2.2, strokeLinecap: 'round' },
			),
		)
	}
	s.add(group(blades))
}

function flowerBed(ctx, x, baseY, w, colors = ['#e86f7e', '#f2c14e', '#ffffff', '#b58ad6']) {
	const { s, r, c } = ctx
	const out = [rect(x, baseY - 6, w, 10, c('#6b4d3b'), { rx: 4 })]
	for (let i = 0; i < w / 9; i++) {
		const fx = x + 4 + r.range(0, w - 8)
		const fy = baseY - r.range(6, 20)
		out.push(line(fx, baseY - 4, fx, fy, c('#4f8a4f'), 1.5))
		out.push(circle(fx, fy, r.range(2.5, 4), c(r.pick(colors))))
	}
	s.add(group(out))
}

function cactus(ctx, x, baseY, h) {
	const { s, c } = ctx
	const g = c('#5c9a63')
	const w = h * 0.2
	s.add(
		softShadow(s, x + w, baseY, w * 1.5, w * 0.25, ctx.time.shadow, 3),
		rect(x - w / 2, baseY - h, w, h, g, { rx: w / 2 }),
		pathEl(`M${x - w / 2},${baseY - h * 0.45}h${-w * 0.9}v${-h * 0.3}`, 'none', { stroke: g, strokeWidth: w * 0.7, strokeLinecap: 'round', strokeLinejoin: 'round' }),
		pathEl(`M${x + w / 2},${baseY - h * 0.6}h${w * 0.8}v${-h * 0.22}`, 'none', { stroke: g, strokeWidth: w * 0.65, strokeLinecap: 'round', strokeLinejoin: 'round' }),
		rect(x - w / 2 + w * 0.15, baseY - h + w * 0.3, w * 0.25, h - w * 0.6, c('#7fb685'), { rx: w * 0.12 }),
	)
}

function agave(ctx, x, baseY, size) {
	const { s, c } = ctx
	const leaves = []
	for (let i = 0; i < 9; i++) {
		const a = Math.PI + (i / 8) * Math.PI
		const tx = x + Math.cos(a) * size
		const ty = baseY + Math.sin(a) * size * 0.9
		leaves.push(
			poly([[x - size * 0.1, baseY], [tx, ty], [x + size * 0.1, baseY]], c(i % 2 ? '#7fa89a' : '#93b9a8')),
		)
	}
	s.add(softShadow(s, x + 6, baseY, size, size * 0.15, ctx.time.shadow, 3), group(leaves))
}

// ---- fences, paths, small props --------------------------------------------

function picketFence(ctx, x0, x1, baseY, o = {}) {
	const { s, c } = ctx
	const color = c(o.color ?? '#fbfaf6')
	const h = o.height ?? 40
	const gaps = o.gaps ?? []
	const out = []
	const inGap = (x) => gaps.some(([a, b]) => x > a - 8 && x < b + 8)
	const spans = []
	let start = null
	for (let x = x0; x <= x1; x += 4) {
		if (!inGap(x) && start === null) start = x
		if ((inGap(x) || x + 4 > x1) && start !== null) {
			spans.push([start, x])
			start = null
		}
	}
	for (const [a, b] of spans) {
		out.push(rect(a, baseY - h * 0.75, b - a, 5, darken(color, 0.12)))
		out.push(rect(a, baseY - h * 0.3, b - a, 5, darken(color, 0.12)))
		for (let x = a; x < b - 6; x += 17) {
			out.push(poly([[x, baseY], [x, baseY - h + 5], [x + 5, baseY - h], [x + 10, baseY - h + 5], [x + 10, baseY]], color))
			out.push(rect(x + 7.5, baseY - h + 4, 2.5, h - 4, darken(color, 0.1), { opacity: 0.6 }))
		}
	}
	out.push(rect(x0, baseY - 2, x1 - x0, 4, '#0d1226', { opacity: 0.12 }))
	s.add(group(out))
}

function lowWall(ctx, x0, x1, baseY, h, color, o = {}) {
	const { s, c } = ctx
	s.add(
		softShadow(s, (x0 + x1) / 2 + 10, baseY + 2, (x1 - x0) / 2, 5, ctx.time.shadow, 3),
		rect(x0, baseY - h, x1 - x0, h, c(color)),
		rect(x0 - 3, baseY - h - 5, x1 - x0 + 6, 6, c(lighten(color, 0.2))),
	)
	if (o.slats) {
		for (let x = x0 + 10; x < x1 - 4; x += 12) s.add(rect(x, baseY - h + 4, 6, h - 6, c(o.slats)))
	}
}

/** A walkway from a door down to the sidewalk, widening towards the viewer. */
function walkway(ctx, cx, topW, y0, y1, o = {}) {
	const { s, c } = ctx
	const color = o.color ?? '#d9d2c5'
	const bottomW = topW * (o.spread ?? 1.5)
	const out = [poly([[cx - topW / 2, y0], [cx + topW / 2, y0], [cx + bottomW / 2, y1], [cx - bottomW / 2, y1]], c(color))]
	let step = 12
	for (let y = y0 + step; y < y1; y += step, step *= 1.12) {
		const t = (y - y0) / (y1 - y0)
		const hw = (topW + (bottomW - topW) * t) / 2
		out.push(line(cx - hw, y, cx + hw, y, c(darken(color, 0.15)), 1.2))
	}
	out.push(poly([[cx - topW / 2, y0], [cx - topW / 2 + 3, y0], [cx - bottomW / 2 + 4, y1], [cx - bottomW / 2, y1]], c(darken(color, 0.2)), { opacity: 0.4 }))
	s.add(group(out))
}

function driveway(ctx, x0, x1, y0, y1, color = '#c9c4bb') {
	const { s, c } = ctx
	const spread = (x1 - x0) * 0.12
	s.add(
		poly([[x0, y0], [x1, y0], [x1 + spread, y1], [x0 - spread, y1]], s.linear([[0, c(darken(color, 0.06))], [1, c(color)]])),
		line((x0 + x1) / 2, y0, (x0 + x1) / 2, y1, c(darken(color, 0.15)), 1.2),
	)
}

function lampPost(ctx, x, baseY, h = 130) {
	const { s, c, tod } = ctx
	const out = []
	if (tod !== 'day') out.push(circle(x, baseY - h, 40, s.radial([[0, '#ffd98a', 0.7], [1, '#ffd98a', 0]])))
	out.push(rect(x - 2.5, baseY - h, 5, h, c('#2e3440')))
	out.push(rect(x - 6, baseY - 6, 12, 6, c('#2e3440')))
	out.push(poly([[x - 9, baseY - h + 2], [x + 9, baseY - h + 2], [x + 6, baseY - h - 14], [x - 6, baseY - h - 14]], tod === 'day' ? c('#dfe6ea') : '#ffe3a3'))
	out.push(rect(x - 10, baseY - h - 18, 20, 5, c('#2e3440'), { rx: 2 }))
	s.add(group(out))
}

function mailbox(ctx, x, baseY) {
	const { s, c } = ctx
	s.add(
		rect(x - 2, baseY - 44, 4, 44, c('#5a4636')),
		rect(x - 14, baseY - 58, 28, 16, c('#3a4a5c'), { rx: 7 }),
		rect(x + 8, baseY - 66, 3, 12, c('#c8453b')),
	)
}

function chimneySmoke(ctx, x, y) {
	const { s } = ctx
	const puffs = []
	for (let i = 0; i < 5; i++) {
		puffs.push(circle(x + i * 9 + Math.sin(i) * 5, y - i * 16, 7 + i * 3, '#ffffff', { opacity: 0.35 - i * 0.05 }))
	}
	s.add(group(puffs, { filter: s.blur(2) }))
}

/** Final light: warm wash at golden hour, cool at dusk, and a soft vignette. */
function finishScene(ctx, o = {}) {
	const { s, tod } = ctx
	if (tod === 'golden') s.add(rect(0, 0, W, H, s.radial([[0, '#ffb35c', 0.28], [1, '#ff8c42', 0]], (ctx.sunX ?? 240) / W, 0.55, 0.9)))
	if (tod === 'dusk') s.add(rect(0, HORIZON - 100, W, H - HORIZON + 100, s.linear([[0, '#1b1f4a', 0], [1, '#1b1f4a', 0.25]])))
	s.add(rect(0, 0, W, H, s.radial([[0.6, '#0d1226', 0], [1, '#0d1226', 0.22]], 0.5, 0.5, 0.75)))
}

// ---------------------------------------------------------------------------
// Architectural parts (front elevations, light from the upper left)
// ---------------------------------------------------------------------------

function glassFill(ctx, lit) {
	const { s, c } = ctx
	if (lit) return s.linear([[0, '#ffe9b0'], [0.6, '#ffcf7d'], [1, '#f2a94e']])
	return s.linear([[0, c('#dcedf7')], [0.45, c('#a3c6de')], [1, c('#6b8fb0')]], 0, 0, 0.6, 1)
}

/**
 * A window: frame, glass with a reflection (or a warm glow at night),
 * mullions, a sill, and optional shutters.
 */
function windowUnit(ctx, x, y, w, h, o = {}) {
	const { s, c } = ctx
	const frame = c(o.frame ?? '#f7f5f0')
	const ft = o.ft ?? Math.max(3, Math.round(Math.min(w, h) * 0.07))
	const mt = o.mt ?? Math.max(2, ft * 0.6)
	const lit = o.lit ?? ctx.lit()
	const cols = o.cols ?? 1
	const rows = o.rows ?? 1
	const out = []
	if (lit) out.push(rect(x - 8, y - 8, w + 16, h + 16, '#ffc36a', { opacity: 0.3, filter: s.blur(9) }))
	if (o.shutters) {
		const sw = w * 0.42
		const sc = c(o.shutters)
		for (const sx of [x - sw - 4, x + w + 4]) {
			out.push(rect(sx, y, sw, h, sc))
			for (let yy = y + 6; yy < y + h - 4; yy += 6) out.push(rect(sx + 3, yy, sw - 6, 2, darken(sc, 0.18)))
		}
	}
	if (o.reveal !== false) out.push(rect(x - 2, y - 2, w + 4, h + 4, '#0d1226', { opacity: 0.16 }))
	out.push(rect(x, y, w, h, frame, { rx: o.rx ?? 0 }))
	const gx = x + ft
	const gy = y + ft
	const gw = w - 2 * ft
	const gh = h - 2 * ft
	out.push(rect(gx, gy, gw, gh, glassFill(ctx, lit)))
	if (lit) {
		out.push(rect(gx, gy, gw * 0.16, gh, '#f6dcae', { opacity: 0.85 }))
		out.push(rect(gx + gw * 0.84, gy, gw * 0.16, gh, '#f6dcae', { opacity: 0.85 }))
		out.push(rect(gx, gy, gw, gh * 0.25, '#fff3d1', { opacity: 0.35 }))
	} else {
		out.push(rect(gx, gy, gw, Math.max(3, gh * 0.1), '#0d1226', { opacity: 0.14 }))
		out.push(poly([[gx + gw * 0.08, gy + gh], [gx + gw * 0.3, gy + gh], [gx + gw * 0.75, gy], [gx + gw * 0.53, gy]], '#ffffff', { opacity: 0.2 }))
		out.push(poly([[gx + gw * 0.36, gy + gh], [gx + gw * 0.42, gy + gh], [gx + gw * 0.87, gy], [gx + gw * 0.81, gy]], '#ffffff', { opacity: 0.16 }))
	}
	for (let i = 1; i < cols; i++) out.push(rect(gx + (gw * i) / cols - mt / 2, gy, mt, gh, frame))
	for (let i = 1; i < rows; i++) out.push(rect(gx, gy + (gh * i) / rows - mt / 2, gw, mt, frame))
	if (o.sill !== false) {
		const sh = Math.max(3, ft)
		out.push(rect(x - ft, y + h, w + 2 * ft, sh, lighten(frame, 0.1)))
		out.push(rect(x - ft, y + h + sh, w + 2 * ft, 3, '#0d1226', { opacity: 0.15 }))
	}
	if (o.lintel) out.push(rect(x - ft * 1.2, y - ft * 2.2, w + ft * 2.4, ft * 2, c(o.lintel)))
	if (o.box) {
		out.push(rect(x - 2, y + h + 4, w + 4, 12, c(o.box)))
		const r = ctx.r
		for (let i = 0; i < w / 6; i++) {
			out.push(circle(x + 2 + r.range(0, w - 4), y + h + 4 - r.range(-2, 6), r.range(2.5, 4), c(r.pick(['#e86f7e', '#f6c453', '#ffffff', '#5c9a5f', '#5c9a5f']))))
		}
	}
	s.add(group(out))
}

function door(ctx, x, y, w, h, color, o = {}) {
	const { s, c } = ctx
	const frame = c(o.frame ?? '#f5f3ee')
	const out = []
	const ft = Math.max(3, w * 0.08)
	out.push(rect(x - ft, y - ft, w + 2 * ft, h + ft, frame))
	out.push(rect(x, y, w, h, c(color)))
	if (o.glass) {
		out.push(rect(x + w * 0.22, y + h * 0.1, w * 0.56, h * 0.45, glassFill(ctx, ctx.tod !== 'day')))
	} else if (o.modern) {
		out.push(rect(x + w * 0.47, y + h * 0.06, w * 0.06, h * 0.88, c(lighten(color, 0.15)), { opacity: 0.5 }))
	} else {
		for (const [px, py, pw, ph] of [
			[0.15, 0.08, 0.3, 0.38],
			[0.55, 0.08, 0.3, 0.38],
			[0.15, 0.54, 0.3, 0.38],
			[0.55, 0.54, 0.3, 0.38],
		]) {
			out.push(rect(x + w * px, y + h * py, w * pw, h * ph, c(darken(color, 0.12))))
			out.push(rect(x + w * px + 2, y + h * py + 2, w * pw - 4, h * ph - 4, c(lighten(color, 0.04))))
		}
	}
	if (o.modern) out.push(rect(x + w * 0.8, y + h * 0.35, 3, h * 0.3, c('#d8d2c4')))
	else out.push(circle(x + w * 0.82, y + h * 0.55, Math.max(2, w * 0.05), c('#e0b85a')))
	if (o.sidelights) {
		for (const sx of [x - ft - w * 0.3, x + w + ft]) {
			out.push(rect(sx, y, w * 0.3, h, frame))
			out.push(rect(sx + 3, y + 3, w * 0.3 - 6, h - 6, glassFill(ctx, ctx.tod !== 'day')))
		}
	}
	if (o.transom) {
		out.push(rect(x - ft, y - h * 0.22, w + 2 * ft, h * 0.22 - ft, frame))
		out.push(rect(x, y - h * 0.22 + 3, w, h * 0.22 - ft - 6, glassFill(ctx, ctx.tod !== 'day')))
	}
	if (o.lamp) {
		const lx = x + w + ft + (o.sidelights ? w * 0.3 + ft + 8 : 10)
		const ly = y + h * 0.25
		if (ctx.tod !== 'day') out.push(circle(lx + 3, ly + 6, 26, s.radial([[0, '#ffd98a', 0.8], [1, '#ffd98a', 0]])))
		out.push(rect(lx, ly, 7, 14, ctx.tod === 'day' ? c('#2f3540') : '#ffe2a0', { rx: 2 }))
		out.push(rect(lx - 1, ly - 2, 9, 3, c('#2f3540')))
	}
	out.push(rect(x - ft * 2, y + h, w + ft * 4, 5, c('#bdb6aa')))
	s.add(group(out))
}

function garageDoor(ctx, x, y, w, h, color = '#f1efe9', o = {}) {
	const { s, c } = ctx
	const col = c(color)
	const out = [rect(x - 5, y - 5, w + 10, h + 5, c(o.frame ?? '#f7f5f0'))]
	out.push(rect(x, y, w, h, col))
	const rows = 4
	for (let i = 0; i < rows; i++) {
		const ry = y + (h * i) / rows
		out.push(rect(x, ry + h / rows - 3, w, 3, darken(col, 0.15)))
		if (o.windows && i === 0) {
			const n = Math.round(w / 45)
			for (let j = 0; j < n; j++) {
				out.push(rect(x + (w * j) / n + 8, ry + 6, w / n - 16, h / rows - 14, glassFill(ctx, ctx.tod === 'dusk')))
			}
		} else if (!o.slatted) {
			const n = Math.round(w / 45)
			for (let j = 0; j < n; j++) {
				out.push(rect(x + (w * j) / n + 6, ry + 5, w / n - 12, h / rows - 12, lighten(col, 0.06)))
				out.push(rect(x + (w * j) / n + 6, ry + h / rows - 9, w / n - 12, 2, darken(col, 0.08)))
			}
		}
	}
	if (o.slatted) for (let yy = y + 5; yy < y + h; yy += 7) out.push(rect(x, yy, w, 2, darken(col, 0.2)))
	out.push(rect(x, y, w, 6, '#0d1226', { opacity: 0.15 }))
	s.add(group(out))
}

/** Horizontal lap siding lines on a wall. */
function siding(ctx, x, y, w, h, color, step = 9) {
	const out = []
	for (let yy = y + step; yy < y + h; yy += step) {
		out.push(rect(x, yy - 1, w, 1.4, darken(color, 0.14), { opacity: 0.7 }))
		out.push(rect(x, yy + 0.4, w, 1, lighten(color, 0.18), { opacity: 0.5 }))
	}
	ctx.s.add(group(out))
}

function boardAndBatten(ctx, x, y, w, h, color, step = 18) {
	const out = []
	for (let xx = x + step / 2; xx < x + w - 2; xx += step) {
		out.push(rect(xx, y, 3, h, darken(color, 0.1), { opacity: 0.6 }))
		out.push(rect(xx - 1, y, 1, h, lighten(color, 0.15), { opacity: 0.6 }))
	}
	ctx.s.add(group(out))
}

function brickFill(ctx, color, key = color) {
	const { s, r, c } = ctx
	const base = c(color)
	const mortar = c(lighten(color, 0.45))
	const bw = 22
	const bh = 8
	let content = rect(0, 0, bw * 4, bh * 4, mortar)
	for (let row = 0; row < 4; row++) {
		const off = row % 2 ? bw / 2 : 0
		for (let i = -1; i < 4; i++) {
			const shade = r.range(-0.08, 0.08)
			const col = shade > 0 ? lighten(base, shade) : darken(base, -shade)
			content += rect(off + i * bw + 1, row * bh + 1, bw - 2, bh - 2, col)
		}
	}
	return s.pattern(`brick${key}${ctx.tod}`, bw * 4, bh * 4, content)
}

function stoneFill(ctx, color, key = color) {
	const { s, r, c } = ctx
	const base = c(color)
	let content = rect(0, 0, 120, 60, c(darken(color, 0.3)))
	let y = 0
	while (y < 60) {
		const hh = r.pick([12, 15, 20])
		let x = -r.range(0, 20)
		while (x < 120) {
			const ww = r.range(18, 38)
			const shade = r.range(-0.12, 0.12)
			content += rect(x + 1.5, y + 1.5, ww - 3, Math.min(hh, 60 - y) - 3, shade > 0 ? lighten(base, shade) : darken(base, -shade), { rx: 3 })
			x += ww
		}
		y += hh
	}
	return s.pattern(`stone${key}${ctx.tod}`, 120, 60, content)
}

/** Roof seen front-on with the ridge parallel to the facade (trapezoid). */
function hipRoof(ctx, x0, x1, eaveY, height, color, o = {}) {
	const { s, c } = ctx
	const over = o.overhang ?? 22
	const inset = o.inset ?? height * 0.9
	const L = x0 - over
	const R = x1 + over
	const top = eaveY - height
	const col = c(color)
	const out = [
		poly([[L, eaveY], [R, eaveY], [R - inset, top], [L + inset, top]], s.linear([[0, lighten(col, 0.08)], [1, darken(col, 0.08)]])),
	]
	for (let y = top + 11; y < eaveY - 3; y += 11) {
		const t = (y - top) / height
		const xl = L + inset - inset * t
		const xr = R - inset + inset * t
		out.push(rect(xl, y, xr - xl, 1.6, darken(col, 0.22), { opacity: 0.55 }))
	}
	out.push(poly([[R, eaveY], [R - inset, top], [R - inset + 8, top], [R + 2, eaveY]], darken(col, 0.15), { opacity: 0.5 }))
	out.push(rect(L, eaveY, R - L, o.fascia ?? 7, c(o.trim ?? '#f4f1ea')))
	out.push(rect(x0, eaveY + (o.fascia ?? 7), x1 - x0, 12, '#0d1226', { opacity: 0.16 }))
	s.add(group(out))
}

/** A gable end facing the viewer: triangle of wall framed by the roof edges. */
function gableRoof(ctx, x0, x1, eaveY, height, roofColor, wallColor, o = {}) {
	const { s, c } = ctx
	const over = o.overhang ?? 18
	const t = o.thickness ?? 14
	const cx = (x0 + x1) / 2
	const top = eaveY - height
	const slope = height / ((x1 - x0) / 2)
	const out = []
	const roofCol = c(roofColor)
	out.push(poly([[x0 - over, eaveY + over * slope * 0.3], [cx, top - t], [x1 + over, eaveY + over * slope * 0.3], [x1 + over - 4, eaveY + over * slope * 0.3 + t * 0.7], [cx, top + t * 0.2], [x0 - over + 4, eaveY + over * slope * 0.3 + t * 0.7]], roofCol))
	out.push(poly([[x0, eaveY + 1], [cx, top + t * 0.2], [x1, eaveY + 1]], c(o.trim ?? '#f4f1ea')))
	const inner = [[x0 + 7, eaveY + 1], [cx, top + t * 0.2 + 7], [x1 - 7, eaveY + 1]]
	out.push(poly(inner, c(wallColor)))
	if (o.siding !== false) {
		for (let y = top + t + 14; y < eaveY; y += 9) {
			const half = ((y - (top + t * 0.2 + 7)) / (eaveY - (top + t * 0.2 + 7))) * ((x1 - x0) / 2 - 7)
			out.push(rect(cx - half, y - 1, half * 2, 1.4, darken(c(wallColor), 0.14), { opacity: 0.7 }))
		}
	}
	out.push(poly([[x0 + 7, eaveY + 1], [cx, top + t * 0.2 + 7], [cx, top + t * 0.2 + 17], [x0 + 16, eaveY + 1]], '#0d1226', { opacity: 0.12 }))
	s.add(group(out))
	return { cx, top }
}

function chimney(ctx, x, y0, y1, w, color, fill) {
	const { s, c } = ctx
	s.add(
		rect(x, y1, w, y0 - y1, fill ?? c(color)),
		rect(x + w * 0.7, y1, w * 0.3, y0 - y1, '#0d1226', { opacity: 0.15 }),
		rect(x - 4, y1 - 8, w + 8, 9, c(darken(color, 0.25))),
	)
}

function glassRailing(ctx, x, y, w, h = 34, o = {}) {
	const { s, c } = ctx
	const out = [
		rect(x, y - h, w, h, c('#bfe0f0'), { opacity: 0.45 }),
		rect(x, y - h, w, 3, c(o.rail ?? '#d9dde2')),
		poly([[x + w * 0.1, y], [x + w * 0.16, y], [x + w * 0.22, y - h], [x + w * 0.16, y - h]], '#ffffff', { opacity: 0.35 }),
	]
	for (let xx = x; xx <= x + w; xx += Math.max(40, w / 6)) out.push(rect(xx - 1, y - h, 2, h, c('#9aa4ad'), { opacity: 0.6 }))
	s.add(group(out))
}

function metalRailing(ctx, x, y, w, h = 32, color = '#2e3440') {
	const { s, c } = ctx
	const col = c(color)
	const out = [rect(x, y - h, w, 3, col), rect(x, y - 5, w, 2, col)]
	for (let xx = x + 3; xx < x + w; xx += 8) out.push(rect(xx, y - h, 1.8, h, col))
	s.add(group(out))
}

/** A cast shadow to the right of a projecting volume. */
function castShadow(ctx, x, y, w, h, skew = 0.4) {
	if (ctx.tod === 'dusk') return
	ctx.s.add(poly([[x, y], [x + w, y + w * skew], [x + w, y + h], [x, y + h]], '#0d1226', { opacity: ctx.time.shadow * 0.8 }))
}

function buildingShadow(ctx, x0, x1, y = BASE) {
	const { s, time } = ctx
	s.add(ellipse((x0 + x1) / 2 + 30, y + 4, (x1 - x0) / 2 + 40, 16, '#0d1226', { opacity: time.shadow + 0.05, filter: s.blur(8) }))
}

// ---------------------------------------------------------------------------
// Exterior styles
// ---------------------------------------------------------------------------

const SUBURBAN_PALETTES = [
	{ wall: '#ebe5d6', roof: '#4a505b', door: '#a63d3b', shutters: '#3d5366' },
	{ wall: '#c3d2dc', roof: '#414957', door: '#22405e', shutters: '#2c3e50' },
	{ wall: '#dccaa8', roof: '#5d4c43', door: '#2e6b4f', shutters: '#56634a' },
	{ wall: '#bccab4', roof: '#4a4d53', door: '#c98b2b', shutters: '#3e4b40' },
	{ wall: '#f3f1eb', roof: '#39404e', door: '#2f5d8a', shutters: '#27384a' },
]

/** Two-storey family house: hip roof, front gable wing, porch and garage. */
function suburbanHouse(ctx) {
	const { s, r, c } = ctx
	const p = pickV(ctx, SUBURBAN_PALETTES)
	const trim = '#fbfaf6'
	const garageLeft = r.chance(0.5)
	const wingLeft = r.chance(0.5)
	const floorH = 122
	const mainW = 400
	const mainH = floorH * 2
	const gW = 220
	const gH = 132
	const x0 = Math.round((W - mainW - gW) / 2)
	const mainX = garageLeft ? x0 + gW : x0
	const garX = garageLeft ? x0 : x0 + mainW
	const wingW = 170
	const wingX = wingLeft ? mainX : mainX + mainW - wingW
	const eave = BASE - mainH
	const wall = c(p.wall)

	buildingShadow(ctx, x0, x0 + mainW + gW)
	// garage
	s.add(rect(garX, BASE - gH, gW, gH, wall))
	siding(ctx, garX, BASE - gH, gW, gH, wall)
	hipRoof(ctx, garX - (garageLeft ? 0 : 10), garX + gW + (garageLeft ? 10 : 0), BASE - gH, 58, p.roof, { overhang: 16, inset: 60 })
	garageDoor(ctx, garX + 30, BASE - 98, gW - 60, 98, trim, { windows: r.chance(0.5) })
	// main block
	s.add(rect(mainX, eave, mainW, mainH, wall))
	siding(ctx, mainX, eave, mainW, mainH, wall)
	s.add(rect(mainX, BASE - floorH - 4, mainW, 7, c(trim)))
	s.add(rect(mainX, eave, 7, mainH, c(trim)), rect(mainX + mainW - 7, eave, 7, mainH, c(trim)))
	const chimX = wingLeft ? mainX + mainW - 100 : mainX + 66
	chimney(ctx, chimX, eave - 30, eave - 150, 36, '#9c5b45', brickFill(ctx, '#a4604a'))
	hipRoof(ctx, mainX, mainX + mainW, eave, 104, p.roof, { inset: 110 })
	// projecting gable wing
	s.add(rect(wingX, eave, wingW, mainH, wall))
	siding(ctx, wingX, eave, wingW, mainH, wall)
	s.add(rect(wingX, eave, 7, mainH, c(trim)), rect(wingX + wingW - 7, eave, 7, mainH, c(trim)))
	s.add(rect(wingX, BASE - floorH - 4, wingW, 7, c(trim)))
	gableRoof(ctx, wingX, wingX + wingW, eave, 100, p.roof, p.wall)
	windowUnit(ctx, wingX + wingW / 2 - 14, eave - 54, 28, 28, { rx: 14, sill: false, ft: 4, frame: trim })
	if (wingLeft) castShadow(ctx, wingX + wingW, eave, 16, mainH, 0.2)
	// windows
	const lit = () => ctx.lit()
	windowUnit(ctx, wingX + wingW / 2 - 52, eave + 40, 104, 76, { cols: 2, rows: 2, frame: trim, lit: lit() })
	windowUnit(ctx, wingX + wingW / 2 - 64, BASE - floorH + 26, 128, 80, { cols: 3, rows: 1, frame: trim, lit: lit() })
	const restX = wingLeft ? wingX + wingW : mainX
	const restW = mainW - wingW
	for (const t of [0.25, 0.75]) {
		windowUnit(ctx, restX + restW * t - 27, eave + 40, 54, 76, { rows: 2, frame: trim, shutters: p.shutters, lit: lit() })
	}
	// porch with door
	const porchY = BASE - floorH + 12
	const doorX = restX + restW * (wingLeft ? 0.35 : 0.62) - 23
	s.add(rect(restX, BASE - 12, restW, 12, c('#cfc6b8')), rect(restX, BASE - 12, restW, 3, c('#e4ddd1')))
	door(ctx, doorX, BASE - 12 - 90, 46, 90, p.door, { lamp: true })
	const winX = restX + restW * (wingLeft ? 0.8 : 0.2) - 28
	windowUnit(ctx, winX, BASE - floorH + 30, 56, 70, { rows: 2, frame: trim, lit: lit() })
	s.add(poly([[restX - 10, porchY], [restX + restW + 10, porchY], [restX + restW + 2, porchY - 20], [restX - 2, porchY - 20]], c(p.roof)))
	s.add(rect(restX - 10, porchY, restW + 20, 6, c(trim)), rect(restX, porchY + 6, restW, 8, '#0d1226', { opacity: 0.15 }))
	for (const px of [restX + 6, restX + restW - 16]) {
		s.add(rect(px, porchY + 6, 10, BASE - 12 - porchY - 6, c(trim)), rect(px + 7, porchY + 6, 3, BASE - 12 - porchY - 6, '#0d1226', { opacity: 0.12 }))
	}
	// steps and foundation
	s.add(rect(doorX - 14, BASE, 74, 7, c('#d8d0c3')), rect(doorX - 22, BASE + 7, 90, 7, c('#cbc2b4')))
	s.add(rect(Math.min(mainX, garX), BASE - 6, mainW + gW, 6, c('#9d958a')))
	return { door: doorX + 23, garage: [garX + 30, garX + gW - 30], left: x0, right: x0 + mainW + gW }
}

function suburbanScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawHills(ctx)
	for (const x of [r.range(180, 300), r.range(880, 1040)]) roundTree(ctx, x, BASE - 40, r.range(220, 280), { shadow: false, color: '#4b8a5c' })
	drawLawn(ctx)
	const house = suburbanHouse(ctx)
	driveway(ctx, house.garage[0] - 6, house.garage[1] + 6, BASE + 1, WALK_Y)
	walkway(ctx, house.door, 50, BASE + 14, WALK_Y, { spread: 1.4 })
	shrub(ctx, house.left + 40, BASE + 6, 70, { flowers: r.pick(['#e86f7e', '#f4d35e', '#ffffff']) })
	shrub(ctx, house.right - 40, BASE + 6, 64)
	shrub(ctx, house.door - 80, BASE + 8, 56, { flowers: '#f2a3b3' })
	shrub(ctx, house.door + 80, BASE + 8, 56)
	picketFence(ctx, 0, W, 722, { gaps: [[house.door - 40, house.door + 40], [house.garage[0] - 30, house.garage[1] + 30]] })
	const big = r.chance(0.5)
	roundTree(ctx, big ? 90 : W - 90, 712, 330)
	mailbox(ctx, house.garage[0] - 40, 740)
	shrub(ctx, big ? W - 60 : 60, 712, 90, { color: '#5a9a5e' })
}

/** A swimming pool seen slightly from above: coping, water, ripples. */
function pool(ctx, x0, x1, y0, y1, o = {}) {
	const { s, r, c } = ctx
	const spread = o.spread ?? 30
	const coping = c(o.coping ?? '#ece8e0')
	const out = [
		poly([[x0 - 10, y0 - 6], [x1 + 10, y0 - 6], [x1 + spread + 14, y1 + 8], [x0 - spread - 14, y1 + 8]], coping),
		poly([[x0, y0], [x1, y0], [x1 + spread, y1], [x0 - spread, y1]], s.linear([[0, c('#2aa7c9')], [0.5, c('#4cc6dc')], [1, c('#7fdbe6')]])),
		poly([[x0, y0], [x1, y0], [x1 + 2, y0 + 8], [x0 - 2, y0 + 8]], c('#1d7f9e'), { opacity: 0.55 }),
	]
	for (let i = 0; i < (x1 - x0) / 22; i++) {
		const y = r.range(y0 + 12, y1 - 6)
		const t = (y - y0) / (y1 - y0)
		const xl = x0 - spread * t
		const xr = x1 + spread * t
		const x = r.range(xl + 10, xr - 50)
		const w = r.range(18, 46)
		out.push(pathEl(`M${num(x)},${num(y)}q${num(w / 4)},-4 ${num(w / 2)},0t${num(w / 2)},0`, 'none', { stroke: '#ffffff', strokeWidth: 1.6, opacity: r.range(0.35, 0.7) }))
	}
	if (ctx.tod === 'dusk') out.push(poly([[x0, y0], [x1, y0], [x1 + spread, y1], [x0 - spread, y1]], '#7ff0ff', { opacity: 0.25 }))
	if (o.ladder) {
		const lx = o.ladder
		out.push(pathEl(`M${lx},${y0 + 14}v-18q0,-8 8,-8t8,8`, 'none', { stroke: c('#dfe5ea'), strokeWidth: 3 }))
		out.push(pathEl(`M${lx + 22},${y0 + 14}v-18q0,-8 8,-8t8,8`, 'none', { stroke: c('#dfe5ea'), strokeWidth: 3 }))
	}
	s.add(group(out))
}

function lounger(ctx, x, y, color = '#f4f1ea', towel = '#3aa0b8') {
	const { s, c } = ctx
	s.add(
		softShadow(s, x + 40, y + 4, 50, 6, ctx.time.shadow, 3),
		rect(x, y - 12, 78, 8, c(color), { rx: 3 }),
		poly([[x + 58, y - 12], [x + 66, y - 12], [x + 92, y - 40], [x + 86, y - 44]], c(color)),
		rect(x + 20, y - 13, 40, 5, c(towel), { rx: 2 }),
		rect(x + 4, y - 5, 3, 9, c('#8f8a80')),
		rect(x + 70, y - 5, 3, 9, c('#8f8a80')),
	)
}

function umbrella(ctx, x, y, color = '#f2efe6', stripe = '#2f8aa8') {
	const { s, c } = ctx
	const out = [rect(x - 2, y - 150, 4, 150, c('#8a7a64'))]
	out.push(pathEl(`M${x - 80},${y - 130}Q${x},${y - 195} ${x + 80},${y - 130}Z`, c(color)))
	for (const k of [-1, 1]) out.push(pathEl(`M${x},${y - 162}Q${x + k * 30},${y - 160} ${x + k * 48},${y - 134}L${x + k * 26},${y - 132}Q${x + k * 14},${y - 150} ${x},${y - 162}Z`, c(stripe)))
	out.push(pathEl(`M${x - 80},${y - 130}Q${x - 60},${y - 122} ${x - 40},${y - 130}Q${x - 20},${y - 122} ${x},${y - 130}Q${x + 20},${y - 122} ${x + 40},${y - 130}Q${x + 60},${y - 122} ${x + 80},${y - 130}`, 'none', { stroke: c(darken(color, 0.15)), strokeWidth: 2 }))
	s.add(group(out))
}

const VILLA_CLADDING = ['#a8734b', '#3a3f47', '#c29a74', '#6b5a4c']
const VILLA_WALLS = ['#f3f1ec', '#ebe7df', '#e2ded6']

/** Modern villa: two offset white volumes, glass walls, timber cladding and a stone wall. */
function modernVilla(ctx, o = {}) {
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
		if (!(lit && i !== 1)) s.add(poly([[X(gl + 15 + i * 81.5), BASE - 11], [X(gl + 40 + i * 81.5), BASE - 11], [X(gl + 70 + i * 81.5), gy + 17], [X(gl + 45 + i * 81.5), gy + 17]], '#ffffff', { opacity: 0.18 }))
	}
	if (lit) s.add(rect(X(gl - 10, 350), gy + 2, 350, gH, '#ffc36a', { opacity: 0.18, filter: s.blur(12) }))
	// entry door with sidelight
	const dx = 720
	s.add(rect(X(dx, 70), gy + 20, 70, gH - 20, frame))
	s.add(rect(X(dx + 5, 44), gy + 25, 44, gH - 25, s.linear([[0, c(lighten(clad, 0.1))], [1, c(darken(clad, 0.15))]], 0, 0, 1, 0)))
	s.add(rect(X(dx + 52, 13), gy + 25, 13, gH - 25, glassFill(ctx, lit)))
	s.add(rect(X(dx + 40, 3), gy + 70, 3, 40, c('#d6d0c4')))
	// slatted garage under the cantilever
	garageDoor(ctx, X(800, 70), gy + 38, 70, gH - 38, darken(clad, 0.05), { slatted: true, frame: '#2c3036' })
	if (o.car !== false) car(ctx, X(890, 100) + (flip ? 0 : 2), BASE, r.pick(['#c8ccd2', '#2f3a4a', '#9b2f2f', '#f2f2ee']))
	// slab between the floors (terrace on the left)
	s.add(rect(X(215, 680), gy - 12, 680, 12, c('#f7f6f2')), rect(X(230, 650), gy, 650, 10, '#0d1226', { opacity: 0.2 }))
	glassRailing(ctx, X(305, 125), gy - 12, 125, 36)
	// upper, cantilevered volume
	const ux = 430
	const uw = 580
	s.add(rect(X(ux, uw), uy, uw, uH, c(clad)))
	for (let x = ux + 6; x < ux + uw - 3; x += 9) s.add(rect(X(x, 2), uy, 2, uH, c(darken(clad, 0.18)), { opacity: 0.55 }))
	s.add(rect(X(ux + 40, 300), uy + 30, 300, 82, frame))
	for (let i = 0; i < 3; i++) {
		const l = lit && ctx.r.chance(0.8)
		s.add(rect(X(ux + 45 + i * 98.3, 93.3), uy + 35, 93.3, 72, glassFill(ctx, l)))
		if (!l) s.add(poly([[X(ux + 55 + i * 98.3), uy + 107], [X(ux + 80 + i * 98.3), uy + 107], [X(ux + 115 + i * 98.3), uy + 35], [X(ux + 90 + i * 98.3), uy + 35]], '#ffffff', { opacity: 0.18 }))
	}
	s.add(rect(X(ux + 40, 300), uy + 112, 300, 6, c('#dcd8d0')))
	windowUnit(ctx, X(ux + 380, 46), uy + 22, 46, 96, { frame: '#2c3036', ft: 4, sill: false, lit: lit })
	windowUnit(ctx, X(ux + 455, 90), uy + 50, 90, 60, { frame: '#2c3036', ft: 4, cols: 2, sill: false })
	// roof slab
	s.add(rect(X(ux - 18, uw + 36), uy - 14, uw + 36, 14, c('#f7f6f2')), rect(X(ux, uw), uy, uw, 10, '#0d1226', { opacity: 0.25 }))
	if (lit) {
		for (const lx of [420, 560, 680]) s.add(circle(X(lx), gy + 8, 14, s.radial([[0, '#ffe6a8', 0.9], [1, '#ffe6a8', 0]])))
	}
	return { door: X(dx + 30), garage: [X(800, 70), X(800, 70) + 70], left: 220, right: 1010, flip }
}

function villaScene(ctx) {
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

function poolDeck(ctx, x0, x1, y1) {
	const { s, c } = ctx
	s.add(poly([[x0, BASE + 4], [x1, BASE + 4], [x1 + 40, y1], [x0 - 40, y1]], c('#e3ddd2')))
	for (let y = BASE + 14; y < y1; y += 10) {
		const t = (y - BASE - 4) / (y1 - BASE - 4)
		s.add(line(x0 - 40 * t, y, x1 + 40 * t, y, c('#cfc7b9'), 1, { opacity: 0.6 }))
	}
}

/** Single-storey pavilion: thin floating roof slab, glass wall, oak screen and stone. */
function pavilionVilla(ctx) {
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
		if (!l) s.add(poly([[gx + 8, BASE - 5], [gx + 30, BASE - 5], [gx + 72, top + 19], [gx + 50, top + 19]], '#ffffff', { opacity: 0.18 }))
	}
	if (lit) s.add(rect(320, top, 440, h, '#ffc36a', { opacity: 0.16, filter: s.blur(12) }))
	// oak screen with the entry
	s.add(rect(770, top, 260, h, c(darken(oak, 0.45))))
	for (let x = 774; x < 1026; x += 11) s.add(rect(x, top + 6, 6, h - 6, c(x > 800 && x < 860 ? darken(oak, 0.6) : oak)))
	s.add(rect(800, top + 24, 60, h - 24, frame), rect(805, top + 29, 50, h - 29, c(darken(oak, 0.15))), rect(846, top + 70, 3, 46, c('#d6d0c4')))
	// carport
	s.add(rect(1030, top, 130, h, c(darken('#d9d4cc', 0.35))), rect(1030, top, 130, 24, '#0d1226', { opacity: 0.25 }))
	s.add(rect(1146, top, 8, h, frame))
	car(ctx, 1040, BASE, pickV(ctx, ['#c8ccd2', '#2f3a4a', '#9b2f2f', '#f2f2ee']))
	// floating roof slab
	s.add(rect(140, top - 16, 1030, 16, c('#f7f6f2')), rect(170, top, 990, 14, '#0d1226', { opacity: 0.22 }))
	if (lit) for (const lx of [400, 560, 700, 830]) s.add(circle(lx, top + 8, 14, s.radial([[0, '#ffe6a8', 0.9], [1, '#ffe6a8', 0]])))
	s.add(rect(160, BASE - 6, 1000, 6, c('#cfc8bc')))
	return { door: 830, garage: [1040, 1150], left: 170, right: 1160, flip: false }
}

function walkwayStones(ctx, cx, y0, y1) {
	const { s, c } = ctx
	let y = y0
	let size = 12
	while (y < y1 - 4) {
		s.add(rect(cx - size * 2.2, y, size * 4.4, size * 0.8, c('#e2ddd4'), { rx: 2 }), rect(cx - size * 2.2, y + size * 0.8, size * 4.4, 2, c('#b8b1a5')))
		y += size * 1.5
		size *= 1.18
	}
}

/** A parked car seen from the side, nose to the left. */
function car(ctx, x, baseY, color) {
	const { s, c } = ctx
	const body = c(color)
	const out = [softShadow(s, x + 50, baseY, 56, 5, 0.35, 3)]
	out.push(pathEl(`M${x},${baseY - 12}v-14q0,-8 10,-10l14,-3l16,-14q6,-4 14,-4h22q8,0 13,6l10,12l8,2q4,2 4,8v17z`, body))
	out.push(pathEl(`M${x + 27},${baseY - 40}l12,-11q4,-3 9,-3h10v14z`, glassFill(ctx, false)))
	out.push(pathEl(`M${x + 61},${baseY - 40}v-14h10q5,0 8,4l8,10z`, glassFill(ctx, false)))
	out.push(rect(x + 2, baseY - 26, 100, 2, darken(body, 0.2), { opacity: 0.5 }))
	for (const wx of [x + 22, x + 82]) out.push(circle(wx, baseY - 8, 10, c('#22252b')), circle(wx, baseY - 8, 5, c('#b9bec6')))
	out.push(rect(x + 1, baseY - 30, 5, 4, ctx.tod === 'day' ? c('#f2efe3') : '#fff2c4', { rx: 1 }))
	s.add(group(out))
}

/** Wide paved sidewalk, curb and road for street-front buildings. */
function cityGround(ctx, top = BASE) {
	const { s, c } = ctx
	const out = [rect(0, top, W, 772 - top, s.linear([[0, c('#d9d4cb')], [1, c('#c4beb3')]]))]
	let step = 14
	for (let y = top + step; y < 770; y += step, step *= 1.15) out.push(rect(0, y, W, 1.2, c('#b5aea2'), { opacity: 0.7 }))
	for (let x = 60; x < W; x += 120) out.push(line(x, top, x + (x - W / 2) * 0.15, 770, c('#b5aea2'), 1.2, { opacity: 0.7 }))
	out.push(rect(0, 770, W, 8, c('#a69f94')), rect(0, 778, W, H - 778, c('#55585f')), rect(0, 778, W, 3, c('#44474d')))
	s.add(group(out))
}

function streetTree(ctx, x, baseY, h) {
	const { s, c } = ctx
	s.add(rect(x - 20, baseY - 3, 40, 7, c('#8d8478'), { rx: 2 }), rect(x - 16, baseY - 2, 32, 4, c('#6a5444')))
	roundTree(ctx, x, baseY, h)
}

function planter(ctx, x, baseY, w = 34, color = '#4f4a45') {
	const { s, c } = ctx
	s.add(poly([[x - w / 2, baseY - 26], [x + w / 2, baseY - 26], [x + w * 0.4, baseY], [x - w * 0.4, baseY]], c(color)))
	shrub(ctx, x, baseY - 24, w * 1.1, { tall: 0.9 })
}

function cornice(ctx, x, y, w, color) {
	const { s, c } = ctx
	const col = c(color)
	const out = [
		rect(x - 6, y - 28, w + 12, 8, lighten(col, 0.08)),
		rect(x - 2, y - 20, w + 4, 16, col),
		rect(x - 2, y - 8, w + 4, 3, darken(col, 0.2)),
	]
	for (let bx = x + 8; bx < x + w - 8; bx += 26) out.push(rect(bx, y - 5, 8, 14, col), rect(bx + 6, y - 5, 2, 14, darken(col, 0.2)))
	for (let dx = x; dx < x + w; dx += 9) out.push(rect(dx, y - 19, 5, 5, darken(col, 0.12)))
	out.push(rect(x, y + 9, w, 8, '#0d1226', { opacity: 0.18 }))
	s.add(group(out))
}

const TOWNHOUSE_FACADES = ['#a5503c', '#8c5a45', '#e9dfcb', '#a9b9a4', '#4d5d73', '#b36a4c', '#d9c2b4', '#c9d4dc', '#7d8b6a']

/** A row of three or four narrow attached brick townhouses with stoops. */
function townhouseRow(ctx) {
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
		for (const [wy, wh] of [[floorY - 250, 90], [floorY - 352, 80]]) {
			const ww = Math.min(66, (uw / cols) * 0.5)
			for (let k = 0; k < cols; k++) {
				const cx = x + (uw * (k + 0.5)) / cols
				if (arch) {
					s.add(pathEl(`M${num(cx - ww / 2 - 8)},${wy}Q${num(cx)},${wy - 30} ${num(cx + ww / 2 + 8)},${wy}v6Q${num(cx)},${wy - 20} ${num(cx - ww / 2 - 8)},${wy + 6}z`, c(darken(color, 0.2))))
				}
				windowUnit(ctx, cx - ww / 2, wy, ww, wh, { rows: 2, cols: 1, frame, lintel: arch ? null : lintel, box: wh === 90 ? box : null })
			}
		}
		// raised ground floor: door on top of the stoop and a tall window
		const dcx = x + uw * (doorLeft ? 0.26 : 0.74)
		const wcx = x + uw * (doorLeft ? 0.7 : 0.3)
		s.add(rect(dcx - 40, floorY - 136, 80, 10, c(lintel)), rect(dcx - 36, floorY - 126, 72, 4, '#0d1226', { opacity: 0.2 }))
		door(ctx, dcx - 24, floorY - 96, 48, 96, r.pick(doors), { transom: true, lamp: false })
		windowUnit(ctx, wcx - Math.min(50, uw * 0.18), floorY - 116, Math.min(100, uw * 0.36), 100, { cols: 2, rows: 2, frame, lintel })
		windowUnit(ctx, wcx - 30, floorY + 8, 60, 24, { frame, ft: 3, sill: false })
		// stoop
		for (let k = 0; k < 5; k++) {
			const sw = 64 + k * 8
			s.add(rect(dcx - sw / 2, floorY + k * 8, sw, 8, c(k % 2 ? '#cfc7ba' : '#d8d1c5')), rect(dcx - sw / 2, floorY + k * 8 + 6, sw, 2, c('#aaa194')))
		}
		for (const side of [-1, 1]) {
			const xt = dcx + side * 34
			const xb = dcx + side * 50
			s.add(line(xt, floorY - 34, xb, BASE - 30, c('#22252b'), 3), line(xb, BASE - 30, xb, BASE, c('#22252b'), 4))
			for (let k = 1; k < 5; k++) {
				const t = k / 5
				s.add(line(xt + (xb - xt) * t, floorY - 34 + (BASE - 30 - floorY + 34) * t, xt + (xb - xt) * t, floorY + t * 40, c('#22252b'), 1.5))
			}
		}
		if (i > 0) s.add(rect(x - 3, top + 10, 6, BASE - top - 10, c('#d8d2c6')), rect(x + 1, top + 10, 2, BASE - top - 10, '#0d1226', { opacity: 0.15 }))
		doorsAt.push(dcx)
		if (r.chance(0.6)) planter(ctx, wcx + r.range(-20, 20), BASE + 2, 30)
	}
	return { doors: doorsAt, unitWidth: uw, x0, n }
}

function townhouseScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawSkyline(ctx, { scale: 1.3 })
	cityGround(ctx, BASE - 8)
	const row = townhouseRow(ctx)
	// boundaries between a door-left and a door-right house have no stoop nearby
	for (let k = 1; k < row.n; k += 2) streetTree(ctx, row.x0 + k * row.unitWidth, 756, r.range(280, 320))
	lampPost(ctx, row.n === 4 ? row.x0 + 2 * row.unitWidth : W - 60, 762, 160)
}

const APARTMENT_WALLS = ['#efebe4', '#e6e1d9', '#f3f0ea', '#ddd6cb']
const APARTMENT_ACCENTS = ['#c47b57', '#3e4a57', '#b89468', '#6d8f8a', '#9a4f45', '#5e6b7a']

/** Mid-rise apartment block: balconies with glass railings, shops on the ground floor. */
function apartmentBlock(ctx) {
	const { s, r, c } = ctx
	const x0 = 250
	const w = 700
	const bays = 6
	const bw = w / bays
	const gH = 100
	const fH = 74
	const floors = 5
	const top = BASE - gH - fH * floors
	const wall = c(pickV(ctx, APARTMENT_WALLS))
	const accent = c(pickV(ctx, APARTMENT_ACCENTS, 1))
	const frame = '#33373d'
	// neighbours
	for (const [nx, nw, nh] of [[-20, 290, 300], [930, 300, 340]]) {
		const col = c(mix(r.pick(['#c9c2b6', '#b9c2c9', '#d8cfc0']), ctx.time.haze, 0.45))
		s.add(rect(nx, BASE - nh, nw, nh, col), rect(nx - 4, BASE - nh - 8, nw + 8, 8, darken(col, 0.1)))
		for (let y = BASE - nh + 24; y < BASE - 80; y += 62) {
			for (let x = nx + 22; x < nx + nw - 40; x += 66) windowUnit(ctx, x, y, 40, 40, { frame: lighten(col, 0.3), ft: 3, cols: 2, sill: false, reveal: false, lit: r.chance(ctx.time.litChance * 0.5) })
		}
		s.add(rect(nx, BASE - 80, nw, 80, darken(col, 0.25)))
		for (let x = nx + 10; x < nx + nw - 20; x += 70) s.add(rect(x, BASE - 68, 58, 64, glassFill(ctx, ctx.tod !== 'day')))
	}
	s.add(ellipse(x0 + w / 2 + 30, BASE + 2, w / 2 + 40, 12, '#0d1226', { opacity: ctx.time.shadow, filter: s.blur(6) }))
	s.add(rect(x0, top, w, BASE - top, wall))
	const accentBay = r.pick([0, 2, 4])
	s.add(rect(x0 + accentBay * bw, top, bw * 2, BASE - gH - top, accent))
	for (let y = top + 12; y < BASE - gH; y += 12) s.add(rect(x0 + accentBay * bw, y, bw * 2, 1, darken(accent, 0.15), { opacity: 0.5 }))
	const balconyBays = r.chance(0.5) ? [1, 4] : [0, 2, 5].filter((b) => b !== accentBay)
	for (let f = 0; f < floors; f++) {
		const fy = BASE - gH - (f + 1) * fH
		s.add(rect(x0, fy + fH - 2, w, 2, darken(wall, 0.08), { opacity: 0.6 }))
		for (let b = 0; b < bays; b++) {
			const bx = x0 + b * bw
			if (balconyBays.includes(b)) {
				windowUnit(ctx, bx + 16, fy + 8, bw - 32, fH - 10, { cols: 2, frame, ft: 4, sill: false })
				s.add(rect(bx + 2, fy + fH - 5, bw - 4, 7, c('#f4f2ee')), rect(bx + 2, fy + fH + 2, bw - 4, 8, '#0d1226', { opacity: 0.22 }))
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
		if (!lit) s.add(poly([[bx + 20, BASE], [bx + 40, BASE], [bx + 80, BASE - gH + 22], [bx + 60, BASE - gH + 22]], '#ffffff', { opacity: 0.15 }))
	}
	const lobby = r.int(1, 4)
	const awningColor = r.pick(['#2f6f6a', '#a8433a', '#2f4f7a', '#d39b3a'])
	for (let b = 0; b < bays; b++) {
		const bx = x0 + b * bw
		if (b === lobby) {
			s.add(rect(bx - 10, BASE - gH + 8, bw + 20, 9, c('#2d3136')), rect(bx - 6, BASE - gH + 17, bw + 12, 6, '#0d1226', { opacity: 0.3 }))
			if (lit) for (const lx of [bx + 20, bx + bw - 20]) s.add(circle(lx, BASE - gH + 22, 16, s.radial([[0, '#ffe6a8', 0.9], [1, '#ffe6a8', 0]])))
		} else if (Math.abs(b - lobby) > 1 || r.chance(0.4)) {
			const ay = BASE - gH + 14
			const stripes = []
			for (let k = 0; k < 8; k++) {
				const sx = bx + 6 + (k * (bw - 12)) / 8
				stripes.push(poly([[sx, ay], [sx + (bw - 12) / 8, ay], [sx + (bw - 12) / 8 + 2, ay + 26], [sx + 2, ay + 26]], c(k % 2 ? '#f3efe6' : awningColor)))
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

function apartmentScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawSkyline(ctx, { scale: 1.5 })
	cityGround(ctx, BASE - 4)
	const b = apartmentBlock(ctx)
	for (const x of [150, 1050]) streetTree(ctx, x + r.range(-20, 20), 756, r.range(260, 300))
	lampPost(ctx, 600, 760, 150)
	for (const x of [b.lobby - 80, b.lobby + 80]) planter(ctx, x, BASE + 10, 30)
}

/** A round-topped plank door (cottage style). */
function archDoor(ctx, x, y, w, h, color, o = {}) {
	const { s, c } = ctx
	const rr = w / 2
	const shape = (inset) =>
		`M${num(x + inset)},${num(y + h)}V${num(y + rr)}A${num(rr - inset)},${num(rr - inset)} 0 0 1 ${num(x + w - inset)},${num(y + rr)}V${num(y + h)}Z`
	const out = [pathEl(shape(-6), c(o.frame ?? '#e9e1d2')), pathEl(shape(0), c(color))]
	for (let xx = x + w / 5; xx < x + w - 2; xx += w / 5) out.push(rect(xx - 0.8, y + 4, 1.6, h - 4, c(darken(color, 0.25)), { opacity: 0.6 }))
	out.push(circle(x + w / 2, y + rr * 0.9, w * 0.14, glassFill(ctx, ctx.tod !== 'day')))
	out.push(circle(x + w * 0.78, y + h * 0.58, 3, c('#2b2b2b')), rect(x - 10, y + h, w + 20, 5, c('#bdb6aa')))
	s.add(group(out))
}

const COTTAGE_STYLES = [
	{ wall: '#f2e9d8', kind: 'render', roof: '#56606e', shutters: '#7a9a8c', door: '#5f7f6c' },
	{ wall: '#cdbfa6', kind: 'stone', roof: '#4f5966', shutters: '#9b5d4a', door: '#7b4a35' },
	{ wall: '#c9dae4', kind: 'siding', roof: '#5e5650', shutters: '#f4f1ea', door: '#c9503f' },
	{ wall: '#efe1c9', kind: 'render', roof: '#8e5a44', shutters: '#5d7790', door: '#2f5470' },
	{ wall: '#e8d5c6', kind: 'siding', roof: '#56606e', shutters: '#6a7f5d', door: '#e0b349' },
]

/** Storybook cottage: steep roof, dormers, arched door and flower boxes. */
function cottage(ctx) {
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
			for (let y = eave + 8, k = 0; y < BASE - 10; y += 18, k++) s.add(rect(qx + (k % 2 ? 0 : 4), y, 18 + (k % 2 ? 4 : 0), 15, c('#c9bca6'), { rx: 2 }))
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
	if (ctx.tod !== 'day') s.add(circle(doorX, BASE - 112, 30, s.radial([[0, '#ffd98a', 0.7], [1, '#ffd98a', 0]])))
	// windows with shutters and flower boxes
	for (const t of [0.18, 0.82]) {
		const wx = x0 + w * t
		if (Math.abs(wx - doorX) < 110) continue
		windowUnit(ctx, wx - 32, eave + 34, 64, 74, { cols: 2, rows: 3, frame: '#f7f3ea', shutters: p.shutters, box: '#7a5a42' })
	}
	s.add(rect(x0, BASE - 8, w, 8, c('#9d958a')))
	return { door: doorX, left: x0, right: x0 + w }
}

function cottageScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawHills(ctx)
	for (const x of [r.range(240, 330), r.range(870, 960)]) roundTree(ctx, x, BASE - 30, r.range(260, 320), { shadow: false, color: '#4b8a5c' })
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

/** Mountain cabin: log walls, steep A-frame gable with a glass wall, deck and stone chimney. */
function cabin(ctx) {
	const { s, r, c } = ctx
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
		s.add(rect(x0 - 14, y, w + 28, 14, s.linear([[0, lighten(log, 0.15)], [0.5, log], [1, darken(log, 0.25)]]), { rx: 7 }))
	}
	for (let y = eave; y < BASE; y += 28) {
		for (const lx of [x0 - 14, x0 + w + 14]) s.add(circle(lx, y + 7, 7, c('#d9b48a')), circle(lx, y + 7, 3.5, 'none', { stroke: c('#a77a53'), strokeWidth: 1 }))
	}
	// A-frame gable
	const gable = { h: 230 }
	s.add(poly([[x0 - 40, eave + 10], [x0 + w / 2, eave - gable.h - 20], [x0 + w + 40, eave + 10], [x0 + w + 22, eave + 22], [x0 + w / 2, eave - gable.h + 4], [x0 - 22, eave + 22]], c(roof)))
	const boards = c(lighten(log, 0.2))
	s.add(poly([[x0 - 4, eave + 8], [x0 + w / 2, eave - gable.h + 14], [x0 + w + 4, eave + 8]], boards))
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
	s.add(poly([[gx0 - 8, gy + 6], [x0 + w / 2, apex - 10], [gx1 + 8, gy + 6]], c('#3a2d24')))
	s.add(poly([[gx0, gy], [x0 + w / 2, apex], [gx1, gy]], glassFill(ctx, lit)))
	for (let k = 1; k < 4; k++) {
		const x = gx0 + ((gx1 - gx0) * k) / 4
		const t = Math.abs(x - (x0 + w / 2)) / ((gx1 - gx0) / 2)
		s.add(rect(x - 1.5, apex + t * (gy - apex), 3, gy - apex - t * (gy - apex), c('#3a2d24')))
	}
	s.add(rect(gx0 + 40, gy - 60, gx1 - gx0 - 80, 3, c('#3a2d24')))
	if (!lit) s.add(poly([[x0 + w / 2 - 30, gy], [x0 + w / 2 - 8, gy], [x0 + w / 2 + 30, apex + 60], [x0 + w / 2 + 12, apex + 46]], '#ffffff', { opacity: 0.18 }))
	s.add(rect(x0 - 14, eave + 8, w + 28, 12, '#0d1226', { opacity: 0.25 }))
	// door and windows
	door(ctx, x0 + w / 2 - 26, BASE - 30 - 94, 52, 94, '#6a3f2a', { glass: true, frame: '#3a2d24' })
	for (const wx of [x0 + 60, x0 + w - 140]) windowUnit(ctx, wx, eave + 34, 80, 60, { cols: 2, rows: 2, frame: '#3a2d24', sill: false })
	// deck with railing
	s.add(rect(x0 - 40, BASE - 30, w + 80, 10, c('#8a6446')), rect(x0 - 40, BASE - 20, w + 80, 20, c('#5e4331')))
	for (let x = x0 - 30; x < x0 + w + 40; x += 60) s.add(rect(x, BASE - 20, 8, 20, c('#4a3427')))
	const rail = c('#7a5538')
	for (const [a, b] of [[x0 - 40, x0 + w / 2 - 50], [x0 + w / 2 + 50, x0 + w + 40]]) {
		s.add(rect(a, BASE - 72, b - a, 6, rail), rect(a, BASE - 52, b - a, 4, rail))
		for (let x = a; x <= b - 6; x += (b - a - 6) / 6) s.add(rect(x, BASE - 72, 7, 42, darken(rail, 0.1)))
	}
	for (let k = 0; k < 3; k++) s.add(rect(x0 + w / 2 - 50 - k * 6, BASE - 20 + k * 8, 100 + k * 12, 8, c(k % 2 ? '#7a5538' : '#8a6446')))
	return { door: x0 + w / 2, left: x0, right: x0 + w }
}

function woodpile(ctx, x, baseY) {
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

function cabinScene(ctx) {
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

function dirtPath(ctx, cx) {
	const { s, c } = ctx
	s.add(pathEl(`M${cx - 50},${BASE + 12}C${cx - 60},${BASE + 70} ${cx + 60},${BASE + 90} ${cx - 20},${H}H${cx + 150}C${cx + 200},${BASE + 90} ${cx + 70},${BASE + 60} ${cx + 50},${BASE + 12}Z`, c('#c7ad86')))
	s.add(pathEl(`M${cx - 30},${BASE + 30}C${cx - 30},${BASE + 80} ${cx + 80},${BASE + 100} ${cx + 40},${H}`, 'none', { stroke: c('#b39670'), strokeWidth: 3, opacity: 0.5 }))
}

const BEACH_ACCENTS = ['#5f9fc2', '#7fb3a6', '#d8a25a', '#4d7ea8', '#c97d6b']

/** Coastal house: white shiplap, shed roofs, wide glazing and a balcony. */
function beachHouse(ctx) {
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
	s.add(poly([[ux, uyL], [ux + uw, uyR], [ux + uw, BASE - gH], [ux, BASE - gH]], wall))
	siding(ctx, ux, uyL + 4, uw, BASE - gH - uyL - 4, wall, 10)
	s.add(poly([[ux - 30, uyL - 12], [ux + uw + 30, uyR + 2], [ux + uw + 30, uyR + 14], [ux - 30, uyL]], c('#f4f4f2')))
	s.add(poly([[ux, uyL], [ux + uw, uyR + 14], [ux + uw, uyR + 26], [ux, uyL + 12]], '#0d1226', { opacity: 0.18 }))
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
		if (!lit) s.add(poly([[x0 + 226 + i * 97, BASE - 6], [x0 + 250 + i * 97, BASE - 6], [x0 + 290 + i * 97, BASE - gH + 24], [x0 + 266 + i * 97, BASE - gH + 24]], '#ffffff', { opacity: 0.18 }))
	}
	door(ctx, x0 + 560, BASE - 98, 46, 98, accent, { modern: true, frame: '#f4f4f2', lamp: true })
	// terrace over the left wing with white railing
	s.add(rect(x0 - 16, BASE - gH - 10, 230, 12, c('#f4f4f2')), rect(x0, BASE - gH + 2, 200, 8, '#0d1226', { opacity: 0.18 }))
	s.add(rect(x0 + 200, BASE - gH - 10, w - 200 + 16, 12, c('#f4f4f2')))
	metalRailing(ctx, x0 - 10, BASE - gH - 10, 210, 36, '#f4f4f2')
	if (ctx.tod !== 'dusk') umbrellaSmall(ctx, x0 + 80, BASE - gH - 10, accent)
	s.add(rect(x0 - 10, BASE - 8, w + 20, 8, c('#d9d3c7')))
	return { door: x0 + 583, left: x0, right: x0 + w, accent }
}

function umbrellaSmall(ctx, x, y, color) {
	const { s, c } = ctx
	s.add(rect(x - 1.5, y - 70, 3, 70, c('#8a7a64')), pathEl(`M${x - 44},${y - 58}Q${x},${y - 96} ${x + 44},${y - 58}Z`, c(color)))
}

function beachScene(ctx) {
	const { s, r, c } = ctx
	drawSky(ctx)
	drawSea(ctx, 470)
	drawHills(ctx, {
		layers: [{ y: HORIZON + 4, amp: 26, color: '#e3cf9f', haze: 0.25 }],
		treeLine: false,
	})
	s.add(rect(0, HORIZON, W, H - HORIZON, s.linear([[0, c('#efdcb4')], [1, c('#e2c998')]])))
	for (let i = 0; i < 14; i++) grassTuft(ctx, r.range(0, W), r.range(HORIZON + 6, HORIZON + 40), r.range(18, 30), '#a8b26a')
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

// ---- loft ----------------------------------------------------------------

function archWindow(ctx, x, y, w, h, o = {}) {
	const { s, c } = ctx
	const frame = c(o.frame ?? '#23262b')
	const rr = w / 2
	const lit = o.lit ?? ctx.lit()
	const shape = (i) => `M${num(x + i)},${num(y + h - i)}V${num(y + rr)}A${num(rr - i)},${num(rr - i)} 0 0 1 ${num(x + w - i)},${num(y + rr)}V${num(y + h - i)}Z`
	const out = []
	if (lit) out.push(pathEl(shape(-8), '#ffc36a', { opacity: 0.3, filter: s.blur(9) }))
	out.push(pathEl(shape(-10), c(o.arch ?? '#7a3a2a')), pathEl(shape(0), frame), pathEl(shape(4), glassFill(ctx, lit)))
	out.push(rect(x + w / 2 - 1.5, y + 4, 3, h - 8, frame))
	for (const t of [0.25, 0.75]) out.push(rect(x + w * t - 1, y + rr, 2, h - rr - 4, frame))
	for (let yy = y + rr; yy < y + h - 6; yy += (h - rr) / 3) out.push(rect(x + 4, yy - 1, w - 8, 2.5, frame))
	if (!lit) out.push(poly([[x + w * 0.2, y + h - 4], [x + w * 0.34, y + h - 4], [x + w * 0.66, y + rr * 0.6], [x + w * 0.52, y + rr * 0.6]], '#ffffff', { opacity: 0.18 }))
	out.push(rect(x - 8, y + h, w + 16, 6, c('#d6cdbd')))
	s.add(group(out))
}

function waterTower(ctx, x, baseY) {
	const { s, c } = ctx
	const wood = c('#8a6a4e')
	const out = []
	for (const lx of [x - 34, x - 12, x + 12, x + 34]) out.push(rect(lx - 2, baseY - 60, 4, 60, c('#2f3338')))
	out.push(line(x - 34, baseY - 10, x + 34, baseY - 50, c('#2f3338'), 2), line(x + 34, baseY - 10, x - 34, baseY - 50, c('#2f3338'), 2))
	out.push(rect(x - 44, baseY - 64, 88, 6, c('#2f3338')))
	out.push(rect(x - 40, baseY - 140, 80, 76, wood))
	for (let xx = x - 36; xx < x + 40; xx += 8) out.push(rect(xx, baseY - 140, 1.5, 76, darken(wood, 0.25), { opacity: 0.6 }))
	for (const yy of [baseY - 128, baseY - 100, baseY - 76]) out.push(rect(x - 41, yy, 82, 3, c('#2f3338')))
	out.push(poly([[x - 46, baseY - 138], [x, baseY - 176], [x + 46, baseY - 138]], c('#3b4047')))
	out.push(rect(x + 20, baseY - 140, 20, 76, '#0d1226', { opacity: 0.15 }))
	s.add(group(out))
}

const LOFT_BRICKS = ['#9b4a36', '#5b5e63', '#a0614a', '#7e4636', '#8d5640']

/** Converted warehouse: brick, big steel windows, water tower, fire escape. */
function loftBuilding(ctx) {
	const { s, r, c } = ctx
	const x0 = 170
	const w = 860
	const bays = 6
	const bw = w / bays
	const gH = 136
	const fH = 104
	const floors = 3
	const top = BASE - gH - fH * floors
	const brick = pickV(ctx, LOFT_BRICKS)
	const band = c('#d6cdbd')
	const lit = () => ctx.lit()
	s.add(ellipse(x0 + w / 2 + 30, BASE + 2, w / 2 + 40, 12, '#0d1226', { opacity: ctx.time.shadow, filter: s.blur(6) }))
	// rooftop: penthouse and water tower
	const ph = r.chance(0.5)
	const phX = ph ? x0 + 60 : x0 + w - 380
	s.add(rect(phX, top - 96, 320, 96, c('#2d3136')))
	for (let i = 0; i < 5; i++) s.add(rect(phX + 5 + i * 62, top - 90, 58, 84, glassFill(ctx, ctx.tod !== 'day' && r.chance(0.7))))
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
				s.add(pathEl(`M${num(bx - 8)},${num(fy + 14)}Q${num(bx + ww / 2)},${num(fy - 6)} ${num(bx + ww + 8)},${num(fy + 14)}v8Q${num(bx + ww / 2)},${num(fy + 4)} ${num(bx - 8)},${num(fy + 22)}z`, c(darken(brick, 0.2))))
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
		if (f < floors - 1 || true) {
			s.add(line(fe + 14, y, fe + bw - 20, y - fH + 4, c('#1f2226'), 3))
			for (let k = 1; k < 8; k++) {
				const t = k / 8
				s.add(line(fe + 14 + (bw - 34) * t - 8, y - (fH - 4) * t, fe + 14 + (bw - 34) * t + 8, y - (fH - 4) * t, c('#1f2226'), 2))
			}
		}
	}
	// sign band and storefront
	const gy = BASE - gH
	s.add(rect(x0, gy, w, 30, c('#2a2d31')), rect(x0, gy + 30, w, 4, band))
	for (let b = 0; b < bays; b++) {
		const lx = x0 + b * bw + bw / 2
		s.add(pathEl(`M${lx},${gy + 6}q0,-16 16,-16`, 'none', { stroke: c('#1f2226'), strokeWidth: 2.5 }))
		s.add(poly([[lx + 10, gy - 12], [lx + 24, gy - 12], [lx + 27, gy - 4], [lx + 7, gy - 4]], c('#1f2226')))
		if (ctx.tod !== 'day') s.add(poly([[lx + 8, gy - 4], [lx + 26, gy - 4], [lx + 40, gy + 30], [lx - 6, gy + 30]], '#ffe2a0', { opacity: 0.25 }))
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
				s.add(rect(bx + 4 + (i * (ww - 8)) / 3 + 2, gy + 44 + j * ((gH - 48) / 2) + (j ? 2 : 0), (ww - 8) / 3 - 4, (gH - 48) / 2 - 2, glassFill(ctx, ctx.tod !== 'day')))
			}
		}
		if (ctx.tod === 'day') s.add(poly([[bx + 10, BASE - 4], [bx + 30, BASE - 4], [bx + 70, gy + 44], [bx + 50, gy + 44]], '#ffffff', { opacity: 0.14 }))
	}
	s.add(rect(x0, BASE - 6, w, 6, c('#7b746b')))
	return { left: x0, right: x0 + w }
}

function loftScene(ctx) {
	const { r } = ctx
	drawSky(ctx)
	drawSkyline(ctx, { scale: 1.4 })
	cityGround(ctx, BASE - 4)
	mirrored(ctx, ctx.variant % 2 === 1, () => loftBuilding(ctx))
	streetTree(ctx, r.pick([110, 1090]), 758, 300)
	lampPost(ctx, 600, 764, 160)
	for (const x of [r.range(300, 450), r.range(750, 900)]) planter(ctx, x, BASE + 14, 32, '#3b3f46')
}

// ---- ranch -------------------------------------------------------------------

const RANCH_GREEN = [
	{ wall: '#8fa3b3', roof: '#4a4f58', trim: '#f4f2ec', door: '#b5532f', stone: '#b8ad9c' },
	{ wall: '#e9e3d5', roof: '#5a4d45', trim: '#ffffff', door: '#2d5a72', stone: '#a89a88' },
	{ wall: '#a9b59b', roof: '#3f4650', trim: '#f4f2ec', door: '#e0ae45', stone: '#bdb3a4' },
]
const RANCH_DESERT = [
	{ wall: '#e8cfae', roof: '#b4603d', trim: '#f3e6d2', door: '#6b3f2a', stone: '#c9a27e' },
	{ wall: '#f0dfc6', roof: '#a9573a', trim: '#fbf3e6', door: '#2f6d6a', stone: '#d1b08c' },
]

/** Long single-storey ranch house with a low hip roof and attached garage. */
function ranchHouse(ctx, desert) {
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
		else for (let i = 0; i < ww / 30; i++) s.add(circle(x + r.range(10, ww - 10), y + r.range(14, hh - 14), r.range(8, 16), darken(wall, 0.04), { opacity: 0.25 }))
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
	if (ctx.tod !== 'day') s.add(circle(doorX + 23, eave + 26, 44, s.radial([[0, '#ffd98a', 0.7], [1, '#ffd98a', 0]])))
	// windows along the living part
	const rest = garageLeft ? [ex + ew + 40, mainX + mainW - 20] : [mainX + 20, ex - 40]
	const span = rest[1] - rest[0]
	windowUnit(ctx, rest[0] + span * 0.08, eave + 34, Math.min(230, span * 0.5), 76, { cols: 3, frame, ft: 5 })
	windowUnit(ctx, rest[0] + span * 0.72, eave + 34, 84, 70, { cols: 2, frame, ft: 5 })
	return { door: doorX + 23, garage: [gx + 35, gx + 235], left: x0, right: x0 + w }
}

function drawMesas(ctx) {
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
			path.push(`L${num(x + 30)},${num(m.y - hgt)}L${num(x + 30 + flat)},${num(m.y - hgt)}L${num(x + 60 + flat)},${num(m.y)}`)
			x += flat + r.range(80, 200)
			path.push(`L${num(x)},${num(m.y)}`)
		}
		path.push(`L${W + 100},${HORIZON + 30}Z`)
		s.add(pathEl(path.join(''), c(mix(m.color, time.haze, m.haze))))
	}
}

function ranchScene(ctx, desert = false) {
	const { s, r, c } = ctx
	drawSky(ctx)
	if (desert) {
		drawMesas(ctx)
		s.add(rect(0, HORIZON, W, H - HORIZON, s.linear([[0, c('#e3cba3')], [1, c('#d4b68c')]])))
		for (let i = 0; i < 160; i++) s.add(circle(r.range(0, W), r.range(HORIZON + 10, WALK_Y), r.range(1, 2.5), c('#b89a70'), { opacity: 0.5 }))
		street(ctx)
	} else {
		drawHills(ctx)
		for (const x of [r.range(100, 200), r.range(1000, 1100)]) roundTree(ctx, x, BASE - 40, r.range(220, 280), { shadow: false, color: '#4b8a5c' })
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
		for (const [a, b] of spansAvoiding(0, W, [[h.door - 50, h.door + 50], [h.garage[0] - 40, h.garage[1] + 40]])) lowWall(ctx, a, b, 738, 20, '#d8b48f')
	} else {
		for (const x of [h.door - 120, h.door + 110]) shrub(ctx, x, BASE + 8, 70, { flowers: r.chance(0.5) ? '#f2a3b3' : null })
		for (const [a, b] of spansAvoiding(0, W, [[h.door - 50, h.door + 50], [h.garage[0] - 40, h.garage[1] + 40]])) hedge(ctx, a, 734, b - a, 26)
		roundTree(ctx, r.pick([90, W - 90]), 710, 320)
		mailbox(ctx, h.garage[1] + 46, 740)
	}
}

/** Splits [x0, x1] into the pieces that avoid the given gaps. */
function spansAvoiding(x0, x1, gaps) {
	let spans = [[x0, x1]]
	for (const [ga, gb] of gaps) {
		spans = spans.flatMap(([a, b]) => (gb <= a || ga >= b ? [[a, b]] : [[a, ga], [gb, b]].filter(([p, q]) => q - p > 20)))
	}
	return spans
}

// ---------------------------------------------------------------------------
// Interiors: a room in one-point perspective. World units are metres; the
// camera stands at X = 0, Z = 0 looking at the back wall (Z = room.zb).
// ---------------------------------------------------------------------------

function interiorContext(s, rng, o) {
	const cam = { f: 930, cx: 600 + rng.range(-45, 45), cy: o.cy ?? 330, eye: o.eye ?? 1.3 }
	const room = { w2: o.w2 ?? 3.1, h: 2.8, zb: 6, zn: 1.4 }
	const P = (X, Y, Z) => [cam.cx + (cam.f * X) / Z, cam.cy - (cam.f * (Y - cam.eye)) / Z]
	return { s, r: rng, cam, room, P, k: (Z) => cam.f / Z, evening: o.evening, theme: o.theme, view: o.view, lights: [] }
}

/** Polygon through 3D points. */
const Q = (ctx, list, fill, o) => poly(list.map(([X, Y, Z]) => ctx.P(X, Y, Z)), fill, o)

/** Rectangle parallel to the back wall at depth z. */
function face(ctx, x0, y0, x1, y1, z, fill, o = {}) {
	const [sx0, sy1] = ctx.P(x0, y1, z)
	const [sx1, sy0] = ctx.P(x1, y0, z)
	const { rx, ...rest } = o
	return rect(sx0, sy1, sx1 - sx0, sy0 - sy1, fill, { ...rest, rx: rx ? rx * ctx.k(z) : undefined })
}

/** A solid box: front face plus whichever top/bottom/side faces the camera can see. */
function box(ctx, [x0, x1], [y0, y1], [z0, z1], color, o = {}) {
	const { cam } = ctx
	const out = []
	if (y1 < cam.eye && !o.noTop) out.push(Q(ctx, [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]], o.top ?? lighten(color, 0.14)))
	if (y0 > cam.eye) out.push(Q(ctx, [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], o.bottom ?? darken(color, 0.3)))
	if (x0 > 0) out.push(Q(ctx, [[x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1]], o.side ?? darken(color, 0.16)))
	if (x1 < 0) out.push(Q(ctx, [[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], o.side ?? darken(color, 0.16)))
	out.push(face(ctx, x0, y0, x1, y1, z0, o.front ?? color, { rx: o.rx }))
	return out.join('')
}

/** Soft shadow on the floor under a piece of furniture. */
function floorShadow(ctx, x0, x1, z0, z1, opacity = 0.22) {
	const { s } = ctx
	return Q(ctx, [[x0, 0, z0], [x1, 0, z0], [x1, 0, z1], [x0, 0, z1]], '#1a1420', { opacity, filter: s.blur(7) })
}

/** Ellipse lying on a horizontal plane (table tops, rims, rugs). */
function flatEllipse(ctx, x, y, z, rx, rz, fill, o = {}) {
	const [cx, cy] = ctx.P(x, y, z)
	const [, yFront] = ctx.P(x, y, z - rz)
	const [, yBack] = ctx.P(x, y, z + rz)
	return ellipse(cx, (yFront + yBack) / 2, rx * ctx.k(z), Math.abs(yFront - yBack) / 2, fill, o)
}

// ---- shell ---------------------------------------------------------------------

function roomShell(ctx, o) {
	const { s, r, room, P } = ctx
	const { w2, h, zb, zn } = room
	const wall = o.wall
	const side = darken(wall, 0.07)
	const out = []
	out.push(Q(ctx, [[-w2, h, zn], [w2, h, zn], [w2, h, zb], [-w2, h, zb]], s.linear([[0, darken(o.ceiling ?? '#f4f2ee', 0.06)], [1, o.ceiling ?? '#f4f2ee']])))
	out.push(Q(ctx, [[-w2, 0, zn], [-w2, h, zn], [-w2, h, zb], [-w2, 0, zb]], s.linear([[0, darken(side, 0.05)], [1, side]], 0, 0, 1, 0)))
	out.push(Q(ctx, [[w2, 0, zn], [w2, h, zn], [w2, h, zb], [w2, 0, zb]], s.linear([[0, side], [1, darken(side, 0.06)]], 0, 0, 1, 0)))
	out.push(face(ctx, -w2, 0, w2, h, zb, o.backFill ?? s.linear([[0, lighten(wall, 0.04)], [1, darken(wall, 0.03)]])))
	s.add(out)
	drawFloor(ctx, o.floor)
	// baseboards and ceiling line
	const bb = o.baseboard ?? lighten(wall, 0.5)
	s.add(face(ctx, -w2, 0, w2, 0.1, zb, bb))
	s.add(Q(ctx, [[-w2, 0, zn], [-w2, 0.1, zn], [-w2, 0.1, zb], [-w2, 0, zb]], darken(bb, 0.05)))
	s.add(Q(ctx, [[w2, 0, zn], [w2, 0.1, zn], [w2, 0.1, zb], [w2, 0, zb]], darken(bb, 0.08)))
	s.add(face(ctx, -w2, h - 0.06, w2, h, zb, lighten(wall, 0.35)))
	// corner lines
	for (const X of [-w2, w2]) {
		const [x1, y1] = P(X, 0, zb)
		const [, y2] = P(X, h, zb)
		s.add(line(x1, y1, x1, y2, darken(wall, 0.12), 1.2, { opacity: 0.6 }))
	}
	if (o.downlights !== false) {
		for (const X of [-1.6, 0, 1.6]) {
			for (const Z of [3.2, 5]) {
				s.add(flatEllipse(ctx, X, h, Z, 0.07, 0.07, ctx.evening ? '#fff4d6' : '#e9e6df'))
				if (ctx.evening) s.add(flatEllipse(ctx, X, h, Z, 0.25, 0.25, '#ffe9b8', { opacity: 0.25, filter: s.blur(6) }))
			}
		}
	}
	if (o.wainscot) wainscot(ctx, o.wainscot)
	if (o.brick) s.add(face(ctx, -w2, 0.1, w2, h - 0.06, zb, brickInterior(ctx, o.brick)))
	if (o.planks) woodWall(ctx, o.planks)
}

function drawFloor(ctx, floor) {
	const { s, r, room } = ctx
	const { w2, zb, zn } = room
	const base = floor.color
	const out = [Q(ctx, [[-w2, 0, zn], [w2, 0, zn], [w2, 0, zb], [-w2, 0, zb]], base)]
	if (floor.kind === 'wood') {
		const pw = floor.plank ?? 0.19
		for (let X = -w2; X < w2; X += pw) {
			const shade = r.range(-0.07, 0.07)
			const col = shade > 0 ? lighten(base, shade) : darken(base, -shade)
			out.push(Q(ctx, [[X, 0, zn], [X + pw, 0, zn], [X + pw, 0, zb], [X, 0, zb]], col))
			out.push(Q(ctx, [[X, 0, zn], [X + 0.008, 0, zn], [X + 0.008, 0, zb], [X, 0, zb]], darken(base, 0.25), { opacity: 0.5 }))
			for (let Z = zb - r.range(0.3, 1.6); Z > zn; Z -= r.range(1.2, 2.2)) {
				out.push(Q(ctx, [[X, 0, Z], [X + pw, 0, Z], [X + pw, 0, Z - 0.012], [X, 0, Z - 0.012]], darken(base, 0.25), { opacity: 0.5 }))
			}
		}
	} else if (floor.kind === 'tile') {
		const t = floor.size ?? 0.6
		const grout = floor.grout ?? darken(base, 0.12)
		for (let X = -w2; X <= w2; X += t) out.push(Q(ctx, [[X - 0.006, 0, zn], [X + 0.006, 0, zn], [X + 0.006, 0, zb], [X - 0.006, 0, zb]], grout))
		for (let Z = zb; Z > zn; Z -= t) out.push(Q(ctx, [[-w2, 0, Z], [w2, 0, Z], [w2, 0, Z - 0.012], [-w2, 0, Z - 0.012]], grout))
		if (floor.checker) {
			for (let X = -w2, i = 0; X < w2; X += t, i++) {
				for (let Z = zb, j = 0; Z > zn; Z -= t, j++) {
					if ((i + j) % 2) out.push(Q(ctx, [[X + 0.006, 0, Z - 0.012], [X + t - 0.006, 0, Z - 0.012], [X + t - 0.006, 0, Z - t], [X + 0.006, 0, Z - t]], floor.checker))
				}
			}
		}
	} else {
		for (let i = 0; i < 8; i++) {
			out.push(flatEllipse(ctx, r.range(-w2, w2), 0, r.range(2.5, zb), r.range(0.3, 0.8), r.range(0.2, 0.5), darken(base, 0.05), { opacity: 0.5, filter: s.blur(8) }))
		}
		out.push(Q(ctx, [[-w2, 0, 3.6], [w2, 0, 3.6], [w2, 0, 3.58], [-w2, 0, 3.58]], darken(base, 0.12)))
	}
	s.add(group(out))
	// light from the windows
	s.add(Q(ctx, [[-w2, 0, zn], [w2, 0, zn], [w2, 0, zb], [-w2, 0, zb]], s.linear([[0, '#ffffff', 0.12], [1, '#ffffff', 0]], 0, 0, 0, 1)))
}

function wainscot(ctx, color) {
	const { s, room } = ctx
	const { w2, zb } = room
	const out = [face(ctx, -w2, 0.1, w2, 1.0, zb, color), face(ctx, -w2, 0.98, w2, 1.04, zb, lighten(color, 0.15))]
	for (let X = -w2 + 0.12; X < w2 - 0.5; X += 0.62) {
		out.push(face(ctx, X, 0.22, X + 0.5, 0.86, zb, darken(color, 0.08)))
		out.push(face(ctx, X + 0.02, 0.24, X + 0.48, 0.84, zb, color))
	}
	s.add(group(out))
}

function brickInterior(ctx, color) {
	const { s, r } = ctx
	const k = ctx.k(ctx.room.zb)
	const bw = 0.23 * k
	const bh = 0.075 * k
	let content = rect(0, 0, bw * 2, bh * 4, lighten(color, 0.35))
	for (let row = 0; row < 4; row++) {
		const off = row % 2 ? bw / 2 : 0
		for (let i = -1; i < 3; i++) {
			const shade = r.range(-0.1, 0.1)
			content += rect(off + i * bw + 1, row * bh + 1, bw - 2, bh - 2, shade > 0 ? lighten(color, shade) : darken(color, -shade), { rx: 1 })
		}
	}
	return s.pattern(`ib${color}`, bw * 2, bh * 4, content)
}

function woodWall(ctx, color) {
	const { s, r, room } = ctx
	const { w2, h, zb, zn } = room
	const out = []
	for (let Y = 0.1; Y < h; Y += 0.18) {
		const shade = r.range(-0.06, 0.06)
		const col = shade > 0 ? lighten(color, shade) : darken(color, -shade)
		out.push(face(ctx, -w2, Y, w2, Math.min(h, Y + 0.18), zb, col))
		out.push(face(ctx, -w2, Y, w2, Y + 0.012, zb, darken(color, 0.3), { opacity: 0.6 }))
		for (const X of [-w2, w2]) {
			out.push(Q(ctx, [[X, Y, zn], [X, Math.min(h, Y + 0.18), zn], [X, Math.min(h, Y + 0.18), zb], [X, Y, zb]], darken(col, 0.08)))
			out.push(Q(ctx, [[X, Y, zn], [X, Y + 0.012, zn], [X, Y + 0.012, zb], [X, Y, zb]], darken(color, 0.35), { opacity: 0.5 }))
		}
	}
	s.add(group(out))
}

// ---- windows and views ------------------------------------------------------------

/** What you see through a window, drawn in screen space and clipped to the glass. */
function windowView(ctx, x, y, w, h, clip) {
	const { s, r, evening, view } = ctx
	const out = []
	const sky = evening ? [[0, '#2b2f63'], [0.6, '#7a5d8c'], [1, '#f0a27a']] : [[0, '#8cc3ee'], [0.7, '#cfe7f7'], [1, '#eef6fb']]
	out.push(rect(x, y, w, h, s.linear(sky)))
	const hz = y + h * 0.62
	const haze = evening ? '#8a6f9c' : '#cfe6f6'
	if (view === 'sea') {
		out.push(rect(x, hz, w, h, s.linear([[0, evening ? '#6b6f9a' : '#6fb6d6'], [1, evening ? '#3c4a7a' : '#3d8fb8']])))
		for (let i = 0; i < 12; i++) out.push(rect(x + r.range(0, w), hz + r.range(4, h * 0.35), r.range(10, 30), 1.5, '#ffffff', { opacity: 0.5 }))
	} else if (view === 'city') {
		let bx = x - 10
		while (bx < x + w) {
			const bw = r.range(30, 70)
			const bh = r.range(h * 0.2, h * 0.6)
			const col = mix(r.pick(['#9aaec4', '#b7c0c9', '#a8b3a8']), haze, 0.35)
			out.push(rect(bx, y + h - bh, bw, bh, col))
			for (let wy = y + h - bh + 8; wy < y + h - 6; wy += 12) {
				for (let wx = bx + 5; wx < bx + bw - 6; wx += 10) out.push(rect(wx, wy, 4, 6, evening && r.chance(0.4) ? '#ffd58a' : lighten(col, 0.2)))
			}
			bx += bw + r.range(2, 10)
		}
	} else if (view === 'mountains') {
		out.push(pathEl(`M${x},${hz}L${x + w * 0.3},${y + h * 0.3}L${x + w * 0.55},${hz - h * 0.05}L${x + w * 0.8},${y + h * 0.38}L${x + w},${hz}V${y + h}H${x}Z`, mix('#7d8fb0', haze, 0.4)))
		for (let px = x; px < x + w; px += 12) out.push(poly([[px - 7, y + h], [px, y + h - r.range(h * 0.2, h * 0.35)], [px + 7, y + h]], mix('#2f5d4a', haze, 0.2)))
	} else if (view === 'desert') {
		out.push(pathEl(`M${x},${hz}h${w * 0.2}l${w * 0.05},-${h * 0.12}h${w * 0.25}l${w * 0.05},${h * 0.12}H${x + w}V${y + h}H${x}Z`, mix('#d49a78', haze, 0.35)))
		out.push(rect(x, hz + h * 0.12, w, h, mix('#e3cba3', haze, 0.2)))
	} else {
		out.push(pathEl(smoothPath([[x, hz], [x + w * 0.3, hz - h * 0.08], [x + w * 0.7, hz - h * 0.02], [x + w, hz - h * 0.1]]) + `V${y + h}H${x}Z`, mix('#8fb8a0', haze, 0.4)))
		for (let i = 0; i < 6; i++) {
			const tx = x + r.range(0, w)
			const tr = r.range(h * 0.1, h * 0.2)
			out.push(circle(tx, y + h - tr * 0.8, tr, mix(r.pick(GREENS), haze, evening ? 0.5 : 0.2)))
		}
		out.push(rect(x, y + h * 0.85, w, h * 0.15, mix('#86bb5f', haze, 0.25)))
	}
	return group(out, { clipPath: clip })
}

/** A window in the back wall, with optional curtains. */
function backWindow(ctx, x0, y0, x1, y1, o = {}) {
	const { s, room, P } = ctx
	const z = room.zb
	const frame = o.frame ?? '#f7f6f2'
	const [sx0, sy0] = P(x0, y1, z)
	const [sx1, sy1] = P(x1, y0, z)
	const ft = 0.06 * ctx.k(z)
	const gx = sx0 + ft
	const gy = sy0 + ft
	const gw = sx1 - sx0 - 2 * ft
	const gh = sy1 - sy0 - 2 * ft
	s.add(rect(sx0 - 3, sy0 - 3, sx1 - sx0 + 6, sy1 - sy0 + 6, '#000000', { opacity: 0.08 }))
	s.add(rect(sx0, sy0, sx1 - sx0, sy1 - sy0, frame))
	const clip = s.clip(rect(gx, gy, gw, gh, '#000'))
	s.add(windowView(ctx, gx, gy, gw, gh, clip))
	s.add(poly([[gx + gw * 0.1, gy + gh], [gx + gw * 0.25, gy + gh], [gx + gw * 0.55, gy], [gx + gw * 0.4, gy]], '#ffffff', { opacity: 0.12 }))
	const cols = o.cols ?? 2
	const rows = o.rows ?? 1
	const mt = ft * 0.6
	for (let i = 1; i < cols; i++) s.add(rect(gx + (gw * i) / cols - mt / 2, gy, mt, gh, frame))
	for (let i = 1; i < rows; i++) s.add(rect(gx, gy + (gh * i) / rows - mt / 2, gw, mt, frame))
	if (o.sill !== false) s.add(box(ctx, [x0 - 0.06, x1 + 0.06], [y0 - 0.05, y0], [z - 0.12, z], lighten(frame, 0.1)))
	if (o.curtains) curtains(ctx, x0, x1, o.curtains, o.curtainTop ?? Math.min(room.h - 0.05, y1 + 0.2))
	if (!ctx.evening) s.add(rect(sx0 - 40, sy0 - 40, sx1 - sx0 + 80, sy1 - sy0 + 80, '#ffffff', { opacity: 0.1, filter: s.blur(30) }))
}

function curtains(ctx, x0, x1, color, top) {
	const { s, room } = ctx
	const z = room.zb - 0.08
	const out = [box(ctx, [x0 - 0.5, x1 + 0.5], [top - 0.025, top + 0.015], [z - 0.02, z], '#3a3a3a')]
	for (const [a, b] of [[x0 - 0.45, x0 + 0.15], [x1 - 0.15, x1 + 0.45]]) {
		const [sx0, sy0] = ctx.P(a, top, z)
		const [sx1, sy1] = ctx.P(b, 0.02, z)
		const w = sx1 - sx0
		out.push(rect(sx0, sy0, w, sy1 - sy0, color))
		const folds = 4
		for (let i = 0; i < folds; i++) {
			out.push(rect(sx0 + (w * (i + 0.5)) / folds - w * 0.05, sy0, w * 0.1, sy1 - sy0, darken(color, 0.12), { opacity: 0.7 }))
			out.push(rect(sx0 + (w * i) / folds + w * 0.03, sy0, w * 0.06, sy1 - sy0, lighten(color, 0.15), { opacity: 0.6 }))
		}
	}
	s.add(out)
}

// ---- finishing ---------------------------------------------------------------------

function finishInterior(ctx) {
	const { s, evening } = ctx
	if (evening) {
		// dim the room, then let the lamps shine through
		s.add(rect(0, 0, W, H, s.radial([[0, '#e6d2c4'], [1, '#a592a8']], 0.5, 0.45, 0.8), { style: 'mix-blend-mode:multiply' }))
		for (const l of ctx.lights) {
			s.add(circle(l.x, l.y, l.r, s.radial([[0, '#ffd08a', 0.75], [0.35, '#ffc070', 0.3], [1, '#ffc070', 0]]), { style: 'mix-blend-mode:screen' }))
		}
	} else {
		s.add(rect(0, 0, W, H, s.radial([[0, '#fffaf0', 0.12], [1, '#fffaf0', 0]], 0.5, 0.4, 0.6)))
	}
	s.add(rect(0, 0, W, H, s.radial([[0.55, '#1a1420', 0], [1, '#1a1420', 0.3]], 0.5, 0.5, 0.75)))
}

// ---- furniture and decor -----------------------------------------------------------

function leafShape(x, y, len, width, angle, color, o = {}) {
	const tx = x + Math.cos(angle) * len
	const ty = y + Math.sin(angle) * len
	const mx = x + Math.cos(angle) * len * 0.5
	const my = y + Math.sin(angle) * len * 0.5
	const nx = -Math.sin(angle) * width
	const ny = Math.cos(angle) * width
	let out = pathEl(`M${num(x)},${num(y)}Q${num(mx + nx)},${num(my + ny)} ${num(tx)},${num(ty)}Q${num(mx - nx)},${num(my - ny)} ${num(x)},${num(y)}Z`, color)
	if (o.vein) out += pathEl(`M${num(x)},${num(y)}L${num(x + Math.cos(angle) * len * 0.9)},${num(y + Math.sin(angle) * len * 0.9)}`, 'none', { stroke: o.vein, strokeWidth: Math.max(0.8, width * 0.08), opacity: 0.7 })
	return out
}

const POT_COLORS = ['#ece7dd', '#c98f6b', '#3b3f46', '#d8cfc0', '#a7b7a3', '#e2c9a6']
const LEAF_GREENS = ['#3f7d4f', '#4e8c57', '#2f6b45', '#5a9a5a']

/** A potted plant standing at (X, Z) on a surface at height y. */
function plant(ctx, X, Z, o = {}) {
	const { s, r, P } = ctx
	const y = o.y ?? 0
	const k = ctx.k(Z)
	const potH = o.potH ?? 0.42
	const potW = o.potW ?? 0.36
	const pot = o.pot ?? r.pick(POT_COLORS)
	const kind = o.kind ?? r.pick(['fiddle', 'snake', 'palm', 'monstera', 'olive'])
	const height = (o.height ?? 1.3) * k
	const out = []
	if (y === 0) out.push(floorShadow(ctx, X - potW * 0.6, X + potW * 0.7, Z - potW * 0.4, Z + potW * 0.4, 0.3))
	const [bx, by] = P(X, y, Z)
	const [tx, ty] = P(X, y + potH, Z)
	const tw = (potW * k) / 2
	const bw = tw * 0.75
	const green = r.pick(LEAF_GREENS)
	const leaves = []
	const top = [tx, ty]
	if (kind === 'fiddle' || kind === 'olive') {
		const stemTop = [tx + r.range(-0.05, 0.05) * k, ty - height]
		leaves.push(line(tx, ty, stemTop[0], stemTop[1] + height * 0.1, '#6b4f3a', Math.max(1.5, 0.025 * k)))
		const n = kind === 'olive' ? 34 : 14
		for (let i = 0; i < n; i++) {
			const t = kind === 'olive' ? r.range(0.35, 1) : r.range(0.25, 1)
			const lx = tx + (stemTop[0] - tx) * t + r.range(-0.22, 0.22) * k * (kind === 'olive' ? 1.2 : 0.6) * Math.sin(t * 3)
			const ly = ty - height * t
			const a = -Math.PI / 2 + r.range(-1.4, 1.4)
			const len = (kind === 'olive' ? r.range(0.06, 0.09) : r.range(0.13, 0.19)) * k
			const col = r.chance(0.5) ? green : lighten(green, 0.15)
			leaves.push(leafShape(lx, ly, len, len * (kind === 'olive' ? 0.2 : 0.42), a, col, { vein: kind === 'olive' ? null : darken(green, 0.25) }))
		}
	} else if (kind === 'snake') {
		for (let i = 0; i < 9; i++) {
			const a = -Math.PI / 2 + r.range(-0.3, 0.3)
			const len = height * r.range(0.45, 0.75)
			const x = tx + r.range(-tw * 0.6, tw * 0.6)
			leaves.push(leafShape(x, ty + 2, len, len * 0.09, a, i % 2 ? '#3f6f45' : '#54844f', { vein: '#c9d98a' }))
		}
	} else if (kind === 'palm') {
		for (let i = 0; i < 9; i++) {
			const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.4
			const len = height * r.range(0.5, 0.75)
			leaves.push(pathEl(`M${num(tx)},${num(ty)}Q${num(tx + Math.cos(a) * len * 0.5)},${num(ty + Math.sin(a) * len * 0.9)} ${num(tx + Math.cos(a) * len)},${num(ty + Math.sin(a) * len * 0.55)}`, 'none', { stroke: '#5c7a3e', strokeWidth: 1.5 }))
			for (let j = 1; j < 9; j++) {
				const t = j / 9
				const px = tx + Math.cos(a) * len * t
				const py = ty + Math.sin(a) * len * (0.9 * (1 - t) * t * 2 + 0.55 * t * t)
				for (const sgn of [-1, 1]) leaves.push(leafShape(px, py, len * 0.14 * (1 - t * 0.5), len * 0.02, a + sgn * 0.9 + Math.PI * 0.05, i % 2 ? green : lighten(green, 0.12)))
			}
		}
	} else {
		for (let i = 0; i < 13; i++) {
			const a = -Math.PI / 2 + r.range(-1.3, 1.3)
			const stem = height * r.range(0.35, 0.7)
			const ex = tx + Math.cos(a) * stem * 0.6
			const ey = ty + Math.sin(a) * stem
			leaves.push(line(tx, ty, ex, ey, '#4b6b3a', Math.max(1, 0.015 * k)))
			const len = r.range(0.2, 0.3) * k
			leaves.push(leafShape(ex, ey, len, len * 0.55, a + r.range(-0.6, 0.6), i % 2 ? green : lighten(green, 0.1), { vein: darken(green, 0.25) }))
		}
	}
	out.push(group(leaves))
	out.push(poly([[tx - tw, ty], [tx + tw, ty], [bx + bw, by], [bx - bw, by]], s.linear([[0, lighten(pot, 0.08)], [0.7, pot], [1, darken(pot, 0.18)]], 0, 0, 1, 0)))
	out.push(rect(tx - tw, ty, tw * 2, Math.max(2, 0.03 * k), darken(pot, 0.12)))
	s.add(out)
}

function sofa(ctx, cx, width, color, o = {}) {
	const { s, r, room } = ctx
	const zb = o.zBack ?? room.zb - 0.06
	const zf = zb - 0.95
	const x0 = cx - width / 2
	const x1 = cx + width / 2
	const arm = 0.2
	const legs = o.legs ?? '#5a4032'
	const out = [floorShadow(ctx, x0 - 0.05, x1 + 0.05, zf - 0.1, zb, 0.35)]
	out.push(face(ctx, x0, 0.1, x1, 0.9, zb + 0.03, '#1a1420', { opacity: 0.12, filter: s.blur(6) }))
	out.push(box(ctx, [x0, x1], [0.12, 0.86], [zb - 0.24, zb], darken(color, 0.06), { rx: 0.05 }))
	const n = width > 2.1 ? 3 : 2
	const inner = x1 - arm - (x0 + arm)
	for (let i = 0; i < n; i++) {
		const a = x0 + arm + (i * inner) / n
		out.push(face(ctx, a + 0.012, 0.42, a + inner / n - 0.012, 0.84, zb - 0.26, lighten(color, 0.04), { rx: 0.07 }))
		out.push(face(ctx, a + 0.04, 0.78, a + inner / n - 0.04, 0.82, zb - 0.26, lighten(color, 0.14), { rx: 0.02, opacity: 0.7 }))
	}
	for (const X of [x0 + 0.06, x1 - 0.1]) out.push(face(ctx, X, 0, X + 0.04, 0.13, zf + 0.06, legs))
	out.push(box(ctx, [x0 + arm, x1 - arm], [0.12, 0.3], [zf, zb - 0.24], darken(color, 0.12)))
	for (let i = 0; i < n; i++) {
		const a = x0 + arm + (i * inner) / n
		out.push(box(ctx, [a + 0.008, a + inner / n - 0.008], [0.3, 0.46], [zf - 0.02, zb - 0.26], color, { rx: 0.04, top: lighten(color, 0.16), side: darken(color, 0.1) }))
	}
	const pillows = o.pillows ?? [r.pick(ACCENTS), r.pick(ACCENTS)]
	const pz = zb - 0.36
	for (const [i, pc] of pillows.entries()) {
		const left = i % 2 === 0
		const px = left ? x0 + arm + 0.08 + (i >> 1) * 0.36 : x1 - arm - 0.5 - (i >> 1) * 0.36
		const [sx0, sy0] = ctx.P(px, 0.86, pz)
		const [sx1, sy1] = ctx.P(px + 0.42, 0.44, pz)
		const rot = left ? -7 : 7
		const pill = [rect(sx0, sy0, sx1 - sx0, sy1 - sy0, pc, { rx: (sx1 - sx0) * 0.18 })]
		pill.push(rect(sx0 + (sx1 - sx0) * 0.1, sy0 + (sy1 - sy0) * 0.1, (sx1 - sx0) * 0.8, (sy1 - sy0) * 0.25, lighten(pc, 0.15), { rx: (sx1 - sx0) * 0.12, opacity: 0.6 }))
		if (r.chance(0.4)) for (let k = 1; k < 4; k++) pill.push(rect(sx0 + 3, sy0 + ((sy1 - sy0) * k) / 4, sx1 - sx0 - 6, 2, darken(pc, 0.15), { opacity: 0.6 }))
		out.push(group(pill, { transform: `rotate(${rot} ${num((sx0 + sx1) / 2)} ${num((sy0 + sy1) / 2)})` }))
	}
	for (const [a, b] of [[x0, x0 + arm], [x1 - arm, x1]]) {
		out.push(box(ctx, [a, b], [0.12, 0.62], [zf, zb], darken(color, 0.03), { rx: 0.05, top: lighten(color, 0.1) }))
	}
	if (o.throw) {
		const [tx0, ty0] = ctx.P(x1 - arm - 0.45, 0.47, zf - 0.02)
		const [tx1, ty1] = ctx.P(x1 - arm - 0.1, 0.1, zf - 0.02)
		out.push(rect(tx0, ty0, tx1 - tx0, ty1 - ty0, o.throw, { rx: 4 }))
		for (let yy = ty0 + 6; yy < ty1 - 2; yy += 6) out.push(rect(tx0, yy, tx1 - tx0, 1.5, darken(o.throw, 0.15)))
	}
	s.add(out)
	return { x0, x1, zf, zb }
}

function rug(ctx, x0, x1, z0, z1, color, o = {}) {
	const { s } = ctx
	const y = 0.004
	const out = [Q(ctx, [[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]], color)]
	const b = 0.12
	const border = o.border ?? darken(color, 0.15)
	out.push(Q(ctx, [[x0 + b, y, z0 + b], [x1 - b, y, z0 + b], [x1 - b, y, z1 - b], [x0 + b, y, z1 - b]], border))
	out.push(Q(ctx, [[x0 + b + 0.04, y, z0 + b + 0.04], [x1 - b - 0.04, y, z0 + b + 0.04], [x1 - b - 0.04, y, z1 - b - 0.04], [x0 + b + 0.04, y, z1 - b - 0.04]], color))
	if (o.pattern === 'stripes') {
		for (let X = x0 + 0.3; X < x1 - 0.3; X += 0.3) out.push(Q(ctx, [[X, y, z0 + b + 0.1], [X + 0.06, y, z0 + b + 0.1], [X + 0.06, y, z1 - b - 0.1], [X, y, z1 - b - 0.1]], border, { opacity: 0.5 }))
	} else if (o.pattern === 'diamond') {
		const cx = (x0 + x1) / 2
		const cz = (z0 + z1) / 2
		const hx = (x1 - x0) / 2 - 0.35
		const hz = (z1 - z0) / 2 - 0.35
		out.push(Q(ctx, [[cx, y, cz - hz], [cx + hx, y, cz], [cx, y, cz + hz], [cx - hx, y, cz]], border, { opacity: 0.55 }))
		out.push(Q(ctx, [[cx, y, cz - hz * 0.5], [cx + hx * 0.5, y, cz], [cx, y, cz + hz * 0.5], [cx - hx * 0.5, y, cz]], color))
	}
	if (o.fringe) {
		for (let X = x0; X <= x1; X += 0.05) {
			const [a, b2] = ctx.P(X, y, z0)
			out.push(line(a, b2, a, b2 + 4, lighten(color, 0.2), 1))
		}
	}
	s.add(group(out))
}

function coffeeTable(ctx, cx, cz, o = {}) {
	const { s, r } = ctx
	const wood = o.color ?? '#b8875a'
	const out = []
	if (o.round) {
		const rr = o.radius ?? 0.45
		out.push(floorShadow(ctx, cx - rr, cx + rr, cz - rr * 0.8, cz + rr * 0.8, 0.3))
		out.push(face(ctx, cx - 0.12, 0, cx + 0.12, 0.38, cz, darken(wood, 0.2)))
		out.push(flatEllipse(ctx, cx, 0.37, cz, rr, rr, darken(wood, 0.2)))
		out.push(flatEllipse(ctx, cx, 0.4, cz, rr, rr, lighten(wood, 0.08)))
	} else {
		const w = o.width ?? 1.2
		const d = o.depth ?? 0.6
		out.push(floorShadow(ctx, cx - w / 2, cx + w / 2, cz - d / 2, cz + d / 2, 0.3))
		for (const Z of [cz + d / 2 - 0.08, cz - d / 2 + 0.04]) {
			for (const X of [cx - w / 2 + 0.04, cx + w / 2 - 0.09]) out.push(box(ctx, [X, X + 0.05], [0, 0.36], [Z, Z + 0.05], darken(wood, 0.25)))
		}
		out.push(box(ctx, [cx - w / 2, cx + w / 2], [0.35, 0.42], [cz - d / 2, cz + d / 2], wood, { top: lighten(wood, 0.12), front: darken(wood, 0.08) }))
	}
	s.add(out)
	// a few things on top
	const y = o.round ? 0.4 : 0.41
	const bx = cx - 0.25
	s.add(box(ctx, [bx - 0.14, bx + 0.14], [y, y + 0.03], [cz - 0.1, cz + 0.1], r.pick(ACCENTS)))
	s.add(box(ctx, [bx - 0.12, bx + 0.11], [y + 0.03, y + 0.055], [cz - 0.09, cz + 0.09], '#f0ece4'))
	vase(ctx, cx + 0.2, cz, y, { height: 0.18, color: r.pick(['#f1ede6', '#2f3338', '#c98f6b']), stems: true })
}

function vase(ctx, X, Z, y, o = {}) {
	const { s, r, P } = ctx
	const k = ctx.k(Z)
	const h = (o.height ?? 0.25) * k
	const w = (o.width ?? 0.12) * k
	const [bx, by] = P(X, y, Z)
	const color = o.color ?? '#f1ede6'
	const out = []
	if (o.stems) {
		for (let i = 0; i < 6; i++) {
			const a = -Math.PI / 2 + r.range(-0.7, 0.7)
			const len = h * r.range(1, 1.8)
			const ex = bx + Math.cos(a) * len * 0.6
			const ey = by - h + Math.sin(a) * len * 0.8
			out.push(pathEl(`M${num(bx)},${num(by - h * 0.9)}Q${num(bx + (ex - bx) * 0.2)},${num(ey + (by - ey) * 0.3)} ${num(ex)},${num(ey)}`, 'none', { stroke: '#5f7a45', strokeWidth: 1.2 }))
			if (o.flowers) out.push(circle(ex, ey, Math.max(2, 0.03 * k), o.flowers))
			else out.push(leafShape(ex, ey, 0.06 * k, 0.015 * k, a, '#6f8f55'))
		}
	}
	out.push(pathEl(`M${num(bx - w * 0.25)},${num(by - h)}C${num(bx - w * 0.3)},${num(by - h * 0.7)} ${num(bx - w * 0.6)},${num(by - h * 0.5)} ${num(bx - w * 0.5)},${num(by - h * 0.2)}Q${num(bx - w * 0.45)},${num(by)} ${num(bx)},${num(by)}Q${num(bx + w * 0.45)},${num(by)} ${num(bx + w * 0.5)},${num(by - h * 0.2)}C${num(bx + w * 0.6)},${num(by - h * 0.5)} ${num(bx + w * 0.3)},${num(by - h * 0.7)} ${num(bx + w * 0.25)},${num(by - h)}Z`, s.linear([[0, lighten(color, 0.1)], [0.6, color], [1, darken(color, 0.2)]], 0, 0, 1, 0)))
	s.add(group(out))
}

function floorLamp(ctx, X, Z, o = {}) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const metal = o.metal ?? '#2b2e33'
	const shade = o.shade ?? '#f3ede2'
	const [bx, by] = P(X, 0, Z)
	const [, sy] = P(X, 1.45, Z)
	const out = [flatEllipse(ctx, X, 0, Z, 0.15, 0.15, '#1a1420', { opacity: 0.25, filter: s.blur(3) })]
	out.push(flatEllipse(ctx, X, 0.01, Z, 0.14, 0.14, metal))
	out.push(line(bx, by, bx, sy, metal, Math.max(1.5, 0.022 * k)))
	const tw = 0.15 * k
	const bw = 0.22 * k
	const sh = 0.3 * k
	if (ctx.evening) {
		ctx.lights.push({ x: bx, y: sy - sh / 2, r: 1.1 * k })
		out.push(circle(bx, sy - sh / 2, 0.7 * k, s.radial([[0, '#ffd48a', 0.55], [1, '#ffd48a', 0]])))
		out.push(poly([[bx - bw, sy], [bx + bw, sy], [bx + bw * 2.2, by], [bx - bw * 2.2, by]], '#ffe2a8', { opacity: 0.1 }))
	}
	out.push(poly([[bx - tw, sy - sh], [bx + tw, sy - sh], [bx + bw, sy], [bx - bw, sy]], ctx.evening ? s.linear([[0, '#fff1cf'], [1, '#ffd48a']]) : s.linear([[0, lighten(shade, 0.05)], [1, darken(shade, 0.08)]], 0, 0, 1, 0)))
	s.add(group(out))
}

function tableLamp(ctx, X, Z, y, o = {}) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const base = o.base ?? '#d9cbb6'
	const shade = o.shade ?? '#f4efe6'
	const out = []
	const bh = 0.26 * k
	if (ctx.evening) {
		ctx.lights.push({ x: bx, y: by - bh - 0.1 * k, r: 0.8 * k })
		out.push(circle(bx, by - bh - 0.1 * k, 0.5 * k, s.radial([[0, '#ffd48a', 0.6], [1, '#ffd48a', 0]])))
	}
	out.push(ellipse(bx, by - bh * 0.45, 0.08 * k, bh * 0.45, s.linear([[0, lighten(base, 0.1)], [1, darken(base, 0.15)]], 0, 0, 1, 0)))
	out.push(rect(bx - 0.008 * k, by - bh - 0.03 * k, 0.016 * k, 0.06 * k, '#8a7a66'))
	const sw = 0.13 * k
	const sb = 0.18 * k
	const sh = 0.2 * k
	out.push(poly([[bx - sw, by - bh - sh], [bx + sw, by - bh - sh], [bx + sb, by - bh + 0.02 * k], [bx - sb, by - bh + 0.02 * k]], ctx.evening ? s.linear([[0, '#fff1cf'], [1, '#ffd48a']]) : s.linear([[0, shade], [1, darken(shade, 0.1)]], 0, 0, 1, 0)))
	s.add(group(out))
}

function pendant(ctx, X, Z, yBottom, o = {}) {
	const { s, P, room } = ctx
	const k = ctx.k(Z)
	const kind = o.kind ?? 'dome'
	const color = o.color ?? '#2b2e33'
	const [cx, cy] = P(X, yBottom, Z)
	const [, top] = P(X, room.h, Z)
	const out = [line(cx, top, cx, cy - 0.1 * k, '#3a3a3a', 1.2)]
	const rr = (o.size ?? 0.22) * k
	if (ctx.evening) {
		ctx.lights.push({ x: cx, y: cy, r: rr * 4 })
		out.push(circle(cx, cy, rr * 3, s.radial([[0, '#ffdc9a', 0.5], [1, '#ffdc9a', 0]])))
	}
	if (kind === 'globe') {
		out.push(circle(cx, cy - rr * 0.6, rr * 0.8, ctx.evening ? s.radial([[0, '#fffbe9'], [1, '#ffe2a3']]) : s.radial([[0, '#ffffff'], [1, '#e8e4dc']], 0.4, 0.35, 0.7)))
	} else if (kind === 'cone') {
		out.push(poly([[cx - rr * 0.15, cy - rr * 1.1], [cx + rr * 0.15, cy - rr * 1.1], [cx + rr * 0.6, cy], [cx - rr * 0.6, cy]], color))
		out.push(ellipse(cx, cy, rr * 0.6, rr * 0.12, ctx.evening ? '#fff1cf' : lighten(color, 0.3)))
	} else {
		out.push(pathEl(`M${num(cx - rr)},${num(cy)}Q${num(cx - rr)},${num(cy - rr * 0.9)} ${num(cx)},${num(cy - rr * 0.9)}Q${num(cx + rr)},${num(cy - rr * 0.9)} ${num(cx + rr)},${num(cy)}Z`, s.linear([[0, lighten(color, 0.15)], [1, color]], 0, 0, 1, 0)))
		out.push(ellipse(cx, cy, rr, rr * 0.14, ctx.evening ? '#fff1cf' : darken(color, 0.3)))
	}
	s.add(group(out))
}

const ART_PALETTES = [
	['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#f4f1de'],
	['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
	['#d8a48f', '#bb8588', '#a3a380', '#efebce', '#d6ce93'],
	['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
	['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
	['#cdb4db', '#ffc8dd', '#bde0fe', '#a2d2ff', '#fdfcdc'],
]

/** A framed abstract print on the back wall. */
function art(ctx, x0, y0, x1, y1, o = {}) {
	const { s, r, room, P } = ctx
	const z = o.z ?? room.zb - 0.02
	const [sx0, sy0] = P(x0, y1, z)
	const [sx1, sy1] = P(x1, y0, z)
	const w = sx1 - sx0
	const h = sy1 - sy0
	const frame = o.frame ?? r.pick(['#2b2b2b', '#b8875a', '#f4f1ea', '#c9a15a'])
	const pal = o.palette ?? r.pick(ART_PALETTES)
	const out = [rect(sx0 + 3, sy0 + 5, w, h, '#1a1420', { opacity: 0.18, filter: s.blur(3) })]
	out.push(rect(sx0, sy0, w, h, frame))
	const ft = Math.max(3, w * 0.03)
	const mat = o.mat === false ? 0 : Math.min(w, h) * 0.1
	out.push(rect(sx0 + ft, sy0 + ft, w - 2 * ft, h - 2 * ft, '#f7f5f0'))
	const ix = sx0 + ft + mat
	const iy = sy0 + ft + mat
	const iw = w - 2 * (ft + mat)
	const ih = h - 2 * (ft + mat)
	const kind = o.kind ?? r.pick(['arcs', 'blocks', 'landscape', 'sun', 'lines'])
	const bg = pal[4]
	out.push(rect(ix, iy, iw, ih, bg))
	const clip = s.clip(rect(ix, iy, iw, ih, '#000'))
	const inner = []
	if (kind === 'arcs') {
		for (let i = 0; i < 4; i++) {
			const cx = ix + r.range(0.1, 0.9) * iw
			const rr = r.range(0.2, 0.45) * Math.min(iw, ih)
			inner.push(pathEl(`M${num(cx - rr)},${num(iy + ih)}A${num(rr)},${num(rr)} 0 0 1 ${num(cx + rr)},${num(iy + ih)}Z`, pal[i % 4], { opacity: 0.9 }))
		}
	} else if (kind === 'blocks') {
		for (let i = 0; i < 5; i++) inner.push(rect(ix + r.range(0, 0.7) * iw, iy + r.range(0, 0.7) * ih, r.range(0.2, 0.5) * iw, r.range(0.15, 0.45) * ih, pal[i % 4], { opacity: 0.85 }))
	} else if (kind === 'landscape') {
		inner.push(rect(ix, iy, iw, ih, s.linear([[0, pal[3]], [1, pal[4]]])))
		inner.push(circle(ix + iw * 0.7, iy + ih * 0.35, Math.min(iw, ih) * 0.12, pal[0]))
		inner.push(pathEl(smoothPath([[ix, iy + ih * 0.6], [ix + iw * 0.35, iy + ih * 0.5], [ix + iw * 0.7, iy + ih * 0.65], [ix + iw, iy + ih * 0.55]]) + `V${num(iy + ih)}H${num(ix)}Z`, pal[2]))
		inner.push(pathEl(smoothPath([[ix, iy + ih * 0.78], [ix + iw * 0.4, iy + ih * 0.7], [ix + iw, iy + ih * 0.82]]) + `V${num(iy + ih)}H${num(ix)}Z`, pal[1]))
	} else if (kind === 'sun') {
		inner.push(circle(ix + iw / 2, iy + ih * 0.45, Math.min(iw, ih) * 0.28, pal[0]))
		for (let i = 0; i < 4; i++) inner.push(rect(ix, iy + ih * (0.62 + i * 0.09), iw, ih * 0.045, pal[1 + (i % 3)]))
	} else {
		for (let i = 0; i < 3; i++) {
			const pts2 = []
			for (let j = 0; j <= 5; j++) pts2.push([ix + (iw * j) / 5, iy + ih * (0.3 + i * 0.2) + r.range(-0.12, 0.12) * ih])
			inner.push(pathEl(smoothPath(pts2), 'none', { stroke: pal[i], strokeWidth: Math.max(2, iw * 0.04), strokeLinecap: 'round' }))
		}
		inner.push(circle(ix + iw * r.range(0.2, 0.8), iy + ih * 0.25, Math.min(iw, ih) * 0.1, pal[3]))
	}
	out.push(group(inner, { clipPath: clip }))
	s.add(group(out))
}

/** A wall shelf (or open bookcase level) with books and small objects. */
function bookRow(ctx, x0, x1, y, z, o = {}) {
	const { s, r } = ctx
	const out = []
	let X = x0 + 0.03
	const colors = o.colors ?? BOOK_COLORS
	while (X < x1 - 0.06) {
		if (r.chance(0.15) && X < x1 - 0.25) {
			const vz = z - 0.12
			X += 0.08
			s.add(out.splice(0).join(''))
			vase(ctx, X + 0.06, vz, y, { height: r.range(0.12, 0.2), width: 0.09, color: r.pick(['#f1ede6', '#c98f6b', '#2f3338', '#a7b7a3']) })
			X += 0.18
			continue
		}
		const n = r.int(3, 8)
		const lean = r.chance(0.2)
		for (let i = 0; i < n && X < x1 - 0.05; i++) {
			const bw = r.range(0.025, 0.045)
			const bh = r.range(0.17, 0.27) * (o.scale ?? 1)
			const col = r.pick(colors)
			out.push(face(ctx, X, y, X + bw, y + bh, z - 0.05, col))
			out.push(face(ctx, X, y + bh * 0.75, X + bw, y + bh * 0.8, z - 0.05, lighten(col, 0.3), { opacity: 0.6 }))
			X += bw + 0.003
		}
		if (lean) X += 0.04
		X += r.range(0.04, 0.14)
	}
	s.add(out.join(''))
}

const BOOK_COLORS = ['#c8553d', '#2f4858', '#f2c14e', '#86a873', '#e8e1d4', '#5b6c8f', '#b07b52', '#d4a5a5', '#3d3d3d', '#9fb7c9']
const ACCENTS = ['#e0a458', '#c8553d', '#588b8b', '#f2c14e', '#8e7dbe', '#d4a5a5', '#2f6f6d', '#e9e4d8', '#b65f4b', '#7d9d6b']

function sideTable(ctx, X, Z, o = {}) {
	const { s } = ctx
	const wood = o.color ?? '#b8875a'
	const rr = 0.24
	s.add(floorShadow(ctx, X - rr, X + rr, Z - rr, Z + rr, 0.25))
	s.add(face(ctx, X - 0.02, 0, X + 0.02, 0.55, Z, darken(wood, 0.25)))
	s.add(flatEllipse(ctx, X, 0.01, Z, 0.16, 0.16, darken(wood, 0.3)))
	s.add(flatEllipse(ctx, X, 0.55, Z, rr, rr, darken(wood, 0.15)), flatEllipse(ctx, X, 0.57, Z, rr, rr, lighten(wood, 0.05)))
	return 0.57
}

function sideboard(ctx, x0, x1, o = {}) {
	const { s, room, r } = ctx
	const z1 = room.zb - 0.02
	const z0 = z1 - (o.depth ?? 0.45)
	const h = o.height ?? 0.75
	const color = o.color ?? '#b8875a'
	s.add(floorShadow(ctx, x0, x1, z0 - 0.05, z1, 0.3))
	for (const X of [x0 + 0.05, x1 - 0.09]) s.add(face(ctx, X, 0, X + 0.04, 0.14, z0 + 0.04, darken(color, 0.35)))
	s.add(box(ctx, [x0, x1], [0.14, h], [z0, z1], color))
	const n = Math.max(2, Math.round((x1 - x0) / 0.5))
	for (let i = 1; i < n; i++) {
		const X = x0 + ((x1 - x0) * i) / n
		s.add(face(ctx, X - 0.004, 0.17, X + 0.004, h - 0.03, z0, darken(color, 0.25)))
	}
	for (let i = 0; i < n; i++) {
		const X = x0 + ((x1 - x0) * (i + 0.5)) / n
		s.add(face(ctx, X - 0.05, h - 0.12, X + 0.05, h - 0.105, z0, o.handle ?? '#c9a15a'))
	}
	if (o.slats) for (let X = x0 + 0.04; X < x1 - 0.03; X += 0.04) s.add(face(ctx, X, 0.18, X + 0.012, h - 0.04, z0, darken(color, 0.12), { opacity: 0.6 }))
	return { y: h, z: (z0 + z1) / 2 }
}

/** Armchair standing at the side of the room, turned towards the centre. */
function armchair(ctx, side, xOuter, z0, color, o = {}) {
	const { s } = ctx
	const depth = 0.8
	const xo = side * xOuter
	const xi = side * (xOuter - depth)
	const [a, b] = side > 0 ? [xi, xo] : [xo, xi]
	const z1 = z0 + 0.82
	const legs = o.legs ?? '#5a4032'
	s.add(floorShadow(ctx, a - 0.05, b + 0.05, z0 - 0.05, z1 + 0.05, 0.25))
	const backA = side > 0 ? b - 0.18 : a
	const backB = side > 0 ? b : a + 0.18
	s.add(box(ctx, [a, b], [0.14, 0.6], [z1 - 0.14, z1], darken(color, 0.05), { rx: 0.04 }))
	s.add(box(ctx, [backA, backB], [0.14, 0.92], [z0, z1], darken(color, 0.08), { rx: 0.05 }))
	s.add(box(ctx, [Math.min(a, b), Math.max(a, b)].map((v, i) => (i === 0 ? (side > 0 ? v : v + 0.18) : side > 0 ? v - 0.18 : v)), [0.14, 0.44], [z0 + 0.12, z1 - 0.14], color, { top: lighten(color, 0.15) }))
	for (const X of [a + 0.05, b - 0.09]) s.add(face(ctx, X, 0, X + 0.04, 0.14, z0 + 0.04, legs))
	s.add(box(ctx, [a, b], [0.14, 0.6], [z0, z0 + 0.13], color, { rx: 0.04, top: lighten(color, 0.12) }))
	if (o.pillow) {
		const [px, py] = ctx.P((backA + backB) / 2 + (side > 0 ? -0.12 : 0.12), 0.66, (z0 + z1) / 2)
		const k = ctx.k((z0 + z1) / 2)
		s.add(rect(px - 0.05 * k, py - 0.2 * k, 0.1 * k, 0.36 * k, o.pillow, { rx: 0.04 * k }))
	}
}

// ---- rooms ------------------------------------------------------------------------

/** Interior look per home style: walls, floors, fabrics, window frames, view. */
const THEMES = {
	villa: {
		walls: ['#f2f0eb', '#ebe8e1', '#e6e3dc'],
		floors: [{ kind: 'wood', color: '#d9bf98', plank: 0.24 }, { kind: 'tile', color: '#e2ded6', size: 0.9 }, { kind: 'concrete', color: '#cdc9c2' }],
		fabric: ['#e8e2d6', '#cfc6b8', '#4a4f57', '#b9b1a2'],
		accents: ['#c47b57', '#8a9a6b', '#d9b779', '#5b6c7a'],
		wood: '#c29a6c',
		frame: '#2b2e33',
		curtain: '#ece7dd',
		cabinets: ['#f4f2ee', '#3b3f46', '#c29a6c'],
	},
	suburban: {
		walls: ['#e6e2d6', '#dfe5dc', '#e3e8ec', '#efe6d8'],
		floors: [{ kind: 'wood', color: '#c49a6c' }, { kind: 'wood', color: '#b48659' }],
		fabric: ['#5d6f86', '#9aa79a', '#c9bba5', '#8b6f5c'],
		accents: ['#e0a458', '#c8553d', '#f2c14e', '#588b8b'],
		wood: '#a8774d',
		frame: '#f7f6f2',
		curtain: '#d9cbb4',
		cabinets: ['#f4f2ee', '#8fa3b3', '#a9b59b'],
	},
	townhouse: {
		walls: ['#41594c', '#2f3e52', '#ece6da', '#b7c4b5', '#d9c7b8'],
		wainscot: true,
		floors: [{ kind: 'wood', color: '#8a6444', plank: 0.14 }, { kind: 'wood', color: '#a57a52', plank: 0.14 }],
		fabric: ['#2f6b5a', '#b35c44', '#d8a7a0', '#3c4a63', '#c9a15a'],
		accents: ['#c9a15a', '#e9dcc5', '#b35c44', '#d8a7a0'],
		wood: '#7a5238',
		frame: '#f7f6f2',
		curtain: '#c9a15a',
		cabinets: ['#2f3e52', '#41594c', '#f4f2ee'],
	},
	apartment: {
		walls: ['#eeeeec', '#e5e7e9', '#f0ece6'],
		floors: [{ kind: 'wood', color: '#dcc3a0', plank: 0.2 }, { kind: 'wood', color: '#cfb390' }],
		fabric: ['#8a96a3', '#d4c8b8', '#3f5560', '#c47f5a'],
		accents: ['#f2c14e', '#2f6f6d', '#e07a5f', '#f4f1ea'],
		wood: '#c9a57a',
		frame: '#2b2e33',
		curtain: '#e4e0d8',
		cabinets: ['#f4f2ee', '#9aa7a0', '#2f3e52'],
	},
	cottage: {
		walls: ['#f3ead8', '#e9efe4', '#f1e4d4'],
		floors: [{ kind: 'wood', color: '#a97b52', plank: 0.16 }],
		fabric: ['#8c3b3b', '#d8cdb8', '#6f8a6a', '#3f5a73'],
		accents: ['#f2c14e', '#d4a5a5', '#e9dcc5', '#6f8a6a'],
		wood: '#9a6b45',
		frame: '#f7f6f2',
		curtain: '#e6d3c0',
		cabinets: ['#a9b59b', '#f1ebe0', '#8fa3b3'],
	},
	cabin: {
		walls: ['#b98a5c'],
		planks: true,
		floors: [{ kind: 'wood', color: '#8a5f3d', plank: 0.2 }],
		fabric: ['#8c3b3b', '#d8cdb8', '#4f6b4f', '#3f4a56'],
		accents: ['#c9a15a', '#e9dcc5', '#8c3b3b', '#d98b4a'],
		wood: '#6e4a30',
		frame: '#4a3426',
		curtain: '#b8a58a',
		cabinets: ['#4f6b4f', '#7a5238', '#e9dcc5'],
	},
	beach: {
		walls: ['#f6f5f1', '#e8f0f2', '#f2efe8'],
		floors: [{ kind: 'wood', color: '#e0d3bd', plank: 0.22 }, { kind: 'tile', color: '#ece6da', size: 0.7 }],
		fabric: ['#f2efe8', '#9fc3d4', '#d8cbb2', '#5f8fb0'],
		accents: ['#5f9fc2', '#e8b04a', '#7fb3a6', '#f2efe8'],
		wood: '#d2b48c',
		frame: '#f7f6f2',
		curtain: '#f4f1ea',
		cabinets: ['#f4f2ee', '#9fc3d4', '#d2b48c'],
	},
	loft: {
		walls: ['#e6e2dc', '#d9d6d0'],
		brick: ['#9b4a36', '#8a5040', '#a0614a'],
		floors: [{ kind: 'concrete', color: '#b9b5ae' }, { kind: 'wood', color: '#6e4b33', plank: 0.2 }],
		fabric: ['#9c5a32', '#3a3d42', '#6b705c', '#c9bba5'],
		accents: ['#d98b4a', '#c9bba5', '#588b8b', '#e9dcc5'],
		wood: '#7a5238',
		frame: '#23262b',
		curtain: null,
		cabinets: ['#23262b', '#3a3d42', '#7a5238'],
	},
	ranch: {
		walls: ['#efe6d6', '#e8d5bd', '#f1ebe0'],
		floors: [{ kind: 'tile', color: '#c98a63', size: 0.45, grout: '#e2cdb5' }, { kind: 'wood', color: '#b98d63' }],
		fabric: ['#c0703f', '#d8c4a4', '#3f7d7a', '#8a5a44'],
		accents: ['#3f7d7a', '#e0a458', '#c0703f', '#efe6d6'],
		wood: '#8a5a3c',
		frame: '#5a4030',
		curtain: '#e3d3b8',
		cabinets: ['#f1ebe0', '#3f7d7a', '#8a5a3c'],
	},
}

function themedShell(ctx, o = {}) {
	const { r, theme: t } = ctx
	const wall = o.wall ?? r.pick(t.walls)
	const floor = o.floor ?? r.pick(t.floors)
	const dark = hexToRgb(wall).reduce((a, b) => a + b) < 400
	roomShell(ctx, {
		wall,
		floor,
		wainscot: t.wainscot && !o.plain ? (dark ? wall : lighten(wall, 0.3)) : null,
		brick: t.brick && !o.plain ? r.pick(t.brick) : null,
		planks: t.planks ? wall : null,
		downlights: o.downlights,
	})
	if (t.planks) {
		// exposed beams for the cabin
		for (const Z of [3, 4.5]) ctx.s.add(box(ctx, [-ctx.room.w2, ctx.room.w2], [ctx.room.h - 0.22, ctx.room.h], [Z - 0.12, Z + 0.12], '#5e3f29'))
	}
	return { wall, floor }
}

function livingRoom(ctx) {
	const { s, r, theme: t, room } = ctx
	themedShell(ctx)
	const side = r.pick([-1, 1])
	const sofaW = r.pick([2.2, 2.4])
	const sofaX = -side * 0.85
	const wx0 = side > 0 ? 0.75 : -2.7
	backWindow(ctx, wx0, 0.3, wx0 + 1.95, 2.45, { cols: 3, frame: t.frame, curtains: t.curtain, sill: false })
	if (r.chance(0.5)) {
		art(ctx, sofaX - 0.65, 1.25, sofaX + 0.65, 2.05)
	} else {
		art(ctx, sofaX - 0.75, 1.3, sofaX - 0.08, 2.0)
		art(ctx, sofaX + 0.08, 1.3, sofaX + 0.75, 2.0)
	}
	plant(ctx, side * 2.75, 5.5, { height: 1.5 })
	const farEnd = sofaX - side * (sofaW / 2 + 0.38)
	floorLamp(ctx, farEnd, 5.55, { metal: t.frame === '#f7f6f2' ? '#3a3a3a' : t.frame })
	const fabric = r.pick(t.fabric)
	sofa(ctx, sofaX, sofaW, fabric, { pillows: r.shuffle(t.accents).slice(0, r.int(2, 4)), throw: r.chance(0.5) ? r.pick(t.accents) : null })
	const nearEnd = sofaX + side * (sofaW / 2 + 0.35)
	const ty = sideTable(ctx, nearEnd, 5.45, { color: t.wood })
	if (r.chance(0.5)) tableLamp(ctx, nearEnd, 5.45, ty)
	else vase(ctx, nearEnd, 5.45, ty, { stems: true, height: 0.22 })
	rug(ctx, sofaX - 1.5, sofaX + 1.5, 3.3, 5.3, r.pick(['#e8e1d4', '#d8cbb6', '#c9c2b6', '#b9c4c9', '#d9c7b8']), { pattern: r.pick(['stripes', 'diamond', null]) })
	coffeeTable(ctx, sofaX, 4.3, { round: r.chance(0.5), color: t.wood })
	if (r.chance(0.6)) {
		const px = sofaX + side * 1.1
		s.add(floorShadow(ctx, px - 0.25, px + 0.25, 3.55, 3.95, 0.25))
		s.add(face(ctx, px - 0.24, 0, px + 0.24, 0.38, 3.75, darken(r.pick(t.accents), 0.05), { rx: 0.06 }))
		s.add(flatEllipse(ctx, px, 0.38, 3.75, 0.24, 0.2, lighten(r.pick(t.accents), 0.1)))
	}
	armchair(ctx, side, 2.25, 3.85, r.pick(t.fabric.filter((f) => f !== fabric)))
	if (r.chance(0.6)) plant(ctx, -side * 2.15, 4.1, { height: 1.1, kind: r.pick(['snake', 'monstera', 'palm']) })
}

/** Tiles on the back wall as a pattern (sizes in metres). */
function wallTiles(ctx, color, tw, th, o = {}) {
	const { s, r } = ctx
	const k = ctx.k(ctx.room.zb)
	const w = tw * k
	const h = th * k
	const grout = o.grout ?? darken(color, 0.12)
	let content = rect(0, 0, w * 2, h * 2, grout)
	for (let row = 0; row < 2; row++) {
		const off = o.stagger && row % 2 ? w / 2 : 0
		for (let i = -1; i < 3; i++) {
			const shade = o.vary ? r.range(-0.06, 0.06) : 0
			const col = shade > 0 ? lighten(color, shade) : darken(color, -shade)
			content += rect(off + i * w + 0.6, row * h + 0.6, w - 1.2, h - 1.2, col)
		}
	}
	return s.pattern(`t${color}${tw}${th}${o.stagger ? 's' : ''}${o.vary ? 'v' : ''}`, w * 2, h * 2, content)
}

function cabinetRun(ctx, x0, x1, color, o = {}) {
	const { s, room } = ctx
	const z1 = room.zb - 0.01
	const z0 = z1 - 0.62
	const handle = o.handle ?? '#b8b2a8'
	s.add(face(ctx, x0, 0, x1, 0.1, z0 + 0.06, darken(color, 0.45)))
	s.add(box(ctx, [x0, x1], [0.1, 0.86], [z0, z1], color, { noTop: true }))
	const n = Math.max(1, Math.round((x1 - x0) / 0.6))
	const uw = (x1 - x0) / n
	for (let i = 0; i < n; i++) {
		const a = x0 + i * uw
		if (o.oven !== undefined && Math.abs(a + uw / 2 - o.oven) < uw / 2) {
			s.add(face(ctx, a + 0.04, 0.14, a + uw - 0.04, 0.7, z0, '#1f2226'))
			s.add(face(ctx, a + 0.08, 0.2, a + uw - 0.08, 0.58, z0, s.linear([[0, '#3a3f46'], [1, '#15171a']])))
			s.add(face(ctx, a + 0.08, 0.63, a + uw - 0.08, 0.65, z0, '#c9ccd1'))
			s.add(face(ctx, a + 0.02, 0.72, a + uw - 0.02, 0.84, z0, '#2b2e33'))
			continue
		}
		s.add(face(ctx, a + 0.005, 0.7, a + 0.012, 0.86, z0, darken(color, 0.2)))
		s.add(face(ctx, a, 0.69, a + uw, 0.7, z0, darken(color, 0.2)))
		s.add(face(ctx, a + 0.005, 0.1, a + 0.012, 0.69, z0, darken(color, 0.2)))
		s.add(face(ctx, a + uw / 2 - 0.08, 0.79, a + uw / 2 + 0.08, 0.8, z0, handle))
		s.add(face(ctx, a + uw - 0.07, 0.45, a + uw - 0.06, 0.62, z0, handle))
	}
}

function kitchen(ctx) {
	const { s, r, theme: t, room } = ctx
	themedShell(ctx, { plain: true })
	const zb = room.zb
	const cab = r.pick(t.cabinets)
	const top = r.pick(['#ece9e4', '#f4f2ee', '#2f3236', '#c9a27a', '#d9d6d0'])
	const fr = r.pick([-1, 1])
	const runX0 = fr > 0 ? -3.05 : -2.1
	const runX1 = fr > 0 ? 2.1 : 3.05
	const sinkX = fr > 0 ? -0.6 : 0.6
	const rangeX = fr > 0 ? -2.2 : 2.2
	// backsplash and window
	const tile = r.pick([
		{ color: '#f4f2ee', w: 0.15, h: 0.075, stagger: true },
		{ color: '#dfe7e3', w: 0.1, h: 0.1, vary: true },
		{ color: '#c9d8de', w: 0.15, h: 0.075, stagger: true, vary: true },
		{ color: '#e9e1d3', w: 0.2, h: 0.1, stagger: true },
		{ color: '#7fa39a', w: 0.08, h: 0.08, vary: true },
	])
	s.add(face(ctx, runX0, 0.9, runX1, 1.5, zb, wallTiles(ctx, tile.color, tile.w, tile.h, tile)))
	backWindow(ctx, sinkX - 0.62, 1.08, sinkX + 0.62, 2.2, { cols: 2, frame: t.frame, sill: false })
	// upper cabinets or open shelves
	const open = r.chance(0.35)
	const uppers = [
		[runX0, sinkX - 0.8],
		[sinkX + 0.8, runX1],
	].map(([a, b]) => [a, b])
	for (const [a0, b0] of uppers) {
		const segs = [[a0, b0]]
		const hoodIn = rangeX > a0 && rangeX < b0
		const pieces = hoodIn ? [[a0, rangeX - 0.5], [rangeX + 0.5, b0]] : segs
		for (const [a, b] of pieces) {
			if (b - a < 0.2) continue
			if (open) {
				for (const y of [1.65, 2.05]) {
					s.add(box(ctx, [a, b], [y - 0.04, y], [zb - 0.28, zb], t.wood))
					dishes(ctx, a + 0.05, b - 0.05, y, zb - 0.14)
				}
			} else {
				s.add(box(ctx, [a, b], [1.5, 2.35], [zb - 0.36, zb], cab))
				const n = Math.max(1, Math.round((b - a) / 0.5))
				for (let i = 1; i < n; i++) s.add(face(ctx, a + ((b - a) * i) / n - 0.004, 1.52, a + ((b - a) * i) / n + 0.004, 2.33, zb - 0.36, darken(cab, 0.2)))
				for (let i = 0; i < n; i++) {
					const hx = a + ((b - a) * (i + 0.5)) / n + 0.12 * (i % 2 ? -1 : 1)
					s.add(face(ctx, hx - 0.005, 1.54, hx + 0.005, 1.7, zb - 0.36, '#b8b2a8'))
				}
			}
		}
	}
	// range hood
	const hood = r.pick(['#d9dcdf', cab, '#2b2e33'])
	const [hx0, hy0] = ctx.P(rangeX - 0.45, 1.62, zb - 0.3)
	const [hx1] = ctx.P(rangeX + 0.45, 1.62, zb - 0.3)
	const [cx0, cy0] = ctx.P(rangeX - 0.16, room.h, zb - 0.3)
	const [cx1, cy1] = ctx.P(rangeX + 0.16, 1.95, zb - 0.3)
	s.add(rect(cx0, cy0, cx1 - cx0, cy1 - cy0, s.linear([[0, lighten(hood, 0.1)], [1, darken(hood, 0.1)]], 0, 0, 1, 0)))
	s.add(poly([[cx0, cy1], [cx1, cy1], [hx1, hy0], [hx0, hy0]], s.linear([[0, lighten(hood, 0.12)], [1, darken(hood, 0.1)]], 0, 0, 1, 0)))
	s.add(rect(hx0, hy0, hx1 - hx0, 4, darken(hood, 0.3)))
	// fridge column
	const fx0 = fr > 0 ? 2.12 : -3.08
	const fx1 = fx0 + 0.96
	s.add(box(ctx, [fx0, fx1], [2.3, room.h - 0.02], [zb - 0.66, zb], cab))
	const steel = '#cfd3d8'
	s.add(box(ctx, [fx0 + 0.02, fx1 - 0.02], [0, 2.28], [zb - 0.7, zb], steel, { front: s.linear([[0, '#e3e6ea'], [0.5, '#c5cad0'], [1, '#dfe2e6']], 0, 0, 1, 0) }))
	s.add(face(ctx, (fx0 + fx1) / 2 - 0.004, 0.75, (fx0 + fx1) / 2 + 0.004, 2.26, zb - 0.7, '#9aa0a8'))
	s.add(face(ctx, fx0 + 0.02, 0.72, fx1 - 0.02, 0.73, zb - 0.7, '#9aa0a8'))
	for (const d of [-0.06, 0.05]) s.add(face(ctx, (fx0 + fx1) / 2 + d, 1.0, (fx0 + fx1) / 2 + d + 0.015, 1.7, zb - 0.72, '#8a9098'))
	// base cabinets, counter, sink, cooktop
	cabinetRun(ctx, runX0, runX1, cab, { oven: rangeX })
	s.add(box(ctx, [runX0 - 0.02, runX1 + 0.02], [0.86, 0.91], [zb - 0.66, zb], top, { top: lighten(top, 0.06) }))
	s.add(Q(ctx, [[sinkX - 0.35, 0.912, zb - 0.52], [sinkX + 0.35, 0.912, zb - 0.52], [sinkX + 0.35, 0.912, zb - 0.16], [sinkX - 0.35, 0.912, zb - 0.16]], darken(top, 0.25)))
	faucet(ctx, sinkX, zb - 0.1, 0.91)
	s.add(Q(ctx, [[rangeX - 0.32, 0.913, zb - 0.58], [rangeX + 0.32, 0.913, zb - 0.58], [rangeX + 0.32, 0.913, zb - 0.08], [rangeX - 0.32, 0.913, zb - 0.08]], '#1c1e21'))
	for (const [dx, dz] of [[-0.15, -0.18], [0.15, -0.18], [-0.15, -0.45], [0.15, -0.45]]) s.add(flatEllipse(ctx, rangeX + dx, 0.915, zb + dz, 0.09, 0.09, 'none', { stroke: '#4a4f57', strokeWidth: 1.5 }))
	// counter props
	const propX = fr > 0 ? 0.9 : -0.9
	s.add(box(ctx, [propX - 0.2, propX + 0.2], [0.91, 0.935], [zb - 0.45, zb - 0.15], '#c29a6c'))
	vase(ctx, propX + 0.45, zb - 0.2, 0.91, { height: 0.18, width: 0.12, color: '#f1ede6', stems: true })
	plant(ctx, sinkX + 0.35, zb - 0.08, { y: 0.91, potH: 0.12, potW: 0.12, height: 0.3, kind: 'fiddle' })
	// island
	const ix = r.range(-0.3, 0.3)
	const iw = 1.1
	const islandColor = r.chance(0.5) ? cab : r.pick([t.wood, '#3b4a5a', '#4f6b5a', '#f4f2ee'])
	s.add(floorShadow(ctx, ix - iw - 0.1, ix + iw + 0.1, 3.55, 4.6, 0.3))
	s.add(box(ctx, [ix - iw, ix + iw], [0, 0.9], [3.7, 4.5], islandColor, { noTop: true }))
	if (r.chance(0.5)) for (let X = ix - iw + 0.06; X < ix + iw - 0.03; X += 0.06) s.add(face(ctx, X, 0.04, X + 0.02, 0.86, 3.7, darken(islandColor, 0.12)))
	s.add(box(ctx, [ix - iw - 0.08, ix + iw + 0.08], [0.9, 0.95], [3.55, 4.6], top, { top: lighten(top, 0.06) }))
	fruitBowl(ctx, ix - 0.35, 4.05, 0.95)
	vase(ctx, ix + 0.45, 4.1, 0.95, { height: 0.24, color: r.pick(['#f1ede6', '#2f3338', '#b4c7be']), stems: true, flowers: r.pick(['#f2c14e', '#e86f7e', '#ffffff']) })
	// pendants
	const pk = r.pick(['dome', 'globe', 'cone'])
	const pc = r.pick(['#2b2e33', '#c9a15a', '#f4f2ee', '#3f5a4f'])
	for (const dx of [-0.7, 0, 0.7]) pendant(ctx, ix + dx, 4.1, 1.8, { kind: pk, color: pc, size: 0.16 })
	// stools
	const stool = r.pick(['#2b2e33', t.wood, '#c9a15a'])
	const seat = r.pick([t.wood, '#3a3d42', '#d8cbb2', '#9c5a32'])
	for (const dx of [-0.7, 0.05, 0.8]) barStool(ctx, ix + dx, 3.35, stool, seat)
}

function faucet(ctx, X, Z, y) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const h = 0.32 * k
	s.add(pathEl(`M${num(bx)},${num(by)}V${num(by - h)}q0,${num(-0.08 * k)} ${num(0.08 * k)},${num(-0.08 * k)}t${num(0.08 * k)},${num(0.1 * k)}`, 'none', { stroke: '#8d949c', strokeWidth: Math.max(2, 0.025 * k), strokeLinecap: 'round' }))
}

function fruitBowl(ctx, X, Z, y) {
	const { s, P, r } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const out = []
	for (let i = 0; i < 5; i++) out.push(circle(bx + r.range(-0.1, 0.1) * k, by - 0.07 * k - r.range(0, 0.05) * k, 0.045 * k, r.pick(['#e8a33d', '#c8453b', '#9bbb4a', '#f2d05a'])))
	out.push(pathEl(`M${num(bx - 0.16 * k)},${num(by - 0.07 * k)}Q${num(bx)},${num(by + 0.04 * k)} ${num(bx + 0.16 * k)},${num(by - 0.07 * k)}Z`, '#f1ede6'))
	s.add(group(out))
}

function dishes(ctx, x0, x1, y, z) {
	const { s, r } = ctx
	let X = x0
	while (X < x1 - 0.1) {
		const kind = r.int(0, 2)
		if (kind === 0) {
			for (let i = 0; i < 4; i++) s.add(face(ctx, X, y + i * 0.02, X + 0.24, y + i * 0.02 + 0.015, z, i % 2 ? '#f4f2ee' : '#e6e1d8'))
			X += 0.3
		} else if (kind === 1) {
			vase(ctx, X + 0.06, z, y, { height: 0.16, width: 0.1, color: r.pick(['#f1ede6', '#c98f6b', '#b4c7be']) })
			X += 0.16
		} else {
			for (let i = 0; i < 3; i++) s.add(face(ctx, X + i * 0.08, y, X + i * 0.08 + 0.065, y + 0.1, z, '#dfe6ea', { rx: 0.01 }))
			X += 0.28
		}
		X += r.range(0.04, 0.15)
	}
}

function barStool(ctx, X, Z, frame, seat) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [sx, sy] = P(X, 0.68, Z)
	const [, fy] = P(X, 0, Z)
	const out = [flatEllipse(ctx, X, 0, Z, 0.2, 0.2, '#1a1420', { opacity: 0.15, filter: ctx.s.blur(4) })]
	for (const d of [-1, 1]) out.push(line(sx + d * 0.12 * k, sy, sx + d * 0.19 * k, fy, frame, Math.max(2, 0.025 * k)))
	out.push(line(sx - 0.16 * k, sy + (fy - sy) * 0.6, sx + 0.16 * k, sy + (fy - sy) * 0.6, frame, Math.max(1.5, 0.018 * k)))
	out.push(rect(sx - 0.2 * k, sy - 0.05 * k, 0.4 * k, 0.06 * k, darken(seat, 0.1), { rx: 0.02 * k }))
	out.push(ellipse(sx, sy - 0.05 * k, 0.2 * k, 0.05 * k, lighten(seat, 0.1)))
	s.add(group(out))
}

function bedroom(ctx) {
	const { s, r, theme: t, room } = ctx
	themedShell(ctx)
	const zb = room.zb
	const bc = r.pick([-0.35, 0, 0.35])
	const side = r.pick([-1, 1])
	const bw = 0.9
	const linen = r.pick(['#f4f2ee', '#e9e4da', '#dfe6ea', '#f1ebe2'])
	const duvet = r.pick([...t.fabric, '#f4f2ee', '#e9e4da'])
	const accent = r.shuffle(t.accents)
	// window on one side of the back wall, dresser/plant on the other
	const wx = side * 2.3
	backWindow(ctx, wx - 0.6, 0.55, wx + 0.6, 2.3, { cols: 2, rows: 2, frame: t.frame, curtains: t.curtain ?? null, sill: false })
	art(ctx, bc - 0.75, 1.45, bc + 0.75, 2.05, { kind: r.pick(['landscape', 'arcs', 'lines']) })
	// headboard
	const hb = r.pick([t.wood, ...t.fabric, '#d8cbb2'])
	s.add(face(ctx, bc - bw - 0.05, 0.1, bc + bw + 0.05, 1.3, zb + 0.02, '#1a1420', { opacity: 0.15, filter: s.blur(6) }))
	s.add(box(ctx, [bc - bw - 0.04, bc + bw + 0.04], [0, 1.25], [zb - 0.1, zb], hb, { rx: 0.04 }))
	for (let X = bc - bw + 0.12; X < bc + bw - 0.05; X += 0.2) s.add(face(ctx, X, 0.62, X + 0.01, 1.18, zb - 0.1, darken(hb, 0.18), { opacity: 0.7 }))
	// nightstands with lamps
	for (const sgn of [-1, 1]) {
		const nx0 = sgn < 0 ? bc - bw - 0.6 : bc + bw + 0.1
		const nx1 = nx0 + 0.5
		const ns = r.pick([t.wood, '#f4f2ee', '#3b3f46'])
		s.add(floorShadow(ctx, nx0, nx1, zb - 0.5, zb, 0.2))
		s.add(box(ctx, [nx0, nx1], [0.12, 0.58], [zb - 0.46, zb - 0.02], ns))
		s.add(face(ctx, nx0 + 0.02, 0.36, nx1 - 0.02, 0.365, zb - 0.46, darken(ns, 0.25)))
		s.add(face(ctx, (nx0 + nx1) / 2 - 0.05, 0.46, (nx0 + nx1) / 2 + 0.05, 0.47, zb - 0.46, '#c9a15a'))
		for (const X of [nx0 + 0.03, nx1 - 0.06]) s.add(face(ctx, X, 0, X + 0.03, 0.12, zb - 0.44, darken(ns, 0.3)))
		tableLamp(ctx, (nx0 + nx1) / 2 + sgn * 0.05, zb - 0.25, 0.58, { base: r.pick(['#d9cbb6', '#f1ede6', '#2f3338', '#b4c7be']) })
		if (sgn === side) s.add(box(ctx, [nx0 + 0.05, nx0 + 0.22], [0.58, 0.62], [zb - 0.4, zb - 0.25], accent[2] ?? '#c8553d'))
	}
	// bed
	const bz0 = 3.75
	s.add(floorShadow(ctx, bc - bw - 0.1, bc + bw + 0.1, bz0 - 0.15, zb - 0.1, 0.3))
	rug(ctx, bc - 1.5, bc + 1.5, 3.1, 5.4, r.pick(['#e8e1d4', '#d8cbb6', '#c9c2b6', '#b9c4c9']), { pattern: r.pick(['stripes', null]) })
	s.add(box(ctx, [bc - bw, bc + bw], [0.12, 0.34], [bz0, zb - 0.1], hb))
	for (const X of [bc - bw + 0.04, bc + bw - 0.08]) s.add(face(ctx, X, 0, X + 0.04, 0.12, bz0 + 0.04, darken(hb, 0.3)))
	s.add(box(ctx, [bc - bw + 0.04, bc + bw - 0.04], [0.34, 0.56], [bz0 + 0.03, zb - 0.12], linen))
	// pillows
	for (const sgn of [-1, 1]) s.add(face(ctx, bc + sgn * 0.42 - 0.36, 0.52, bc + sgn * 0.42 + 0.36, 0.9, zb - 0.25, linen, { rx: 0.08 }), face(ctx, bc + sgn * 0.42 - 0.33, 0.8, bc + sgn * 0.42 + 0.33, 0.86, zb - 0.25, lighten(linen, 0.5), { rx: 0.03, opacity: 0.7 }))
	for (const sgn of [-1, 1]) s.add(face(ctx, bc + sgn * 0.32 - 0.27, 0.54, bc + sgn * 0.32 + 0.27, 0.82, zb - 0.42, accent[0], { rx: 0.06 }))
	s.add(face(ctx, bc - 0.2, 0.55, bc + 0.2, 0.78, zb - 0.55, accent[1], { rx: 0.05 }))
	// duvet with folded top sheet, and a throw across the foot
	const dz = zb - 0.75
	s.add(Q(ctx, [[bc - bw - 0.03, 0.6, dz], [bc + bw + 0.03, 0.6, dz], [bc + bw + 0.03, 0.6, dz - 0.14], [bc - bw - 0.03, 0.6, dz - 0.14]], lighten(linen, 0.3)))
	s.add(box(ctx, [bc - bw - 0.03, bc + bw + 0.03], [0.24, 0.6], [bz0 - 0.03, dz - 0.14], duvet, { top: lighten(duvet, 0.14), rx: 0.05 }))
	for (let X = bc - bw + 0.25; X < bc + bw - 0.1; X += r.range(0.3, 0.5)) s.add(face(ctx, X, 0.27, X + 0.02, 0.58, bz0 - 0.032, darken(duvet, 0.08), { rx: 0.01, opacity: 0.8 }))
	const thr = accent[3] ?? accent[0]
	const tz = bz0 + 0.18
	s.add(Q(ctx, [[bc - bw - 0.05, 0.61, tz], [bc + bw + 0.05, 0.61, tz], [bc + bw + 0.05, 0.61, tz + 0.55], [bc - bw - 0.05, 0.61, tz + 0.55]], thr))
	for (let k = 1; k < 4; k++) s.add(Q(ctx, [[bc - bw - 0.05, 0.612, tz + k * 0.13], [bc + bw + 0.05, 0.612, tz + k * 0.13], [bc + bw + 0.05, 0.612, tz + k * 0.13 + 0.02], [bc - bw - 0.05, 0.612, tz + k * 0.13 + 0.02]], darken(thr, 0.15)))
	for (const sgn of [-1, 1]) s.add(Q(ctx, [[bc + sgn * (bw + 0.05), 0.61, tz], [bc + sgn * (bw + 0.05), 0.61, tz + 0.55], [bc + sgn * (bw + 0.06), 0.3, tz + 0.5], [bc + sgn * (bw + 0.06), 0.3, tz + 0.05]], darken(thr, 0.1)))
	// other side: dresser or plant + chair
	const ox = -side * 2.3
	if (r.chance(0.5)) {
		const d = sideboard(ctx, ox - 0.6, ox + 0.6, { height: 0.8, color: r.pick([t.wood, '#f4f2ee']), depth: 0.5 })
		vase(ctx, ox - 0.3, d.z, d.y, { height: 0.22, stems: true })
		s.add(box(ctx, [ox + 0.1, ox + 0.35], [d.y, d.y + 0.06], [d.z - 0.1, d.z + 0.1], accent[2] ?? '#c8553d'))
		const [mx0, my0] = ctx.P(ox - 0.45, 1.9, zb - 0.02)
		const [mx1, my1] = ctx.P(ox + 0.45, 1.1, zb - 0.02)
		s.add(rect(mx0, my0, mx1 - mx0, my1 - my0, '#c9a15a', { rx: (mx1 - mx0) / 2 }))
		s.add(rect(mx0 + 4, my0 + 4, mx1 - mx0 - 8, my1 - my0 - 8, s.linear([[0, '#eef3f5'], [1, '#c9d3d8']], 0, 0, 1, 1), { rx: (mx1 - mx0) / 2 - 4 }))
	} else {
		plant(ctx, ox, zb - 0.4, { height: 1.6, kind: r.pick(['fiddle', 'olive', 'palm']) })
	}
}

function bathroom(ctx) {
	const { s, r, theme: t, room } = ctx
	const zb = room.zb
	const tileColor = r.pick(['#f1efea', '#e3e6e4', '#d9e3df', '#ece3d6', '#cfd8dc'])
	const floor = r.pick([
		{ kind: 'tile', color: '#d6d2cb', size: 0.6 },
		{ kind: 'tile', color: '#f2f0ec', size: 0.4, checker: '#a3a9ae' },
		{ kind: 'tile', color: '#e8e4dc', size: 0.9 },
		{ kind: 'tile', color: '#b9b6b0', size: 0.6 },
		{ kind: 'tile', color: '#e6dfd3', size: 0.45 },
	])
	themedShell(ctx, { plain: true, floor, wall: r.pick(['#f1efea', '#e8ece9', '#efe8df']) })
	const fullTile = r.chance(0.5)
	s.add(face(ctx, -room.w2, 0.1, room.w2, fullTile ? room.h - 0.06 : 1.25, zb, wallTiles(ctx, tileColor, r.pick([0.3, 0.6]), 0.3, { stagger: r.chance(0.5), vary: true })))
	if (!fullTile) s.add(face(ctx, -room.w2, 1.23, room.w2, 1.27, zb, darken(tileColor, 0.1)))
	const side = r.pick([-1, 1])
	const vx = side * (room.w2 - 0.95)
	// small frosted window over the tub side
	const tx = -side * (room.w2 - 1.0)
	backWindow(ctx, tx - 0.5, 1.55, tx + 0.5, 2.4, { cols: 2, frame: t.frame, sill: false })
	const [fx0, fy0] = ctx.P(tx - 0.44, 2.34, zb)
	const [fx1, fy1] = ctx.P(tx + 0.44, 1.61, zb)
	s.add(rect(fx0, fy0, fx1 - fx0, fy1 - fy0, '#ffffff', { opacity: 0.45 }))
	// mirror, sconces, vanity
	const round = r.chance(0.5)
	const [mx0, my0] = ctx.P(vx - 0.5, 2.05, zb - 0.02)
	const [mx1, my1] = ctx.P(vx + 0.5, round ? 1.05 : 1.15, zb - 0.02)
	const mframe = r.pick(['#c9a15a', '#2b2e33', '#b8875a'])
	s.add(rect(mx0 + 4, my0 + 6, mx1 - mx0, my1 - my0, '#1a1420', { opacity: 0.15, filter: s.blur(4), rx: round ? (mx1 - mx0) / 2 : 10 }))
	s.add(rect(mx0, my0, mx1 - mx0, my1 - my0, mframe, { rx: round ? (mx1 - mx0) / 2 : 10 }))
	s.add(rect(mx0 + 5, my0 + 5, mx1 - mx0 - 10, my1 - my0 - 10, s.linear([[0, '#e9f0f3'], [0.5, '#cfdbe1'], [1, '#b8c7cf']], 0, 0, 1, 1), { rx: round ? (mx1 - mx0) / 2 - 5 : 6 }))
	s.add(poly([[mx0 + (mx1 - mx0) * 0.25, my0 + (my1 - my0) * 0.2], [mx0 + (mx1 - mx0) * 0.38, my0 + (my1 - my0) * 0.14], [mx0 + (mx1 - mx0) * 0.7, my0 + (my1 - my0) * 0.8], [mx0 + (mx1 - mx0) * 0.57, my0 + (my1 - my0) * 0.86]], '#ffffff', { opacity: 0.3 }))
	for (const sgn of [-1, 1]) {
		const [lx, ly] = ctx.P(vx + sgn * 0.68, 1.65, zb - 0.05)
		const k = ctx.k(zb)
		if (ctx.evening) ctx.lights.push({ x: lx, y: ly, r: 0.6 * k })
		s.add(rect(lx - 0.02 * k, ly - 0.02 * k, 0.04 * k, 0.12 * k, mframe), circle(lx, ly - 0.05 * k, 0.06 * k, ctx.evening ? '#fff1cf' : '#f4f2ee'))
	}
	const vcol = r.pick(['#f4f2ee', t.wood, '#3b4a5a', '#5f7161', '#2b2e33'])
	const vz0 = zb - 0.52
	s.add(floorShadow(ctx, vx - 0.75, vx + 0.75, vz0, zb, 0.15))
	s.add(box(ctx, [vx - 0.72, vx + 0.72], [0.32, 0.84], [vz0, zb - 0.01], vcol))
	s.add(face(ctx, vx - 0.7, 0.58, vx + 0.7, 0.585, vz0, darken(vcol, 0.25)))
	s.add(face(ctx, vx - 0.004, 0.34, vx + 0.004, 0.82, vz0, darken(vcol, 0.25)))
	for (const sgn of [-1, 1]) for (const y of [0.46, 0.72]) s.add(face(ctx, vx + sgn * 0.36 - 0.08, y, vx + sgn * 0.36 + 0.08, y + 0.012, vz0, '#c9a15a'))
	const ctop = r.pick(['#f4f2ee', '#e6e2dc', '#2f3236'])
	s.add(box(ctx, [vx - 0.74, vx + 0.74], [0.84, 0.88], [vz0 - 0.02, zb - 0.01], ctop))
	for (const sgn of round ? [0] : [-1, 1]) {
		const sx = vx + sgn * 0.35
		const [bx, by] = ctx.P(sx, 0.88, zb - 0.28)
		const k = ctx.k(zb - 0.28)
		s.add(pathEl(`M${num(bx - 0.2 * k)},${num(by - 0.12 * k)}Q${num(bx - 0.2 * k)},${num(by)} ${num(bx)},${num(by)}Q${num(bx + 0.2 * k)},${num(by)} ${num(bx + 0.2 * k)},${num(by - 0.12 * k)}Z`, '#f7f6f3'))
		s.add(ellipse(bx, by - 0.12 * k, 0.2 * k, 0.035 * k, '#e0ddd7'))
		faucet(ctx, sx, zb - 0.08, 0.88)
	}
	s.add(box(ctx, [vx + 0.45, vx + 0.62], [0.88, 0.9], [zb - 0.4, zb - 0.2], '#e9e4da'))
	plant(ctx, vx - 0.6, zb - 0.2, { y: 0.88, potH: 0.12, potW: 0.12, height: 0.35, kind: 'snake' })
	// tub or walk-in shower on the other side
	if (r.chance(0.6)) {
		const tz0 = 4.6
		const tz1 = 5.45
		const [ax, ay] = ctx.P(tx - 0.85, 0.6, tz0)
		const [bx2] = ctx.P(tx + 0.85, 0.6, tz0)
		const [, fyb] = ctx.P(tx, 0, tz0 + 0.1)
		s.add(floorShadow(ctx, tx - 0.9, tx + 0.9, tz0, tz1, 0.3))
		const tubCol = r.chance(0.7) ? '#f7f6f3' : r.pick(['#2b2e33', '#5f7161', '#c9a15a'])
		s.add(flatEllipse(ctx, tx, 0.6, (tz0 + tz1) / 2, 0.85, (tz1 - tz0) / 2, '#f4f2ee'))
		s.add(pathEl(`M${num(ax)},${num(ay)}C${num(ax)},${num(fyb)} ${num(ax + (bx2 - ax) * 0.15)},${num(fyb)} ${num((ax + bx2) / 2)},${num(fyb)}C${num(bx2 - (bx2 - ax) * 0.15)},${num(fyb)} ${num(bx2)},${num(fyb)} ${num(bx2)},${num(ay)}Z`, s.linear([[0, lighten(tubCol, 0.05)], [1, darken(tubCol, 0.1)]])))
		s.add(flatEllipse(ctx, tx, 0.6, (tz0 + tz1) / 2, 0.74, (tz1 - tz0) / 2 - 0.08, s.linear([[0, '#bfdde6'], [1, '#9cc8d6']])))
		const fx = tx - side * 1.05
		const [px, py] = ctx.P(fx, 0, (tz0 + tz1) / 2)
		const [, ptop] = ctx.P(fx, 1.0, (tz0 + tz1) / 2)
		const kk = ctx.k((tz0 + tz1) / 2)
		s.add(line(px, py, px, ptop, '#8d949c', Math.max(2.5, 0.03 * kk)), pathEl(`M${num(px)},${num(ptop)}q${num(side * 0.15 * kk)},0 ${num(side * 0.2 * kk)},${num(0.1 * kk)}`, 'none', { stroke: '#8d949c', strokeWidth: Math.max(2.5, 0.03 * kk) }))
		towelStool(ctx, tx + side * 1.1, 4.5, r.pick(t.accents))
	} else {
		const g0 = tx - 0.9
		const g1 = tx + 0.9
		s.add(face(ctx, g0, 0.1, g1, room.h - 0.06, zb - 0.005, wallTiles(ctx, darken(tileColor, 0.15), 0.1, 0.3, { vary: true })))
		const [shx, shy] = ctx.P(tx, 2.2, zb - 0.3)
		const k = ctx.k(zb - 0.3)
		s.add(line(shx, ctx.P(tx, 2.2, zb)[1], shx, shy, '#8d949c', 2), ellipse(shx, shy, 0.15 * k, 0.03 * k, '#6f767e'))
		s.add(face(ctx, g0, 0, g1, 0.06, 4.75, '#e6e2dc'))
		s.add(face(ctx, g0, 0.06, g1, 2.1, 4.75, '#d6eef4', { opacity: 0.25 }))
		const frame = '#2b2e33'
		s.add(face(ctx, g0, 0.06, g0 + 0.02, 2.1, 4.75, frame), face(ctx, g1 - 0.02, 0.06, g1, 2.1, 4.75, frame), face(ctx, g0, 2.08, g1, 2.1, 4.75, frame))
		s.add(face(ctx, tx - 0.01, 0.06, tx + 0.01, 2.1, 4.75, frame))
		const [gx0, gy0] = ctx.P(g0 + 0.2, 2.0, 4.75)
		const [gx1, gy1] = ctx.P(g0 + 0.7, 0.3, 4.75)
		s.add(poly([[gx0, gy1], [gx0 + (gx1 - gx0) * 0.4, gy1], [gx1, gy0], [gx1 - (gx1 - gx0) * 0.4, gy0]], '#ffffff', { opacity: 0.2 }))
	}
	rug(ctx, vx - 0.5, vx + 0.5, 4.25, 4.95, r.pick(['#e9e4da', '#c9d8de', '#d8cbb2', '#a7b7a3']), { pattern: 'stripes', fringe: true })
	if (r.chance(0.6)) plant(ctx, side * (room.w2 - 0.3), 4.0, { height: 1.2, kind: r.pick(['palm', 'snake', 'monstera']) })
	// towel on a ladder against the wall near the vanity
	const lx = vx - side * 0.98
	const k = ctx.k(zb - 0.15)
	const [lxs, lys] = ctx.P(lx, 1.7, zb - 0.15)
	const [, lyb] = ctx.P(lx, 0, zb - 0.15)
	const wood = t.wood
	s.add(line(lxs - 0.14 * k, lys, lxs - 0.18 * k, lyb, wood, 3), line(lxs + 0.14 * k, lys, lxs + 0.18 * k, lyb, wood, 3))
	for (let i = 1; i < 5; i++) s.add(line(lxs - 0.15 * k, lys + ((lyb - lys) * i) / 5, lxs + 0.15 * k, lys + ((lyb - lys) * i) / 5, wood, 2))
	const towel = r.pick(['#f4f2ee', '#d8cbb2', '#9fc3d4', '#a7b7a3', '#e8c4b8'])
	s.add(rect(lxs - 0.16 * k, lys + (lyb - lys) * 0.2 - 2, 0.32 * k, 0.5 * k, towel, { rx: 3 }))
	s.add(rect(lxs - 0.16 * k, lys + (lyb - lys) * 0.2 + 0.4 * k, 0.32 * k, 0.03 * k, darken(towel, 0.15)))
}

function towelStool(ctx, X, Z, color) {
	const { s } = ctx
	s.add(floorShadow(ctx, X - 0.2, X + 0.2, Z - 0.2, Z + 0.2, 0.2))
	s.add(face(ctx, X - 0.17, 0, X - 0.14, 0.45, Z - 0.1, '#b8875a'), face(ctx, X + 0.14, 0, X + 0.17, 0.45, Z - 0.1, '#b8875a'))
	s.add(box(ctx, [X - 0.2, X + 0.2], [0.42, 0.46], [Z - 0.15, Z + 0.15], '#c9a27a'))
	s.add(box(ctx, [X - 0.15, X + 0.15], [0.46, 0.54], [Z - 0.1, Z + 0.1], color, { rx: 0.02 }))
	s.add(box(ctx, [X - 0.13, X + 0.13], [0.54, 0.6], [Z - 0.08, Z + 0.08], lighten(color, 0.2), { rx: 0.02 }))
}

function office(ctx) {
	const { s, r, theme: t, room } = ctx
	themedShell(ctx)
	const zb = room.zb
	const side = r.pick([-1, 1])
	const dx = side * 0.75
	const desk = r.pick([t.wood, '#f4f2ee', '#2b2e33'])
	// window above the desk, a print beside it
	backWindow(ctx, dx - 0.85, 1.0, dx + 0.85, 2.35, { cols: 2, frame: t.frame, sill: true })
	art(ctx, side * (room.w2 - 0.75) - 0.3, 1.2, side * (room.w2 - 0.75) + 0.3, 2.0)
	// bookcase on the other side
	const bx0 = -side * (room.w2 - 0.2)
	const [b0, b1] = side > 0 ? [bx0, bx0 + 1.3] : [bx0 - 1.3, bx0]
	const shelfColor = r.pick([t.wood, '#f4f2ee', '#2b2e33'])
	s.add(floorShadow(ctx, b0, b1, zb - 0.45, zb, 0.2))
	s.add(box(ctx, [b0, b1], [0, 2.2], [zb - 0.4, zb], shelfColor, { front: darken(shelfColor, 0.18) }))
	for (let i = 0; i < 5; i++) {
		const y = 0.08 + i * 0.43
		s.add(face(ctx, b0 + 0.04, y + 0.03, b1 - 0.04, y + 0.42, zb - 0.4, darken(shelfColor, 0.3)))
		s.add(box(ctx, [b0 + 0.04, b1 - 0.04], [y, y + 0.03], [zb - 0.4, zb - 0.05], shelfColor))
		bookRow(ctx, b0 + 0.06, b1 - 0.06, y + 0.03, zb - 0.1, { scale: 1.2 })
	}
	s.add(face(ctx, b0, 0, b0 + 0.04, 2.2, zb - 0.4, shelfColor), face(ctx, b1 - 0.04, 0, b1, 2.2, zb - 0.4, shelfColor))
	// desk
	const dz0 = zb - 0.75
	s.add(floorShadow(ctx, dx - 0.85, dx + 0.85, dz0, zb, 0.2))
	for (const X of [dx - 0.78, dx + 0.74]) s.add(box(ctx, [X, X + 0.04], [0, 0.72], [dz0 + 0.05, dz0 + 0.09], darken(desk, 0.3)))
	if (r.chance(0.5)) s.add(box(ctx, [dx + 0.25, dx + 0.75], [0, 0.7], [dz0 + 0.05, zb - 0.05], darken(desk, 0.05)), face(ctx, dx + 0.3, 0.4, dx + 0.7, 0.405, dz0 + 0.05, darken(desk, 0.3)), face(ctx, dx + 0.45, 0.55, dx + 0.55, 0.56, dz0 + 0.05, '#c9a15a'))
	s.add(box(ctx, [dx - 0.85, dx + 0.85], [0.72, 0.76], [dz0, zb - 0.02], desk))
	// monitor
	const mz = zb - 0.3
	s.add(box(ctx, [dx - 0.03, dx + 0.03], [0.76, 0.98], [mz, mz + 0.04], '#2b2e33'))
	s.add(box(ctx, [dx - 0.12, dx + 0.12], [0.76, 0.775], [mz - 0.05, mz + 0.08], '#2b2e33'))
	s.add(face(ctx, dx - 0.34, 0.95, dx + 0.34, 1.36, mz - 0.01, '#1e2124', { rx: 0.01 }))
	s.add(face(ctx, dx - 0.32, 0.97, dx + 0.32, 1.34, mz - 0.02, s.linear([[0, '#3d6f8f'], [0.6, '#6fa3a0'], [1, '#e6b38a']], 0, 0, 1, 1)))
	const [sx0, sy0] = ctx.P(dx - 0.32, 1.34, mz - 0.02)
	const [sx1, sy1] = ctx.P(dx + 0.32, 0.97, mz - 0.02)
	s.add(pathEl(`M${num(sx0)},${num(sy1)}Q${num(sx0 + (sx1 - sx0) * 0.4)},${num(sy0 + (sy1 - sy0) * 0.3)} ${num(sx1)},${num(sy0 + (sy1 - sy0) * 0.55)}V${num(sy1)}Z`, '#2f5570', { opacity: 0.6 }))
	// keyboard, mug, notebook, lamp, plant
	s.add(Q(ctx, [[dx - 0.22, 0.765, zb - 0.6], [dx + 0.22, 0.765, zb - 0.6], [dx + 0.22, 0.765, zb - 0.45], [dx - 0.22, 0.765, zb - 0.45]], '#e6e3dd'))
	s.add(flatEllipse(ctx, dx + 0.35, 0.765, zb - 0.55, 0.04, 0.03, '#e6e3dd'))
	s.add(box(ctx, [dx - 0.62, dx - 0.4], [0.76, 0.775], [zb - 0.62, zb - 0.35], r.pick(ACCENTS)))
	s.add(box(ctx, [dx + 0.5, dx + 0.58], [0.76, 0.86], [zb - 0.55, zb - 0.5], r.pick(['#f4f2ee', '#c8553d', '#2f4858'])))
	deskLamp(ctx, dx + side * 0.65, zb - 0.25, 0.76)
	plant(ctx, dx - side * 0.68, zb - 0.2, { y: 0.76, potH: 0.14, potW: 0.14, height: 0.4, kind: r.pick(['snake', 'monstera']) })
	// chair seen from behind
	officeChair(ctx, dx + r.range(-0.15, 0.15), zb - 1.1, r.pick(['#2b2e33', '#6b705c', '#c9bba5', '#3c4a63']))
	rug(ctx, dx - 1.2, dx + 1.2, 3.4, 5.5, r.pick(['#e8e1d4', '#c9c2b6', '#b9c4c9', '#d8cbb6']), { pattern: r.pick(['stripes', 'diamond']) })
	plant(ctx, side * (room.w2 - 0.4), 4.4, { height: 1.4 })
}

function deskLamp(ctx, X, Z, y) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const c = '#2b2e33'
	if (ctx.evening) ctx.lights.push({ x: bx - 0.1 * k, y: by - 0.4 * k, r: 0.6 * k })
	s.add(ellipse(bx, by, 0.08 * k, 0.02 * k, c))
	s.add(polyline([[bx, by], [bx + 0.05 * k, by - 0.3 * k], [bx - 0.1 * k, by - 0.45 * k]], c, Math.max(2, 0.015 * k)))
	s.add(poly([[bx - 0.1 * k, by - 0.47 * k], [bx - 0.03 * k, by - 0.42 * k], [bx - 0.14 * k, by - 0.33 * k], [bx - 0.22 * k, by - 0.4 * k]], c))
}

function officeChair(ctx, X, Z, color) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [cx, seatY] = P(X, 0.48, Z)
	const [, floorY] = P(X, 0, Z)
	const out = [flatEllipse(ctx, X, 0, Z, 0.35, 0.3, '#1a1420', { opacity: 0.2, filter: s.blur(5) })]
	for (const a of [-0.3, -0.15, 0, 0.15, 0.3]) {
		const ex = cx + a * k * 1.1
		out.push(line(cx, floorY - 0.05 * k, ex, floorY - 0.02 * k, '#2b2e33', Math.max(2, 0.025 * k)))
		out.push(circle(ex, floorY - 0.02 * k, 0.025 * k, '#1e2124'))
	}
	out.push(rect(cx - 0.02 * k, seatY, 0.04 * k, floorY - seatY - 0.05 * k, '#3a3d42'))
	out.push(rect(cx - 0.25 * k, seatY - 0.06 * k, 0.5 * k, 0.08 * k, darken(color, 0.15), { rx: 0.03 * k }))
	const [, backTop] = P(X, 1.05, Z + 0.2)
	const [, backBot] = P(X, 0.58, Z + 0.2)
	const kb = ctx.k(Z + 0.2)
	out.push(rect(cx - 0.005 * k, backBot, 0.03 * k, seatY - backBot, '#3a3d42'))
	out.push(rect(cx - 0.23 * kb, backTop, 0.46 * kb, backBot - backTop, color, { rx: 0.08 * kb }))
	out.push(rect(cx - 0.2 * kb, backTop + 0.03 * kb, 0.4 * kb, (backBot - backTop) * 0.3, lighten(color, 0.12), { rx: 0.06 * kb, opacity: 0.7 }))
	s.add(group(out))
}

function diningRoom(ctx) {
	const { s, r, theme: t, room } = ctx
	themedShell(ctx)
	const zb = room.zb
	const side = r.pick([-1, 1])
	const tc = side * 0.3
	const wood = r.pick([t.wood, '#c29a6c', '#3b2f2a', '#f4f2ee'])
	// window and sideboard on the back wall
	backWindow(ctx, side * 1.55 - 0.75 + side * 0.35, 0.45, side * 1.55 + 0.75 + side * 0.35, 2.35, { cols: 2, rows: 1, frame: t.frame, curtains: t.curtain, sill: false })
	const sbX = -side * 1.85
	const sb = sideboard(ctx, sbX - 0.8, sbX + 0.8, { color: r.pick([t.wood, '#f4f2ee', '#3b4a5a']), height: 0.78, slats: r.chance(0.5) })
	art(ctx, sbX - 0.6, 1.3, sbX + 0.6, 2.1)
	tableLamp(ctx, sbX - 0.5, sb.z, sb.y)
	vase(ctx, sbX + 0.45, sb.z, sb.y, { height: 0.3, stems: true, color: '#f1ede6' })
	// chairs on the far side
	const chair = r.pick(['#2b2e33', t.wood, '#d8cbb2', '#6b705c', '#b8875a'])
	const seatCol = r.pick(['#d8cbb2', ...t.fabric])
	for (const dx of [-0.65, 0, 0.65]) diningChair(ctx, tc + dx, 5.35, chair, seatCol, 'front')
	// table
	const tz0 = 4.2
	const tz1 = 5.1
	s.add(floorShadow(ctx, tc - 1.05, tc + 1.05, tz0, tz1, 0.3))
	for (const Z of [tz1 - 0.1, tz0 + 0.05]) for (const X of [tc - 0.95, tc + 0.9]) s.add(box(ctx, [X, X + 0.06], [0, 0.72], [Z, Z + 0.06], darken(wood, 0.2)))
	s.add(box(ctx, [tc - 1.05, tc + 1.05], [0.72, 0.77], [tz0, tz1], wood, { top: lighten(wood, 0.1) }))
	for (const dx of [-0.65, 0, 0.65]) s.add(flatEllipse(ctx, tc + dx, 0.772, tz1 - 0.2, 0.14, 0.1, '#f7f6f3'), flatEllipse(ctx, tc + dx, 0.775, tz1 - 0.2, 0.09, 0.065, '#e9e6e0'))
	vase(ctx, tc, (tz0 + tz1) / 2, 0.77, { height: 0.26, stems: true, flowers: r.pick(['#f2c14e', '#e86f7e', '#ffffff', '#c9a7e0']), color: r.pick(['#f1ede6', '#2f3338', '#c98f6b']) })
	fruitBowl(ctx, tc - 0.45, (tz0 + tz1) / 2 - 0.1, 0.77)
	// pendant(s)
	if (r.chance(0.5)) pendant(ctx, tc, (tz0 + tz1) / 2, 1.65, { kind: 'dome', color: r.pick(['#2b2e33', '#c9a15a', '#f4f2ee', '#3f5a4f']), size: 0.3 })
	else for (const dx of [-0.55, 0, 0.55]) pendant(ctx, tc + dx, (tz0 + tz1) / 2, 1.7, { kind: 'globe', size: 0.14 })
	// chairs on the near side, seen from behind
	for (const dx of [-0.45, 0.45]) diningChair(ctx, tc + dx, 3.95, chair, seatCol, 'back')
	rug(ctx, tc - 1.7, tc + 1.7, 3.3, 5.8, r.pick(['#e8e1d4', '#c9c2b6', '#b9c4c9', '#d8cbb6']), { pattern: null })
	plant(ctx, -side * 2.5, 4.5, { height: 1.5 })
}

function diningChair(ctx, X, Z, frame, seat, facing) {
	const { s } = ctx
	const w = 0.23
	const out = []
	if (facing === 'front') {
		out.push(face(ctx, X - w, 0.45, X + w, 0.95, Z + 0.4, frame, { rx: 0.04 }))
		out.push(face(ctx, X - w + 0.04, 0.55, X + w - 0.04, 0.9, Z + 0.39, seat, { rx: 0.04 }))
		out.push(box(ctx, [X - w, X + w], [0.42, 0.47], [Z, Z + 0.4], seat))
		for (const dx of [-w + 0.01, w - 0.04]) out.push(face(ctx, X + dx, 0, X + dx + 0.03, 0.42, Z + 0.02, frame))
	} else {
		for (const dx of [-w + 0.01, w - 0.04]) out.push(face(ctx, X + dx, 0, X + dx + 0.03, 0.42, Z + 0.38, frame))
		out.push(box(ctx, [X - w, X + w], [0.42, 0.47], [Z, Z + 0.4], seat))
		for (const dx of [-w + 0.01, w - 0.04]) out.push(face(ctx, X + dx, 0, X + dx + 0.035, 0.92, Z - 0.02, frame))
		out.push(face(ctx, X - w, 0.62, X + w, 0.9, Z - 0.02, frame, { rx: 0.03 }))
		out.push(face(ctx, X - w + 0.03, 0.66, X + w - 0.03, 0.86, Z - 0.025, lighten(frame, 0.1), { rx: 0.02 }))
	}
	s.add(floorShadow(ctx, X - w, X + w, Z, Z + 0.4, 0.18), out)
}

// ---------------------------------------------------------------------------
// Extras: fallback picture, avatars and the logo
// ---------------------------------------------------------------------------

/** Neutral "photo coming soon" picture: a quiet monochrome house. */
function fallbackSvg() {
	const s = new Svg()
	const ink = '#5f7f7a'
	const soft = '#c9d8d4'
	const paper = '#fbfcfc'
	s.add(rect(0, 0, W, H, s.linear([[0, '#f4f7f6'], [1, '#e2eae8']])))
	s.add(circle(600, 400, 300, s.radial([[0, '#ffffff', 0.9], [1, '#ffffff', 0]])))
	s.add(circle(600, 410, 230, '#e9f0ee'))
	const start = s.parts.length
	// ground
	s.add(ellipse(600, 560, 260, 18, '#d5e1de'))
	// tree
	s.add(rect(407, 430, 8, 130, '#a9bcb8', { rx: 3 }))
	s.add(circle(411, 420, 46, soft), circle(392, 445, 32, soft), circle(432, 448, 30, soft), circle(398, 408, 20, '#d9e5e2'))
	// house
	s.add(rect(470, 400, 260, 160, paper))
	s.add(poly([[450, 410], [600, 300], [750, 410], [738, 420], [600, 318], [462, 420]], ink))
	s.add(poly([[470, 405], [600, 318], [730, 405]], paper))
	s.add(rect(672, 312, 24, 50, ink), rect(668, 306, 32, 8, ink, { rx: 2 }))
	s.add(rect(574, 470, 52, 90, ink, { rx: 4 }), circle(615, 518, 3, paper))
	for (const x of [498, 652]) {
		s.add(rect(x, 440, 50, 50, soft, { rx: 3 }), rect(x + 23.5, 440, 3, 50, paper), rect(x, 463.5, 50, 3, paper))
	}
	s.add(circle(600, 372, 16, soft), rect(598.5, 356, 3, 32, paper), rect(584, 370.5, 32, 3, paper))
	s.add(rect(466, 556, 268, 6, '#b5c7c3', { rx: 3 }))
	// small photo badge
	s.add(circle(752, 300, 40, '#ffffff'), circle(752, 300, 40, 'none', { stroke: soft, strokeWidth: 2 }))
	s.add(rect(730, 286, 44, 32, 'none', { stroke: ink, strokeWidth: 3, rx: 6 }))
	s.add(rect(741, 280, 16, 8, ink, { rx: 2 }), circle(752, 302, 8.5, 'none', { stroke: ink, strokeWidth: 3 }))
	// shrubs
	for (const [x, r] of [[486, 18], [512, 14], [700, 16], [722, 20]]) s.add(circle(x, 560 - r * 0.6, r, '#c2d3cf'))
	// enlarge the drawing around its centre
	const drawing = s.parts.splice(start)
	s.add(group(drawing, { transform: 'translate(600 430) scale(1.3) translate(-600 -430)' }))
	return s.toString()
}

/** Friendly flat-illustration portrait for the demo owner (256×256). */
function ownerSvg() {
	const s = new Svg(256, 256)
	const skin = '#eab48f'
	const skinShade = '#d99d78'
	const hair = '#3f2a22'
	s.add(rect(0, 0, 256, 256, s.linear([[0, '#cfe9e3'], [1, '#8ccabd']])))
	s.add(circle(200, 60, 70, '#ffffff', { opacity: 0.25 }))
	// back hair
	s.add(pathEl('M74 118C66 60 102 38 132 40c34 2 60 26 54 80c-2 26 6 50 14 66H60c10-18 18-40 14-68z', hair))
	// shoulders and sweater
	s.add(pathEl('M36 256c4-44 34-68 92-68s88 24 92 68z', '#0f766e'))
	s.add(pathEl('M100 192c8 16 48 16 56 0l-4-8h-48z', '#0c5f58'))
	// neck
	s.add(pathEl('M110 160h36v30c0 10-36 10-36 0z', skinShade))
	// head
	s.add(ellipse(128, 118, 44, 52, skin))
	s.add(ellipse(84, 124, 8, 12, skin), ellipse(172, 124, 8, 12, skin))
	s.add(circle(84, 138, 3.5, '#f2c14e'), circle(172, 138, 3.5, '#f2c14e'))
	// fringe
	s.add(pathEl('M82 110c0-38 22-58 50-58c28 0 48 18 46 54c-14-4-30-18-38-32c-10 18-32 32-58 36z', hair))
	// face
	s.add(ellipse(110, 122, 4.5, 5.5, '#2b2220'), ellipse(146, 122, 4.5, 5.5, '#2b2220'))
	s.add(circle(111.5, 120, 1.5, '#ffffff'), circle(147.5, 120, 1.5, '#ffffff'))
	s.add(pathEl('M100 108q10-6 20-1', 'none', { stroke: hair, strokeWidth: 3.5, strokeLinecap: 'round' }))
	s.add(pathEl('M136 107q10-5 20 1', 'none', { stroke: hair, strokeWidth: 3.5, strokeLinecap: 'round' }))
	s.add(pathEl('M128 126q-4 12 2 14', 'none', { stroke: skinShade, strokeWidth: 3, strokeLinecap: 'round' }))
	s.add(pathEl('M112 148q16 14 32 0', 'none', { stroke: '#a4473f', strokeWidth: 4, strokeLinecap: 'round' }))
	s.add(ellipse(100, 140, 9, 6, '#f08f86', { opacity: 0.35 }), ellipse(156, 140, 9, 6, '#f08f86', { opacity: 0.35 }))
	return s.toString()
}

const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="User">
	<defs><clipPath id="avatar-clip"><circle cx="32" cy="32" r="32"/></clipPath></defs>
	<circle cx="32" cy="32" r="32" fill="#94a3b8"/>
	<g clip-path="url(#avatar-clip)" fill="#e2e8f0">
		<circle cx="32" cy="25" r="11"/>
		<path d="M9 64c0-13.5 10.3-22 23-22s23 8.5 23 22z"/>
	</g>
</svg>
`

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Homestead">
	<rect width="64" height="64" rx="15" fill="#0f766e"/>
	<path d="M44.5 23.5V15" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
	<path d="M12 32 32 15l20 17" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
	<path d="M19 29v17.5a3.5 3.5 0 0 0 3.5 3.5h19a3.5 3.5 0 0 0 3.5-3.5V29" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
	<path d="M27.5 50V41a4.5 4.5 0 0 1 9 0v9z" fill="#ffffff"/>
</svg>
`

// ---------------------------------------------------------------------------
// The demo homes: exterior style, time of day and the three interior shots.
// Keep in sync with app/db/demo-listings.ts (home NN = listing NN).
// ---------------------------------------------------------------------------

const EXTERIORS = {
	villa: { scene: villaScene, theme: 'villa', view: 'garden' },
	suburban: { scene: suburbanScene, theme: 'suburban', view: 'garden' },
	townhouse: { scene: townhouseScene, theme: 'townhouse', view: 'city' },
	apartment: { scene: apartmentScene, theme: 'apartment', view: 'city' },
	cottage: { scene: cottageScene, theme: 'cottage', view: 'garden' },
	cabin: { scene: cabinScene, theme: 'cabin', view: 'mountains' },
	beach: { scene: beachScene, theme: 'beach', view: 'sea' },
	loft: { scene: loftScene, theme: 'loft', view: 'city' },
	ranch: { scene: (ctx) => ranchScene(ctx, false), theme: 'ranch', view: 'garden' },
	desert: { scene: (ctx) => ranchScene(ctx, true), theme: 'ranch', view: 'desert' },
}

const ROOMS = { living: livingRoom, kitchen, bedroom, bathroom, office, dining: diningRoom }

const HOMES = [
	{ style: 'villa', time: 'day', rooms: ['living', 'kitchen', 'bathroom'] },
	{ style: 'suburban', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'townhouse', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'apartment', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'cottage', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'beach', time: 'day', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'loft', time: 'dusk', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'ranch', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'villa', time: 'dusk', rooms: ['living', 'kitchen', 'bedroom'], view: 'sea' },
	{ style: 'suburban', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'townhouse', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'apartment', time: 'dusk', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'cabin', time: 'golden', rooms: ['living', 'bedroom', 'kitchen'] },
	{ style: 'beach', time: 'golden', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'loft', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'desert', time: 'day', rooms: ['living', 'kitchen', 'bathroom'] },
	{ style: 'villa', time: 'golden', rooms: ['living', 'dining', 'bathroom'] },
	{ style: 'suburban', time: 'dusk', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'townhouse', time: 'dusk', rooms: ['living', 'dining', 'bedroom'] },
	{ style: 'apartment', time: 'golden', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'cottage', time: 'golden', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'beach', time: 'dusk', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'loft', time: 'golden', rooms: ['living', 'bedroom', 'bathroom'] },
	{ style: 'ranch', time: 'dusk', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'villa', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'suburban', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'townhouse', time: 'day', rooms: ['living', 'kitchen', 'office'] },
	{ style: 'apartment', time: 'day', rooms: ['living', 'kitchen', 'bathroom'] },
	{ style: 'cabin', time: 'day', rooms: ['living', 'kitchen', 'bedroom'] },
	{ style: 'desert', time: 'golden', rooms: ['living', 'dining', 'bedroom'] },
]

function renderExterior(home, seed, variant) {
	const s = new Svg()
	const ctx = exteriorContext(s, createRng(seed), home.time)
	ctx.variant = variant
	EXTERIORS[home.style].scene(ctx)
	finishScene(ctx)
	return s.toString()
}

function renderRoom(home, room, seed, evening) {
	const s = new Svg()
	const style = EXTERIORS[home.style]
	const ctx = interiorContext(s, createRng(seed), {
		theme: THEMES[style.theme],
		view: home.view ?? style.view,
		evening,
		eye: room === 'bedroom' ? 1.55 : 1.3,
		w2: room === 'bathroom' ? 2.3 : room === 'office' ? 2.6 : 3.1,
	})
	ROOMS[room](ctx)
	finishInterior(ctx)
	return s.toString()
}

/** Rasterises once, then writes the 1200 px WebP and its 400/800 px variants. */
async function writePicture(svg, file, { width = W, height = H, png } = {}) {
	const raster = await sharp(Buffer.from(svg)).png().toBuffer()
	const base = file.replace(/\.webp$/, '')
	await sharp(raster).webp({ quality: WEBP_QUALITY, effort: 5 }).toFile(file)
	for (const w of VARIANT_WIDTHS) {
		if (w >= width) continue
		const h = Math.round((w * height) / width)
		await sharp(raster).resize(w, h, { fit: 'cover' }).webp({ quality: WEBP_QUALITY, effort: 5 }).toFile(`${base}.w${w}.webp`)
	}
	if (png) await writeFile(path.join(png, path.basename(base) + '.png'), raster)
}

async function main() {
	const args = Object.fromEntries(
		process.argv.slice(2).map((a) => {
			const [k, v = 'true'] = a.replace(/^--/, '').split('=')
			return [k, v]
		}),
	)
	const only = args.only ? new Set(args.only.split(',').map((n) => Number(n))) : null
	const png = args.png ?? null
	await mkdir(DEMO_DIR, { recursive: true })
	if (png) await mkdir(png, { recursive: true })

	const seen = {}
	for (const [i, home] of HOMES.entries()) {
		const nn = String(i + 1).padStart(2, '0')
		const variant = (seen[home.style] = (seen[home.style] ?? -1) + 1)
		if (only && !only.has(i + 1)) continue
		const seed = (i + 1) * 7919
		const started = Date.now()
		await writePicture(renderExterior(home, seed, variant), path.join(DEMO_DIR, `home-${nn}-1.webp`), { png })
		for (const [j, room] of home.rooms.entries()) {
			const evening = home.time === 'dusk' && (room === 'living' || room === 'bedroom' || room === 'dining')
			await writePicture(renderRoom(home, room, seed + (j + 1) * 131, evening), path.join(DEMO_DIR, `home-${nn}-${j + 2}.webp`), { png })
		}
		console.log(`home ${nn} (${home.style}, ${home.time}) done in ${Date.now() - started} ms`)
	}
	if (only) return

	await writePicture(fallbackSvg(), path.join(IMAGES_DIR, 'listing-fallback.webp'), { png })
	await writePicture(ownerSvg(), path.join(DEMO_DIR, 'owner.webp'), { width: 256, height: 256, png })
	await writeFile(path.join(IMAGES_DIR, 'avatar-default.svg'), AVATAR_SVG)
	await writeFile(path.join(IMAGES_DIR, 'logo.svg'), LOGO_SVG)
	await writeFile(path.join(ROOT, 'public', 'favicon.svg'), LOGO_SVG)
	console.log('extras done')
}

await main()
