import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { EmptyState } from '~/components/empty-state'
import { FlashMessage } from '~/components/flash-message'
import { ListingCard, toListingCard } from '~/components/listing-card'
import { countNewMatches, listSavedSearches, NEW_MATCHES_CAP } from '~/models/saved-search.server'
import { listSavedListings } from '~/models/saved.server'
import { requireUser } from '~/services/auth.server'
import { FREQUENCIES, FREQUENCY_LABELS } from '~/utils/alert-frequency'
import { readFlash } from '~/utils/flash.server'
import { formatPrice } from '~/utils/format'
import { searchFeedPath } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: 'Saved homes and searches | Homestead' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const [rows, searches, flash] = await Promise.all([
		listSavedListings(user.id),
		listSavedSearches(user.id),
		readFlash(request),
	])
	return data(
		{
			homes: rows.map(({ listing, savedPrice }) => ({
				card: toListingCard(listing),
				change: listing.effectivePrice - savedPrice,
			})),
			searches: await Promise.all(
				searches.map(async (search) => ({
					id: search.id,
					name: search.name,
					frequency: search.frequency,
					alertsOn: search.alertsOn,
					newMatches: newMatchesText(await countNewMatches(search)),
					feedPath: searchFeedPath(search.query),
				})),
			),
			emailVerified: user.emailVerified,
			flash: flash.flash,
		},
		{ headers: flash.headers },
	)
}

/** 'Reduced by $200 since you saved it', 'Up by $100 since you saved it', or nothing. */
function priceChange(change: number) {
	if (change === 0) return null
	return change < 0
		? `Reduced by ${formatPrice(-change)} since you saved it`
		: `Up by ${formatPrice(change)} since you saved it`
}

function newMatchesText(count: number) {
	if (count === 0) return 'No new homes since you last looked'
	if (count > NEW_MATCHES_CAP) return `${NEW_MATCHES_CAP}+ new homes since you last looked`
	return count === 1 ? '1 new home since you last looked' : `${count} new homes since you last looked`
}

/** One of the page's two lists, under its heading. */
function SavedSection({
	headingId,
	title,
	className,
	children,
}: {
	headingId: string
	title: string
	className: string
	children: ReactNode
}) {
	return (
		<section aria-labelledby={headingId} className={className}>
			<h2 id={headingId} className="text-2xl font-bold text-strong">
				{title}
			</h2>
			{children}
		</section>
	)
}

/** The member's saved searches (with their alerts) and saved homes, newest first. */
export default function Saved() {
	const { homes, searches, emailVerified, flash } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-10 sm:py-12">
			<h1 className="text-3xl font-bold text-strong">Saved</h1>
			{flash ? (
				<div role={flash.kind === 'error' ? 'alert' : 'status'} className="mt-4">
					<FlashMessage flash={flash} />
				</div>
			) : null}

			<SavedSection headingId="saved-searches-heading" title="Saved searches" className="mt-8">
				{searches.length === 0 ? (
					<EmptyState title="No saved searches yet.">
						Search for homes, then press “Save this search”: we mail you the new homes that match.
					</EmptyState>
				) : (
					<>
						{emailVerified ? null : (
							<p className="mt-3 text-sm text-muted">
								Alerts are mailed once your e-mail address is confirmed:{' '}
								<Link to="/profile" className="link">
									confirm it on your profile
								</Link>
								.
							</p>
						)}
						<ul className="mt-4 grid gap-4">
							{searches.map((search) => (
								<li key={search.id} className="flex flex-wrap items-end justify-between gap-4 card p-5">
									<div className="min-w-0">
										<h3 className="font-semibold break-words text-strong">
											<Link to={`/saved/searches/${search.id}`} className="link">
												{search.name}
											</Link>
										</h3>
										<p className="mt-1 text-sm text-muted">{search.newMatches}</p>
										{search.alertsOn ? null : (
											<p className="mt-1 text-sm text-muted">
												E-mail alerts are off: choose how often to turn them on.
											</p>
										)}
										<p className="mt-1 text-sm">
											{/* The search's Atom feed: a plain link, the router has no page there. */}
											<a href={search.feedPath} type="application/atom+xml" className="link">
												Feed<span className="sr-only"> of the search {search.name}</span>
											</a>
										</p>
									</div>
									<div className="flex flex-wrap items-end gap-3">
										<Form method="post" action={`/saved/searches/${search.id}`} className="flex items-end gap-2">
											<input type="hidden" name="intent" value="frequency" />
											<div>
												<label
													htmlFor={`frequency-${search.id}`}
													className="mb-1.5 block text-sm font-semibold text-strong"
												>
													E-mail me
												</label>
												<select
													id={`frequency-${search.id}`}
													name="frequency"
													defaultValue={search.frequency}
													className="input appearance-auto"
												>
													{FREQUENCIES.map((value) => (
														<option key={value} value={value}>
															{FREQUENCY_LABELS[value]}
														</option>
													))}
												</select>
											</div>
											<button type="submit" className="btn-secondary">
												Change
											</button>
										</Form>
										{/* Deleting asks once more (a disclosure, so without JavaScript too). */}
										<details className="group/delete">
											<summary className="btn-danger cursor-pointer list-none group-open/delete:hidden [&::-webkit-details-marker]:hidden">
												Delete<span className="sr-only"> the search {search.name}</span>
											</summary>
											<Form method="post" action={`/saved/searches/${search.id}`}>
												<input type="hidden" name="intent" value="delete" />
												<button type="submit" className="btn-danger">
													Yes, delete<span className="sr-only"> the search {search.name}</span>
												</button>
											</Form>
										</details>
									</div>
								</li>
							))}
						</ul>
					</>
				)}
			</SavedSection>

			<SavedSection headingId="saved-homes-heading" title="Saved homes" className="mt-12">
				{homes.length === 0 ? (
					<EmptyState title="No saved homes yet.">
						Press the heart on a home to keep it here; we show you when its price changes.
					</EmptyState>
				) : (
					<ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{homes.map(({ card, change }) => (
							<li key={card.id} className="flex flex-col gap-2">
								<ListingCard listing={card} saved />
								{priceChange(change) ? (
									<p
										className={`text-sm font-semibold ${change < 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-300'}`}
									>
										{priceChange(change)}
									</p>
								) : null}
							</li>
						))}
					</ul>
				)}
			</SavedSection>
		</div>
	)
}
