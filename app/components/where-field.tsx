import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { formatDistance } from '~/utils/geo'
import { placeLabel, type PlaceSuggestion, type WherePlace } from '~/utils/places'
import { WHERE_MAX_LENGTH } from '~/utils/search-params'

/** How long typing pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200

type Props = {
	/** The place name the search was given. */
	defaultValue: string | undefined
	/** What the server found it to be; null when the search names no place. */
	where: WherePlace | null
	/** The distance from the place, and the distances offered. */
	radiusKm: number
	radiusChoices: number[]
}

/**
 * 'Where?': a town, city or neighbourhood by name, a plain text field of the search form. With
 * JavaScript, the places whose name starts with what is typed are offered as it is typed (a
 * `<datalist>` filled from /api/places, which browsers make a list the keyboard and screen readers
 * reach). A name the server could not resolve is marked beside the field; the places it may be are
 * offered in the results' place (WhereNotice), as links to the same search, without JavaScript too.
 */
export function WhereField({ defaultValue, where, radiusKm, radiusChoices }: Props) {
	const suggestions = usePlaceSuggestions()
	const problem =
		where && 'none' in where
			? `No place called “${defaultValue}”`
			: where && 'choices' in where
				? `“${defaultValue}” matches several places`
				: where && 'unavailable' in where
					? 'The place lookup service is not available right now. Try again in a moment.'
					: undefined
	return (
		<div>
			<label htmlFor="search-where" className="mb-1.5 block text-sm font-semibold text-strong">
				Where?
			</label>
			<input
				id="search-where"
				type="text"
				name="where"
				defaultValue={defaultValue}
				maxLength={WHERE_MAX_LENGTH}
				placeholder="Town or neighbourhood"
				autoComplete="off"
				list="search-where-places"
				onChange={suggestions.ask}
				aria-invalid={problem ? true : undefined}
				aria-describedby={problem ? 'search-where-error' : undefined}
				className="input"
			/>
			<datalist id="search-where-places">
				{suggestions.labels.map((label) => (
					<option key={label} value={label} />
				))}
			</datalist>
			{problem ? (
				<p id="search-where-error" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
					{problem}
				</p>
			) : null}
			<label htmlFor="search-where-radius" className="sr-only">
				Distance from the place
			</label>
			<select
				id="search-where-radius"
				name="radiusKm"
				defaultValue={radiusKm}
				className="mt-2 input w-auto appearance-auto py-1.5 text-sm"
			>
				{radiusChoices.map((km) => (
					<option key={km} value={km}>
						Within {formatDistance(km)}
					</option>
				))}
			</select>
		</div>
	)
}

/** The suggestions for what is typed, asked for once typing pauses; a later answer replaces an earlier one. */
export function usePlaceSuggestions() {
	const [labels, setLabels] = useState<string[]>([])
	const timer = useRef<number>()
	const pending = useRef<AbortController>()
	useEffect(
		() => () => {
			window.clearTimeout(timer.current)
			pending.current?.abort()
		},
		[],
	)
	function ask(event: ChangeEvent<HTMLInputElement>) {
		const text = event.currentTarget.value.trim()
		window.clearTimeout(timer.current)
		// A suggestion just chosen, or too little to go on: nothing to ask.
		if (text.length < 2 || labels.includes(text)) return
		timer.current = window.setTimeout(() => {
			pending.current?.abort()
			const controller = new AbortController()
			pending.current = controller
			fetch(`/api/places?${new URLSearchParams({ q: text.slice(0, WHERE_MAX_LENGTH) })}`, {
				signal: controller.signal,
			})
				.then((response) => (response.ok ? (response.json() as Promise<PlaceSuggestion[]>) : []))
				.then((places) => setLabels(places.map(placeLabel)))
				// Suggestions are a help: without them the field still works.
				.catch(() => {})
		}, SUGGEST_DELAY_MS)
	}
	return { labels, ask }
}
