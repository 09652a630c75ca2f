import { useNavigate } from '@remix-run/react'
import { type ComponentType, type ComponentProps, useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { type BoundingBox, type Position } from '~/utils/geo'
import { type ListingFeatureCollection } from '~/utils/geojson'
import { listingPath } from '~/utils/paths'
import { useHydrated } from '~/utils/use-hydrated'
import { type AreaDrawing } from './area-drawing'
import { type ResultsMap as InteractiveMap } from './maplibre-maps'
import { type MapPoint, ResultsSvgMap, viewOfPoints } from './results-svg-map'

type Props = {
	points: MapPoint[]
	bbox: BoundingBox | undefined
	/** The search's drawn area (`polygon`), when it has one. */
	area: Position[] | undefined
	unplaced: number
	styleUrl: string
	/** The address of the same search in another area. */
	areaUrl: (bbox: BoundingBox) => string
	/** The address of the same search in a drawn area, or without one. */
	drawnAreaUrl: (points: Position[] | undefined) => string
	/** The listing whose card the visitor is on: its marker stands out. */
	highlighted: string | undefined
	/** A marker was chosen: its card is brought into view. */
	onChoose: (id: string) => void
}

const collectionOf = (points: MapPoint[]): ListingFeatureCollection => ({
	type: 'FeatureCollection',
	features: points.map((point) => ({
		type: 'Feature',
		id: point.id,
		geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
		properties: {
			_id: point.id,
			name: point.name,
			price: 0,
			type: 'sale',
			url: listingPath(point.id),
			locationApproximate: point.approximate,
		},
	})),
})

/**
 * The map of the search's results: drawn on the server (ResultsSvgMap), and with JavaScript
 * replaced by the interactive map once it has loaded, where moving the map offers 'Search this
 * area' and an area can be drawn (AreaDrawing). MapLibre's code and the drawing's are fetched only
 * here, when the map view runs.
 */
export function ResultsMap({
	points,
	bbox,
	area,
	unplaced,
	styleUrl,
	areaUrl,
	drawnAreaUrl,
	highlighted,
	onChoose,
}: Props) {
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const container = useRef<HTMLDivElement>(null)
	const [map, setMap] = useState<InteractiveMap>()
	const [failed, setFailed] = useState(false)
	const [moved, setMoved] = useState<BoundingBox>()
	const [Drawing, setDrawingControls] = useState<ComponentType<ComponentProps<typeof AreaDrawing>>>()
	const [drawing, setDrawing] = useState(false)
	const chosen = useRef(onChoose)
	chosen.current = onChoose

	useEffect(() => {
		if (!hydrated || !container.current) return
		let cancelled = false
		let created: InteractiveMap | undefined
		Promise.all([import('./maplibre-maps'), import('./area-drawing')])
			.then(async ([maps, drawingControls]) => {
				if (!maps.canDrawMaps()) throw new Error('This browser cannot draw maps (no WebGL)')
				created = await maps.createResultsMap({
					container: container.current!,
					styleUrl,
					label: 'Map of the results. Arrow keys move it, plus and minus zoom.',
					bounds: viewOfPoints(points, bbox, area),
					onMoved: setMoved,
					onChoose: (id) => chosen.current(id),
				})
				if (cancelled) return created.destroy()
				setMap(created)
				setDrawingControls(() => drawingControls.AreaDrawing)
			})
			.catch(() => {
				if (!cancelled) setFailed(true)
			})
		return () => {
			cancelled = true
			created?.destroy()
		}
		// The map is made once for this list; later lists arrive through `show`.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [hydrated])

	useEffect(() => {
		map?.show(collectionOf(points), new Map(points.map((point) => [point.id, point.number])))
	}, [map, points])

	useEffect(() => {
		map?.highlight(highlighted)
	}, [map, highlighted])

	return (
		<div>
			<div className="relative">
				{/* In the flow until the interactive map is up, so the box always has the drawn map's size; its links
				    to move the area are then left out, not kept as an empty band under the map. */}
				<div className={map ? 'invisible [&_figcaption]:hidden' : undefined} aria-hidden={map ? true : undefined}>
					<ResultsSvgMap points={points} bbox={bbox} area={area} unplaced={unplaced} areaUrl={areaUrl} />
				</div>
				{hydrated && !failed ? (
					// MapLibre adds classes of its own to the inner element: React never rewrites them.
					<div
						// The map's canvas takes the keyboard focus: its ring is drawn round the frame, which clips it.
						className={`absolute inset-x-0 top-0 aspect-[8/5] overflow-hidden rounded-xl has-[canvas:focus-visible]:outline-2 has-[canvas:focus-visible]:outline-offset-2 has-[canvas:focus-visible]:outline-brand-600 ${map ? '' : 'pointer-events-none opacity-0'}`}
					>
						<div ref={container} data-testid="results-map" className="size-full" />
					</div>
				) : null}
				{drawing ? (
					// The centre of the map, where 'Add the map's centre as a point' puts one.
					<div className="pointer-events-none absolute inset-x-0 top-0 grid aspect-[8/5] place-items-center">
						<Icon name="crosshair" className="size-8 text-slate-900 drop-shadow-[0_0_2px_white]" />
					</div>
				) : map && moved ? (
					<button
						type="button"
						onClick={() => navigate(areaUrl(moved), { preventScrollReset: true })}
						className="absolute top-3 left-1/2 btn-primary -translate-x-1/2 shadow-lg"
					>
						Search this area
					</button>
				) : null}
			</div>
			{map && Drawing ? <Drawing map={map} area={area} areaUrl={drawnAreaUrl} onDrawing={setDrawing} /> : null}
			<p role="status" className="mt-2 text-sm text-muted empty:hidden">
				{failed ? 'The interactive map could not be shown in this browser: the drawn map above shows the results.' : ''}
			</p>
		</div>
	)
}
