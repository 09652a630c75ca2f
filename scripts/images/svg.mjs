/**
 * SVG building blocks: element helpers, smooth paths and the Svg collector of one picture.
 */

/** The size of the demo pictures. */

export const W = 1200
export const H = 800
export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

export const num = (v) => (Number.isInteger(v) ? String(v) : String(Math.round(v * 10) / 10))

export function attrs(o) {
	return Object.entries(o)
		.filter(([, v]) => v !== undefined && v !== null && v !== false)
		.map(([k, v]) => {
			const name = k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())
			return `${name}="${typeof v === 'number' ? num(v) : v}"`
		})
		.join(' ')
}

export const pts = (list) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')
export const rect = (x, y, width, height, fill, o = {}) =>
	`<rect ${attrs({ x, y, width: Math.max(0, width), height: Math.max(0, height), fill, ...o })}/>`
export const circle = (cx, cy, r, fill, o = {}) => `<circle ${attrs({ cx, cy, r, fill, ...o })}/>`
export const ellipse = (cx, cy, rx, ry, fill, o = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...o })}/>`
export const poly = (list, fill, o = {}) => `<polygon ${attrs({ points: pts(list), fill, ...o })}/>`
/** The corners of a strip of ground seen in perspective: x0 to x1 at its far edge y0, `spread` wider each side at y1. */
export const trapezoid = (x0, x1, y0, y1, spread) => [
	[x0, y0],
	[x1, y0],
	[x1 + spread, y1],
	[x0 - spread, y1],
]
export const pathEl = (d, fill, o = {}) => `<path ${attrs({ d, fill, ...o })}/>`
export const line = (x1, y1, x2, y2, stroke, strokeWidth = 1, o = {}) =>
	`<line ${attrs({ x1, y1, x2, y2, stroke, strokeWidth, ...o })}/>`
export const polyline = (list, stroke, strokeWidth = 1, o = {}) =>
	`<polyline ${attrs({ points: pts(list), fill: 'none', stroke, strokeWidth, ...o })}/>`
export const group = (content, o = {}) => `<g ${attrs(o)}>${[].concat(content).join('')}</g>`
export const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const text = (x, y, content, o = {}) =>
	`<text ${attrs({ x, y, fontFamily: FONT, ...o })}>${escapeXml(content)}</text>`

/** A smooth curve through the given points (Catmull-Rom turned into Béziers). */
export function smoothPath(points, closed = false) {
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
export class Svg {
	constructor(width = W, height = H, viewBox = `0 0 ${width} ${height}`) {
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

	/** Runs draw(), then wraps what it added in one <g> moved by `transform` (none when falsy); returns what draw returned. */
	wrap(transform, draw) {
		const start = this.parts.length
		const result = draw()
		if (transform) this.add(group(this.parts.splice(start), { transform }))
		return result
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
			(id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${Svg.stops(stops)}</radialGradient>`,
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
		return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="${this.viewBox}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
	}
}

/** A soft blurred shadow ellipse, the cheapest way to ground an object. */
export function softShadow(s, cx, cy, rx, ry, opacity = 0.22, blur = 6) {
	return ellipse(cx, cy, rx, ry, '#0d1226', { opacity, filter: s.blur(blur) })
}
