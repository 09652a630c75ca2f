import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { nearParam, type Position } from '~/utils/geo'
import { useHydrated } from '~/utils/use-hydrated'

type Props = {
	position: Position
	approximate: boolean
	mapStyleUrl: string
}

const degrees = (value: number, positive: string, negative: string) =>
	`${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`

/**
 * Where the home is: its position in words, a link to the homes around it and to OpenStreetMap,
 * and with JavaScript a small map (loaded when the section comes into view) with the pin, or the
 * circle of about 300 m when the owner shows only an approximate position.
 */
export function ListingLocation({ position, approximate, mapStyleUrl }: Props) {
	const hydrated = useHydrated()
	const container = useRef<HTMLDivElement>(null)
	const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting')
	const { latitude, longitude } = position

	useEffect(() => {
		const element = container.current
		if (!hydrated || !element) return
		let destroy: (() => void) | undefined
		let cancelled = false
		const observer = new IntersectionObserver(
			([entry]) => {
				if (!entry?.isIntersecting) return
				observer.disconnect()
				import('~/components/map/maplibre-maps')
					.then(async (maps) => {
						if (!maps.canDrawMaps()) throw new Error('no WebGL')
						const map = await maps.createPositionMap({
							container: element,
							styleUrl: mapStyleUrl,
							label: approximate ? 'Map of the area of the home' : 'Map of where the home is',
							position: { latitude, longitude },
							approximate,
						})
						if (cancelled) map.destroy()
						else {
							destroy = map.destroy
							setState('ready')
						}
					})
					.catch(() => setState('failed'))
			},
			{ rootMargin: '200px' },
		)
		observer.observe(element)
		return () => {
			cancelled = true
			observer.disconnect()
			destroy?.()
		}
	}, [hydrated, latitude, longitude, approximate, mapStyleUrl])

	return (
		<section aria-labelledby="location-title" className="mt-8">
			<h2 id="location-title" className="text-xl font-semibold text-strong">
				Location
			</h2>
			<p className="mt-2 text-slate-700 dark:text-slate-300">
				{degrees(latitude, 'N', 'S')}, {degrees(longitude, 'E', 'W')}
				{approximate ? ' (approximate: the home is within about 300 m of this point)' : null}
			</p>
			{hydrated && state !== 'failed' ? (
				// MapLibre adds classes of its own to the inner element: React never rewrites them.
				<div
					className={`mt-3 aspect-[16/9] overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700 ${state === 'ready' ? '' : 'bg-slate-100 dark:bg-slate-900'}`}
				>
					<div ref={container} data-testid="listing-map" className="size-full" />
				</div>
			) : null}
			<p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
				<Link
					to={`/search?${new URLSearchParams({ near: nearParam(position), sort: 'distance', view: 'map' })}`}
					className="inline-flex items-center gap-1 link"
				>
					<Icon name="map" className="size-4" />
					Homes nearby
				</Link>
				<a
					href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${approximate ? 15 : 17}/${latitude}/${longitude}`}
					className="inline-flex items-center gap-1 link"
					rel="noopener noreferrer"
				>
					<Icon name="arrow-up-right" className="size-4" />
					Open in OpenStreetMap
				</a>
			</p>
		</section>
	)
}
