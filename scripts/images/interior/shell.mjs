/**
 * The room itself: walls, floor, windows with their views, curtains, light.
 */
import { darken, lighten, mix } from '../colour.mjs'
import { GREENS } from '../exterior/plants.mjs'
import { circle, group, H, line, pathEl, poly, rect, smoothPath, W } from '../svg.mjs'
import { box, face, flatEllipse, Q } from './room.mjs'

export function roomShell(ctx, o) {
	const { s, room, P } = ctx
	const { w2, h, zb, zn } = room
	const wall = o.wall
	const side = darken(wall, 0.07)
	const out = []
	out.push(
		Q(
			ctx,
			[
				[-w2, h, zn],
				[w2, h, zn],
				[w2, h, zb],
				[-w2, h, zb],
			],
			s.linear([
				[0, darken(o.ceiling ?? '#f4f2ee', 0.06)],
				[1, o.ceiling ?? '#f4f2ee'],
			]),
		),
	)
	out.push(
		Q(
			ctx,
			[
				[-w2, 0, zn],
				[-w2, h, zn],
				[-w2, h, zb],
				[-w2, 0, zb],
			],
			s.linear(
				[
					[0, darken(side, 0.05)],
					[1, side],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	out.push(
		Q(
			ctx,
			[
				[w2, 0, zn],
				[w2, h, zn],
				[w2, h, zb],
				[w2, 0, zb],
			],
			s.linear(
				[
					[0, side],
					[1, darken(side, 0.06)],
				],
				0,
				0,
				1,
				0,
			),
		),
	)
	out.push(
		face(
			ctx,
			-w2,
			0,
			w2,
			h,
			zb,
			o.backFill ??
				s.linear([
					[0, lighten(wall, 0.04)],
					[1, darken(wall, 0.03)],
				]),
		),
	)
	s.add(out)
	drawFloor(ctx, o.floor)
	// baseboards and ceiling line
	const bb = o.baseboard ?? lighten(wall, 0.5)
	s.add(face(ctx, -w2, 0, w2, 0.1, zb, bb))
	s.add(
		Q(
			ctx,
			[
				[-w2, 0, zn],
				[-w2, 0.1, zn],
				[-w2, 0.1, zb],
				[-w2, 0, zb],
			],
			darken(bb, 0.05),
		),
	)
	s.add(
		Q(
			ctx,
			[
				[w2, 0, zn],
				[w2, 0.1, zn],
				[w2, 0.1, zb],
				[w2, 0, zb],
			],
			darken(bb, 0.08),
		),
	)
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

export function drawFloor(ctx, floor) {
	const { s, r, room } = ctx
	const { w2, zb, zn } = room
	const base = floor.color
	const out = [
		Q(
			ctx,
			[
				[-w2, 0, zn],
				[w2, 0, zn],
				[w2, 0, zb],
				[-w2, 0, zb],
			],
			base,
		),
	]
	if (floor.kind === 'wood') {
		const pw = floor.plank ?? 0.19
		for (let X = -w2; X < w2; X += pw) {
			const shade = r.range(-0.07, 0.07)
			const col = shade > 0 ? lighten(base, shade) : darken(base, -shade)
			out.push(
				Q(
					ctx,
					[
						[X, 0, zn],
						[X + pw, 0, zn],
						[X + pw, 0, zb],
						[X, 0, zb],
					],
					col,
				),
			)
			out.push(
				Q(
					ctx,
					[
						[X, 0, zn],
						[X + 0.008, 0, zn],
						[X + 0.008, 0, zb],
						[X, 0, zb],
					],
					darken(base, 0.25),
					{ opacity: 0.5 },
				),
			)
			for (let Z = zb - r.range(0.3, 1.6); Z > zn; Z -= r.range(1.2, 2.2)) {
				out.push(
					Q(
						ctx,
						[
							[X, 0, Z],
							[X + pw, 0, Z],
							[X + pw, 0, Z - 0.012],
							[X, 0, Z - 0.012],
						],
						darken(base, 0.25),
						{ opacity: 0.5 },
					),
				)
			}
		}
	} else if (floor.kind === 'tile') {
		const t = floor.size ?? 0.6
		const grout = floor.grout ?? darken(base, 0.12)
		for (let X = -w2; X <= w2; X += t)
			out.push(
				Q(
					ctx,
					[
						[X - 0.006, 0, zn],
						[X + 0.006, 0, zn],
						[X + 0.006, 0, zb],
						[X - 0.006, 0, zb],
					],
					grout,
				),
			)
		for (let Z = zb; Z > zn; Z -= t)
			out.push(
				Q(
					ctx,
					[
						[-w2, 0, Z],
						[w2, 0, Z],
						[w2, 0, Z - 0.012],
						[-w2, 0, Z - 0.012],
					],
					grout,
				),
			)
		if (floor.checker) {
			for (let X = -w2, i = 0; X < w2; X += t, i++) {
				for (let Z = zb, j = 0; Z > zn; Z -= t, j++) {
					if ((i + j) % 2)
						out.push(
							Q(
								ctx,
								[
									[X + 0.006, 0, Z - 0.012],
									[X + t - 0.006, 0, Z - 0.012],
									[X + t - 0.006, 0, Z - t],
									[X + 0.006, 0, Z - t],
								],
								floor.checker,
							),
						)
				}
			}
		}
	} else {
		for (let i = 0; i < 8; i++) {
			out.push(
				flatEllipse(
					ctx,
					r.range(-w2, w2),
					0,
					r.range(2.5, zb),
					r.range(0.3, 0.8),
					r.range(0.2, 0.5),
					darken(base, 0.05),
					{ opacity: 0.5, filter: s.blur(8) },
				),
			)
		}
		out.push(
			Q(
				ctx,
				[
					[-w2, 0, 3.6],
					[w2, 0, 3.6],
					[w2, 0, 3.58],
					[-w2, 0, 3.58],
				],
				darken(base, 0.12),
			),
		)
	}
	s.add(group(out))
	// light from the windows
	s.add(
		Q(
			ctx,
			[
				[-w2, 0, zn],
				[w2, 0, zn],
				[w2, 0, zb],
				[-w2, 0, zb],
			],
			s.linear(
				[
					[0, '#ffffff', 0.12],
					[1, '#ffffff', 0],
				],
				0,
				0,
				0,
				1,
			),
		),
	)
}

export function wainscot(ctx, color) {
	const { s, room } = ctx
	const { w2, zb } = room
	const out = [face(ctx, -w2, 0.1, w2, 1.0, zb, color), face(ctx, -w2, 0.98, w2, 1.04, zb, lighten(color, 0.15))]
	for (let X = -w2 + 0.12; X < w2 - 0.5; X += 0.62) {
		out.push(face(ctx, X, 0.22, X + 0.5, 0.86, zb, darken(color, 0.08)))
		out.push(face(ctx, X + 0.02, 0.24, X + 0.48, 0.84, zb, color))
	}
	s.add(group(out))
}

export function brickInterior(ctx, color) {
	const { s, r } = ctx
	const k = ctx.k(ctx.room.zb)
	const bw = 0.23 * k
	const bh = 0.075 * k
	let content = rect(0, 0, bw * 2, bh * 4, lighten(color, 0.35))
	for (let row = 0; row < 4; row++) {
		const off = row % 2 ? bw / 2 : 0
		for (let i = -1; i < 3; i++) {
			const shade = r.range(-0.1, 0.1)
			content += rect(
				off + i * bw + 1,
				row * bh + 1,
				bw - 2,
				bh - 2,
				shade > 0 ? lighten(color, shade) : darken(color, -shade),
				{ rx: 1 },
			)
		}
	}
	return s.pattern(`ib${color}`, bw * 2, bh * 4, content)
}

export function woodWall(ctx, color) {
	const { s, r, room } = ctx
	const { w2, h, zb, zn } = room
	const out = []
	for (let Y = 0.1; Y < h; Y += 0.18) {
		const shade = r.range(-0.06, 0.06)
		const col = shade > 0 ? lighten(color, shade) : darken(color, -shade)
		out.push(face(ctx, -w2, Y, w2, Math.min(h, Y + 0.18), zb, col))
		out.push(face(ctx, -w2, Y, w2, Y + 0.012, zb, darken(color, 0.3), { opacity: 0.6 }))
		for (const X of [-w2, w2]) {
			out.push(
				Q(
					ctx,
					[
						[X, Y, zn],
						[X, Math.min(h, Y + 0.18), zn],
						[X, Math.min(h, Y + 0.18), zb],
						[X, Y, zb],
					],
					darken(col, 0.08),
				),
			)
			out.push(
				Q(
					ctx,
					[
						[X, Y, zn],
						[X, Y + 0.012, zn],
						[X, Y + 0.012, zb],
						[X, Y, zb],
					],
					darken(color, 0.35),
					{ opacity: 0.5 },
				),
			)
		}
	}
	s.add(group(out))
}

// ---- windows and views ------------------------------------------------------------

/** What you see through a window, drawn in screen space and clipped to the glass. */
export function windowView(ctx, x, y, w, h, clip) {
	const { s, r, evening, view } = ctx
	const out = []
	const sky = evening
		? [
				[0, '#2b2f63'],
				[0.6, '#7a5d8c'],
				[1, '#f0a27a'],
			]
		: [
				[0, '#8cc3ee'],
				[0.7, '#cfe7f7'],
				[1, '#eef6fb'],
			]
	out.push(rect(x, y, w, h, s.linear(sky)))
	const hz = y + h * 0.62
	const haze = evening ? '#8a6f9c' : '#cfe6f6'
	if (view === 'sea') {
		out.push(
			rect(
				x,
				hz,
				w,
				h,
				s.linear([
					[0, evening ? '#6b6f9a' : '#6fb6d6'],
					[1, evening ? '#3c4a7a' : '#3d8fb8'],
				]),
			),
		)
		for (let i = 0; i < 12; i++)
			out.push(rect(x + r.range(0, w), hz + r.range(4, h * 0.35), r.range(10, 30), 1.5, '#ffffff', { opacity: 0.5 }))
	} else if (view === 'city') {
		let bx = x - 10
		while (bx < x + w) {
			const bw = r.range(30, 70)
			const bh = r.range(h * 0.2, h * 0.6)
			const col = mix(r.pick(['#9aaec4', '#b7c0c9', '#a8b3a8']), haze, 0.35)
			out.push(rect(bx, y + h - bh, bw, bh, col))
			for (let wy = y + h - bh + 8; wy < y + h - 6; wy += 12) {
				for (let wx = bx + 5; wx < bx + bw - 6; wx += 10)
					out.push(rect(wx, wy, 4, 6, evening && r.chance(0.4) ? '#ffd58a' : lighten(col, 0.2)))
			}
			bx += bw + r.range(2, 10)
		}
	} else if (view === 'mountains') {
		out.push(
			pathEl(
				`M${x},${hz}L${x + w * 0.3},${y + h * 0.3}L${x + w * 0.55},${hz - h * 0.05}L${x + w * 0.8},${y + h * 0.38}L${x + w},${hz}V${y + h}H${x}Z`,
				mix('#7d8fb0', haze, 0.4),
			),
		)
		for (let px = x; px < x + w; px += 12)
			out.push(
				poly(
					[
						[px - 7, y + h],
						[px, y + h - r.range(h * 0.2, h * 0.35)],
						[px + 7, y + h],
					],
					mix('#2f5d4a', haze, 0.2),
				),
			)
	} else if (view === 'desert') {
		out.push(
			pathEl(
				`M${x},${hz}h${w * 0.2}l${w * 0.05},-${h * 0.12}h${w * 0.25}l${w * 0.05},${h * 0.12}H${x + w}V${y + h}H${x}Z`,
				mix('#d49a78', haze, 0.35),
			),
		)
		out.push(rect(x, hz + h * 0.12, w, h, mix('#e3cba3', haze, 0.2)))
	} else {
		out.push(
			pathEl(
				smoothPath([
					[x, hz],
					[x + w * 0.3, hz - h * 0.08],
					[x + w * 0.7, hz - h * 0.02],
					[x + w, hz - h * 0.1],
				]) + `V${y + h}H${x}Z`,
				mix('#8fb8a0', haze, 0.4),
			),
		)
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
export function backWindow(ctx, x0, y0, x1, y1, o = {}) {
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
	s.add(
		poly(
			[
				[gx + gw * 0.1, gy + gh],
				[gx + gw * 0.25, gy + gh],
				[gx + gw * 0.55, gy],
				[gx + gw * 0.4, gy],
			],
			'#ffffff',
			{ opacity: 0.12 },
		),
	)
	const cols = o.cols ?? 2
	const rows = o.rows ?? 1
	const mt = ft * 0.6
	for (let i = 1; i < cols; i++) s.add(rect(gx + (gw * i) / cols - mt / 2, gy, mt, gh, frame))
	for (let i = 1; i < rows; i++) s.add(rect(gx, gy + (gh * i) / rows - mt / 2, gw, mt, frame))
	if (o.sill !== false) s.add(box(ctx, [x0 - 0.06, x1 + 0.06], [y0 - 0.05, y0], [z - 0.12, z], lighten(frame, 0.1)))
	if (o.curtains) curtains(ctx, x0, x1, o.curtains, o.curtainTop ?? Math.min(room.h - 0.05, y1 + 0.2))
	if (!ctx.evening)
		s.add(rect(sx0 - 40, sy0 - 40, sx1 - sx0 + 80, sy1 - sy0 + 80, '#ffffff', { opacity: 0.1, filter: s.blur(30) }))
}

export function curtains(ctx, x0, x1, color, top) {
	const { s, room } = ctx
	const z = room.zb - 0.08
	const out = [box(ctx, [x0 - 0.5, x1 + 0.5], [top - 0.025, top + 0.015], [z - 0.02, z], '#3a3a3a')]
	for (const [a, b] of [
		[x0 - 0.45, x0 + 0.15],
		[x1 - 0.15, x1 + 0.45],
	]) {
		const [sx0, sy0] = ctx.P(a, top, z)
		const [sx1, sy1] = ctx.P(b, 0.02, z)
		const w = sx1 - sx0
		out.push(rect(sx0, sy0, w, sy1 - sy0, color))
		const folds = 4
		for (let i = 0; i < folds; i++) {
			out.push(
				rect(sx0 + (w * (i + 0.5)) / folds - w * 0.05, sy0, w * 0.1, sy1 - sy0, darken(color, 0.12), { opacity: 0.7 }),
			)
			out.push(rect(sx0 + (w * i) / folds + w * 0.03, sy0, w * 0.06, sy1 - sy0, lighten(color, 0.15), { opacity: 0.6 }))
		}
	}
	s.add(out)
}

// ---- finishing ---------------------------------------------------------------------

export function finishInterior(ctx) {
	const { s, evening } = ctx
	if (evening) {
		// dim the room, then let the lamps shine through
		s.add(
			rect(
				0,
				0,
				W,
				H,
				s.radial(
					[
						[0, '#e6d2c4'],
						[1, '#a592a8'],
					],
					0.5,
					0.45,
					0.8,
				),
				{ style: 'mix-blend-mode:multiply' },
			),
		)
		for (const l of ctx.lights) {
			s.add(
				circle(
					l.x,
					l.y,
					l.r,
					s.radial([
						[0, '#ffd08a', 0.75],
						[0.35, '#ffc070', 0.3],
						[1, '#ffc070', 0],
					]),
					{ style: 'mix-blend-mode:screen' },
				),
			)
		}
	} else {
		s.add(
			rect(
				0,
				0,
				W,
				H,
				s.radial(
					[
						[0, '#fffaf0', 0.12],
						[1, '#fffaf0', 0],
					],
					0.5,
					0.4,
					0.6,
				),
			),
		)
	}
	s.add(
		rect(
			0,
			0,
			W,
			H,
			s.radial(
				[
					[0.55, '#1a1420', 0],
					[1, '#1a1420', 0.3],
				],
				0.5,
				0.5,
				0.75,
			),
		),
	)
}
