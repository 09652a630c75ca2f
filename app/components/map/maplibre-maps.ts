/*
 * The interactive maps (MapLibre GL), loaded only by the pages that show one and only once the page
 * runs (a dynamic import: never part of a page's own JavaScript). Markers are HTML buttons, so they
 * take the keyboard's focus and have names; the style comes from MAP_STYLE_URL.
 */
import * as maplibregl from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url'
import Supercluster from 'supercluster'
import { type BoundingBox, type Position } from '~/utils/geo'
import { type ListingFeatureCollection } from '~/utils/geojson'

maplibregl.setWorkerUrl(workerUrl)

function addStyleSheet() {
	if (document.querySelector(`link[data-maplibre]`)) return
	const link = document.createElement('link')
	link.rel = 'stylesheet'
	link.href = cssUrl
	link.dataset.maplibre = ''
	document.head.append(link)
}

/** Whether the browser can draw the map at all (WebGL); without it the page keeps its drawn map. */
export function canDrawMaps() {
	try {
		const canvas = document.createElement('canvas')
		return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
	} catch {
		return false
	}
}

type MapOptions = {
	container: HTMLElement
	styleUrl: string
	/** The map's name for screen readers, with how to use it. */
	label: string
	interactive?: boolean
	bounds?: BoundingBox
	center?: Position
	zoom?: number
}

function createMap({ container, styleUrl, label, interactive = true, bounds, center, zoom }: MapOptions) {
	addStyleSheet()
	const map = new maplibregl.Map({
		container,
		style: new URL(styleUrl, window.location.href).href,
		interactive,
		attributionControl: { compact: true },
		// A map view that crosses the antimeridian is drawn whole, west to east.
		bounds: bounds
			? [
					[bounds.west, bounds.south],
					[bounds.east < bounds.west ? bounds.east + 360 : bounds.east, bounds.north],
				]
			: undefined,
		center: center ? [center.longitude, center.latitude] : undefined,
		zoom: zoom ?? (center ? 13 : bounds ? undefined : 1),
		locale: { 'Map.Title': label },
		cooperativeGestures: false,
	})
	if (interactive) map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right')
	return map
}

/** Resolves once the map's style has loaded (or rejects when it cannot: the page keeps its fallback). */
function loaded(map: maplibregl.Map) {
	return new Promise<void>((resolve, reject) => {
		if (map.loaded()) return resolve()
		map.once('load', () => resolve())
		map.once('error', (event: maplibregl.ErrorEvent) => reject(event.error))
	})
}

/** The map's view as a bbox: longitudes wrapped into -180..180, the whole world when it shows all of it. */
export function viewOf(map: maplibregl.Map): BoundingBox {
	const bounds = map.getBounds()
	const round = (value: number) => Math.round(value * 1e5) / 1e5
	const south = round(Math.max(-90, bounds.getSouth()))
	const north = round(Math.min(90, bounds.getNorth()))
	if (bounds.getEast() - bounds.getWest() >= 360) return { west: -180, south, east: 180, north }
	const wrap = (longitude: number) => round(((((longitude + 180) % 360) + 360) % 360) - 180)
	return { west: wrap(bounds.getWest()), south, east: wrap(bounds.getEast()), north }
}

export type ResultsMap = {
	show: (features: ListingFeatureCollection, numbers: Map<string, number>) => void
	highlight: (id: string | undefined) => void
	/**
	 * Shows an area: the search's, outlined and filled, or one being drawn (`drawing`), its points too,
	 * joined by a line from the second and filled from the third.
	 */
	showArea: (points: Position[] | undefined, drawing: boolean) => void
	/** While drawing (`onPoint` given), a click on the map adds a point and the markers let clicks through. */
	setDrawing: (onPoint: ((position: Position) => void) | undefined) => void
	/** The centre of the map: where keyboard users add a point. */
	centre: () => Position
	destroy: () => void
}

type ResultsMapOptions = Omit<MapOptions, 'interactive'> & {
	/** Called when the visitor moved the map: 'Search this area' is offered. */
	onMoved: (view: BoundingBox) => void
	/** Called when a listing's marker is chosen. */
	onChoose: (id: string) => void
}

const AREA_COLOUR = '#0f766e'

/** A position as the site keeps them: within -180..180 of longitude, to 6 decimals. */
function positionOf(lngLat: maplibregl.LngLat): Position {
	const { lng, lat } = lngLat.wrap()
	return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 }
}

