import { type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { type z } from 'zod'
import { Field, inputProps } from '~/components/forms'
import { Icon } from '~/components/icon'
import { type createPinMap } from '~/components/map/maplibre-maps'
import { type listingFormSchema, LOCATE_INTENT } from '~/schemas/listing'
import { type Position } from '~/utils/geo'
import { useHydrated } from '~/utils/use-hydrated'

type ListingForm = z.input<typeof listingFormSchema>

/** What 'Find from the address' answered: a position found, or why there is none. */
export type LocationLookup = { found: Position & { approximate: boolean; label: string } } | { problem: string }

type Props = {
	form: FormMetadata<ListingForm, string[]>
	fields: {
		latitude: FieldMetadata<ListingForm['latitude'], ListingForm, string[]>
		longitude: FieldMetadata<ListingForm['longitude'], ListingForm, string[]>
		locationApproximate: FieldMetadata<ListingForm['locationApproximate'], ListingForm, string[]>
	}
	/** The id of the form's address input, whose text is looked up. */
	addressId: string
	/** The answer to 'Find from the address' without JavaScript (the form posted with intent=locate). */
	lookup?: LocationLookup
	mapStyleUrl: string
}

type PinMap = Awaited<ReturnType<typeof createPinMap>>

const parse = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN)

/** What a lookup found, in words; `withMap` is what to add where the editor shows its map (with JavaScript). */
function lookupMessage(lookup: LocationLookup | undefined) {
	if (!lookup) return null
	if ('problem' in lookup)
		return { problem: true, text: lookup.problem, withMap: 'Or click the map where the home is.' }
	return lookup.found.approximate
		? {
				problem: false,
				text: `Found ${lookup.found.label}: the town's centre is filled in and marked approximate.`,
				withMap: 'Move the pin to the home if you like.',
			}
		: { problem: false, text: `Found ${lookup.found.label}.` }
}

/**
 * Where the home is: latitude and longitude, 'Find from the address' and 'Show only an approximate
 * position'. Without JavaScript the button posts the form, which comes back with the position
 * filled in; with it the address is looked up in place and a map shows the pin, placed by a click,
 * a drag, or (from the keyboard) at the map's centre.
 */
