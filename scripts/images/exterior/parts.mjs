/**
 * Architectural parts: front elevations, light from the upper left.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, ellipse, group, poly, rect } from '../svg.mjs'
import { BASE } from './scene.mjs'

export function glassFill(ctx, lit) {
	const { s, c } = ctx
	if (lit)
		return s.linear([
			[0, '#ffe9b0'],
			[0.6, '#ffcf7d'],
			[1, '#f2a94e'],
		])
	return s.linear(
		[
			[0, c('#dcedf7')],
			[0.45, c('#a3c6de')],
			[1, c('#6b8fb0')],
		],
		0,
		0,
		0.6,
		1,
	)
}

/**
 * A window: frame, glass with a reflection (or a warm glow at night),
 * mullions, a sill, and optional shutters.
 */
export function windowUnit(ctx, x, y, w, h, o = {}) {
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
		out.push(
			poly(
				[
					[gx + gw * 0.08, gy + gh],
					[gx + gw * 0.3, gy + gh],
					[gx + gw * 0.75, gy],
					[gx + gw * 0.53, gy],
				],
				'#ffffff',
				{ opacity: 0.2 },
			),
		)
		out.push(
			poly(
				[
					[gx + gw * 0.36, gy + gh],
					[gx + gw * 0.42, gy + gh],
					[gx + gw * 0.87, gy],
					[gx + gw * 0.81, gy],
				],
				'#ffffff',
				{ opacity: 0.16 },
			),
		)
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
			out.push(
				circle(
					x + 2 + r.range(0, w - 4),
					y + h + 4 - r.range(-2, 6),
					r.range(2.5, 4),
					c(r.pick(['#e86f7e', '#f6c453', '#ffffff', '#5c9a5f', '#5c9a5f'])),
				),
			)
		}
	}
	s.add(group(out))
}

export function door(ctx, x, y, w, h, color, o = {}) {
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
		if (ctx.tod !== 'day')
			out.push(
				circle(
					lx + 3,
					ly + 6,
					26,
					s.radial([
						[0, '#ffd98a', 0.8],
						[1, '#ffd98a', 0],
					]),
				),
			)
		out.push(rect(lx, ly, 7, 14, ctx.tod === 'day' ? c('#2f3540') : '#ffe2a0', { rx: 2 }))
		out.push(rect(lx - 1, ly - 2, 9, 3, c('#2f3540')))
	}
	out.push(rect(x - ft * 2, y + h, w + ft * 4, 5, c('#bdb6aa')))
	s.add(group(out))
}

export function garageDoor(ctx, x, y, w, h, color = '#f1efe9', o = {}) {
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
export function siding(ctx, x, y, w, h, color, step = 9) {
	const out = []
	for (let yy = y + step; yy < y + h; yy += step) {
		out.push(rect(x, yy - 1, w, 1.4, darken(color, 0.14), { opacity: 0.7 }))
		out.push(rect(x, yy + 0.4, w, 1, lighten(color, 0.18), { opacity: 0.5 }))
	}
	ctx.s.add(group(out))
}

export function boardAndBatten(ctx, x, y, w, h, color, step = 18) {
	const out = []
	for (let xx = x + step / 2; xx < x + w - 2; xx += step) {
		out.push(rect(xx, y, 3, h, darken(color, 0.1), { opacity: 0.6 }))
		out.push(rect(xx - 1, y, 1, h, lighten(color, 0.15), { opacity: 0.6 }))
	}
	ctx.s.add(group(out))
}

export function brickFill(ctx, color, key = color) {
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

export function stoneFill(ctx, color, key = color) {
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
			content += rect(
				x + 1.5,
				y + 1.5,
				ww - 3,
				Math.min(hh, 60 - y) - 3,
				shade > 0 ? lighten(base, shade) : darken(base, -shade),
				{ rx: 3 },
			)
			x += ww
		}
		y += hh
	}
	return s.pattern(`stone${key}${ctx.tod}`, 120, 60, content)
}

/** Roof seen front-on with the ridge parallel to the facade (trapezoid). */
export function hipRoof(ctx, x0, x1, eaveY, height, color, o = {}) {
	const { s, c } = ctx
	const over = o.overhang ?? 22
	const inset = o.inset ?? height * 0.9
	const L = x0 - over
	const R = x1 + over
	const top = eaveY - height
	const col = c(color)
	const out = [
		poly(
			[
				[L, eaveY],
				[R, eaveY],
				[R - inset, top],
				[L + inset, top],
			],
			s.linear([
				[0, lighten(col, 0.08)],
				[1, darken(col, 0.08)],
			]),
		),
	]
	for (let y = top + 11; y < eaveY - 3; y += 11) {
		const t = (y - top) / height
		const xl = L + inset - inset * t
		const xr = R - inset + inset * t
		out.push(rect(xl, y, xr - xl, 1.6, darken(col, 0.22), { opacity: 0.55 }))
	}
	out.push(
		poly(
			[
				[R, eaveY],
				[R - inset, top],
				[R - inset + 8, top],
				[R + 2, eaveY],
			],
			darken(col, 0.15),
			{ opacity: 0.5 },
		),
	)
	out.push(rect(L, eaveY, R - L, o.fascia ?? 7, c(o.trim ?? '#f4f1ea')))
	out.push(rect(x0, eaveY + (o.fascia ?? 7), x1 - x0, 12, '#0d1226', { opacity: 0.16 }))
	s.add(group(out))
}

