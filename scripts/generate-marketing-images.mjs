#!/usr/bin/env node
/**
 * Draws the illustrated pictures of the marketing pages (hero, about pictures, video
 * poster, contact map, team portraits, client avatars and partner logos) as SVG and
 * rasterises them with sharp, in the flat style of scripts/generate-images.mjs.
 *
 * Deterministic: running it twice writes the same files.
 *
 *   node scripts/generate-marketing-images.mjs                 everything
 *   node scripts/generate-marketing-images.mjs --only=hero,map  some pictures (hero, renovation, plans, poster, map, people, brands)
 *   node scripts/generate-marketing-images.mjs --png=/tmp/out  also write PNG previews there
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT_DIR = path.join(ROOT, 'public', 'images', 'marketing')
const VARIANT_WIDTHS = [400, 800]
const WEBP_QUALITY = 80
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

// ---------------------------------------------------------------------------
// Seeded randomness and colours
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
	}
}

function hexToRgb(hex) {
	let h = hex.replace('#', '')
	if (h.length === 3) h = [...h].map((ch) => ch + ch).join('')
	const v = parseInt(h, 16)
	return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function rgbToHex(rgb) {
	return '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')
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
const ellipse = (cx, cy, rx, ry, fill, o = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...o })}/>`
const poly = (list, fill, o = {}) => `<polygon ${attrs({ points: pts(list), fill, ...o })}/>`
const pathEl = (d, fill, o = {}) => `<path ${attrs({ d, fill, ...o })}/>`
const line = (x1, y1, x2, y2, stroke, strokeWidth = 1, o = {}) =>
	`<line ${attrs({ x1, y1, x2, y2, stroke, strokeWidth, ...o })}/>`
const polyline = (list, stroke, strokeWidth = 1, o = {}) =>
	`<polyline ${attrs({ points: pts(list), fill: 'none', stroke, strokeWidth, ...o })}/>`
const group = (content, o = {}) => `<g ${attrs(o)}>${[].concat(content).join('')}</g>`
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const text = (x, y, content, o = {}) =>
	`<text ${attrs({ x, y, fontFamily: FONT, ...o })}>${escapeXml(content)}</text>`

/** A smooth curve through the given points (Catmull-Rom turned into Béziers). */
function smoothPath(points, closed = false) {
	const list = closed ? [points.at(-1), ...points, points[0], points[1]] : points
	const start = closed ? 1 : 0
	const end = closed ? list.length - 2 : list.length - 1
	let d = `M${num(list[start][0])},${num(list[start][1])}`
	for (let i = start; i < end; i++) {
		const p0 = list[i - 1] ?? list[i]
		const p1 = list[i]
		const p2 = list[i + 1]
		const p3 = list[i + 2] ?? p2
		const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
		const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
		d += `C${num(c1[0])},${num(c1[1])} ${num(c2[0])},${num(c2[1])} ${num(p2[0])},${num(p2[1])}`
	}
	return closed ? d + 'Z' : d
}

/** Collects the elements and the shared definitions (gradients, filters…) of one picture. */
class Svg {
	constructor(width, height, viewBox = `0 0 ${width} ${height}`) {
		this.width = width
		this.height = height
		this.viewBox = viewBox
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
			(id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${Svg.stops(stops)}</linearGradient>`,
		)
	}

	radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
		const key = `R${JSON.stringify(stops)}${cx},${cy},${r}`
		return this.define(key, (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${Svg.stops(stops)}</radialGradient>`)
	}

	blur(deviation) {
		return this.define(
			`B${deviation}`,
			(id) => `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
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
			(id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${content}</pattern>`,
		)
	}

	toString() {
		return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="${this.viewBox}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
	}
}

/** A soft blurred shadow ellipse, the cheapest way to ground an object. */
function softShadow(s, cx, cy, rx, ry, opacity = 0.22, blur = 6) {
	return ellipse(cx, cy, rx, ry, '#0d1226', { opacity, filter: s.blur(blur) })
}

// ---------------------------------------------------------------------------
// People: head-and-shoulders portraits, drawn on a 256×320 canvas
// ---------------------------------------------------------------------------

const PORTRAIT_W = 256
const PORTRAIT_H = 320
const HEAD = { cx: 128, cy: 138, rx: 41, ry: 50 }

/** The back part of the hair (behind the head and neck). */
function hairBack(p) {
	const c = p.hair
	switch (p.hairStyle) {
		case 'long':
			return pathEl('M80 132C72 74 100 66 128 66c30 0 58 10 50 66c-2 40 6 76 18 102c-18 10-50 14-68 14s-54-4-70-14c12-26 24-62 22-102z', c)
		case 'wavy':
			return pathEl(
				smoothPath(
					[
						[84, 110],
						[92, 74],
						[128, 62],
						[166, 74],
						[176, 112],
						[182, 160],
						[196, 196],
						[188, 228],
						[160, 240],
						[128, 236],
						[96, 240],
						[68, 228],
						[60, 196],
						[74, 160],
					],
					true,
				),
				c,
			)
		case 'bob':
			return pathEl('M80 140C72 78 102 64 128 64s56 14 48 76c-2 18 2 34 8 48c-16 6-36 8-56 8s-40-2-56-8c6-14 10-30 8-48z', c)
		case 'bun':
			return circle(128, 66, 22, c) + circle(122, 60, 8, lighten(c, 0.12), { opacity: 0.5 })
		case 'curly':
			return [
				...[
					[128, 90, 50],
					[88, 112, 28],
					[168, 112, 28],
					[96, 82, 26],
					[160, 82, 26],
					[128, 72, 28],
					[82, 144, 18],
					[174, 144, 18],
				].map(([x, y, r]) => circle(x, y, r, c)),
			].join('')
		case 'ponytail':
			return pathEl('M168 104c24 10 30 46 20 78c-4 14-12 22-18 20c6-26 6-58-12-80z', c)
		default:
			return ''
	}
}

/** The front part of the hair (over the forehead). */
function hairFront(p) {
	const c = p.hair
	const shine = lighten(c, 0.18)
	switch (p.hairStyle) {
		case 'short':
			return (
				pathEl('M85 130C80 84 104 62 130 62C158 62 178 84 171 130C168 116 164 106 157 100C140 108 112 108 97 100C91 108 87 118 85 130Z', c) +
				pathEl('M110 72c14-4 30-2 42 6', 'none', { stroke: shine, strokeWidth: 3, strokeLinecap: 'round', opacity: 0.5 })
			)
		case 'side-part':
			return (
				pathEl('M86 136c-8-50 18-74 46-74c28 0 46 22 40 70c-4-18-12-30-22-38c-12 6-34 6-52 2c-8 10-12 24-12 40z', c) +
				pathEl('M104 70c10 10 12 20 10 30', 'none', { stroke: darken(c, 0.25), strokeWidth: 2.5, strokeLinecap: 'round', opacity: 0.6 })
			)
		case 'buzz':
			return pathEl('M87 126C86 96 104 81 128 81C152 81 170 96 169 126C162 110 148 99 128 99C108 99 94 110 87 126Z', c, { opacity: 0.85 })
		case 'bald':
			return pathEl('M100 86c10-8 36-10 50-2', 'none', { stroke: lighten(p.skin, 0.35), strokeWidth: 6, strokeLinecap: 'round', opacity: 0.5 })
		case 'curly':
			return [
				[100, 92, 20],
				[126, 84, 22],
				[152, 92, 20],
				[88, 110, 14],
				[168, 110, 14],
			]
				.map(([x, y, r]) => circle(x, y, r, c))
				.join('') + circle(118, 78, 8, shine, { opacity: 0.35 })
		case 'long':
		case 'wavy':
			return (
				pathEl('M86 128c0-40 18-62 44-62c26 0 46 18 42 60c-16-6-30-20-38-34c-10 18-28 32-48 36z', c)
			)
		case 'bob':
			return pathEl('M84 132c-2-42 18-66 46-66c26 0 46 20 44 64c-20-2-44-10-58-26c-8 14-18 24-32 28z', c)
		case 'bun':
		case 'ponytail':
			return (
				pathEl('M86 130c-2-42 18-64 42-64c26 0 44 20 42 62c-10-14-24-26-42-30c-18 4-32 16-42 32z', c) +
				pathEl('M106 76c12-6 30-6 42 2', 'none', { stroke: shine, strokeWidth: 3, strokeLinecap: 'round', opacity: 0.45 })
			)
		default:
			return ''
	}
}

/** The clothes are drawn for shoulders at y 232 and lifted to sit under a shorter neck. */
const LIFT = { transform: 'translate(0 -16)' }