export function LocationFields({ form, fields, addressId, lookup, mapStyleUrl }: Props) {
	const hydrated = useHydrated()
	const container = useRef<HTMLDivElement>(null)
	const pinMap = useRef<PinMap>()
	const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading')
	const mapReady = mapState === 'ready'
	const [finding, setFinding] = useState(false)
	const [message, setMessage] = useState(() => lookupMessage(lookup))
	const latitude = parse(fields.latitude.value)
	const longitude = parse(fields.longitude.value)
	const position = Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : undefined

	useEffect(() => setMessage(lookupMessage(lookup)), [lookup])

	/** Where the pin should be: the fields' position, or the one just found or picked. */
	const wanted = useRef(position)

	function setPosition(next: Position | undefined, approximate?: boolean, { movePin = true } = {}) {
		wanted.current = next
		if (movePin) pinMap.current?.place(next)
		form.update({ name: fields.latitude.name, value: next ? String(next.latitude) : '' })
		form.update({ name: fields.longitude.name, value: next ? String(next.longitude) : '' })
		if (approximate !== undefined) {
			form.update({ name: fields.locationApproximate.name, value: approximate ? 'on' : undefined })
		}
	}

	useEffect(() => {
		if (!hydrated || !container.current) return
		let cancelled = false
		import('~/components/map/maplibre-maps')
			.then(async (maps) => {
				if (!maps.canDrawMaps()) return setMapState('failed')
				const created = await maps.createPinMap({
					container: container.current!,
					styleUrl: mapStyleUrl,
					label: 'Map for placing the pin: click where the home is. Arrow keys move the map, plus and minus zoom.',
					position: wanted.current,
					onPick: (picked) => {
						setPosition(picked, undefined, { movePin: false })
						setMessage({ problem: false, text: `Pin placed at ${picked.latitude}, ${picked.longitude}.` })
					},
				})
				if (cancelled) created.destroy()
				else {
					pinMap.current = created
					// Found or typed while the map was loading.
					if (wanted.current) created.place(wanted.current)
					setMapState('ready')
				}
			})
			.catch(() => setMapState('failed'))
		return () => {
			cancelled = true
			pinMap.current?.destroy()
			pinMap.current = undefined
		}
		// The map is made once; the pin follows the fields below.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [hydrated])

	// A position typed moves the pin.
	useEffect(() => {
		const same = wanted.current?.latitude === position?.latitude && wanted.current?.longitude === position?.longitude
		if (same) return
		wanted.current = position
		pinMap.current?.place(position)
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [latitude, longitude])

	async function findInPlace(event: MouseEvent<HTMLButtonElement>) {
		if (!hydrated) return
		event.preventDefault()
		const address = document.querySelector<HTMLInputElement>(`#${CSS.escape(addressId)}`)?.value ?? ''
		setFinding(true)
		try {
			const response = await fetch(`/find-position?${new URLSearchParams({ address })}`, {
				headers: { Accept: 'application/json' },
			})
			if (!response.ok) throw new Error(`status ${response.status}`)
			const answer = (await response.json()) as LocationLookup
			if ('found' in answer) setPosition(answer.found, answer.found.approximate || undefined)
			setMessage(lookupMessage(answer))
		} catch {
			setMessage({ problem: true, text: 'The address could not be looked up. Set the position by hand.' })
		} finally {
			setFinding(false)
		}
	}

	const numberProps = (field: typeof fields.latitude, bound: number) => ({
		...inputProps(field, { type: 'number' }),
		step: 'any',
		min: -bound,
		max: bound,
		inputMode: 'decimal' as const,
	})

	return (
		<fieldset className="mb-4">
			<legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Location on the map</legend>
			<p id="location-hint" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
				Decimal degrees, as maps give them (north and east positive). Leave both empty to show no position.
			</p>
			<div className="grid grid-cols-2 gap-4">
				<Field label="Latitude" inputProps={numberProps(fields.latitude, 90)} errors={fields.latitude.errors} />
				<Field label="Longitude" inputProps={numberProps(fields.longitude, 180)} errors={fields.longitude.errors} />
			</div>
			<div className="flex flex-wrap items-center gap-3">
				<button
					type="submit"
					name="intent"
					value={LOCATE_INTENT}
					onClick={findInPlace}
					disabled={finding}
					formNoValidate
					className="btn-secondary"
				>
					<Icon name="map-pin" className="size-4" />
					{finding ? 'Finding...' : 'Find from the address'}
				</button>
				{mapReady ? (
					<button
						type="button"
						className="btn-secondary"
						onClick={() => {
							const centre = pinMap.current?.centre()
							if (!centre) return
							setPosition(centre, undefined, { movePin: false })
							pinMap.current?.place(centre)
							setMessage({ problem: false, text: `Pin placed at ${centre.latitude}, ${centre.longitude}.` })
						}}
					>
						<Icon name="crosshair" className="size-4" />
						Pin at the map&rsquo;s centre
					</button>
				) : null}
			</div>
			<p
				role="status"
				className={`mt-2 min-h-5 text-sm ${message?.problem ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}
			>
				{message?.text}
				{message?.withMap && hydrated && mapState !== 'failed' ? ` ${message.withMap}` : null}
			</p>
			<label className="mt-2 flex items-start gap-2 text-slate-800 dark:text-slate-200">
				<input
					{...inputProps(fields.locationApproximate, { type: 'checkbox' })}
					aria-describedby="location-approximate-hint"
					className="mt-1 size-4 accent-brand-700"
				/>
				<span>
					Show only an approximate position
					<span id="location-approximate-hint" className="block text-sm text-slate-600 dark:text-slate-400">
						Only a position within about 300 m is kept and shown, never the home&rsquo;s own.
					</span>
				</span>
			</label>
			{hydrated && mapState !== 'failed' ? (
				// MapLibre adds classes of its own to the inner element: React never rewrites them.
				<div
					className={`mt-3 aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700 ${mapReady ? '' : 'invisible'}`}
				>
					<div ref={container} data-testid="pin-map" className="size-full" />
				</div>
			) : null}
		</fieldset>
	)
}
