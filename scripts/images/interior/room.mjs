/**
 * Interiors: a room in one-point perspective. World units are metres; the
 * camera stands at X = 0, Z = 0 looking at the back wall (Z = room.zb).
 */
import { darken, lighten } from '../colour.mjs'
import { ellipse, poly, rect } from '../svg.mjs'

export function interiorContext(s, rng, o) {
	const cam = { f: 930, cx: 600 + rng.range(-45, 45), cy: o.cy ?? 330, eye: o.eye ?? 1.3 }
	const room = { w2: o.w2 ?? 3.1, h: 2.8, zb: 6, zn: 1.4 }
	const P = (X, Y, Z) => [cam.cx + (cam.f * X) / Z, cam.cy - (cam.f * (Y - cam.eye)) / Z]
	return { s, r: rng, cam, room, P, k: (Z) => cam.f / Z, evening: o.evening, theme: o.theme, view: o.view, lights: [] }
}

/** Polygon through 3D points. */
export const Q = (ctx, list, fill, o) =>
	poly(
		list.map(([X, Y, Z]) => ctx.P(X, Y, Z)),
		fill,
		o,
	)

/** Rectangle parallel to the back wall at depth z. */
export function face(ctx, x0, y0, x1, y1, z, fill, o = {}) {
	const [sx0, sy1] = ctx.P(x0, y1, z)
	const [sx1, sy0] = ctx.P(x1, y0, z)
	const { rx, ...rest } = o
	return rect(sx0, sy1, sx1 - sx0, sy0 - sy1, fill, { ...rest, rx: rx ? rx * ctx.k(z) : undefined })
}

/** A solid box: front face plus whichever top/bottom/side faces the camera can see. */
export function box(ctx, [x0, x1], [y0, y1], [z0, z1], color, o = {}) {
	const { cam } = ctx
	const out = []
	if (y1 < cam.eye && !o.noTop)
		out.push(
			Q(
				ctx,
				[
					[x0, y1, z0],
					[x1, y1, z0],
					[x1, y1, z1],
					[x0, y1, z1],
				],
				o.top ?? lighten(color, 0.14),
			),
		)
	if (y0 > cam.eye)
		out.push(
			Q(
				ctx,
				[
					[x0, y0, z0],
					[x1, y0, z0],
					[x1, y0, z1],
					[x0, y0, z1],
				],
				o.bottom ?? darken(color, 0.3),
			),
		)
	if (x0 > 0)
		out.push(
			Q(
				ctx,
				[
					[x0, y0, z0],
					[x0, y1, z0],
					[x0, y1, z1],
					[x0, y0, z1],
				],
				o.side ?? darken(color, 0.16),
			),
		)
	if (x1 < 0)
		out.push(
			Q(
				ctx,
				[
					[x1, y0, z0],
					[x1, y1, z0],
					[x1, y1, z1],
					[x1, y0, z1],
				],
				o.side ?? darken(color, 0.16),
			),
		)
	out.push(face(ctx, x0, y0, x1, y1, z0, o.front ?? color, { rx: o.rx }))
	return out.join('')
}

/** Soft shadow on the floor under a piece of furniture. */
export function floorShadow(ctx, x0, x1, z0, z1, opacity = 0.22) {
	const { s } = ctx
	return Q(
		ctx,
		[
			[x0, 0, z0],
			[x1, 0, z0],
			[x1, 0, z1],
			[x0, 0, z1],
		],
		'#1a1420',
		{ opacity, filter: s.blur(7) },
	)
}

/** Ellipse lying on a horizontal plane (table tops, rims, rugs). */
export function flatEllipse(ctx, x, y, z, rx, rz, fill, o = {}) {
	const [cx] = ctx.P(x, y, z)
	const [, yFront] = ctx.P(x, y, z - rz)
	const [, yBack] = ctx.P(x, y, z + rz)
	return ellipse(cx, (yFront + yBack) / 2, rx * ctx.k(z), Math.abs(yFront - yBack) / 2, fill, o)
}