/** Jacket, sweater or blouse over the shoulders. */
function clothes(p) {
	const c = p.top
	const shade = darken(c, 0.18)
	const body = pathEl('M14 340C18 262 62 232 128 232C194 232 238 262 242 340Z', c)
	switch (p.outfit) {
		case 'blazer':
			return group([
				body,
				poly([[102, 232], [154, 232], [128, 290]], p.shirt ?? '#f4f5f7'),
				poly([[96, 234], [128, 300], [118, 320], [80, 252]], shade),
				poly([[160, 234], [128, 300], [138, 320], [176, 252]], shade),
				line(128, 300, 128, 320, darken(c, 0.3), 1.5),
				circle(122, 312, 2.5, darken(c, 0.4)),
			], LIFT)
		case 'crew':
			return group([body, pathEl('M104 234c8 16 40 16 48 0', 'none', { stroke: shade, strokeWidth: 7, strokeLinecap: 'round' })], LIFT)
		case 'vneck':
			return group([body, poly([[108, 233], [148, 233], [128, 268]], p.skinShade), pathEl('M106 233l22 38l22-38', 'none', { stroke: shade, strokeWidth: 5, strokeLinejoin: 'round' })], LIFT)
		case 'collar':
			return group([
				body,
				poly([[112, 232], [128, 252], [144, 232]], p.skinShade),
				poly([[104, 230], [128, 252], [116, 262]], lighten(c, 0.25)),
				poly([[152, 230], [128, 252], [140, 262]], lighten(c, 0.25)),
				line(128, 252, 128, 320, shade, 2),
				...[270, 292, 314].map((y) => circle(128, y, 2.2, shade)),
			], LIFT)
		default:
			return group(body, LIFT)
	}
}

function face(p) {
	const ink = '#2b2220'
	const parts = []
	// eyes
	parts.push(ellipse(111, 140, 4.6, 5.4, ink), ellipse(145, 140, 4.6, 5.4, ink))
	parts.push(circle(112.6, 138.2, 1.5, '#ffffff'), circle(146.6, 138.2, 1.5, '#ffffff'))
	// brows
	const brow = p.brow ?? darken(p.hair, 0.1)
	parts.push(pathEl('M101 127q10-6 20-1', 'none', { stroke: brow, strokeWidth: 3.4, strokeLinecap: 'round' }))
	parts.push(pathEl('M135 126q10-5 20 1', 'none', { stroke: brow, strokeWidth: 3.4, strokeLinecap: 'round' }))
	// nose
	parts.push(pathEl('M128 144q-5 12 1 15', 'none', { stroke: p.skinShade, strokeWidth: 3, strokeLinecap: 'round' }))
	// cheeks
	parts.push(ellipse(101, 160, 9, 5.5, '#f08f86', { opacity: 0.28 }), ellipse(155, 160, 9, 5.5, '#f08f86', { opacity: 0.28 }))
	if (p.beard) {
		parts.push(
			pathEl(
				'M88 146c2 30 18 52 40 52s38-22 40-52c-6 12-10 18-16 20c-6-6-16-8-24-8s-18 2-24 8c-6-2-10-8-16-20z',
				p.hair,
				{ opacity: p.beard === 'stubble' ? 0.2 : 0.95 },
			),
		)
	}
	if (p.moustache) parts.push(pathEl('M112 164q16-8 32 0q-16 4-32 0z', p.hair))
	// mouth
	if (p.smile === 'open') {
		parts.push(pathEl('M114 168q14 16 28 0z', '#8f3a35'), pathEl('M117 169.5h22q-1 3-3 4.5h-16q-2-1.5-3-4.5z', '#ffffff'))
	} else {
		parts.push(pathEl('M115 169q13 12 26 0', 'none', { stroke: '#a4473f', strokeWidth: 3.6, strokeLinecap: 'round' }))
	}

	if (p.glasses) {
		const frame = p.glasses
		parts.push(rect(97, 129, 28, 22, 'none', { rx: 8, stroke: frame, strokeWidth: 3 }))
		parts.push(rect(131, 129, 28, 22, 'none', { rx: 8, stroke: frame, strokeWidth: 3 }))
		parts.push(pathEl('M125 137q3-3 6 0', 'none', { stroke: frame, strokeWidth: 3 }))
		parts.push(line(97, 136, 87, 134, frame, 3), line(159, 136, 169, 134, frame, 3))
	}
	if (p.earrings) parts.push(circle(86, 156, 3.5, p.earrings), circle(170, 156, 3.5, p.earrings))
	return parts.join('')
}

/** A whole portrait; `viewBox` crops it (the avatars are the head only). */
function portraitSvg(p, { width, height, viewBox }) {
	const s = new Svg(width, height, viewBox)
	const bg = p.background
	s.add(rect(-20, -20, PORTRAIT_W + 40, PORTRAIT_H + 40, s.linear([[0, lighten(bg, 0.35)], [1, bg]])))
	// a soft studio light behind the head
	s.add(circle(150, 110, 120, s.radial([[0, '#ffffff', 0.5], [1, '#ffffff', 0]])))
	s.add(circle(36, 300, 80, darken(bg, 0.08), { opacity: 0.35 }))
	s.add(hairBack(p))
	// neck with a shadow under the jaw
	s.add(pathEl('M108 168h40v50c0 12-40 12-40 0z', p.skin))
	s.add(pathEl('M108 182c10 12 30 12 40 0v-14h-40z', p.skinShade, { opacity: 0.8 }))
	s.add(clothes(p))
	// head
	s.add(ellipse(HEAD.cx - 42, HEAD.cy + 4, 8, 12, p.skin), ellipse(HEAD.cx + 42, HEAD.cy + 4, 8, 12, p.skin))
	s.add(pathEl('M87 134C87 96 104 86 128 86C152 86 169 96 169 134C169 172 152 190 128 190C104 190 87 172 87 134Z', p.skin))
	s.add(pathEl('M160 110c8 14 10 34 4 52c-6 16-18 26-30 28c18-10 28-30 28-52c0-10-1-20-2-28z', p.skinShade, { opacity: 0.35 }))
	s.add(hairFront(p))
	s.add(face(p))
	return s.toString()
}

const SKIN = {
	fair: ['#f6d5bd', '#e7b79a'],
	light: ['#f1c6a5', '#dfa886'],
	warm: ['#e6b48e', '#d19a73'],
	tan: ['#d59e76', '#bf855e'],
	brown: ['#b37a52', '#9b6541'],
	deep: ['#8a5a3c', '#74472d'],
	deepest: ['#6d452d', '#5a3723'],
}

function person(id, o) {
	const [skin, skinShade] = SKIN[o.skinTone]
	return { id, skin, skinShade, smile: 'closed', ...o }
}

/** The Homestead team (portraits and avatars) and the clients of the testimonials (avatars). */
const TEAM = [
	person('maya-castillo', { skinTone: 'tan', hair: '#3b2a24', hairStyle: 'wavy', outfit: 'blazer', top: '#0f766e', shirt: '#f5efe6', background: '#c9e4de', earrings: '#f2c14e', smile: 'open' }),
	person('daniel-okafor', { skinTone: 'deep', hair: '#1d1614', hairStyle: 'short', beard: 'full', outfit: 'blazer', top: '#27364f', shirt: '#f4f6f8', background: '#d6dff0' }),
	person('priya-raman', { skinTone: 'brown', hair: '#1b1514', hairStyle: 'long', outfit: 'vneck', top: '#d39b2a', background: '#f3e1c4', earrings: '#e8d7a8', smile: 'open' }),
	person('tom-whitaker', { skinTone: 'light', hair: '#7a5234', hairStyle: 'side-part', beard: 'full', outfit: 'collar', top: '#4f6d8f', background: '#dfe7ea' }),
	person('grace-lin', { skinTone: 'fair', hair: '#1f1a1a', hairStyle: 'bob', glasses: '#3b3f46', outfit: 'crew', top: '#d98b8b', background: '#f4dcd6' }),
	person('marcus-bell', { skinTone: 'deepest', hair: '#1a1412', hairStyle: 'buzz', glasses: '#2a2a2a', outfit: 'blazer', top: '#5b6470', shirt: '#dfe8f1', background: '#d9e2e8', smile: 'open' }),
	person('sofia-marquez', { skinTone: 'warm', hair: '#2e1f1a', hairStyle: 'bun', outfit: 'blazer', top: '#8e3b46', shirt: '#f6ede4', background: '#ecd8d9', earrings: '#f2c14e' }),
	person('ben-harlow', { skinTone: 'fair', hair: '#a8552e', hairStyle: 'curly', glasses: '#2f3640', outfit: 'crew', top: '#2f3640', background: '#e4e1d6' }),
]

const CLIENTS = [
	person('rachel-patterson', { skinTone: 'fair', hair: '#d9b36a', hairStyle: 'long', outfit: 'crew', top: '#4d7ea8', background: '#d7e6f2', smile: 'open' }),
	person('luis-hernandez', { skinTone: 'tan', hair: '#201816', hairStyle: 'short', moustache: true, outfit: 'collar', top: '#4f8a5b', background: '#dcebdc' }),
	person('aisha-thompson', { skinTone: 'deep', hair: '#1c1513', hairStyle: 'curly', outfit: 'vneck', top: '#e0a83a', background: '#f6e7c8', earrings: '#f2c14e', smile: 'open' }),
	person('kevin-nguyen', { skinTone: 'light', hair: '#1c1818', hairStyle: 'side-part', outfit: 'crew', top: '#6b7280', background: '#e2e5ea' }),
	person('hannah-brooks', { skinTone: 'fair', hair: '#9c4a2a', hairStyle: 'ponytail', outfit: 'crew', top: '#5e8c6a', background: '#e0ecdf', smile: 'open' }),
	person('elena-ruiz', { skinTone: 'warm', hair: '#3a2420', hairStyle: 'wavy', outfit: 'vneck', top: '#e07a5f', background: '#f6dcd2', earrings: '#e8d7a8' }),
]

