import { useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { POLYGON_POINTS, ringCrossesAntimeridian, ringCrossesItself, ringRepeatsAPoint } from '~/utils/drawn-area'
import { type Position } from '~/utils/geo'
import { type ResultsMap } from './maplibre-maps'

type Props = {
	map: ResultsMap
	/** The search's drawn area: shown on the map, with 'Remove the area'. */
	area: Position[] | undefined
	/** The same search in a drawn area, or without one. */
	areaUrl: (points: Position[] | undefined) => string
	/** Told when drawing starts and ends: the map shows its centre meanwhile, not 'Search this area'. */
	onDrawing: (drawing: boolean) => void
}

/** What is wrong with the points drawn so far, in words, or undefined when Finish may search them. */
function problemOf(points: Position[]) {
	if (points.length < POLYGON_POINTS.min) return `At least ${POLYGON_POINTS.min} points make an area.`
	if (ringCrossesAntimeridian(points)) return 'An area cannot cross the 180° meridian: undo the last point.'
	if (ringCrossesItself(points)) return 'The sides cross: undo the last point or add another.'
	return undefined
}

/**
 * 'Draw an area' on the interactive map of the results: a click adds a point, and so does 'Add the map's
 * centre as a point' (the arrow keys move the map under its crosshair); Finish searches inside them
 * (`polygon`). Loaded with the map, which it needs: without it the page says drawing needs JavaScript.
 */
export function AreaDrawing({ map, area, areaUrl, onDrawing }: Props) {
	const navigate = useNavigate()
	/** The points drawn so far; undefined when not drawing. */
	const [points, setPoints] = useState<Position[]>()
	const drawing = points !== undefined
	const addCentre = useRef<HTMLButtonElement>(null)
	const draw = useRef<HTMLButtonElement>(null)
	const started = useRef(false)

	useEffect(() => {
		map.showArea(points ?? area, drawing)
	}, [map, points, area, drawing])

	useEffect(() => {
		onDrawing(drawing)
		map.setDrawing(drawing ? (point) => setPoints((current) => withPoint(current, point)) : undefined)
		// The keyboard goes on from the first control of the new state.
		if (drawing) addCentre.current?.focus()
		else if (started.current) draw.current?.focus()
		started.current ||= drawing
		return () => map.setDrawing(undefined)
	}, [map, drawing, onDrawing])

	const problem = points && problemOf(points)
	return (
		<>
			<div className="mt-2 flex flex-wrap gap-2">
				{points ? (
					<>
						<button
							ref={addCentre}
							type="button"
							onClick={() => setPoints((current) => withPoint(current, map.centre()))}
							className="btn-secondary"
						>
							<Icon name="crosshair" className="size-4" />
							Add the map&rsquo;s centre as a point
						</button>
						<button
							type="button"
							onClick={() => setPoints(points.slice(0, -1))}
							disabled={!points.length}
							className="btn-secondary"
						>
							Undo last point
						</button>
						<button
							type="button"
							onClick={() => navigate(areaUrl(points))}
							disabled={Boolean(problem)}
							className="btn-primary"
						>
							<Icon name="check" className="size-4" />
							Finish
						</button>
						<button type="button" onClick={() => setPoints(undefined)} className="btn-secondary">
							Cancel
						</button>
					</>
				) : (
					<>
						<button ref={draw} type="button" onClick={() => setPoints([])} className="btn-secondary">
							<Icon name="pencil" className="size-4" />
							Draw an area
						</button>
						{area ? (
							<button type="button" onClick={() => navigate(areaUrl(undefined))} className="btn-secondary">
								<Icon name="x" className="size-4" />
								Remove the area
							</button>
						) : null}
					</>
				)}
			</div>
			{/* Always in the page, so that what it says is announced as the points come. */}
			<p role="status" className="mt-2 text-sm text-strong empty:hidden">
				{!points
					? ''
					: points.length
						? `${points.length} ${points.length === 1 ? 'point' : 'points'}${points.length >= POLYGON_POINTS.max ? ' (the most an area has)' : ''}. ${problem ?? 'Finish searches inside them.'}`
						: 'Click the map to add the area’s points, or move the map and add its centre.'}
			</p>
		</>
	)
}

/** The points with one more, unless it repeats one or there are as many as an area may have. */
function withPoint(current: Position[] | undefined, point: Position) {
	return !current || current.length >= POLYGON_POINTS.max || ringRepeatsAPoint([...current, point])
		? current
		: [...current, point]
}
