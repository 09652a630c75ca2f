import { Link } from '@remix-run/react'
import { type BoundingBox, type Position } from '~/utils/geo'

/** A result drawn on the map: its number in the list and its position. */
export type MapPoint = Position & { id: string; number: number; name: string; approximate: boolean }

const WIDTH = 640
const HEIGHT = 400
const MAX_LATITUDE = 85

/** Web Mercator, as the tiles of the interactive map: x and y from 0 to 1 over the world. */
const mercatorX = (longitude: number) => (longitude + 180) / 360
function mercatorY(latitude: number) {
	const radians = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180
	return (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2
}
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI

/** The area to draw: the search's bbox, else around its drawn area, else around the results, else the world. */
export function viewOfPoints(points: MapPoint[], bbox: BoundingBox | undefined, area?: Position[]): BoundingBox {
	if (bbox) return bbox
	const around: Position[] = area ?? points
	if (!around.length) return { west: -180, south: -60, east: 180, north: 75 }
	const latitudes = around.map((point) => point.latitude)
	const longitudes = around.map((point) => point.longitude)
	const pad = (low: number, high: number, least: number) => {
		const margin = Math.max((high - low) * 0.1, least)
		return [low - margin, high + margin] as const
	}
	const [south, north] = pad(Math.min(...latitudes), Math.max(...latitudes), 0.01)
	const [west, east] = pad(Math.min(...longitudes), Math.max(...longitudes), 0.01)
	return {
		west: Math.max(-180, west),
		south: Math.max(-MAX_LATITUDE, south),
		east: Math.min(180, east),
		north: Math.min(MAX_LATITUDE, north),
	}
}

/** The drawing's frame: the view fitted into the picture, keeping the map's proportions. */
function frameOf(view: BoundingBox) {
	const east = view.east < view.west ? view.east + 360 : view.east
	const [x0, x1] = [mercatorX(view.west), mercatorX(east)]
	const [y0, y1] = [mercatorY(view.north), mercatorY(view.south)]
	const scale = Math.min(WIDTH / Math.max(x1 - x0, 1e-9), HEIGHT / Math.max(y1 - y0, 1e-9))
	const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2]
	/** x of a longitude as given (beyond 180 too: the grid lines east of the antimeridian). */
	const xOf = (longitude: number) => WIDTH / 2 + (mercatorX(longitude) - cx) * scale
	return {
		/** x of a home's longitude: east of the antimeridian in a view that crosses it. */
		x: (longitude: number) => xOf(view.east < view.west && longitude < view.west ? longitude + 360 : longitude),
		xOf,
		y: (latitude: number) => HEIGHT / 2 + (mercatorY(latitude) - cy) * scale,
		// What the picture shows, edge to edge, in longitudes that may pass 180.
		westmost: (cx - WIDTH / 2 / scale) * 360 - 180,
		eastmost: (cx + WIDTH / 2 / scale) * 360 - 180,
		northmost: latitudeOf(cy - HEIGHT / 2 / scale),
		southmost: latitudeOf(cy + HEIGHT / 2 / scale),
	}
}

const round = (value: number) => Math.round(value * 1e5) / 1e5
const wrap = (longitude: number) => round(((((longitude + 180) % 360) + 360) % 360) - 180)

/** The area moved or zoomed: `zoom` 0.5 halves its size, 2 doubles it; `dx`, `dy` in halves of its size. */
function shifted(view: BoundingBox, { zoom = 1, dx = 0, dy = 0 }: { zoom?: number; dx?: number; dy?: number }) {
	const east = view.east < view.west ? view.east + 360 : view.east
	const width = Math.min(360, (east - view.west) * zoom)
	const height = Math.min(2 * MAX_LATITUDE, (view.north - view.south) * zoom)
	const centreLongitude = (view.west + east) / 2 + (dx * (east - view.west)) / 2
	const centreLatitude = Math.max(
		-MAX_LATITUDE + height / 2,
		Math.min(MAX_LATITUDE - height / 2, (view.south + view.north) / 2 + (dy * (view.north - view.south)) / 2),
	)
	const whole = width >= 360
	return {
		west: whole ? -180 : wrap(centreLongitude - width / 2),
		east: whole ? 180 : wrap(centreLongitude + width / 2),
		south: round(centreLatitude - height / 2),
		north: round(centreLatitude + height / 2),
	}
}

/** Grid lines every 1, 2 or 5 of a power of ten degrees: four to eight across. */
function gridStep(degreesAcross: number) {
	const rough = degreesAcross / 6
	const power = 10 ** Math.floor(Math.log10(rough))
	return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? rough
}

