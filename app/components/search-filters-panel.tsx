import { Form, Link, useSubmit } from '@remix-run/react'
import { type FormEvent } from 'react'
import {
	AtLeastSelect,
	CheckboxFieldset,
	KeywordField,
	RadioFieldset,
	SelectFilter,
	ValuesFieldset,
} from '~/components/filter-fields'
import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { RenderedOnce } from '~/components/rendered-once'
import { useAreaUnit } from '~/components/use-area-unit'
import { WhereField } from '~/components/where-field'
import { type SearchField, type SearchFilters } from '~/schemas/search'
import {
	bboxParam,
	type BoundingBox,
	DEFAULT_RADIUS_KM,
	formatDistance,
	radiusChoicesKm,
	nearParam,
	polygonParam,
	type Position,
} from '~/utils/geo'
import { AREA_UNIT_LABELS, FEATURE_LABELS, FEATURES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '~/utils/home-facts'
import { DEFAULT_SEARCH_STATUSES, LISTING_STATUSES, type ListingStatus, STATUS_LABELS } from '~/utils/listing-status'
import { searchPath } from '~/utils/paths'
import { type WherePlace } from '~/utils/places'
import { DEFAULT_LIMIT, DISTANCE_SORT_CHOICE, firstIndex, SEARCH_FIELDS, SORT_CHOICES } from '~/utils/search-params'

const MAX_ROOMS = 10
const PURPOSES = [
	['all', 'Rent & Sale'],
	['rent', 'Rent'],
	['sale', 'Sale'],
] as const
const PRICE_BOUNDS = [
	['minPrice', 'search-min-price', 'Min price', 'No min'],
	['maxPrice', 'search-max-price', 'Max price', 'No max'],
] as const
const AREA_BOUNDS = [
	['minArea', 'search-min-area', 'Min area', 'No min'],
	['maxArea', 'search-max-area', 'Max area', 'No max'],
] as const
const AMENITIES = [
	['parking', 'Parking'],
	['furnished', 'Furnished'],
	['offer', 'Offer'],
	['reduced', 'Price reduced'],
] as const

const PROPERTY_TYPE_CHOICES = PROPERTY_TYPES.map((type) => [type, PROPERTY_TYPE_LABELS[type]] as const)
const FEATURE_CHOICES = FEATURES.map((feature) => [feature, FEATURE_LABELS[feature]] as const)

/** How the results are shown: a list, or a list beside a map (`view=map`). Not a search parameter. */
export type SearchView = 'list' | 'map'

type Props = {
	filters: SearchFilters
	view?: SearchView
	/** The message of each parameter of the address that was dropped, shown beside its field. */
	problems?: Partial<Record<SearchField, string>>
	/** What the search's 'Where?' was found to be (services/geocoding.server.ts, resolveWhere). */
	where?: WherePlace | null
	/**
	 * The name the fields after the words and the place are rendered once under (RenderedOnce): made by the
	 * server from the values they show (the search route's `filterFieldsName`), so that no browser loads it.
	 */
	fieldsName: string
}

/** How many of the panel's fields are set ('Where?' and the words included): shown on the collapsed panel's toggle. */
export function activeFilterCount(filters: SearchFilters) {
	return [
		filters.where !== undefined,
		filters.near !== undefined && filters.where === undefined,
		filters.searchTerm !== '',
		filters.type !== 'all',
		filters.offer,
		filters.parking,
		filters.furnished,
		filters.reduced,
		statusParam(filters.status) !== undefined,
		filters.minPrice !== undefined,
		filters.maxPrice !== undefined,
		filters.bedrooms !== undefined,
		filters.bathrooms !== undefined,
		filters.propertyType !== undefined,
		filters.minArea !== undefined,
		filters.maxArea !== undefined,
		filters.features !== undefined,
	].filter(Boolean).length
}

/**
 * Where the search is limited to on the map (its area, or an area drawn on it), each with 'Remove':
 * above the results, so that they are in view while the search's panel is closed.
 */
export function SearchAreaNotes({
	filters,
	view,
	problems = {},
}: Pick<Props, 'filters' | 'problems'> & { view: SearchView }) {
	if (!filters.bbox && !filters.polygon && !problems.polygon) return null
	return (
		<div className="mb-4 space-y-2 rounded-xl border border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
			{filters.bbox ? (
				<p className="flex items-center justify-between gap-2">
					<span className="flex items-center gap-2 text-strong">
						<Icon name="map-pin" className="size-4" />
						In the map&rsquo;s area
					</span>
					<Link to={searchPageUrl(filters, view, { bbox: '' })} className="link">
						Remove<span className="sr-only"> the area</span>
					</Link>
				</p>
			) : null}
			{filters.polygon ? (
				<p className="flex items-center justify-between gap-2">
					<span className="flex items-center gap-2 text-strong">
						<Icon name="pencil" className="size-4" />
						In the area drawn on the map
					</span>
					<Link to={searchPageUrl(filters, view, { polygon: '' })} className="link">
						Remove<span className="sr-only"> the area</span>
					</Link>
				</p>
			) : problems.polygon ? (
				<p className="font-medium text-red-700 dark:text-red-400">
					The area drawn on the map was left out: {problems.polygon}.
				</p>
			) : null}
		</div>
	)
}

/**
 * The search form: a GET form, so the URL carries every filter and the page works
 * without JavaScript. The search page puts it in a panel (SearchPanel) that the results come
 * before on a phone and in the map view, and shows open as a sidebar from the lg breakpoint up.
 */
export function SearchFiltersPanel({ filters, view = 'list', where = null, fieldsName }: Props) {
	const submit = useSubmit()
	const areaUnit = useAreaUnit()
	const radiusChoices = [...new Set([...radiusChoicesKm(), filters.radiusKm])].sort((a, b) => a - b)

	// With JavaScript, leave blank fields and defaults out of the address; without it the
	// browser sends them all, and the server reads blanks as "not set" all the same.
	function submitCleanly(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const params = new URLSearchParams()
		for (const [name, value] of new FormData(event.currentTarget)) {
			if (typeof value !== 'string' || value.trim() === '') continue
			if ((name === 'type' && value === 'all') || (name === 'sort' && value === 'createdAt_desc')) continue
			if (name === 'radiusKm' && value === String(DEFAULT_RADIUS_KM)) continue
			params.append(name, value)
		}
		// The panel closes on the search it sent, so the results, which come after it, are on the first screen
		// (a phone's panel is two screens tall); without JavaScript the new page comes with it closed.
		const panel = event.currentTarget.closest('details')
		if (panel) panel.open = false
		submit(params, { method: 'get', action: '/search' })
	}

	return (
		<Form
			method="get"
			action="/search"
			role="search"
			aria-label="Filter listings"
			onSubmit={submitCleanly}
			className="space-y-5"
		>
			{/* The area and the view go with every search from here; each has its own way out. */}
			{view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
			{filters.bbox ? <input type="hidden" name="bbox" value={bboxParam(filters.bbox)} /> : null}
			{/* A point of its own; the point of a place named in 'Where?' is found again from the name. */}
			{filters.near && !filters.where ? <input type="hidden" name="near" value={nearParam(filters.near)} /> : null}
			{filters.polygon ? <input type="hidden" name="polygon" value={polygonParam(filters.polygon)} /> : null}
			{filters.near && !filters.where ? (
				<div className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700">
					<div className="flex items-end justify-between gap-2">
						<div>
							<label htmlFor="search-radius" className="mb-1 block font-semibold text-strong">
								Distance from the point
							</label>
							<select
								id="search-radius"
								name="radiusKm"
								defaultValue={filters.radiusKm}
								className="input appearance-auto"
							>
								{radiusChoices.map((km) => (
									<option key={km} value={km}>
										Within {formatDistance(km)}
									</option>
								))}
							</select>
						</div>
						<Link
							to={searchPageUrl(filters, view, {
								near: '',
								radiusKm: '',
								sort: filters.sort === 'distance' ? '' : undefined,
							})}
							className="pb-2 link"
						>
							Remove<span className="sr-only"> the distance</span>
						</Link>
					</div>
				</div>
			) : null}

			{/* Around a point of its own, the search names no place: 'Remove' the distance first. */}
			{filters.near && !filters.where ? null : (
				<WhereField
					defaultValue={filters.where}
					where={where}
					radiusKm={filters.radiusKm}
					radiusChoices={radiusChoices}
				/>
			)}

			<KeywordField
				id="search-term"
				name="searchTerm"
				label="Search term"
				defaultValue={filters.searchTerm}
				placeholder="Name, description or address"
				maxLength={200}
			/>

			{/* The rest follows from the search's values alone: rendered once for each set of them (RenderedOnce). */}
			<RenderedOnce name={fieldsName}>
				<div className="space-y-5">
					<RadioFieldset legend="Purpose" name="type" checked={filters.type} choices={PURPOSES} />
					<CheckboxFieldset legend="Amenities" choices={AMENITIES} checked={(name) => filters[name]} />

					<BoundsFieldset legend="Price range ($)" bounds={PRICE_BOUNDS} filters={filters} />

					<div className="grid grid-cols-2 gap-3">
						<AtLeastSelect
							id="search-bedrooms"
							name="bedrooms"
							label="Bedrooms"
							value={filters.bedrooms}
							max={MAX_ROOMS}
						/>
						<AtLeastSelect
							id="search-bathrooms"
							name="bathrooms"
							label="Bathrooms"
							value={filters.bathrooms}
							max={MAX_ROOMS}
						/>
					</div>

					<ValuesFieldset
						legend="Property type"
						name="propertyType"
						choices={PROPERTY_TYPE_CHOICES}
						checked={filters.propertyType ?? []}
					/>

					<BoundsFieldset
						legend={`Floor area (${AREA_UNIT_LABELS[areaUnit]})`}
						bounds={AREA_BOUNDS}
						filters={filters}
					/>

					<ValuesFieldset
						legend="Features (all of them)"
						name="features"
						choices={FEATURE_CHOICES}
						checked={filters.features ?? []}
					/>

					<SelectFilter
						id="search-status"
						name="status"
						label="Status"
						defaultValue={statusParam(filters.status) ?? ''}
						options={statusChoices(filters.status)}
					/>

					<SelectFilter
						id="search-sort"
						name="sort"
						label="Sort"
						defaultValue={`${filters.sort}_${filters.order}`}
						options={filters.near ? [DISTANCE_SORT_CHOICE, ...SORT_CHOICES] : SORT_CHOICES}
					/>

					<div className="flex items-center gap-3">
						<button type="submit" className="btn-primary flex-1">
							Search
						</button>
						<PlainLink to={view === 'map' ? '/search?view=map' : '/search'} className="btn-secondary">
							Clear
						</PlainLink>
					</div>
				</div>
			</RenderedOnce>
		</Form>
	)
}

type Bound = readonly [
	name: 'minPrice' | 'maxPrice' | 'minArea' | 'maxArea',
	id: string,
	label: string,
	placeholder: string,
]

/** A range of two whole numbers (price, floor area): a minimum and a maximum box side by side. */
function BoundsFieldset({
	legend,
	bounds,
	filters,
}: {
	legend: string
	bounds: readonly Bound[]
	filters: SearchFilters
}) {
	return (
		<fieldset>
			<legend className="mb-2 text-sm font-semibold text-strong">{legend}</legend>
			<div className="grid grid-cols-2 gap-3">
				{bounds.map(([name, id, label, placeholder]) => (
					<div key={name}>
						<label htmlFor={id} className="mb-1 block text-xs text-muted">
							{label}
						</label>
						<input
							id={id}
							type="number"
							name={name}
							min={0}
							step={1}
							inputMode="numeric"
							defaultValue={filters[name]}
							placeholder={placeholder}
							className="input"
						/>
					</div>
				))}
			</div>
		</fieldset>
	)
}

/**
 * The URL parameters of a search, without the values that are defaults anyway,
 * so links stay short and every page of a search has one address.
 */
export function searchUrlParams(filters: SearchFilters, overrides: Partial<Record<SearchField, string | number>> = {}) {
	const params = new URLSearchParams()
	const values: Partial<Record<SearchField, string | number | boolean | undefined>> = {
		searchTerm: filters.searchTerm || undefined,
		type: filters.type === 'all' ? undefined : filters.type,
		offer: filters.offer || undefined,
		parking: filters.parking || undefined,
		furnished: filters.furnished || undefined,
		reduced: filters.reduced || undefined,
		status: statusParam(filters.status),
		minPrice: filters.minPrice,
		maxPrice: filters.maxPrice,
		bedrooms: filters.bedrooms,
		bathrooms: filters.bathrooms,
		propertyType: filters.propertyType?.join(','),
		minArea: filters.minArea,
		maxArea: filters.maxArea,
		features: filters.features?.join(','),
		bbox: filters.bbox ? bboxParam(filters.bbox) : undefined,
		where: filters.where,
		// A place's point is found again from its name.
		near: filters.near && !filters.where ? nearParam(filters.near) : undefined,
		radiusKm: (filters.near || filters.where) && filters.radiusKm !== DEFAULT_RADIUS_KM ? filters.radiusKm : undefined,
		polygon: filters.polygon ? polygonParam(filters.polygon) : undefined,
		sort: filters.sort === 'createdAt' && filters.order === 'desc' ? undefined : `${filters.sort}_${filters.order}`,
		limit: filters.limit === DEFAULT_LIMIT ? undefined : filters.limit,
		startIndex: firstIndex(filters) || undefined,
		...overrides,
	}
	for (const field of SEARCH_FIELDS) {
		const value = values[field]
		if (value !== undefined && value !== '') params.set(field, String(value))
	}
	return params
}

/** A search page's address: the search's parameters, then the view when it is the map. */
export function searchPageUrl(
	filters: SearchFilters,
	view: SearchView,
	overrides: Partial<Record<SearchField, string | number | undefined>> = {},
) {
	const given = Object.entries(overrides).filter(([, value]) => value !== undefined)
	const params = searchUrlParams(filters, Object.fromEntries(given) as Partial<Record<SearchField, string | number>>)
	if (view === 'map') params.set('view', 'map')
	const query = params.toString()
	return searchPath(query)
}

/**
 * The same search in another area of the map (its first page): the area replaces a distance from
 * a point, and nearest first with it, and an area drawn on the map.
 */
export function areaSearchUrl(filters: SearchFilters, bbox: BoundingBox) {
	return searchPageUrl(filters, 'map', {
		bbox: bboxParam(bbox),
		polygon: '',
		where: '',
		near: '',
		radiusKm: '',
		sort: filters.sort === 'distance' ? '' : undefined,
		startIndex: '',
		limit: '',
	})
}

/** The `status` parameter of a search: left out for the default statuses, `all` for every one. */
export function statusParam(statuses: readonly ListingStatus[]) {
	if (statuses.length === LISTING_STATUSES.length) return 'all'
	const isDefault =
		statuses.length === DEFAULT_SEARCH_STATUSES.length &&
		DEFAULT_SEARCH_STATUSES.every((status) => statuses.includes(status))
	return isDefault ? undefined : statuses.join(',')
}

/** The status choices of the form; a list of statuses from an address is offered as it is. */
function statusChoices(statuses: readonly ListingStatus[]) {
	const choices = [
		{ value: '', label: 'Available or under offer' },
		...LISTING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
		{ value: 'all', label: 'Any status' },
	]
	const current = statusParam(statuses)
	if (current !== undefined && !choices.some((choice) => choice.value === current)) {
		choices.push({ value: current, label: statuses.map((status) => STATUS_LABELS[status]).join(' or ') })
	}
	return choices
}

/**
 * The same search in an area drawn on the map (its first page): it replaces the map's view and a
 * distance from a point, and nearest first with it. Without points, the search without the area.
 */
export function drawnAreaSearchUrl(filters: SearchFilters, points: Position[] | undefined) {
	return searchPageUrl(filters, 'map', {
		polygon: points ? polygonParam(points) : '',
		bbox: points ? '' : undefined,
		where: points ? '' : undefined,
		near: points ? '' : undefined,
		radiusKm: points ? '' : undefined,
		sort: points && filters.sort === 'distance' ? '' : undefined,
		startIndex: '',
		limit: '',
	})
}