async function writePeople(png) {
	const dir = path.join(OUT_DIR, 'people')
	await mkdir(dir, { recursive: true })
	for (const p of TEAM) {
		await writePicture(portraitSvg(p, { width: 640, height: 800, viewBox: '24 38 208 260' }), path.join(dir, `${p.id}.webp`), {
			width: 640,
			height: 800,
			png,
		})
	}
	for (const p of [...TEAM, ...CLIENTS]) {
		await writePicture(portraitSvg(p, { width: 160, height: 160, viewBox: '56 54 144 144' }), path.join(dir, `${p.id}-avatar.webp`), {
			width: 160,
			height: 160,
			png,
			variants: false,
		})
	}
}

// ---------------------------------------------------------------------------
// Outdoor scenes: sky, skyline, trees and houses
// ---------------------------------------------------------------------------

const GOLDEN = {
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

function sky(s, width, height, horizon, palette) {
	s.add(rect(0, 0, width, horizon + 20, s.linear([[0, palette.sky[0]], [0.62, palette.sky[1]], [1, palette.sky[2]]])))
}

function sunGlow(s, x, y, r, color) {
	s.add(circle(x, y, r * 5, s.radial([[0, color, 0.55], [1, color, 0]])))
	s.add(circle(x, y, r, color))
}

function cloud(s, x, y, w, color, shade) {
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
function skyline(s, x0, baseY, scale, color, far) {
	const b = (x, w, h, fill = color) => rect(x0 + x * scale, baseY - h * scale, w * scale, h * scale, fill)
	const parts = []
	// far layer
	for (const [x, w, h] of [[10, 40, 110], [60, 30, 150], [130, 46, 120], [250, 34, 170], [330, 40, 130], [420, 30, 100]]) parts.push(b(x, w, h, far))
	// Capitol dome on the left
	parts.push(b(0, 90, 40), b(20, 50, 62))
	parts.push(ellipse(x0 + 45 * scale, baseY - 62 * scale, 22 * scale, 24 * scale, color))
	parts.push(rect(x0 + 43 * scale, baseY - 100 * scale, 4 * scale, 18 * scale, color))
	parts.push(circle(x0 + 45 * scale, baseY - 102 * scale, 3 * scale, color))
	// towers
	for (const [x, w, h] of [[100, 36, 160], [142, 28, 205], [176, 44, 175], [262, 34, 150], [300, 30, 240], [336, 46, 190], [388, 34, 140], [428, 40, 170]]) parts.push(b(x, w, h))
	// the Frost Bank Tower: stepped crown with a spire
	const fx = x0 + 222 * scale
	const fw = 36 * scale
	const top = baseY - 230 * scale
	parts.push(rect(fx, top, fw, 230 * scale, color))
	parts.push(poly([[fx, top], [fx + fw * 0.15, top - 18 * scale], [fx + fw * 0.3, top - 30 * scale], [fx + fw * 0.5, top - 58 * scale], [fx + fw * 0.7, top - 30 * scale], [fx + fw * 0.85, top - 18 * scale], [fx + fw, top]], color))
	// lit windows in the towers, sparse
	const r = createRng(42)
	for (const [x, w, h] of [[142, 28, 205], [300, 30, 240], [176, 44, 175]]) {
		for (let yy = 14; yy < h - 10; yy += 14) {
			for (let xx = 5; xx < w - 6; xx += 9) {
				if (r.chance(0.18)) parts.push(rect(x0 + (x + xx) * scale, baseY - (h - yy) * scale, 4 * scale, 6 * scale, '#fbe3b5', { opacity: 0.55 }))
			}
		}
	}
	s.add(group(parts))
}

function hills(s, width, y, color, amplitude = 30, seed = 3) {
	const r = createRng(seed)
	const points = []
	for (let x = -100; x <= width + 100; x += 150) points.push([x, y - r.range(0, amplitude)])
	s.add(pathEl(`${smoothPath(points)}L${width + 100},${y + 200}L-100,${y + 200}Z`, color))
}

function treeLine(s, width, y, color, seed = 7) {
	const r = createRng(seed)
	const parts = []
	for (let x = -20; x < width + 40; x += r.range(26, 44)) parts.push(circle(x, y - r.range(4, 20), r.range(18, 30), color))
	parts.push(rect(-20, y - 6, width + 40, 40, color))
	s.add(group(parts))
}

/** A live oak: a low, very wide crown on a short forked trunk. */
function liveOak(s, x, baseY, width, o = {}) {
	const dark = o.dark ?? '#3f6f46'
	const mid = o.mid ?? '#4f8452'
	const light = o.light ?? '#6a9d5e'
	const trunk = o.trunk ?? '#6b5344'
	const h = width * 0.62
	s.add(softShadow(s, x, baseY, width * 0.48, 12, 0.2, 8))
	const fork = baseY - h * 0.34
	s.add(pathEl(`M${x - 13},${baseY}C${x - 10},${baseY - h * 0.15} ${x - 9},${fork + 10} ${x - 7},${fork}L${x + 7},${fork}C${x + 9},${fork + 10} ${x + 10},${baseY - h * 0.15} ${x + 13},${baseY}Z`, trunk))
	const limb = (d, w) => s.add(pathEl(d, 'none', { stroke: trunk, strokeWidth: w, strokeLinecap: 'round' }))
	limb(`M${x - 2},${fork + 4}C${x - 20},${fork - h * 0.12} ${x - width * 0.16},${fork - h * 0.16} ${x - width * 0.3},${baseY - h * 0.6}`, 11)
	limb(`M${x + 2},${fork + 4}C${x + 22},${fork - h * 0.1} ${x + width * 0.18},${fork - h * 0.18} ${x + width * 0.32},${baseY - h * 0.58}`, 11)
	limb(`M${x},${fork}C${x + 4},${fork - h * 0.12} ${x - 6},${fork - h * 0.2} ${x + 2},${baseY - h * 0.66}`, 8)
	const r = createRng(Math.round(x * 7 + width))
	const blobs = []
	for (let i = 0; i < 16; i++) {
		const t = i / 15
		blobs.push([x - width * 0.48 + width * 0.96 * t, baseY - h * 0.62 - Math.sin(t * Math.PI) * h * 0.28 + r.range(-8, 8), width * r.range(0.1, 0.15)])
	}
	for (const [cx, cy, rr] of blobs) s.add(circle(cx, cy + 10, rr, dark))
	for (const [cx, cy, rr] of blobs) s.add(circle(cx, cy - 2, rr * 0.86, mid))
	for (const [cx, cy, rr] of blobs.filter((_, i) => i % 2 === 0)) s.add(circle(cx - rr * 0.2, cy - rr * 0.35, rr * 0.5, light, { opacity: 0.8 }))
}

function cypress(s, x, baseY, h, color = '#3e7450') {
	s.add(softShadow(s, x, baseY, h * 0.12, 5, 0.2, 4))
	s.add(pathEl(`M${x},${baseY - h}C${x + h * 0.16},${baseY - h * 0.7} ${x + h * 0.15},${baseY - h * 0.2} ${x + h * 0.08},${baseY}L${x - h * 0.08},${baseY}C${x - h * 0.15},${baseY - h * 0.2} ${x - h * 0.16},${baseY - h * 0.7} ${x},${baseY - h}Z`, color))
	s.add(pathEl(`M${x},${baseY - h}C${x - h * 0.1},${baseY - h * 0.7} ${x - h * 0.1},${baseY - h * 0.3} ${x - h * 0.06},${baseY - h * 0.05}`, 'none', { stroke: lighten(color, 0.2), strokeWidth: h * 0.04, opacity: 0.6 }))
}

function shrub(s, x, baseY, w, color = '#4f8a57') {
	s.add(softShadow(s, x, baseY, w * 0.55, 4, 0.2, 3))
	s.add(circle(x - w * 0.25, baseY - w * 0.25, w * 0.3, darken(color, 0.1)))
	s.add(circle(x + w * 0.22, baseY - w * 0.22, w * 0.28, darken(color, 0.1)))
	s.add(circle(x, baseY - w * 0.38, w * 0.36, color))
	s.add(circle(x - w * 0.1, baseY - w * 0.5, w * 0.14, lighten(color, 0.2), { opacity: 0.7 }))
}

function agave(s, x, baseY, size, color = '#7aa39a') {
	const leaves = []
	for (const a of [-70, -45, -22, 0, 22, 45, 70]) {
		const rad = (a * Math.PI) / 180
		const tx = x + Math.sin(rad) * size
		const ty = baseY - Math.cos(rad) * size
		leaves.push(pathEl(`M${x - 4},${baseY}Q${(x + tx) / 2 - 6},${(baseY + ty) / 2} ${tx},${ty}Q${(x + tx) / 2 + 6},${(baseY + ty) / 2} ${x + 4},${baseY}Z`, a === 0 ? lighten(color, 0.1) : color))
	}
	s.add(leaves)
}

/** Window glass: warm and glowing when the lights are on, a sky reflection otherwise. */
function glass(s, lit) {
	return lit
		? s.linear([[0, '#ffe3a8'], [1, '#f3a95c']])
		: s.linear([[0, '#cfe3f3'], [0.55, '#8fb3d4'], [1, '#6d92b8']])
}

function windowPane(s, x, y, w, h, o = {}) {
	const frame = o.frame ?? '#2f3640'
	const parts = [rect(x - 4, y - 4, w + 8, h + 8, frame, { rx: 2 }), rect(x, y, w, h, glass(s, o.lit))]
	const cols = o.cols ?? 1
	for (let i = 1; i < cols; i++) parts.push(rect(x + (w / cols) * i - 2, y, 4, h, frame))
	if (o.rows) for (let i = 1; i < o.rows; i++) parts.push(rect(x, y + (h / o.rows) * i - 2, w, 4, frame))
	// a diagonal reflection
	parts.push(poly([[x + w * 0.1, y + h], [x + w * 0.35, y], [x + w * 0.45, y], [x + w * 0.2, y + h]], '#ffffff', { opacity: o.lit ? 0.12 : 0.22 }))
	if (o.lit) parts.push(rect(x, y + h * 0.72, w, h * 0.28, '#c77b3d', { opacity: 0.25 }))
	s.add(parts)
}

/** A flat-roofed modern house: stucco ground floor, timber-clad upper floor, big glass. Local origin at its base centre. */
function modernHouse(s, cx, baseY, scale, o = {}) {
	const start = s.parts.length
	const wall = o.wall ?? '#f4f1ea'
	const clad = o.clad ?? '#b07a4f'
	const lit = o.lit ?? false
	const X = (v) => v
	s.add(softShadow(s, 0, 0, 330, 16, 0.25, 10))
	// stone wall and chimney
	s.add(rect(X(-300), -250, 44, 250, o.stone ?? '#b9ad9c'))
	for (let y = -244; y < -4; y += 20) {
		for (let x = -298 + ((y / 20) % 2 ? 0 : 10); x < -258; x += 22) s.add(rect(x, y, 18, 16, lighten(o.stone ?? '#b9ad9c', 0.12), { rx: 3 }))
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
	for (const x of [20, 110]) s.add(rect(x, -150, 6, 14, '#2f3640'), circle(x + 3, -140, 10, '#ffe2a3', { opacity: lit ? 0.55 : 0 }))
	const drawing = s.parts.splice(start)
	s.add(group(drawing, { transform: `translate(${cx} ${baseY}) scale(${scale})` }))
}

/** A two-storey family house with a gable roof and a porch. Local origin at its base centre. */
function gableHouse(s, cx, baseY, scale, o = {}) {
	const start = s.parts.length
	const wall = o.wall ?? '#e9dcc5'
	const roof = o.roof ?? '#5b4a42'
	const trim = o.trim ?? '#ffffff'
	const lit = o.lit ?? false
	s.add(softShadow(s, 0, 0, 190, 12, 0.25, 8))
	s.add(rect(-170, -230, 340, 230, wall))
	for (let y = -224; y < 0; y += 10) s.add(rect(-170, y, 340, 1.5, darken(wall, 0.1), { opacity: 0.6 }))
	s.add(poly([[-196, -226], [0, -350], [196, -226]], roof))
	s.add(poly([[-170, -228], [0, -336], [170, -228]], wall))
	for (let y = -326; y < -228; y += 10) {
		const half = ((y + 336) / 108) * 170
		s.add(rect(-half, y, half * 2, 1.5, darken(wall, 0.1), { opacity: 0.6 }))
	}
	windowPane(s, -26, -310, 52, 52, { frame: trim, cols: 2, rows: 2, lit })
	// upper windows
	for (const x of [-130, 70]) windowPane(s, x, -206, 60, 70, { frame: trim, cols: 2, rows: 2, lit })
	// porch
	s.add(rect(-180, -112, 360, 14, roof), poly([[-190, -112], [190, -112], [176, -126], [-176, -126]], darken(roof, 0.1)))
	for (const x of [-166, -60, 60, 160]) s.add(rect(x, -98, 8, 98, trim))
	s.add(rect(-180, -8, 360, 8, '#cdbfa8'))
	windowPane(s, -140, -84, 62, 62, { frame: trim, cols: 2, rows: 2, lit })
	windowPane(s, 80, -84, 62, 62, { frame: trim, cols: 2, rows: 2, lit })
	s.add(rect(-24, -92, 48, 92, o.door ?? '#2f6f6d'), circle(14, -44, 3, '#f2d38a'))
	s.add(rect(-40, -96, 80, 6, trim))
	// chimney
	s.add(rect(96, -322, 30, 70, '#9b5a48'), rect(92, -328, 38, 8, '#7d4638'))
	const drawing = s.parts.splice(start)
	s.add(group(drawing, { transform: `translate(${cx} ${baseY}) scale(${scale})` }))
}

/** A low ranch house with a hipped roof. Local origin at its base centre. */
function ranchHouse(s, cx, baseY, scale, o = {}) {
	const start = s.parts.length
	const wall = o.wall ?? '#d8c3a5'
	const roof = o.roof ?? '#6e5e57'
	const lit = o.lit ?? false
	s.add(softShadow(s, 0, 0, 250, 12, 0.25, 8))
	s.add(rect(-230, -130, 460, 130, wall))
	for (let x = -230; x < 230; x += 16) s.add(rect(x, -130, 1.5, 130, darken(wall, 0.12), { opacity: 0.45 }))
	s.add(poly([[-262, -126], [-180, -206], [180, -206], [262, -126]], roof))
	s.add(rect(-262, -130, 524, 8, darken(roof, 0.15)))
	for (const x of [-196, -100]) windowPane(s, x, -100, 70, 60, { frame: '#f6f1e8', cols: 2, lit })
	windowPane(s, 110, -100, 90, 60, { frame: '#f6f1e8', cols: 3, lit })
	s.add(rect(16, -108, 50, 108, o.door ?? '#b5563c'), circle(56, -54, 3, '#f2d38a'))
	s.add(rect(-4, -116, 90, 8, '#f6f1e8'))
	const drawing = s.parts.splice(start)
	s.add(group(drawing, { transform: `translate(${cx} ${baseY}) scale(${scale})` }))
}

/** The Homestead yard sign: a post with a hanging teal board. */
function yardSign(s, x, baseY, scale = 1) {
	const start = s.parts.length
	s.add(softShadow(s, 6, 0, 30, 5, 0.25, 3))
	s.add(rect(-4, -150, 8, 150, '#f4f1ea'), rect(-4, -150, 126, 8, '#f4f1ea'))
	s.add(rect(28, -142, 2, 12, '#8b8f96'), rect(104, -142, 2, 12, '#8b8f96'))
	s.add(rect(12, -130, 110, 58, '#0f766e', { rx: 5 }), rect(12, -130, 110, 58, 'none', { rx: 5, stroke: '#ffffff', strokeWidth: 2 }))
	// the house mark
	s.add(pathEl('M24 -103l10-9l10 9', 'none', { stroke: '#ffffff', strokeWidth: 2.6, strokeLinecap: 'round', strokeLinejoin: 'round' }))
	s.add(pathEl('M27.5 -105v9h13v-9', 'none', { stroke: '#ffffff', strokeWidth: 2.6, strokeLinecap: 'round', strokeLinejoin: 'round' }))
	s.add(text(50, -100, 'HOMESTEAD', { fontSize: 10.5, fontWeight: 700, fill: '#ffffff', letterSpacing: 0.4 }))
	s.add(text(50, -87, 'REALTY', { fontSize: 8, fontWeight: 400, fill: '#ccfbf1', letterSpacing: 2 }))
	s.add(rect(24, -68, 86, 16, '#ffffff', { rx: 2 }))
	s.add(text(67, -56.5, 'FOR SALE', { fontSize: 10, fontWeight: 700, fill: '#0f766e', textAnchor: 'middle', letterSpacing: 1 }))
	const drawing = s.parts.splice(start)
	s.add(group(drawing, { transform: `translate(${x} ${baseY}) scale(${scale})` }))
}

function heroSvg() {
	const W = 1200
	const H = 900
	const s = new Svg(W, H)
	const p = GOLDEN
	sky(s, W, H, 620, p)
	sunGlow(s, 250, 300, 46, p.sun)
	cloud(s, 600, 150, 230, p.cloud, p.cloudShade)
	cloud(s, 930, 230, 170, p.cloud, p.cloudShade)
	cloud(s, 80, 120, 150, p.cloud, p.cloudShade)
	skyline(s, 640, 600, 1.05, p.skyline, p.skylineFar)
	s.add(rect(0, 480, W, 140, s.linear([[0, p.sky[2], 0], [1, p.sky[2], 0.55]])))
	hills(s, W, 600, p.hills, 26, 5)
	treeLine(s, W, 628, p.treeLine, 11)
	// lawn
	s.add(rect(0, 620, W, 280, s.linear([[0, p.lawn[0]], [1, p.lawn[1]]])))
	s.add(rect(0, 620, W, 6, '#9fc77c', { opacity: 0.7 }))
	liveOak(s, 1080, 700, 320)
	cypress(s, 230, 730, 190)
	modernHouse(s, 600, 740, 0.95, { lit: true })
	// front path, walkway and street
	s.add(poly([[640, 742], [700, 742], [760, 810], [660, 810]], '#e8e1d3'))
	for (const [y, w] of [[752, 44], [772, 52], [792, 60]]) s.add(rect(680 - (w - 44) / 2 + (y - 752) * 0.55, y, w, 10, '#d6ccba', { rx: 2, opacity: 0.7 }))
	s.add(rect(0, 810, W, 34, '#e7e2d8'), rect(0, 810, W, 4, '#d2ccc0'))
	for (let x = 0; x < W; x += 120) s.add(rect(x, 810, 2, 34, '#d2ccc0'))
	s.add(rect(0, 844, W, 56, '#5b6068'), rect(0, 844, W, 6, '#c9c4bb'))
	for (let x = 40; x < W; x += 160) s.add(rect(x, 870, 70, 5, '#f2efe6', { opacity: 0.8 }))
	// planting
	for (const [x, w] of [[310, 58], [372, 44], [890, 52], [940, 40]]) shrub(s, x, 748, w)
	agave(s, 590, 760, 30)
	agave(s, 820, 762, 26)
	liveOak(s, 90, 800, 300, { dark: '#36623f', mid: '#467a4b', light: '#5f9156' })
	yardSign(s, 860, 808, 1.1)
	// warm evening light over everything
	s.add(rect(0, 0, W, H, s.linear([[0, '#ffb36b', 0.1], [0.6, '#ffb36b', 0], [1, '#1b2440', 0.08]])))
	return s.toString()
}

/** The poster of the "what we do" block: a street of three homes at golden hour. */
function posterSvg() {
	const W = 1200
	const H = 675
	const s = new Svg(W, H)
	const p = GOLDEN
	sky(s, W, H, 440, p)
	sunGlow(s, 980, 250, 40, p.sun)
	cloud(s, 120, 90, 190, p.cloud, p.cloudShade)
	cloud(s, 560, 60, 150, p.cloud, p.cloudShade)
	hills(s, W, 430, p.hills, 30, 9)
	treeLine(s, W, 450, p.treeLine, 13)
	s.add(rect(0, 445, W, 230, s.linear([[0, p.lawn[0]], [1, p.lawn[1]]])))
	liveOak(s, 470, 520, 230)
	liveOak(s, 1140, 520, 260)
	gableHouse(s, 230, 540, 0.78, { lit: true, wall: '#e9dcc5', roof: '#54606e', door: '#2f6f6d' })
	modernHouse(s, 720, 548, 0.6, { lit: true, clad: '#9c6b45' })
	ranchHouse(s, 1050, 548, 0.56, { lit: true })
	for (const [x, w] of [[90, 44], [380, 40], [560, 36], [910, 40]]) shrub(s, x, 556, w)
	cypress(s, 890, 560, 120)
	// sidewalk and street
	s.add(rect(0, 580, W, 26, '#e7e2d8'), rect(0, 580, W, 3, '#d2ccc0'))
	for (let x = 0; x < W; x += 100) s.add(rect(x, 580, 2, 26, '#d2ccc0'))
	s.add(rect(0, 606, W, 69, '#5b6068'), rect(0, 606, W, 5, '#c9c4bb'))
	for (let x = 30; x < W; x += 150) s.add(rect(x, 640, 64, 5, '#f2efe6', { opacity: 0.8 }))
	for (const x of [40, 500, 900]) {
		s.add(rect(x, 470, 5, 112, '#3a3f47'), rect(x - 8, 462, 21, 10, '#3a3f47', { rx: 3 }), rect(x - 5, 471, 15, 5, '#ffe2a3'))
	}
	s.add(rect(0, 0, W, H, s.linear([[0, '#ffb36b', 0.12], [0.7, '#ffb36b', 0], [1, '#1b2440', 0.12]])))
	return s.toString()
}

// ---------------------------------------------------------------------------
// Indoor scenes
// ---------------------------------------------------------------------------

/** A living room halfway through a repaint: new colour, tape, swatches, ladder and roller. */
function renovationSvg() {
	const W = 1200
	const H = 800
	const s = new Svg(W, H)
	const floorY = 600
	const newPaint = '#9fb8a2'
	const oldPaint = '#efe6d6'
	// walls
	s.add(rect(0, 0, W, floorY, oldPaint))
	s.add(rect(0, 0, 640, floorY, newPaint))
	s.add(pathEl('M640 0v600', 'none', { stroke: darken(newPaint, 0.1), strokeWidth: 2, opacity: 0.5 }))
	// painter's tape along the ceiling and the edge
	s.add(rect(0, 40, W, 10, '#7fb6d9', { opacity: 0.9 }), rect(0, 0, W, 40, '#fbfaf7'), rect(0, 36, W, 6, '#e4ddd0'))
	// window with a garden view on the old wall
	s.add(rect(820, 120, 260, 300, '#f7f4ee'), rect(836, 136, 228, 268, s.linear([[0, '#9cc7ea'], [0.6, '#cfe6f4'], [1, '#dfeee0']])))
	s.add(circle(900, 330, 70, '#7fae74'), circle(1000, 350, 56, '#6a9d63'), circle(960, 300, 50, '#8dbb7e'), rect(836, 360, 228, 44, '#86b26f'))
	s.add(rect(946, 136, 8, 268, '#f7f4ee'), rect(836, 266, 228, 8, '#f7f4ee'))
	s.add(poly([[860, 404], [920, 136], [950, 136], [890, 404]], '#ffffff', { opacity: 0.22 }))
	s.add(rect(808, 418, 284, 14, '#ffffff'), rect(808, 430, 284, 4, '#d8d1c4'))
	// swatches taped on the old wall
	for (const [i, c] of ['#9fb8a2', '#c9a27e', '#d8c7a6', '#6e8fa3'].entries()) {
		const x = 680 + (i % 2) * 66
		const y = 150 + Math.floor(i / 2) * 86
		s.add(rect(x, y, 56, 72, '#ffffff', { rx: 3, transform: `rotate(${i % 2 ? 3 : -2} ${x + 28} ${y + 36})` }))
		s.add(rect(x + 5, y + 5, 46, 46, c, { rx: 2, transform: `rotate(${i % 2 ? 3 : -2} ${x + 28} ${y + 36})` }))
		s.add(rect(x + 18, y - 6, 20, 10, '#f3e3a3', { opacity: 0.85, transform: `rotate(${i % 2 ? 3 : -2} ${x + 28} ${y + 36})` }))
	}
	// skirting board, the old part not yet painted
	s.add(rect(0, floorY - 26, W, 26, '#ffffff'), rect(0, floorY - 4, W, 4, '#ddd5c8'))
	// wooden floor in perspective
	s.add(rect(0, floorY, W, H - floorY, s.linear([[0, '#c99a6b'], [1, '#b2804f']])))
	for (let i = -12; i <= 24; i++) {
		const xTop = 600 + i * 60
		const xBottom = 600 + i * 120
		s.add(line(xTop, floorY, xBottom, H, '#9c6d42', 1.5, { opacity: 0.45 }))
	}
	// drop cloth
	s.add(pathEl(smoothPath([[120, 640], [420, 620], [760, 636], [900, 700], [860, 790], [420, 800], [90, 780], [60, 700]], true), '#e9e6df'))
	for (const d of ['M200 660q80 40 60 120', 'M520 640q40 70 10 150', 'M720 660q40 40 90 60']) s.add(pathEl(d, 'none', { stroke: '#cfcac0', strokeWidth: 4, strokeLinecap: 'round' }))
	// A-frame ladder
	s.add(softShadow(s, 330, 690, 130, 14, 0.25, 6))
	s.add(poly([[250, 690], [318, 250], [334, 250], [268, 690]], '#d4a35d'))
	s.add(poly([[410, 690], [346, 250], [330, 250], [392, 690]], '#c28f4b'))
	for (let i = 1; i < 7; i++) {
		const y = 250 + i * 62
		const t = (y - 250) / 440
		s.add(rect(326 - 68 * t, y, 136 * t + 12, 10, '#b47f3e', { rx: 2 }))
	}
	s.add(rect(308, 236, 56, 20, '#b47f3e', { rx: 4 }))
	// paint can on the ladder top
	s.add(rect(318, 196, 36, 42, '#e7e9ec', { rx: 3 }), rect(318, 196, 36, 10, newPaint), pathEl('M322 200q14-26 28 0', 'none', { stroke: '#8b8f96', strokeWidth: 2 }))
	// roller on an extension pole leaning on the wall
	s.add(line(560, 690, 610, 250, '#6b7280', 8, { strokeLinecap: 'round' }))
	s.add(pathEl('M610 252v-14h-6', 'none', { stroke: '#4b5563', strokeWidth: 5, strokeLinejoin: 'round' }))
	s.add(rect(568, 210, 84, 30, newPaint, { rx: 12, transform: 'rotate(-6 610 225)' }), rect(568, 210, 84, 8, lighten(newPaint, 0.25), { rx: 4, transform: 'rotate(-6 610 225)', opacity: 0.6 }))
	// paint tray with a roller on the cloth
	s.add(softShadow(s, 700, 736, 90, 10, 0.25, 4))
	s.add(poly([[610, 700], [790, 700], [770, 736], [630, 736]], '#d7dade'), poly([[624, 704], [740, 704], [724, 730], [640, 730]], newPaint))
	s.add(rect(690, 706, 80, 22, '#f4f1ea', { rx: 10 }), line(770, 716, 830, 700, '#374151', 5, { strokeLinecap: 'round' }))
	// paint cans
	for (const [x, c] of [[880, '#c9a27e'], [950, newPaint]]) {
		s.add(softShadow(s, x + 30, 744, 38, 6, 0.25, 4))
		s.add(rect(x, 676, 60, 68, '#e7e9ec', { rx: 4 }), rect(x, 700, 60, 26, c), ellipse(x + 30, 676, 30, 7, '#cfd3d8'))
	}
	// plant in the corner
	s.add(softShadow(s, 1110, 640, 50, 8, 0.25, 4))
	s.add(poly([[1076, 560], [1144, 560], [1134, 640], [1086, 640]], '#d8cfc0'))
	for (const [a, l] of [[-40, 110], [-15, 150], [10, 130], [35, 120], [-60, 80], [55, 90]]) {
		const rad = (a * Math.PI) / 180
		const tx = 1110 + Math.sin(rad) * l
		const ty = 560 - Math.cos(rad) * l
		s.add(pathEl(`M1110 560Q${1110 + Math.sin(rad) * l * 0.3 - 18},${560 - Math.cos(rad) * l * 0.6} ${tx},${ty}Q${1110 + Math.sin(rad) * l * 0.3 + 18},${560 - Math.cos(rad) * l * 0.6} 1110 560Z`, a % 20 ? '#4e8c57' : '#3f7d4f'))
	}
	// sunlight falling from the window
	s.add(poly([[836, 420], [1064, 420], [900, 800], [560, 800]], '#fff6dc', { opacity: 0.16 }))
	return s.toString()
}

/** Seen from above: house plans on a desk, keys with a Homestead tag, a tape measure, coffee and a pencil. */
function plansSvg() {
	const W = 1200
	const H = 800
	const s = new Svg(W, H)
	// desk
	s.add(rect(0, 0, W, H, s.linear([[0, '#c79a6e'], [1, '#b6875b']], 0, 0, 1, 1)))
	const r = createRng(5)
	for (let y = 10; y < H; y += r.range(14, 30)) s.add(pathEl(smoothPath([[0, y], [300, y + r.range(-6, 6)], [700, y + r.range(-6, 6)], [1200, y + r.range(-6, 6)]]), 'none', { stroke: '#a87849', strokeWidth: r.range(1, 2.5), opacity: 0.35 }))
	// the plan sheet
	const sheet = []
	sheet.push(rect(0, 0, 640, 460, '#24588c', { rx: 4 }))
	sheet.push(rect(16, 16, 608, 428, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5, opacity: 0.7 }))
	for (let x = 16; x < 624; x += 24) sheet.push(line(x, 16, x, 444, '#ffffff', 0.6, { opacity: 0.1 }))
	for (let y = 16; y < 444; y += 24) sheet.push(line(16, y, 624, y, '#ffffff', 0.6, { opacity: 0.1 }))
	const ink = { stroke: '#f4f8fc', strokeWidth: 5, fill: 'none', strokeLinejoin: 'round' }
	sheet.push(`<path d="M60 60H480V360H60Z" ${attrs(ink)}/>`)
	for (const d of ['M240 60V200', 'M240 250V360', 'M60 220H180', 'M220 220H240', 'M360 60V150', 'M360 190V230H480', 'M240 300H320']) sheet.push(`<path d="${d}" ${attrs({ ...ink, strokeWidth: 3.5 })}/>`)
	// door swings
	for (const [x, y, rr, a] of [[180, 220, 40, 'M180 220A40 40 0 0 1 220 180'], [240, 200, 50, 'M240 200A50 50 0 0 0 290 250'], [360, 150, 40, 'M360 150A40 40 0 0 1 400 190']]) {
		sheet.push(pathEl(a, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5, strokeDasharray: '4 3' }))
		sheet.push(circle(x, y, 2.5, '#cfe2f5'))
		void rr
	}
	// windows
	for (const [x, y, w, h] of [[100, 56, 80, 8], [280, 56, 60, 8], [400, 56, 60, 8], [476, 250, 8, 70], [120, 356, 90, 8], [56, 260, 8, 60]]) sheet.push(rect(x, y, w, h, '#24588c'), rect(x, y, w, h, 'none', { stroke: '#f4f8fc', strokeWidth: 1.5 }))
	// kitchen counter and island, bed, bath fixtures
	sheet.push(rect(256, 70, 90, 22, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }), rect(266, 130, 70, 34, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }))
	sheet.push(rect(380, 250, 80, 90, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }), rect(388, 256, 64, 18, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5 }))
	sheet.push(rect(376, 76, 90, 46, 'none', { stroke: '#cfe2f5', strokeWidth: 2, rx: 18 }), circle(446, 170, 12, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }))
	sheet.push(rect(80, 240, 100, 54, 'none', { stroke: '#cfe2f5', strokeWidth: 2, rx: 6 }))
	const label = (x, y, t) => text(x, y, t, { fontSize: 14, fontWeight: 700, fill: '#e6f0fa', letterSpacing: 1.5, textAnchor: 'middle' })
	sheet.push(label(150, 150, 'LIVING'), label(300, 214, 'KITCHEN'), label(420, 330, 'BED 1'), label(420, 150, 'BATH'), label(150, 320, 'DINING'))
	// dimension line
	sheet.push(line(60, 392, 480, 392, '#cfe2f5', 1.5), line(60, 384, 60, 400, '#cfe2f5', 1.5), line(480, 384, 480, 400, '#cfe2f5', 1.5))
	sheet.push(text(270, 412, "42' - 6\"", { fontSize: 13, fill: '#cfe2f5', textAnchor: 'middle' }))
	// title block
	sheet.push(rect(500, 330, 108, 98, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5 }), line(500, 360, 608, 360, '#cfe2f5', 1.2))
	sheet.push(text(554, 351, 'HOMESTEAD', { fontSize: 11, fontWeight: 700, fill: '#f4f8fc', textAnchor: 'middle', letterSpacing: 1 }))
	sheet.push(text(554, 382, 'GROUND FLOOR', { fontSize: 9, fill: '#cfe2f5', textAnchor: 'middle' }), text(554, 400, 'SCALE 1:50', { fontSize: 9, fill: '#cfe2f5', textAnchor: 'middle' }), text(554, 418, 'SHEET A-101', { fontSize: 9, fill: '#cfe2f5', textAnchor: 'middle' }))
	s.add(softShadow(s, 470, 440, 340, 250, 0.35, 14))
	s.add(group(sheet, { transform: 'translate(150 170) rotate(-4 320 230)' }))
	// a second sheet peeking out
	s.add(group([rect(0, 0, 300, 200, '#f4efe4', { rx: 3 }), ...[30, 60, 90, 120].map((y) => line(24, y, 200 + (y % 60), y, '#b9ae9b', 3, { strokeLinecap: 'round' }))], { transform: 'translate(860 520) rotate(8)' }))
	// pencil
	s.add(group([rect(0, 0, 260, 16, '#f2c14e', { rx: 2 }), rect(0, 0, 260, 5, '#f8d77a'), poly([[260, 0], [292, 8], [260, 16]], '#f1d9b5'), poly([[282, 5], [292, 8], [282, 11]], '#3b3f46'), rect(-22, 0, 24, 16, '#e58f8f', { rx: 3 }), rect(-2, -1, 8, 18, '#b8bcc2')], { transform: 'translate(170 690) rotate(-18)' }))
	// coffee mug from above
	s.add(softShadow(s, 1010, 210, 82, 82, 0.35, 10))
	s.add(rect(1060, 190, 56, 34, '#ffffff', { rx: 17 }), rect(1072, 198, 34, 18, '#c79a6e', { rx: 9 }))
	s.add(circle(1000, 200, 78, '#ffffff'), circle(1000, 200, 66, '#f1ede6'), circle(1000, 200, 60, '#6b4226'), circle(988, 188, 20, '#8a5a38', { opacity: 0.6 }))
	// tape measure with a length of tape
	s.add(softShadow(s, 930, 420, 70, 70, 0.35, 8))
	s.add(rect(930, 404, 190, 32, '#f5e6a8'), ...Array.from({ length: 18 }, (_, i) => rect(940 + i * 10, 404, 1.5, i % 2 ? 10 : 16, '#3b3f46')))
	s.add(rect(890, 360, 96, 96, '#f2c14e', { rx: 22 }), circle(938, 408, 26, '#3b3f46'), circle(938, 408, 10, '#f2c14e'), rect(976, 400, 16, 16, '#3b3f46', { rx: 3 }))
	// keys with a Homestead tag
	s.add(softShadow(s, 260, 150, 110, 46, 0.3, 8))
	s.add(circle(220, 130, 34, 'none', { stroke: '#c9ccd1', strokeWidth: 6 }))
	s.add(group([rect(0, -13, 120, 26, '#d4b25c', { rx: 8 }), circle(18, 0, 7, '#b8963f'), rect(110, -5, 60, 10, '#d4b25c'), poly([[150, 5], [154, 14], [160, 5], [166, 12], [170, 5]], '#d4b25c')], { transform: 'translate(240 150) rotate(18)' }))
	s.add(group([rect(0, -12, 110, 24, '#c9ccd1', { rx: 8 }), circle(16, 0, 6, '#a5a9b0'), rect(100, -4, 50, 8, '#c9ccd1'), poly([[130, 4], [134, 12], [140, 4], [146, 10], [150, 4]], '#c9ccd1')], { transform: 'translate(245 130) rotate(-12)' }))
	s.add(group([pathEl('M0 22L34 -6L68 22V70Q68 78 60 78H8Q0 78 0 70Z', '#0f766e'), circle(34, 14, 5, '#f4f1ea'), pathEl('M20 44l14-12l14 12M23 42v16h22v-16', 'none', { stroke: '#ffffff', strokeWidth: 3.5, strokeLinecap: 'round', strokeLinejoin: 'round' })], { transform: 'translate(156 132) rotate(-24)' }))
	// plant from above in the corner
	s.add(softShadow(s, 1110, 700, 120, 120, 0.3, 10))
	s.add(circle(1110, 700, 84, '#d8cfc0'), circle(1110, 700, 70, '#6b4f3a'))
	for (let i = 0; i < 12; i++) {
		const a = (i / 12) * Math.PI * 2
		s.add(leafTop(1110, 700, 130, 34, a, i % 2 ? '#4e8c57' : '#3f7d4f'))
	}
	return s.toString()
}