/** The area's layers: a fill, its outline (or the line drawn so far) and the points being drawn. */
function addAreaLayers(map: maplibregl.Map) {
	map.addSource('area', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
	map.addLayer({
		id: 'area-fill',
		type: 'fill',
		source: 'area',
		filter: ['==', ['geometry-type'], 'Polygon'],
		paint: { 'fill-color': AREA_COLOUR, 'fill-opacity': 0.12 },
	})
	map.addLayer({
		id: 'area-line',
		type: 'line',
		source: 'area',
		filter: ['!=', ['geometry-type'], 'Point'],
		paint: { 'line-color': AREA_COLOUR, 'line-width': 2 },
	})
	map.addLayer({
		id: 'area-points',
		type: 'circle',
		source: 'area',
		filter: ['==', ['geometry-type'], 'Point'],
		paint: {
			'circle-radius': 5,
			'circle-color': '#ffffff',
			'circle-stroke-color': AREA_COLOUR,
			'circle-stroke-width': 2,
		},
	})
}

/** The GeoJSON of an area: the shape from 3 points (the line from 2 while drawing), and its points while drawing. */
function areaFeatures(points: Position[], drawing: boolean): GeoJSON.FeatureCollection {
	const coordinates = points.map((point) => [point.longitude, point.latitude])
	const shape: GeoJSON.Geometry[] =
		points.length >= 3
			? [{ type: 'Polygon', coordinates: [[...coordinates, coordinates[0]!]] }]
			: drawing && points.length === 2
				? [{ type: 'LineString', coordinates }]
				: []
	const corners: GeoJSON.Geometry[] = drawing ? coordinates.map((point) => ({ type: 'Point', coordinates: point })) : []
	return {
		type: 'FeatureCollection',
		features: [...shape, ...corners].map((geometry) => ({ type: 'Feature', geometry, properties: {} })),
	}
}

/**
 * The search's map: the results as numbered markers (the numbers of the list), gathered into
 * clusters where they crowd; a cluster zooms in when chosen.
 */
export async function createResultsMap({ onMoved, onChoose, ...options }: ResultsMapOptions): Promise<ResultsMap> {
	const map = createMap(options)
	await loaded(map)
	addAreaLayers(map)
	let onPoint: ((position: Position) => void) | undefined
	let markers: maplibregl.Marker[] = []
	let clusters = new Supercluster<{ id: string; label: string; number: number; approximate: boolean }>({
		radius: 48,
		maxZoom: 16,
	})
	let highlighted: string | undefined

	/**
	 * Draws the markers of the view anew. A marker that had the keyboard's focus is replaced: the focus
	 * goes to the same home's new marker, else (a cluster that opened, a home out of view) to the map
	 * itself, from where Tab reaches the markers; never lost to the page.
	 */
	function draw() {
		const focused = markers.find((marker) => marker.getElement() === document.activeElement)?.getElement()
		for (const marker of markers) marker.remove()
		const view = viewOf(map)
		markers = clusters
			.getClusters([view.west, view.south, view.east, view.north], Math.round(map.getZoom()))
			.map((feature) => {
				const [longitude, latitude] = feature.geometry.coordinates as [number, number]
				const button = document.createElement('button')
				button.type = 'button'
				if ('cluster' in feature.properties && feature.properties.cluster) {
					const { point_count: count, cluster_id: clusterId } = feature.properties
					button.className = 'map-cluster'
					// Words, not a bare number: the single homes' markers carry their numbers in the list.
					button.textContent = `${count} homes`
					button.setAttribute('aria-label', `${count} homes here: zoom in`)
					button.addEventListener('click', () => {
						const zoom = clusters.getClusterExpansionZoom(clusterId)
						map.easeTo({ center: [longitude, latitude], zoom: Math.min(zoom, 18) }, { byVisitor: true })
					})
				} else {
					const { id, label, number, approximate } = feature.properties as {
						id: string
						label: string
						number: number
						approximate: boolean
					}
					button.className = approximate ? 'map-marker map-marker-approximate' : 'map-marker'
					button.textContent = String(number)
					button.dataset.listing = id
					button.setAttribute('aria-label', `${number}. ${label}${approximate ? ' (approximate position)' : ''}`)
					button.setAttribute('aria-pressed', String(id === highlighted))
					button.addEventListener('click', () => onChoose(id))
				}
				if (onPoint) button.style.pointerEvents = 'none'
				return new maplibregl.Marker({ element: button }).setLngLat([longitude, latitude]).addTo(map)
			})
		if (focused) {
			const sameHome = focused.dataset.listing
				? markers.find((marker) => marker.getElement().dataset.listing === focused.dataset.listing)
				: undefined
			;(sameHome?.getElement() ?? map.getCanvas()).focus({ preventScroll: true })
		}
	}

	map.on('click', (event: maplibregl.MapMouseEvent) => {
		onPoint?.(positionOf(event.lngLat))
	})

	map.on('moveend', (event: { originalEvent?: unknown; byVisitor?: boolean }) => {
		draw()
		// Moves the visitor made (drag, wheel, keys, the zoom buttons, a cluster), not the page's own.
		if (event.originalEvent || event.byVisitor) onMoved(viewOf(map))
	})

	return {
		show(features, numbers) {
			clusters = new Supercluster({ radius: 48, maxZoom: 16 })
			clusters.load(
				features.features.map((feature) => ({
					type: 'Feature',
					geometry: feature.geometry,
					properties: {
						id: feature.properties._id,
						label: feature.properties.name,
						number: numbers.get(feature.properties._id) ?? 0,
						approximate: feature.properties.locationApproximate,
					},
				})),
			)
			draw()
		},
		highlight(id) {
			highlighted = id
			for (const marker of markers) {
				const element = marker.getElement()
				if (element.dataset.listing) element.setAttribute('aria-pressed', String(element.dataset.listing === id))
			}
		},
		showArea(points, drawingArea) {
			// Drawn when the map next renders; nothing waits for it.
			void map.getSource<maplibregl.GeoJSONSource>('area')?.setData(areaFeatures(points ?? [], drawingArea))
		},
		setDrawing(next) {
			onPoint = next
			// A double click adds two points, not a zoom; the markers (homes) let a click through to the map.
			if (next) map.doubleClickZoom.disable()
			else map.doubleClickZoom.enable()
			map.getCanvas().style.cursor = next ? 'crosshair' : ''
			for (const marker of markers) marker.getElement().style.pointerEvents = next ? 'none' : ''
		},
		centre: () => positionOf(map.getCenter()),
		destroy: () => map.remove(),
	}
}

/** The listing page's small map: the home's pin, or its cell of about 300 m when approximate. */
export async function createPositionMap(
	options: Omit<MapOptions, 'center' | 'zoom' | 'bounds'> & { position: Position; approximate: boolean },
) {
	const { position, approximate } = options
	const map = createMap({ ...options, interactive: false, center: position, zoom: approximate ? 14 : 15 })
	await loaded(map)
	if (approximate) {
		map.addSource('area', {
			type: 'geojson',
			data: { type: 'Point', coordinates: [position.longitude, position.latitude] },
		})
		// A circle of about 300 m across at this zoom, whatever the latitude.
		const metresPerPixel = (156543.03 * Math.cos((position.latitude * Math.PI) / 180)) / 2 ** 14
		map.addLayer({
			id: 'area',
			type: 'circle',
			source: 'area',
			paint: {
				'circle-radius': 150 / metresPerPixel,
				'circle-color': '#0f766e',
				'circle-opacity': 0.2,
				'circle-stroke-color': '#0f766e',
				'circle-stroke-width': 2,
			},
		})
	} else {
		const pin = document.createElement('span')
		pin.className = 'map-pin'
		new maplibregl.Marker({ element: pin }).setLngLat([position.longitude, position.latitude]).addTo(map)
	}
	return { destroy: () => map.remove() }
}

/** The editor's map: a click, or a drag of the pin, chooses the position. */
export async function createPinMap(
	options: Omit<MapOptions, 'center' | 'zoom' | 'bounds'> & {
		position: Position | undefined
		onPick: (position: Position) => void
	},
) {
	const { position, onPick } = options
	const map = createMap({ ...options, center: position, zoom: position ? 15 : 1 })
	await loaded(map)
	const pinElement = document.createElement('span')
	pinElement.className = 'map-pin'
	const pin = new maplibregl.Marker({ element: pinElement, draggable: true })
	const pick = (lngLat: maplibregl.LngLat) => {
		const { lng, lat } = lngLat.wrap()
		onPick({ latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 })
	}
	if (position) pin.setLngLat([position.longitude, position.latitude]).addTo(map)
	map.on('click', (event: maplibregl.MapMouseEvent) => {
		pin.setLngLat(event.lngLat).addTo(map)
		pick(event.lngLat)
	})
	pin.on('dragend', () => pick(pin.getLngLat()))
	return {
		/** Moves the pin (and the map) to a position typed or found. */
		place(next: Position | undefined) {
			if (!next) return void pin.remove()
			pin.setLngLat([next.longitude, next.latitude]).addTo(map)
			map.easeTo({ center: [next.longitude, next.latitude], zoom: Math.max(map.getZoom(), 13) })
		},
		/** The centre of the map: where keyboard users put the pin. */
		centre(): Position {
			const { lng, lat } = map.getCenter().wrap()
			return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 }
		},
		destroy: () => map.remove(),
	}
}