type Props = {
	points: MapPoint[]
	/** The search's area, when it has one. */
	bbox: BoundingBox | undefined
	/** The area drawn on the map, when the search has one: outlined. */
	area?: Position[]
	/** How many results have no position (they are in the list, not on the map). */
	unplaced: number
	/** The address of the same search in another area. */
	areaUrl: (bbox: BoundingBox) => string
}

/**
 * The results' positions drawn on the server: numbered dots (the numbers of the list) on a plain
 * grid, with links that move and zoom the area. What the map view shows without JavaScript, and
 * until the interactive map has loaded.
 */
export function ResultsSvgMap({ points, bbox, area, unplaced, areaUrl }: Props) {
	const view = viewOfPoints(points, bbox, area)
	const { x, xOf, y, westmost, eastmost, northmost, southmost } = frameOf(view)
	const step = gridStep(eastmost - westmost)
	const gridLongitudes: number[] = []
	const gridLatitudes: number[] = []
	for (let longitude = Math.ceil(westmost / step) * step; longitude <= eastmost; longitude += step) {
		gridLongitudes.push(longitude)
	}
	for (let latitude = Math.ceil(southmost / step) * step; latitude <= northmost; latitude += step) {
		gridLatitudes.push(latitude)
	}
	const degrees = (value: number, positive: string, negative: string) =>
		`${Math.abs(Number(value.toFixed(4)))}° ${value >= 0 ? positive : negative}`
	const description =
		`${points.length ? `${points.length} ${points.length === 1 ? 'home' : 'homes'} of the list` : 'No home of the list'} ` +
		`between ${degrees(view.south, 'N', 'S')} and ${degrees(view.north, 'N', 'S')}, ` +
		`${degrees(view.west, 'E', 'W')} and ${degrees(view.east, 'E', 'W')}; each dot carries the number of its home in the list.` +
		(area ? ' The area searched, drawn on the map, is outlined.' : '') +
		(unplaced
			? ` ${unplaced} ${unplaced === 1 ? 'home has' : 'homes have'} no position and ${unplaced === 1 ? 'is' : 'are'} only in the list.`
			: '')
	const links = [
		{ label: 'Zoom in', to: shifted(view, { zoom: 0.5 }) },
		{ label: 'Zoom out', to: shifted(view, { zoom: 2 }) },
		{ label: 'North', to: shifted(view, { dy: 1 }) },
		{ label: 'South', to: shifted(view, { dy: -1 }) },
		{ label: 'West', to: shifted(view, { dx: -1 }) },
		{ label: 'East', to: shifted(view, { dx: 1 }) },
	]
	return (
		<figure className="flex flex-col gap-2">
			<svg
				viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
				role="img"
				aria-labelledby="results-map-title results-map-description"
				className="h-auto w-full rounded-xl border border-slate-200 bg-sky-50 dark:border-slate-700 dark:bg-slate-900"
			>
				<title id="results-map-title">Map of the results</title>
				<desc id="results-map-description">{description}</desc>
				<g className="stroke-slate-300 dark:stroke-slate-700" strokeWidth={1}>
					{gridLongitudes.map((longitude) => (
						<line key={`x${longitude}`} x1={xOf(longitude)} x2={xOf(longitude)} y1={0} y2={HEIGHT} />
					))}
					{gridLatitudes.map((latitude) => (
						<line key={`y${latitude}`} x1={0} x2={WIDTH} y1={y(latitude)} y2={y(latitude)} />
					))}
				</g>
				{area ? (
					<polygon
						points={area
							.map((corner) => `${x(corner.longitude).toFixed(1)},${y(corner.latitude).toFixed(1)}`)
							.join(' ')}
						className="fill-brand-700/10 stroke-brand-700"
						strokeWidth={2}
					/>
				) : null}
				{points.map((point) => (
					<g key={point.id} transform={`translate(${x(point.longitude).toFixed(1)} ${y(point.latitude).toFixed(1)})`}>
						{point.approximate ? (
							<circle r={22} className="fill-brand-700/15 stroke-brand-700" strokeDasharray="4 3" />
						) : null}
						<circle r={14} className="fill-brand-700 stroke-white" strokeWidth={2} />
						<text textAnchor="middle" dominantBaseline="central" className="fill-white text-[14px] font-bold">
							{point.number}
						</text>
					</g>
				))}
			</svg>
			<figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
				<span className="text-muted">Move the area:</span>
				{links.map((link) => (
					<Link key={link.label} to={areaUrl(link.to)} className="link" preventScrollReset>
						{link.label}
					</Link>
				))}
				<span className="text-muted">Drawing an area on the map needs JavaScript.</span>
			</figcaption>
		</figure>
	)
}
