import { type DistanceUnit, siteLocale } from './site-locale'

/*
 * Positions on the earth (WGS 84 degrees), shared by the search (schema and query), the maps and
 * the listing editor. Pure functions; the database's side is migration listing_locations.
 */

/** The earth's mean radius. */
export const EARTH_RADIUS_KM = 6371.0088

export const LATITUDE_RANGE = { min: -90, max: 90 } as const
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const

/** The distance search's radius when none is given, and its bounds (docs/api.md, Search parameters). */
export const DEFAULT_RADIUS_KM = 10
export const RADIUS_KM_RANGE = { min: 0.1, max: 500 } as const

/** How coarse an approximate position is: a cell of about 300 m a side. */
export const APPROXIMATE_CELL_METRES = 300

export type Position = { latitude: number; longitude: number }

/** A map's view: `west,south,east,north`; west greater than east crosses the antimeridian. */
export type BoundingBox = { west: number; south: number; east: number; north: number }

const radians = (degrees: number) => (degrees * Math.PI) / 180
const degrees = (radians: number) => (radians * 180) / Math.PI

/** Degrees rounded to 6 decimals (about 0.1 m): what is stored and written into addresses. */
export const roundDegrees = (value: number) => Math.round(value * 1e6) / 1e6

/** The point on the unit sphere: what the database's listing_earth_point() computes. */
export function unitVector({ latitude, longitude }: Position): [number, number, number] {
	const lat = radians(latitude)
	const lng = radians(longitude)
	return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)]
}

/** The straight-line distance through the unit sphere between two points `km` apart on its surface. */
export function chordOfKm(km: number) {
	return 2 * Math.sin(Math.min(Math.PI / 2, km / (2 * EARTH_RADIUS_KM)))
}

/** The distance along the earth's surface between two points whose straight line through the unit sphere is `chord`. */
export function kmOfChord(chord: number) {
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2))
}

/** The distance along the earth's surface, in km (haversine). */
export function kmBetween(a: Position, b: Position) {
	const dLat = radians(b.latitude - a.latitude)
	const dLng = radians(b.longitude - a.longitude)
	const h =
		Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The latitudes and longitudes a circle of `km` around `centre` lies within: a box for the index,
 * the exact distance deciding after it. Longitudes are left open (undefined) when the circle
 * reaches a pole or goes half round the earth; west is greater than east across the antimeridian.
 */
export function circleBounds(centre: Position, km: number) {
	const angle = km / EARTH_RADIUS_KM
	const south = centre.latitude - degrees(angle)
	const north = centre.latitude + degrees(angle)
	const bounds = { south: Math.max(-90, south), north: Math.min(90, north) }
	if (south <= -90 || north >= 90) return { ...bounds, west: undefined, east: undefined }
	const spread = Math.sin(angle) / Math.cos(radians(centre.latitude))
	const halfWidth = spread >= 1 ? 180 : degrees(Math.asin(spread))
	if (halfWidth >= 180) return { ...bounds, west: undefined, east: undefined }
	const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180
	return { ...bounds, west: wrap(centre.longitude - halfWidth), east: wrap(centre.longitude + halfWidth) }
}

/**
 * An approximate position: the centre of the cell of about 300 m a side that holds it, so that the
 * listing shows (and can be found by) only that cell, never the home's own position.
 */
export function approximatePosition({ latitude, longitude }: Position): Position {
	const latitudeStep = degrees(APPROXIMATE_CELL_METRES / 1000 / EARTH_RADIUS_KM)
	const snappedLatitude = Math.max(-90, Math.min(90, (Math.floor(latitude / latitudeStep) + 0.5) * latitudeStep))
	const longitudeStep = Math.min(1, latitudeStep / Math.max(0.01, Math.cos(radians(snappedLatitude))))
	const snappedLongitude = (Math.floor((longitude + 180) / longitudeStep) + 0.5) * longitudeStep - 180
	return {
		latitude: roundDegrees(snappedLatitude),
		longitude: roundDegrees(Math.max(-180, Math.min(180, snappedLongitude))),
	}
}

/** Kilometres in a mile, and its feet. */
export const KM_PER_MILE = 1.609344
const FEET_PER_MILE = 5280

/**
 * A distance as people read it in the site's unit (SITE_LOCALE): "850 m", "2.4 km", "37 km"; or "330 ft",
 * "0.5 mi", "6.2 mi", "23 mi".
 */
export function formatDistance(km: number, unit: DistanceUnit = siteLocale().distanceUnit) {
	if (unit === 'mi') {
		const miles = km / KM_PER_MILE
		if (miles < 0.1) return `${Math.max(10, Math.round((miles * FEET_PER_MILE) / 10) * 10)} ft`
		return miles < 10 ? `${Number(miles.toFixed(1))} mi` : `${Math.round(miles)} mi`
	}
	if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`
	return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`
}

/** The distances offered for a search around a place or a point, in km: round numbers of the site's unit. */
export function radiusChoicesKm(unit: DistanceUnit = siteLocale().distanceUnit) {
	const round = [1, 2, 5, 10, 25, 50, 100, 250]
	return unit === 'mi' ? round.map((miles) => Math.round(miles * KM_PER_MILE * 1000) / 1000) : [...round, 500]
}

/** A bbox as the `bbox` parameter writes it: `west,south,east,north`. */
export const bboxParam = ({ west, south, east, north }: BoundingBox) =>
	[west, south, east, north].map(roundDegrees).join(',')

/** A position as the `near` parameter writes it: `latitude,longitude`. */
export const nearParam = ({ latitude, longitude }: Position) => `${roundDegrees(latitude)},${roundDegrees(longitude)}`

/** The box around some points: the smallest and largest latitudes and longitudes. */
export function boxOfPoints(points: readonly Position[]): BoundingBox {
	const longitudes = points.map((point) => point.longitude)
	const latitudes = points.map((point) => point.latitude)
	return {
		west: Math.min(...longitudes),
		south: Math.min(...latitudes),
		east: Math.max(...longitudes),
		north: Math.max(...latitudes),
	}
}

/**
 * An area as the `polygon` parameter writes it: `longitude latitude` of each point, separated by
 * commas, the first point repeated at the end to close the ring (the one form saved searches keep).
 */
export const polygonParam = (points: readonly Position[]) =>
	[...points, points[0]!].map((point) => `${point.longitude} ${point.latitude}`).join(',')
