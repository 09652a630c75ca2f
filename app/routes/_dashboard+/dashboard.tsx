import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyState } from '~/components/empty-state'
import { FlashMessage } from '~/components/flash-message'
import { ListingStatusForm } from '~/components/listing/listing-status-form'
import { ModerationState } from '~/components/moderation/moderation-state'
import { DailyViewsChart } from '~/components/viewings/daily-views-chart'
import { getListingsByOwner } from '~/models/listing.server'
import { requireUser } from '~/services/auth.server'
import { listingStats } from '~/services/owner-dashboard.server'
import { moderationStatesOf } from '~/services/owner-notices.server'
import { describeTime } from '~/services/viewing-bookings.server'
import { upcomingViewings } from '~/services/viewing-times.server'
import { readFlash } from '~/utils/flash.server'
import { DASHBOARD_PATH, editListingPath, listingPath, listingViewingsPath, VIEWINGS_PATH } from '~/utils/paths'
import { photoSources } from '~/utils/photos'

export const meta: MetaFunction = () => [{ title: 'Dashboard | Homestead' }]

/**
 * The owner's dashboard: each listing's last 30 days, its status (and its moderation state), and the next
 * viewings of all of them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const [owned, stats, viewings, flash] = await Promise.all([
		getListingsByOwner(user.id),
		listingStats(user.id),
		upcomingViewings(user),
		readFlash(request),
	])
	const figures = new Map(stats.listings.map((listing) => [listing.id, listing]))
	const moderation = await moderationStatesOf(owned)
	return data(
		{
			days: stats.days,
			listings: owned.map((listing) => {
				const figure = figures.get(listing.id)
				return {
					id: listing.id,
					name: listing.name,
					type: listing.type,
					status: listing.status,
					/** Held for a check, waiting for review, reported, removed: beside the market status. */
					moderationState: moderation.get(listing.id) ?? null,
					coverUrl: listing.imageUrls[0],
					views30d: figure?.views30d ?? 0,
					saves: figure?.saves ?? 0,
					enquiries: figure?.enquiries ?? 0,
					viewings: figure?.viewings ?? 0,
					daily: figure?.daily ?? stats.days.map(() => 0),
				}
			}),
			nextViewings: viewings
				.filter((viewing) => viewing.role === 'owner')
				.slice(0, 10)
				.map((viewing) => ({
					id: viewing.id,
					when: describeTime(viewing, viewing.timeZone),
					listing: viewing.listing,
					seekerName: viewing.seeker.username,
				})),
			flash: flash.flash,
		},
		{ headers: flash.headers },
	)
}

export default function Dashboard() {
	const { listings, days, nextViewings, flash } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-10 sm:py-12">
			<h1 className="text-3xl font-bold text-strong">Dashboard</h1>
			<p className="mt-2 text-muted">Your listings in the last {days.length} days.</p>
			{flash ? (
				<div role={flash.kind === 'error' ? 'alert' : 'status'} className="mt-4">
					<FlashMessage flash={flash} />
				</div>
			) : null}
			<section aria-labelledby="next-viewings-title" className="mt-8">
				<h2 id="next-viewings-title" className="text-xl font-semibold text-strong">
					Next viewings
				</h2>
				{nextViewings.length ? (
					<ul className="mt-3 flex flex-col gap-2">
						{nextViewings.map((viewing) => (
							<li key={viewing.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
								<span className="font-semibold">{viewing.when}</span>: {viewing.seekerName} sees{' '}
								<Link to={listingPath(viewing.listing.id)} className="link">
									{viewing.listing.name}
								</Link>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted">No viewings booked.</p>
				)}
				<p className="mt-3">
					<Link to={VIEWINGS_PATH} className="link">
						All your viewings, and cancelling one
					</Link>
				</p>
			</section>
			<section aria-labelledby="dashboard-listings-title" className="mt-10">
				<h2 id="dashboard-listings-title" className="text-xl font-semibold text-strong">
					Your listings
				</h2>
				{listings.length === 0 ? (
					<div className="mt-4">
						<EmptyState title="You have no listings yet." action={{ to: '/create-listing', label: 'Create a listing' }}>
							List a home to see here how many people look at it, save it and write about it.
						</EmptyState>
					</div>
				) : (
					<ul className="mt-4 flex flex-col gap-4">
						{listings.map((listing) => (
							<li key={listing.id} className="card p-4">
								<article aria-labelledby={`dashboard-${listing.id}`} className="flex flex-col gap-3">
									<div className="flex min-w-0 items-center gap-4">
										<img
											{...photoSources(listing.coverUrl)}
											sizes="80px"
											alt=""
											width={80}
											height={54}
											loading="lazy"
											className="h-14 w-20 shrink-0 rounded-md object-cover"
										/>
										<h3 id={`dashboard-${listing.id}`} className="min-w-0 font-semibold break-words text-strong">
											<Link to={listingPath(listing.id)} className="hover:underline">
												{listing.name}
											</Link>
										</h3>
									</div>
									<dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
										{(
											[
												['Views', listing.views30d],
												['Saves', listing.saves],
												['Enquiries', listing.enquiries],
												['Viewings booked', listing.viewings],
											] as const
										).map(([term, value]) => (
											<div key={term} className="rounded-md bg-slate-100 p-2 dark:bg-slate-800">
												<dt className="text-muted">{term}</dt>
												<dd className="text-lg font-semibold text-strong">{value}</dd>
											</div>
										))}
									</dl>
									<DailyViewsChart label={listing.name} days={days} views={listing.daily} />
									<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
										<ListingStatusForm listing={listing} redirectTo={DASHBOARD_PATH} compact />
										<ModerationState label={listing.moderationState} />
										<Link to={listingViewingsPath(listing.id)} className="text-sm link font-semibold">
											Viewing times
										</Link>
										<Link to={editListingPath(listing.id)} className="text-sm link font-semibold">
											Edit
										</Link>
									</div>
								</article>
							</li>
						))}
					</ul>
				)}
			</section>
		</div>
	)
}