/** A gable end facing the viewer: triangle of wall framed by the roof edges. */
export function gableRoof(ctx, x0, x1, eaveY, height, roofColor, wallColor, o = {}) {
	const { s, c } = ctx
	const over = o.overhang ?? 18
	const t = o.thickness ?? 14
	const cx = (x0 + x1) / 2
	const top = eaveY - height
	const slope = height / ((x1 - x0) / 2)
	const out = []
	const roofCol = c(roofColor)
	out.push(
		poly(
			[
				[x0 - over, eaveY + over * slope * 0.3],
				[cx, top - t],
				[x1 + over, eaveY + over * slope * 0.3],
				[x1 + over - 4, eaveY + over * slope * 0.3 + t * 0.7],
				[cx, top + t * 0.2],
				[x0 - over + 4, eaveY + over * slope * 0.3 + t * 0.7],
			],
			roofCol,
		),
	)
	out.push(
		poly(
			[
				[x0, eaveY + 1],
				[cx, top + t * 0.2],
				[x1, eaveY + 1],
			],
			c(o.trim ?? '#f4f1ea'),
		),
	)
	const inner = [
		[x0 + 7, eaveY + 1],
		[cx, top + t * 0.2 + 7],
		[x1 - 7, eaveY + 1],
	]
	out.push(poly(inner, c(wallColor)))
	if (o.siding !== false) {
		for (let y = top + t + 14; y < eaveY; y += 9) {
			const half = ((y - (top + t * 0.2 + 7)) / (eaveY - (top + t * 0.2 + 7))) * ((x1 - x0) / 2 - 7)
			out.push(rect(cx - half, y - 1, half * 2, 1.4, darken(c(wallColor), 0.14), { opacity: 0.7 }))
		}
	}
	out.push(
		poly(
			[
				[x0 + 7, eaveY + 1],
				[cx, top + t * 0.2 + 7],
				[cx, top + t * 0.2 + 17],
				[x0 + 16, eaveY + 1],
			],
			'#0d1226',
			{ opacity: 0.12 },
		),
	)
	s.add(group(out))
	return { cx, top }
}

export function chimney(ctx, x, y0, y1, w, color, fill) {
	const { s, c } = ctx
	s.add(
		rect(x, y1, w, y0 - y1, fill ?? c(color)),
		rect(x + w * 0.7, y1, w * 0.3, y0 - y1, '#0d1226', { opacity: 0.15 }),
		rect(x - 4, y1 - 8, w + 8, 9, c(darken(color, 0.25))),
	)
}

export function glassRailing(ctx, x, y, w, h = 34, o = {}) {
	const { s, c } = ctx
	const out = [
		rect(x, y - h, w, h, c('#bfe0f0'), { opacity: 0.45 }),
		rect(x, y - h, w, 3, c(o.rail ?? '#d9dde2')),
		poly(
			[
				[x + w * 0.1, y],
				[x + w * 0.16, y],
				[x + w * 0.22, y - h],
				[x + w * 0.16, y - h],
			],
			'#ffffff',
			{ opacity: 0.35 },
		),
	]
	for (let xx = x; xx <= x + w; xx += Math.max(40, w / 6))
		out.push(rect(xx - 1, y - h, 2, h, c('#9aa4ad'), { opacity: 0.6 }))
	s.add(group(out))
}

export function metalRailing(ctx, x, y, w, h = 32, color = '#2e3440') {
	const { s, c } = ctx
	const col = c(color)
	const out = [rect(x, y - h, w, 3, col), rect(x, y - 5, w, 2, col)]
	for (let xx = x + 3; xx < x + w; xx += 8) out.push(rect(xx, y - h, 1.8, h, col))
	s.add(group(out))
}

/** A cast shadow to the right of a projecting volume. */
export function castShadow(ctx, x, y, w, h, skew = 0.4) {
	if (ctx.tod === 'dusk') return
	ctx.s.add(
		poly(
			[
				[x, y],
				[x + w, y + w * skew],
				[x + w, y + h],
				[x, y + h],
			],
			'#0d1226',
			{ opacity: ctx.time.shadow * 0.8 },
		),
	)
}

export function buildingShadow(ctx, x0, x1, y = BASE) {
	const { s, time } = ctx
	s.add(
		ellipse((x0 + x1) / 2 + 30, y + 4, (x1 - x0) / 2 + 40, 16, '#0d1226', {
			opacity: time.shadow + 0.05,
			filter: s.blur(8),
		}),
	)
}
