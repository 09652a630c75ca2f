import { describe, expect, test } from 'vitest'
import { ringCrossesAntimeridian, ringCrossesItself, ringRepeatsAPoint, segmentsMeet } from './drawn-area'
import { boxOfPoints, polygonParam, type Position } from './geo'

/** Points from `longitude latitude` pairs. */
const ring = (...pairs: Array<[number, number]>): Position[] =>
	pairs.map(([longitude, latitude]) => ({ longitude, latitude }))

describe('areas drawn on the map', () => {
	test('segments meet when they cross or touch, not when they only point at each other', () => {
		const meet = (...pairs: Array<[number, number]>) => {
			const [a, b, c, d] = ring(...pairs)
			return segmentsMeet(a!, b!, c!, d!)
		}
		expect(meet([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true)
		// A T: one ends on the other.
		expect(meet([0, 0], [2, 0], [1, 0], [1, 2])).toBe(true)
		// On one line, overlapping or apart.
		expect(meet([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true)
		expect(meet([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false)
		// Parallel, and one that would cross the other's line beyond its end.
		expect(meet([0, 0], [2, 0], [0, 1], [2, 1])).toBe(false)
		expect(meet([0, 0], [2, 0], [3, -1], [3, 1])).toBe(false)
	})

	test('a triangle, a square and a concave shape do not cross themselves, clockwise or not', () => {
		expect(ringCrossesItself(ring([0, 0], [4, 0], [2, 3]))).toBe(false)
		expect(ringCrossesItself(ring([2, 3], [4, 0], [0, 0]))).toBe(false)
		expect(ringCrossesItself(ring([0, 0], [1, 0], [1, 1], [0, 1]))).toBe(false)
		// A U: the notch comes close to the sides without touching them.
		expect(ringCrossesItself(ring([0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3]))).toBe(false)
		// Three corners in a line along one side are still a triangle.
		expect(ringCrossesItself(ring([0, 0], [1, 0], [2, 0], [1, 2]))).toBe(false)
	})

	test('a bow-tie crosses itself, and so do a corner on another side, a fold back and three points in a line', () => {
		expect(ringCrossesItself(ring([0, 0], [2, 2], [2, 0], [0, 2]))).toBe(true)
		// The fourth corner lies on the first side.
		expect(ringCrossesItself(ring([0, 0], [4, 0], [4, 4], [2, 0]))).toBe(true)
		// The third side turns straight back along the second.
		expect(ringCrossesItself(ring([0, 0], [4, 0], [4, 4], [4, 2], [0, 4]))).toBe(true)
		expect(ringCrossesItself(ring([0, 0], [1, 1], [2, 2]))).toBe(true)
		// The closing side crosses the second.
		expect(ringCrossesItself(ring([0, 0], [4, 4], [4, 0], [2, 5], [0, 4]))).toBe(true)
	})

	test('repeated points, sides over the antimeridian, the box, and the parameter closed on the first point', () => {
		expect(ringRepeatsAPoint(ring([0, 0], [1, 0], [0, 0], [0, 1]))).toBe(true)
		expect(ringRepeatsAPoint(ring([0, 0], [1, 0], [0, 1]))).toBe(false)
		expect(ringCrossesAntimeridian(ring([179, 0], [-179, 0], [-179, 1]))).toBe(true)
		// Wide, but no side spans more than 180°.
		expect(ringCrossesAntimeridian(ring([-170, 0], [0, 10], [170, 0], [0, -10]))).toBe(false)
		expect(boxOfPoints(ring([-122.5, 47.5], [-122.1, 47.5], [-122.3, 47.8]))).toEqual({
			west: -122.5,
			south: 47.5,
			east: -122.1,
			north: 47.8,
		})
		expect(polygonParam(ring([-122.5, 47.5], [-122.1, 47.5], [-122.3, 47.8]))).toBe(
			'-122.5 47.5,-122.1 47.5,-122.3 47.8,-122.5 47.5',
		)
	})
})
