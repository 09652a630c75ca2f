/**
 * Furniture and decor.
 */
import { darken, lighten } from '../colour.mjs'
import { circle, ellipse, group, line, num, pathEl, poly, rect, smoothPath } from '../svg.mjs'
import { box, face, flatEllipse, floorShadow, Q } from './room.mjs'

export function leafShape(x, y, len, width, angle, color, o = {}) {
	const tx = x + Math.cos(angle) * len
	const ty = y + Math.sin(angle) * len
	const mx = x + Math.cos(angle) * len * 0.5
	const my = y + Math.sin(angle) * len * 0.5
	const nx = -Math.sin(angle) * width
	const ny = Math.cos(angle) * width
	let out = pathEl(
		`M${num(x)},${num(y)}Q${num(mx + nx)},${num(my + ny)} ${num(tx)},${num(ty)}Q${num(mx - nx)},${num(my - ny)} ${num(x)},${num(y)}Z`,
		color,
	)
	if (o.vein)
		out += pathEl(
			`M${num(x)},${num(y)}L${num(x + Math.cos(angle) * len * 0.9)},${num(y + Math.sin(angle) * len * 0.9)}`,
			'none',
			{ stroke: o.vein, strokeWidth: Math.max(0.8, width * 0.08), opacity: 0.7 },
		)
	return out
}

export const POT_COLORS = ['#ece7dd', '#c98f6b', '#3b3f46', '#d8cfc0', '#a7b7a3', '#e2c9a6']
export const LEAF_GREENS = ['#3f7d4f', '#4e8c57', '#2f6b45', '#5a9a5a']

