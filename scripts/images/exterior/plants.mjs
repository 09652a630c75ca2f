/**
 * Trees, shrubs and other plants of the exterior scenes.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, ellipse, group, line, num, pathEl, poly, rect, softShadow } from '../svg.mjs'

export const GREENS = ['#4f9a5a', '#5fa565', '#3f8656', '#6aa84f', '#4b8f6b', '#78a85a']

export function roundTree(ctx, x, baseY, h, o = {}) {
	const { s, r, c } = ctx
	const green = o.color ?? r.pick(GREENS)
	const R = h * 0.3
	const cy = baseY - h + R * 1.05
	const trunkH = baseY - cy
	const out = []
	if (o.shadow !== false) out.push(softShadow(s, x + R * 0.35, baseY + 2, R * 0.9, R * 0.14, ctx.time.shadow + 0.05, 4))
	out.push(
		poly(
			[
				[x - R * 0.08, baseY],
				[x - R * 0.045, cy],
				[x + R * 0.045, cy],
				[x + R * 0.08, baseY],
			],
			c('#6a4a36'),
		),
	)
	out.push(
		line(x, cy + trunkH * 0.45, x + R * 0.35, cy + trunkH * 0.15, c('#6a4a36'), R * 0.05, { strokeLinecap: 'round' }),
	)
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

export function pineTree(ctx, x, baseY, h, o = {}) {
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
		out.push(
			poly(
				[
					[x - half, bottom],
					[x, top],
					[x + half, bottom],
				],
				c(darken(green, 0.08)),
			),
		)
		out.push(
			poly(
				[
					[x - half, bottom],
					[x, top],
					[x, bottom - h * 0.03],
				],
				c(lighten(green, 0.1)),
			),
		)
	}
	s.add(group(out))
}

export function cypress(ctx, x, baseY, h, o = {}) {
	const { s, c } = ctx
	const green = o.color ?? '#3f7556'
	const w = h * 0.22
	s.add(
		softShadow(s, x + w * 0.5, baseY, w * 0.8, w * 0.2, ctx.time.shadow, 3),
		ellipse(x, baseY - h / 2, w / 2, h / 2, c(darken(green, 0.1))),
		ellipse(x - w * 0.12, baseY - h / 2 - h * 0.03, w * 0.32, h * 0.44, c(lighten(green, 0.1))),
	)
}

export function palmTree(ctx, x, baseY, h, o = {}) {
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
		const a = -Math.PI / 2 + (i / (fronds - 1) - 0.5) * Math.PI * 1.7 + r.range(-0.15, 0.15)
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

export function shrub(ctx, x, baseY, w, o = {}) {
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
	for (const [bx, by, br] of blobs)
		out.push(circle(bx - br * 0.35, by - br * 0.35, br * 0.35, c(lighten(green, 0.2)), { opacity: 0.8 }))
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

export function hedge(ctx, x, baseY, w, h, color = '#4d8b57') {
	const { s, c } = ctx
	const out = [softShadow(s, x + w / 2 + 8, baseY, w / 2 + 4, 5, ctx.time.shadow, 3)]
	out.push(rect(x, baseY - h, w, h, c(color), { rx: Math.min(10, h / 3) }))
	out.push(rect(x, baseY - h, w, h * 0.35, c(lighten(color, 0.15)), { rx: Math.min(10, h / 3) }))
	out.push(rect(x, baseY - 6, w, 6, c(darken(color, 0.2))))
	s.add(out)
}

export function grassTuft(ctx, x, baseY, h, color = '#9bb06a') {
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

export function flowerBed(ctx, x, baseY, w, colors = ['#e86f7e', '#f2c14e', '#ffffff', '#b58ad6']) {
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

export function cactus(ctx, x, baseY, h) {
	const { s, c } = ctx
	const g = c('#5c9a63')
	const w = h * 0.2
	s.add(
		softShadow(s, x + w, baseY, w * 1.5, w * 0.25, ctx.time.shadow, 3),
		rect(x - w / 2, baseY - h, w, h, g, { rx: w / 2 }),
		pathEl(`M${x - w / 2},${baseY - h * 0.45}h${-w * 0.9}v${-h * 0.3}`, 'none', {
			stroke: g,
			strokeWidth: w * 0.7,
			strokeLinecap: 'round',
			strokeLinejoin: 'round',
		}),
		pathEl(`M${x + w / 2},${baseY - h * 0.6}h${w * 0.8}v${-h * 0.22}`, 'none', {
			stroke: g,
			strokeWidth: w * 0.65,
			strokeLinecap: 'round',
			strokeLinejoin: 'round',
		}),
		rect(x - w / 2 + w * 0.15, baseY - h + w * 0.3, w * 0.25, h - w * 0.6, c('#7fb685'), { rx: w * 0.12 }),
	)
}

export function agave(ctx, x, baseY, size) {
	const { s, c } = ctx
	const leaves = []
	for (let i = 0; i < 9; i++) {
		const a = Math.PI + (i / 8) * Math.PI
		const tx = x + Math.cos(a) * size
		const ty = baseY + Math.sin(a) * size * 0.9
		leaves.push(
			poly(
				[
					[x - size * 0.1, baseY],
					[tx, ty],
					[x + size * 0.1, baseY],
				],
				c(i % 2 ? '#7fa89a' : '#93b9a8'),
			),
		)
	}
	s.add(softShadow(s, x + 6, baseY, size, size * 0.15, ctx.time.shadow, 3), group(leaves))
}
