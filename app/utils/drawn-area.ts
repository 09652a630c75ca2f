/*
 * The rules of an area drawn on the map (the `polygon` search parameter, docs/api.md): pure functions
 * shared by the schema that reads the parameter and the map's drawing controls, which are loaded with
 * the interactive map, not with the search page (so this is a module apart from utils/geo.ts).
 */
import { type Position } from './geo'

/** How many points (corners) an area drawn on the map has: the `polygon` parameter, docs/api.md. */
export const POLYGON_POINTS = { min: 3, max: 50 } as const

/**
 * Which side of the line from `a` to `b` the point `c` lies on, in the plane of longitude (x) and
 * latitude (y): positive to the left, negative to the right, 0 on the line (within rounding).
 */
function orientation(a: Position, b: Position, c: Position) {
	const cross =
		(b.longitude - a.longitude) * (c.latitude - a.latitude) - (b.latitude - a.latitude) * (c.longitude - a.longitude)
	return Math.abs(cross) < 1e-12 ? 0 : Math.sign(cross)
}

/** Whether `c`, on the line through `a` and `b`, lies on the segment between them. */
const withinSegment = (a: Position, b: Position, c: Position) =>
	c.longitude >= Math.min(a.longitude, b.longitude) &&
	c.longitude <= Math.max(a.longitude, b.longitude) &&
	c.latitude >= Math.min(a.latitude, b.latitude) &&
	c.latitude <= Math.max(a.latitude, b.latitude)

/** Whether the segments `a`–`b` and `c`–`d` share a point: they cross, or one touches the other. */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position) {
	const [abc, abd, cda, cdb] = [orientation(a, b, c), orientation(a, b, d), orientation(c, d, a), orientation(c, d, b)]
	if (abc !== abd && cda !== cdb) return true
	return (
		(abc === 0 && withinSegment(a, b, c)) ||
		(abd === 0 && withinSegment(a, b, d)) ||
		(cda === 0 && withinSegment(c, d, a)) ||
		(cdb === 0 && withinSegment(c, d, b))
	)
}

/**
 * Whether the ring through `points`, closed back to the first, crosses or touches itself: two sides
 * that are not neighbours meet, or two neighbours fold back over each other (which is also how three
 * points in a line fail). Every pair of sides is tested: at most 1,225 for 50 points.
 */
export function ringCrossesItself(points: readonly Position[]) {
	const count = points.length
	const at = (index: number) => points[index % count]!
	for (let first = 0; first < count; first++) {
		for (let second = first + 1; second < count; second++) {
			const neighbours = second === first + 1 || (first === 0 && second === count - 1)
			if (neighbours) {
				// Sides that share a corner meet only there, unless the second turns straight back along the first.
				const [before, corner, after] =
					second === first + 1 ? [at(first), at(second), at(second + 1)] : [at(second), at(0), at(1)]
				const back =
					(corner.longitude - before.longitude) * (after.longitude - corner.longitude) +
						(corner.latitude - before.latitude) * (after.latitude - corner.latitude) <
					0
				if (orientation(before, corner, after) === 0 && back) return true
			} else if (segmentsMeet(at(first), at(first + 1), at(second), at(second + 1))) return true
		}
	}
	return false
}

/**
 * Whether a side of the ring spans more than 180° of longitude: the area was meant across the
 * antimeridian, which the search does not take (decision 033).
 */
export const ringCrossesAntimeridian = (points: readonly Position[]) =>
	points.some((point, index) => Math.abs(point.longitude - points[(index + 1) % points.length]!.longitude) > 180)

/** Whether a point of the ring comes twice. */
export const ringRepeatsAPoint = (points: readonly Position[]) =>
	new Set(points.map((point) => `${point.longitude} ${point.latitude}`)).size < points.length