/** A potted plant standing at (X, Z) on a surface at height y. */
export function plant(ctx, X, Z, o = {}) {
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
	if (kind === 'fiddle' || kind === 'olive') {
		const stemTop = [tx + r.range(-0.05, 0.05) * k, ty - height]
		leaves.push(line(tx, ty, stemTop[0], stemTop[1] + height * 0.1, '#6b4f3a', Math.max(1.5, 0.025 * k)))
		const n = kind === 'olive' ? 34 : 14
		for (let i = 0; i < n; i++) {
			const t = kind === 'olive' ? r.range(0.35, 1) : r.range(0.25, 1)
			const lx =
				tx + (stemTop[0] - tx) * t + r.range(-0.22, 0.22) * k * (kind === 'olive' ? 1.2 : 0.6) * Math.sin(t * 3)
			const ly = ty - height * t
			const a = -Math.PI / 2 + r.range(-1.4, 1.4)
			const len = (kind === 'olive' ? r.range(0.06, 0.09) : r.range(0.13, 0.19)) * k
			const col = r.chance(0.5) ? green : lighten(green, 0.15)
			leaves.push(
				leafShape(lx, ly, len, len * (kind === 'olive' ? 0.2 : 0.42), a, col, {
					vein: kind === 'olive' ? null : darken(green, 0.25),
				}),
			)
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
			leaves.push(
				pathEl(
					`M${num(tx)},${num(ty)}Q${num(tx + Math.cos(a) * len * 0.5)},${num(ty + Math.sin(a) * len * 0.9)} ${num(tx + Math.cos(a) * len)},${num(ty + Math.sin(a) * len * 0.55)}`,
					'none',
					{ stroke: '#5c7a3e', strokeWidth: 1.5 },
				),
			)
			for (let j = 1; j < 9; j++) {
				const t = j / 9
				const px = tx + Math.cos(a) * len * t
				const py = ty + Math.sin(a) * len * (0.9 * (1 - t) * t * 2 + 0.55 * t * t)
				for (const sgn of [-1, 1])
					leaves.push(
						leafShape(
							px,
							py,
							len * 0.14 * (1 - t * 0.5),
							len * 0.02,
							a + sgn * 0.9 + Math.PI * 0.05,
							i % 2 ? green : lighten(green, 0.12),
						),
					)
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
			leaves.push(
				leafShape(ex, ey, len, len * 0.55, a + r.range(-0.6, 0.6), i % 2 ? green : lighten(green, 0.1), {
					vein: darken(green, 0.25),
				}),
			)
		}
	}
	out.push(group(leaves))
	out.push(
		poly(
			[
				[tx - tw, ty],
				[tx + tw, ty],
				[bx + bw, by],
				[bx - bw, by],
			],
			s.linear(
				[
					[0, lighten(pot, 0.08)],
					[0.7, pot],
					[1, darken(pot, 0.18)],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	out.push(rect(tx - tw, ty, tw * 2, Math.max(2, 0.03 * k), darken(pot, 0.12)))
	s.add(out)
}

export function sofa(ctx, cx, width, color, o = {}) {
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
		out.push(
			face(ctx, a + 0.04, 0.78, a + inner / n - 0.04, 0.82, zb - 0.26, lighten(color, 0.14), {
				rx: 0.02,
				opacity: 0.7,
			}),
		)
	}
	for (const X of [x0 + 0.06, x1 - 0.1]) out.push(face(ctx, X, 0, X + 0.04, 0.13, zf + 0.06, legs))
	out.push(box(ctx, [x0 + arm, x1 - arm], [0.12, 0.3], [zf, zb - 0.24], darken(color, 0.12)))
	for (let i = 0; i < n; i++) {
		const a = x0 + arm + (i * inner) / n
		out.push(
			box(ctx, [a + 0.008, a + inner / n - 0.008], [0.3, 0.46], [zf - 0.02, zb - 0.26], color, {
				rx: 0.04,
				top: lighten(color, 0.16),
				side: darken(color, 0.1),
			}),
		)
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
		pill.push(
			rect(sx0 + (sx1 - sx0) * 0.1, sy0 + (sy1 - sy0) * 0.1, (sx1 - sx0) * 0.8, (sy1 - sy0) * 0.25, lighten(pc, 0.15), {
				rx: (sx1 - sx0) * 0.12,
				opacity: 0.6,
			}),
		)
		if (r.chance(0.4))
			for (let k = 1; k < 4; k++)
				pill.push(rect(sx0 + 3, sy0 + ((sy1 - sy0) * k) / 4, sx1 - sx0 - 6, 2, darken(pc, 0.15), { opacity: 0.6 }))
		out.push(group(pill, { transform: `rotate(${rot} ${num((sx0 + sx1) / 2)} ${num((sy0 + sy1) / 2)})` }))
	}
	for (const [a, b] of [
		[x0, x0 + arm],
		[x1 - arm, x1],
	]) {
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

export function rug(ctx, x0, x1, z0, z1, color, o = {}) {
	const { s } = ctx
	const y = 0.004
	const out = [
		Q(
			ctx,
			[
				[x0, y, z0],
				[x1, y, z0],
				[x1, y, z1],
				[x0, y, z1],
			],
			color,
		),
	]
	const b = 0.12
	const border = o.border ?? darken(color, 0.15)
	out.push(
		Q(
			ctx,
			[
				[x0 + b, y, z0 + b],
				[x1 - b, y, z0 + b],
				[x1 - b, y, z1 - b],
				[x0 + b, y, z1 - b],
			],
			border,
		),
	)
	out.push(
		Q(
			ctx,
			[
				[x0 + b + 0.04, y, z0 + b + 0.04],
				[x1 - b - 0.04, y, z0 + b + 0.04],
				[x1 - b - 0.04, y, z1 - b - 0.04],
				[x0 + b + 0.04, y, z1 - b - 0.04],
			],
			color,
		),
	)
	if (o.pattern === 'stripes') {
		for (let X = x0 + 0.3; X < x1 - 0.3; X += 0.3)
			out.push(
				Q(
					ctx,
					[
						[X, y, z0 + b + 0.1],
						[X + 0.06, y, z0 + b + 0.1],
						[X + 0.06, y, z1 - b - 0.1],
						[X, y, z1 - b - 0.1],
					],
					border,
					{ opacity: 0.5 },
				),
			)
	} else if (o.pattern === 'diamond') {
		const cx = (x0 + x1) / 2
		const cz = (z0 + z1) / 2
		const hx = (x1 - x0) / 2 - 0.35
		const hz = (z1 - z0) / 2 - 0.35
		out.push(
			Q(
				ctx,
				[
					[cx, y, cz - hz],
					[cx + hx, y, cz],
					[cx, y, cz + hz],
					[cx - hx, y, cz],
				],
				border,
				{ opacity: 0.55 },
			),
		)
		out.push(
			Q(
				ctx,
				[
					[cx, y, cz - hz * 0.5],
					[cx + hx * 0.5, y, cz],
					[cx, y, cz + hz * 0.5],
					[cx - hx * 0.5, y, cz],
				],
				color,
			),
		)
	}
	if (o.fringe) {
		for (let X = x0; X <= x1; X += 0.05) {
			const [a, b2] = ctx.P(X, y, z0)
			out.push(line(a, b2, a, b2 + 4, lighten(color, 0.2), 1))
		}
	}
	s.add(group(out))
}

export function coffeeTable(ctx, cx, cz, o = {}) {
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
			for (const X of [cx - w / 2 + 0.04, cx + w / 2 - 0.09])
				out.push(box(ctx, [X, X + 0.05], [0, 0.36], [Z, Z + 0.05], darken(wood, 0.25)))
		}
		out.push(
			box(ctx, [cx - w / 2, cx + w / 2], [0.35, 0.42], [cz - d / 2, cz + d / 2], wood, {
				top: lighten(wood, 0.12),
				front: darken(wood, 0.08),
			}),
		)
	}
	s.add(out)
	// a few things on top
	const y = o.round ? 0.4 : 0.41
	const bx = cx - 0.25
	s.add(box(ctx, [bx - 0.14, bx + 0.14], [y, y + 0.03], [cz - 0.1, cz + 0.1], r.pick(ACCENTS)))
	s.add(box(ctx, [bx - 0.12, bx + 0.11], [y + 0.03, y + 0.055], [cz - 0.09, cz + 0.09], '#f0ece4'))
	vase(ctx, cx + 0.2, cz, y, { height: 0.18, color: r.pick(['#f1ede6', '#2f3338', '#c98f6b']), stems: true })
}

export function vase(ctx, X, Z, y, o = {}) {
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
			out.push(
				pathEl(
					`M${num(bx)},${num(by - h * 0.9)}Q${num(bx + (ex - bx) * 0.2)},${num(ey + (by - ey) * 0.3)} ${num(ex)},${num(ey)}`,
					'none',
					{ stroke: '#5f7a45', strokeWidth: 1.2 },
				),
			)
			if (o.flowers) out.push(circle(ex, ey, Math.max(2, 0.03 * k), o.flowers))
			else out.push(leafShape(ex, ey, 0.06 * k, 0.015 * k, a, '#6f8f55'))
		}
	}
	out.push(
		pathEl(
			`M${num(bx - w * 0.25)},${num(by - h)}C${num(bx - w * 0.3)},${num(by - h * 0.7)} ${num(bx - w * 0.6)},${num(by - h * 0.5)} ${num(bx - w * 0.5)},${num(by - h * 0.2)}Q${num(bx - w * 0.45)},${num(by)} ${num(bx)},${num(by)}Q${num(bx + w * 0.45)},${num(by)} ${num(bx + w * 0.5)},${num(by - h * 0.2)}C${num(bx + w * 0.6)},${num(by - h * 0.5)} ${num(bx + w * 0.3)},${num(by - h * 0.7)} ${num(bx + w * 0.25)},${num(by - h)}Z`,
			s.linear(
				[
					[0, lighten(color, 0.1)],
					[0.6, color],
					[1, darken(color, 0.2)],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	s.add(group(out))
}

export function floorLamp(ctx, X, Z, o = {}) {
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
		out.push(
			circle(
				bx,
				sy - sh / 2,
				0.7 * k,
				s.radial([
					[0, '#ffd48a', 0.55],
					[1, '#ffd48a', 0],
				]),
			),
		)
		out.push(
			poly(
				[
					[bx - bw, sy],
					[bx + bw, sy],
					[bx + bw * 2.2, by],
					[bx - bw * 2.2, by],
				],
				'#ffe2a8',
				{ opacity: 0.1 },
			),
		)
	}
	out.push(
		poly(
			[
				[bx - tw, sy - sh],
				[bx + tw, sy - sh],
				[bx + bw, sy],
				[bx - bw, sy],
			],
			ctx.evening
				? s.linear([
						[0, '#fff1cf'],
						[1, '#ffd48a'],
					])
				: s.linear(
						[
							[0, lighten(shade, 0.05)],
							[1, darken(shade, 0.08)],
						],
						0,
						0,
						1,
						0,
					),
		),
	)
	s.add(group(out))
}

export function tableLamp(ctx, X, Z, y, o = {}) {
	const { s, P } = ctx
	const k = ctx.k(Z)
	const [bx, by] = P(X, y, Z)
	const base = o.base ?? '#d9cbb6'
	const shade = o.shade ?? '#f4efe6'
	const out = []
	const bh = 0.26 * k
	if (ctx.evening) {
		ctx.lights.push({ x: bx, y: by - bh - 0.1 * k, r: 0.8 * k })
		out.push(
			circle(
				bx,
				by - bh - 0.1 * k,
				0.5 * k,
				s.radial([
					[0, '#ffd48a', 0.6],
					[1, '#ffd48a', 0],
				]),
			),
		)
	}
	out.push(
		ellipse(
			bx,
			by - bh * 0.45,
			0.08 * k,
			bh * 0.45,
			s.linear(
				[
					[0, lighten(base, 0.1)],
					[1, darken(base, 0.15)],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	out.push(rect(bx - 0.008 * k, by - bh - 0.03 * k, 0.016 * k, 0.06 * k, '#8a7a66'))
	const sw = 0.13 * k
	const sb = 0.18 * k
	const sh = 0.2 * k
	out.push(
		poly(
			[
				[bx - sw, by - bh - sh],
				[bx + sw, by - bh - sh],
				[bx + sb, by - bh + 0.02 * k],
				[bx - sb, by - bh + 0.02 * k],
			],
			ctx.evening
				? s.linear([
						[0, '#fff1cf'],
						[1, '#ffd48a'],
					])
				: s.linear(
						[
							[0, shade],
							[1, darken(shade, 0.1)],
						],
						0,
						0,
						1,
						0,
					),
		),
	)
	s.add(group(out))
}

export function pendant(ctx, X, Z, yBottom, o = {}) {
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
		out.push(
			circle(
				cx,
				cy,
				rr * 3,
				s.radial([
					[0, '#ffdc9a', 0.5],
					[1, '#ffdc9a', 0],
				]),
			),
		)
	}
	if (kind === 'globe') {
		out.push(
			circle(
				cx,
				cy - rr * 0.6,
				rr * 0.8,
				ctx.evening
					? s.radial([
							[0, '#fffbe9'],
							[1, '#ffe2a3'],
						])
					: s.radial(
							[
								[0, '#ffffff'],
								[1, '#e8e4dc'],
							],
							0.4,
							0.35,
							0.7,
						),
			),
		)
	} else if (kind === 'cone') {
		out.push(
			poly(
				[
					[cx - rr * 0.15, cy - rr * 1.1],
					[cx + rr * 0.15, cy - rr * 1.1],
					[cx + rr * 0.6, cy],
					[cx - rr * 0.6, cy],
				],
				color,
			),
		)
		out.push(ellipse(cx, cy, rr * 0.6, rr * 0.12, ctx.evening ? '#fff1cf' : lighten(color, 0.3)))
	} else {
		out.push(
			pathEl(
				`M${num(cx - rr)},${num(cy)}Q${num(cx - rr)},${num(cy - rr * 0.9)} ${num(cx)},${num(cy - rr * 0.9)}Q${num(cx + rr)},${num(cy - rr * 0.9)} ${num(cx + rr)},${num(cy)}Z`,
				s.linear(
					[
						[0, lighten(color, 0.15)],
						[1, color],
					],
					0,
					0,
					1,
					0,
				),
			),
		)
		out.push(ellipse(cx, cy, rr, rr * 0.14, ctx.evening ? '#fff1cf' : darken(color, 0.3)))
	}
	s.add(group(out))
}

export const ART_PALETTES = [
	['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#f4f1de'],
	['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
	['#d8a48f', '#bb8588', '#a3a380', '#efebce', '#d6ce93'],
	['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
	['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
	['#cdb4db', '#ffc8dd', '#bde0fe', '#a2d2ff', '#fdfcdc'],
]

/** A framed abstract print on the back wall. */
export function art(ctx, x0, y0, x1, y1, o = {}) {
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
			inner.push(
				pathEl(
					`M${num(cx - rr)},${num(iy + ih)}A${num(rr)},${num(rr)} 0 0 1 ${num(cx + rr)},${num(iy + ih)}Z`,
					pal[i % 4],
					{ opacity: 0.9 },
				),
			)
		}
	} else if (kind === 'blocks') {
		for (let i = 0; i < 5; i++)
			inner.push(
				rect(
					ix + r.range(0, 0.7) * iw,
					iy + r.range(0, 0.7) * ih,
					r.range(0.2, 0.5) * iw,
					r.range(0.15, 0.45) * ih,
					pal[i % 4],
					{ opacity: 0.85 },
				),
			)
	} else if (kind === 'landscape') {
		inner.push(
			rect(
				ix,
				iy,
				iw,
				ih,
				s.linear([
					[0, pal[3]],
					[1, pal[4]],
				]),
			),
		)
		inner.push(circle(ix + iw * 0.7, iy + ih * 0.35, Math.min(iw, ih) * 0.12, pal[0]))
		inner.push(
			pathEl(
				smoothPath([
					[ix, iy + ih * 0.6],
					[ix + iw * 0.35, iy + ih * 0.5],
					[ix + iw * 0.7, iy + ih * 0.65],
					[ix + iw, iy + ih * 0.55],
				]) + `V${num(iy + ih)}H${num(ix)}Z`,
				pal[2],
			),
		)
		inner.push(
			pathEl(
				smoothPath([
					[ix, iy + ih * 0.78],
					[ix + iw * 0.4, iy + ih * 0.7],
					[ix + iw, iy + ih * 0.82],
				]) + `V${num(iy + ih)}H${num(ix)}Z`,
				pal[1],
			),
		)
	} else if (kind === 'sun') {
		inner.push(circle(ix + iw / 2, iy + ih * 0.45, Math.min(iw, ih) * 0.28, pal[0]))
		for (let i = 0; i < 4; i++) inner.push(rect(ix, iy + ih * (0.62 + i * 0.09), iw, ih * 0.045, pal[1 + (i % 3)]))
	} else {
		for (let i = 0; i < 3; i++) {
			const pts2 = []
			for (let j = 0; j <= 5; j++) pts2.push([ix + (iw * j) / 5, iy + ih * (0.3 + i * 0.2) + r.range(-0.12, 0.12) * ih])
			inner.push(
				pathEl(smoothPath(pts2), 'none', {
					stroke: pal[i],
					strokeWidth: Math.max(2, iw * 0.04),
					strokeLinecap: 'round',
				}),
			)
		}
		inner.push(circle(ix + iw * r.range(0.2, 0.8), iy + ih * 0.25, Math.min(iw, ih) * 0.1, pal[3]))
	}
	out.push(group(inner, { clipPath: clip }))
	s.add(group(out))
}

/** A wall shelf (or open bookcase level) with books and small objects. */
export function bookRow(ctx, x0, x1, y, z, o = {}) {
	const { s, r } = ctx
	const out = []
	let X = x0 + 0.03
	const colors = o.colors ?? BOOK_COLORS
	while (X < x1 - 0.06) {
		if (r.chance(0.15) && X < x1 - 0.25) {
			const vz = z - 0.12
			X += 0.08
			s.add(out.splice(0).join(''))
			vase(ctx, X + 0.06, vz, y, {
				height: r.range(0.12, 0.2),
				width: 0.09,
				color: r.pick(['#f1ede6', '#c98f6b', '#2f3338', '#a7b7a3']),
			})
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

export const BOOK_COLORS = [
	'#c8553d',
	'#2f4858',
	'#f2c14e',
	'#86a873',
	'#e8e1d4',
	'#5b6c8f',
	'#b07b52',
	'#d4a5a5',
	'#3d3d3d',
	'#9fb7c9',
]
export const ACCENTS = [
	'#e0a458',
	'#c8553d',
	'#588b8b',
	'#f2c14e',
	'#8e7dbe',
	'#d4a5a5',
	'#2f6f6d',
	'#e9e4d8',
	'#b65f4b',
	'#7d9d6b',
]

export function sideTable(ctx, X, Z, o = {}) {
	const { s } = ctx
	const wood = o.color ?? '#b8875a'
	const rr = 0.24
	s.add(floorShadow(ctx, X - rr, X + rr, Z - rr, Z + rr, 0.25))
	s.add(face(ctx, X - 0.02, 0, X + 0.02, 0.55, Z, darken(wood, 0.25)))
	s.add(flatEllipse(ctx, X, 0.01, Z, 0.16, 0.16, darken(wood, 0.3)))
	s.add(
		flatEllipse(ctx, X, 0.55, Z, rr, rr, darken(wood, 0.15)),
		flatEllipse(ctx, X, 0.57, Z, rr, rr, lighten(wood, 0.05)),
	)
	return 0.57
}

export function sideboard(ctx, x0, x1, o = {}) {
	const { s, room } = ctx
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
	if (o.slats)
		for (let X = x0 + 0.04; X < x1 - 0.03; X += 0.04)
			s.add(face(ctx, X, 0.18, X + 0.012, h - 0.04, z0, darken(color, 0.12), { opacity: 0.6 }))
	return { y: h, z: (z0 + z1) / 2 }
}

/** Armchair standing at the side of the room, turned towards the centre. */
export function armchair(ctx, side, xOuter, z0, color, o = {}) {
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
	s.add(
		box(
			ctx,
			[Math.min(a, b), Math.max(a, b)].map((v, i) => (i === 0 ? (side > 0 ? v : v + 0.18) : side > 0 ? v - 0.18 : v)),
			[0.14, 0.44],
			[z0 + 0.12, z1 - 0.14],
			color,
			{ top: lighten(color, 0.15) },
		),
	)
	for (const X of [a + 0.05, b - 0.09]) s.add(face(ctx, X, 0, X + 0.04, 0.14, z0 + 0.04, legs))
	s.add(box(ctx, [a, b], [0.14, 0.6], [z0, z0 + 0.13], color, { rx: 0.04, top: lighten(color, 0.12) }))
	if (o.pillow) {
		const [px, py] = ctx.P((backA + backB) / 2 + (side > 0 ? -0.12 : 0.12), 0.66, (z0 + z1) / 2)
		const k = ctx.k((z0 + z1) / 2)
		s.add(rect(px - 0.05 * k, py - 0.2 * k, 0.1 * k, 0.36 * k, o.pillow, { rx: 0.04 * k }))
	}
}