function leafTop(x, y, len, width, angle, color) {
	const tx = x + Math.cos(angle) * len
	const ty = y + Math.sin(angle) * len
	const nx = -Math.sin(angle) * width
	const ny = Math.cos(angle) * width
	const mx = (x + tx) / 2
	const my = (y + ty) / 2
	return pathEl(`M${num(x)},${num(y)}Q${num(mx + nx)},${num(my + ny)} ${num(tx)},${num(ty)}Q${num(mx - nx)},${num(my - ny)} ${num(x)},${num(y)}Z`, color)
}

// ---------------------------------------------------------------------------
// The contact map: downtown Austin with our office marked
// ---------------------------------------------------------------------------

function mapSvg() {
	const W = 1200
	const H = 800
	const s = new Svg(W, H)
	const land = '#eef0ea'
	const block = '#e2e5de'
	const park = '#cfe3c4'
	const water = '#a9d2ea'
	const street = '#ffffff'
	const labelStyle = { fill: '#5b6472', stroke: '#ffffff', strokeWidth: 4, paintOrder: 'stroke', fontWeight: 700, fontSize: 15 }
	s.add(rect(0, 0, W, H, land))
	// the grid of downtown: avenues run north-south, numbered streets east-west
	const avenues = [[130, 'Lamar Blvd', 14], [220, '', 6], [300, '', 6], [380, '', 6], [460, 'Guadalupe St', 8], [540, 'Lavaca St', 6], [620, 'Colorado St', 6], [700, 'Congress Ave', 16], [780, 'Brazos St', 6], [860, 'San Jacinto Blvd', 8], [940, 'Trinity St', 6], [1020, 'Red River St', 8]]
	const streets = [[600, 'Cesar Chavez St', 14], [545, '2nd St', 6], [490, '3rd St', 6], [435, '4th St', 6], [380, '5th St', 8], [325, '6th St', 8], [270, '7th St', 6], [215, '8th St', 6], [160, '9th St', 6], [105, '10th St', 6], [50, '11th St', 10]]
	for (let i = 0; i < avenues.length - 1; i++) {
		for (let j = 0; j < streets.length - 1; j++) {
			const x0 = avenues[i][0] + avenues[i][2] / 2 + 6
			const x1 = avenues[i + 1][0] - avenues[i + 1][2] / 2 - 6
			const y1 = streets[j][0] - streets[j][2] / 2 - 6
			const y0 = streets[j + 1][0] + streets[j + 1][2] / 2 + 6
			s.add(rect(x0, y0, x1 - x0, y1 - y0, block, { rx: 4 }))
		}
	}
	// squares and the Capitol grounds
	const squareAt = (i, j, name) => {
		const x0 = avenues[i][0] + 10
		const x1 = avenues[i + 1][0] - 10
		const y1 = streets[j][0] - 10
		const y0 = streets[j + 1][0] + 10
		s.add(rect(x0, y0, x1 - x0, y1 - y0, park, { rx: 6 }))
		for (const [dx, dy] of [[0.3, 0.35], [0.65, 0.6], [0.4, 0.75]]) s.add(circle(x0 + (x1 - x0) * dx, y0 + (y1 - y0) * dy, 7, '#b4d3a5'))
		return name
	}
	squareAt(3, 2, 'Republic Square')
	squareAt(3, 7, 'Wooldridge Square')
	squareAt(9, 2, 'Brush Square')
	s.add(rect(630, 0, 140, 44, park, { rx: 6 }), rect(696, 0, 8, 44, street))
	// West of Lamar: Shoal Creek winding north
	s.add(pathEl(smoothPath([[88, 0], [80, 120], [96, 260], [76, 420], [92, 560], [84, 640]]), 'none', { stroke: water, strokeWidth: 9, strokeLinecap: 'round' }))
	// streets on top of the blocks
	for (const [x, , w] of avenues) s.add(rect(x - w / 2, 0, w, 640, street))
	for (const [y, , w] of streets) s.add(rect(0, y - w / 2, 1080, w, street))
	// I-35 on the east
	s.add(rect(1080, 0, 40, H, '#f6d88f'), rect(1080, 0, 4, H, '#e8c06b'), rect(1116, 0, 4, H, '#e8c06b'))
	// Lady Bird Lake, its shore trail and parks, and the Congress Avenue bridge
	const lakeTop = [[-20, 640], [200, 650], [420, 628], [640, 640], [860, 662], [1080, 650], [1220, 660]]
	const lakeBottom = [[1220, 742], [1000, 736], [760, 716], [520, 722], [300, 744], [100, 730], [-20, 740]]
	s.add(pathEl(`${smoothPath(lakeTop)}L1220,742${smoothPath(lakeBottom).replace(/^M[^C]+/, '')}L-20,640Z`, park, { transform: 'translate(0 -16) scale(1 1.02)' }))
	s.add(pathEl(`${smoothPath(lakeTop)}L1220,742${smoothPath(lakeBottom).replace(/^M[^C]+/, '')}L-20,640Z`, water))
	s.add(rect(0, 748, W, 60, park), rect(0, 770, W, 40, land))
	for (const [x, w] of [[700, 20], [130, 14]]) s.add(rect(x - w / 2, 600, w, 200, street))
	s.add(rect(1080, 600, 40, 200, '#f6d88f'))
	// the Capitol
	s.add(rect(664, 24, 72, 16, '#f4efe6'), rect(688, 14, 24, 12, '#f4efe6'), ellipse(700, 14, 13, 11, '#f4efe6'), rect(698, 0, 4, 6, '#d8d1c4'))
	// labels
	const label = (x, y, t, o = {}) => s.add(text(x, y, t, { ...labelStyle, ...o }))
	const labelY = { 'Lamar Blvd': 240, 'Guadalupe St': 240, 'Lavaca St': 180, 'Colorado St': 300, 'Congress Ave': 240, 'Brazos St': 180, 'San Jacinto Blvd': 170, 'Trinity St': 240, 'Red River St': 180 }
	for (const [x, name] of avenues) if (name) label(x + 5, labelY[name], name, { transform: `rotate(-90 ${x + 5} ${labelY[name]})`, textAnchor: 'middle' })
	for (const [y, name] of streets) if (name && ['Cesar Chavez St', '4th St', '6th St', '11th St', '2nd St', '8th St'].includes(name)) label(164, y + 5, name, { fontSize: 13 })
	label(230, 704, 'Lady Bird Lake', { fill: '#3b7ea6', fontSize: 20, fontStyle: 'italic', strokeWidth: 0 })
	label(420, 470, 'Republic Sq.', { fill: '#3f6b31', fontSize: 11, textAnchor: 'middle' })
	label(700, 64, 'Texas State Capitol', { fontSize: 13, textAnchor: 'middle', fill: '#4b7a3c' })
	label(1100, 780, 'I-35', { fontSize: 14, textAnchor: 'middle', fill: '#8a5a12', stroke: '#f6d88f' })
	label(716, 790, 'S Congress Ave', { fontSize: 13 })
	// the office, at 401 Congress Ave
	const px = 716
	const py = 408
	s.add(circle(px, py, 46, '#0f766e', { opacity: 0.12 }), circle(px, py, 24, '#0f766e', { opacity: 0.18 }))
	s.add(ellipse(px, py + 2, 12, 4, '#0d1226', { opacity: 0.3, filter: s.blur(2) }))
	s.add(pathEl(`M${px} ${py}C${px - 6} ${py - 20} ${px - 26} ${py - 32} ${px - 26} ${py - 52}A26 26 0 1 1 ${px + 26} ${py - 52}C${px + 26} ${py - 32} ${px + 6} ${py - 20} ${px} ${py}Z`, '#0f766e'))
	s.add(pathEl(`M${px - 11} ${py - 50}l11-10l11 10M${px - 8} ${py - 52}v10h16v-10`, 'none', { stroke: '#ffffff', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' }))
	// the callout
	const bx = px + 36
	const by = py - 118
	s.add(softShadow(s, bx + 120, by + 62, 120, 20, 0.25, 8))
	s.add(rect(bx, by, 248, 64, '#ffffff', { rx: 12 }), poly([[bx + 14, by + 64], [bx + 30, by + 64], [bx + 8, by + 82]], '#ffffff'))
	s.add(text(bx + 16, by + 28, 'Homestead Realty', { fontSize: 17, fontWeight: 700, fill: '#0f766e' }))
	s.add(text(bx + 16, by + 49, '401 Congress Ave, Suite 1540', { fontSize: 13, fill: '#475569' }))
	// compass
	s.add(circle(1150, 56, 26, '#ffffff', { opacity: 0.9 }), poly([[1150, 34], [1158, 58], [1150, 54], [1142, 58]], '#0f766e'), text(1150, 76, 'N', { fontSize: 12, fontWeight: 700, fill: '#475569', textAnchor: 'middle' }))
	return s.toString()
}

// ---------------------------------------------------------------------------
// Partner logos (made-up companies), transparent
// ---------------------------------------------------------------------------

const BRANDS = [
	{
		id: 'lone-star-title',
		color: '#1e3a5f',
		mark: (c) => circle(40, 40, 32, 'none', { stroke: c, strokeWidth: 5 }) + poly(starPoints(40, 42, 20, 8.5), c),
		name: 'LONE STAR',
		tagline: 'TITLE COMPANY',
	},
	{
		id: 'barton-creek-builders',
		color: '#7c4a2d',
		mark: (c) => pathEl('M8 40L40 12L72 40', 'none', { stroke: c, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' }) + [0, 1, 2].map((row) => [0, 1].map((col) => rect(18 + col * 22 + (row % 2) * 6, 44 + row * 11, 18, 8, c, { rx: 1.5 })).join('')).join(''),
		name: 'Barton Creek',
		tagline: 'BUILDERS',
	},
	{
		id: 'pecan-street-lending',
		color: '#55622b',
		mark: (c) => ellipse(40, 42, 22, 30, c) + pathEl('M40 14v56', 'none', { stroke: '#ffffff', strokeWidth: 3 }) + pathEl('M40 14c8-8 20-8 26-4', 'none', { stroke: c, strokeWidth: 4, strokeLinecap: 'round' }),
		name: 'Pecan Street',
		tagline: 'LENDING',
	},
	{
		id: 'hill-country-interiors',
		color: '#8c3b4a',
		mark: (c) => pathEl('M6 62Q24 26 42 50Q56 30 74 62Z', c) + circle(56, 22, 8, c),
		name: 'HILL COUNTRY',
		tagline: 'interiors',
	},
	{
		id: 'colorado-river-insurance',
		color: '#1f6f8b',
		mark: (c) =>
			pathEl('M40 8L68 20V42C68 58 56 70 40 76C24 70 12 58 12 42V20Z', c) +
			pathEl('M22 44q9-8 18 0t18 0M22 56q9-8 18 0t18 0', 'none', { stroke: '#ffffff', strokeWidth: 3.5, strokeLinecap: 'round' }),
		name: 'COLORADO RIVER',
		tagline: 'INSURANCE',
	},
	{
		id: 'capitol-movers',
		color: '#b45309',
		mark: (c) => rect(4, 30, 48, 34, c, { rx: 4 }) + poly([[54, 38], [68, 38], [76, 50], [76, 64], [54, 64]], c) + circle(18, 66, 8, '#ffffff') + circle(18, 66, 5, c) + circle(62, 66, 8, '#ffffff') + circle(62, 66, 5, c) + rect(58, 42, 10, 8, '#ffffff', { rx: 1 }),
		name: 'CAPITOL',
		tagline: 'MOVERS',
	},
]

function starPoints(cx, cy, outer, inner) {
	const list = []
	for (let i = 0; i < 10; i++) {
		const a = -Math.PI / 2 + (i * Math.PI) / 5
		const r = i % 2 ? inner : outer
		list.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
	}
	return list
}

function brandSvg(brand) {
	const s = new Svg(480, 160, '0 0 300 100')
	s.add(group(brand.mark(brand.color), { transform: 'translate(4 10)' }))
	const long = brand.name.length > 12
	s.add(text(96, 52, brand.name, { fontSize: long ? 21 : 25, fontWeight: 700, fill: brand.color, letterSpacing: brand.name === brand.name.toUpperCase() ? 0.5 : 0 }))
	s.add(text(97, 74, brand.tagline, { fontSize: 13, fill: brand.color, letterSpacing: brand.tagline === brand.tagline.toUpperCase() ? 3 : 1, opacity: 0.85 }))
	return s.toString()
}

async function writeBrands(png) {
	const dir = path.join(OUT_DIR, 'brands')
	await mkdir(dir, { recursive: true })
	for (const brand of BRANDS) await writePicture(brandSvg(brand), path.join(dir, `${brand.id}.webp`), { width: 480, height: 160, png, alpha: true, variants: false })
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

/** Rasterises once, then writes the full-size WebP and its 400/800 px variants. */
async function writePicture(svg, file, { width, height, png, alpha = false, variants = true } = {}) {
	const raster = await sharp(Buffer.from(svg)).png().toBuffer()
	const base = file.replace(/\.webp$/, '')
	const webp = { quality: WEBP_QUALITY, effort: 5, alphaQuality: alpha ? 90 : undefined }
	await sharp(raster).webp(webp).toFile(file)
	for (const w of variants ? VARIANT_WIDTHS : []) {
		if (w >= width) continue
		const h = Math.round((w * height) / width)
		await sharp(raster).resize(w, h, { fit: 'cover' }).webp(webp).toFile(`${base}.w${w}.webp`)
	}
	if (png) await writeFile(path.join(png, path.basename(base) + '.png'), raster)
}

const JOBS = {
	hero: (png) => writePicture(heroSvg(), path.join(OUT_DIR, 'hero.webp'), { width: 1200, height: 900, png }),
	poster: (png) => writePicture(posterSvg(), path.join(OUT_DIR, 'video-poster.webp'), { width: 1200, height: 675, png }),
	renovation: (png) => writePicture(renovationSvg(), path.join(OUT_DIR, 'about-renovation.webp'), { width: 1200, height: 800, png }),
	plans: (png) => writePicture(plansSvg(), path.join(OUT_DIR, 'about-plans.webp'), { width: 1200, height: 800, png }),
	map: (png) => writePicture(mapSvg(), path.join(OUT_DIR, 'contact-map.webp'), { width: 1200, height: 800, png }),
	people: writePeople,
	brands: writeBrands,
}

async function main() {
	const args = Object.fromEntries(
		process.argv.slice(2).map((a) => {
			const [k, v = 'true'] = a.replace(/^--/, '').split('=')
			return [k, v]
		}),
	)
	const only = args.only ? new Set(args.only.split(',')) : null
	const png = args.png ?? null
	await mkdir(OUT_DIR, { recursive: true })
	if (png) await mkdir(png, { recursive: true })
	for (const [name, job] of Object.entries(JOBS)) {
		if (only && !only.has(name)) continue
		const started = Date.now()
		await job(png)
		console.log(`${name} done in ${Date.now() - started} ms`)
	}
}

await main()
