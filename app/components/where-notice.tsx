import { Link } from '@remix-run/react'
import { searchPageUrl, type SearchView } from '~/components/search-filters-panel'
import { type SearchFilters } from '~/schemas/search'
import { type WherePlace } from '~/utils/places'

/** A search's 'Where?' that did not resolve into one place, as the results column asks about it. */
export type WhereQuestion = {
	/** The name as typed. */
	name: string
	kind: 'none' | 'choices' | 'unavailable'
	/** The places it may mean, each with the same search around it. */
	places: Array<{ label: string; url: string }>
	/** The same search without a place. */
	withoutPlaceUrl: string
}

/**
 * What the results column asks when 'Where?' names no known place or several (resolveWhere): the
 * places it may mean as links to the same search around each (its other filters, sort and view kept),
 * and the same search without a place. Null when the place was found, or none was named.
 */
export function whereQuestion(
	asked: SearchFilters,
	view: SearchView,
	where: WherePlace | undefined,
): WhereQuestion | null {
	if (!where || 'found' in where || asked.where === undefined) return null
	const labels = 'choices' in where ? where.choices : 'none' in where ? where.suggestions : []
	return {
		name: asked.where,
		kind: 'choices' in where ? 'choices' : 'none' in where ? 'none' : 'unavailable',
		places: labels.map((label) => ({
			label,
			url: searchPageUrl(asked, view, { where: label, startIndex: '', limit: '' }),
		})),
		withoutPlaceUrl: searchPageUrl(asked, view, {
			where: '',
			radiusKm: '',
			sort: asked.sort === 'distance' ? '' : undefined,
			startIndex: '',
			limit: '',
		}),
	}
}

/**
 * In place of the results while the place is not known: 'Did you mean …?' with the places a misspelt
 * name is close to, an ambiguous name's places to choose from, or that the lookup service did not
 * answer; always the same search without a place. Links, so it works without JavaScript.
 */
export function WhereNotice({ question }: { question: WhereQuestion }) {
	const { name, kind, places, withoutPlaceUrl } = question
	const heading =
		kind === 'choices'
			? `“${name}” matches several places`
			: kind === 'none'
				? `No place called “${name}”`
				: 'The place lookup service is not available right now'
	// One place is offered in the sentence; several, or an ambiguous name's, as a list.
	const inSentence = kind === 'none' && places.length === 1 ? places[0] : undefined
	return (
		<div
			id="where-notice"
			className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
		>
			<h2 className="text-lg font-semibold">{heading}</h2>
			{kind === 'choices' ? (
				<p className="mt-1">Which one? No homes are shown until you choose.</p>
			) : kind === 'unavailable' ? (
				<p className="mt-1">Try again in a moment.</p>
			) : inSentence ? (
				<p className="mt-1">
					Did you mean{' '}
					<Link to={inSentence.url} className="link font-semibold">
						{inSentence.label}
					</Link>
					?
				</p>
			) : places.length ? (
				<p className="mt-1">Did you mean one of these?</p>
			) : (
				<p className="mt-1">Check the spelling, or try a nearby town.</p>
			)}
			{places.length > 0 && !inSentence ? (
				<ul className="mt-2 space-y-1">
					{places.map(({ label, url }) => (
						<li key={label}>
							<Link to={url} className="link font-semibold">
								{label}
							</Link>
						</li>
					))}
				</ul>
			) : null}
			<p className="mt-3 text-sm">
				<Link to={withoutPlaceUrl} className="link">
					Search without a place
				</Link>
			</p>
		</div>
	)
}
