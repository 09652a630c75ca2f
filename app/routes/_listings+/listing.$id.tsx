import { data as withHeaders, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Icon } from '~/components/icon'
import { JsonLd } from '~/components/json-ld'
import { ContactLandlord } from '~/components/listing/contact-landlord'
import { CopyLinkButton } from '~/components/listing/copy-link-button'
import { ListingBadges } from '~/components/listing/listing-badges'
import { ListingFacts, listingFacts } from '~/components/listing/listing-facts'
import { ListingLocation } from '~/components/listing/listing-location'
import { PhotoGrid } from '~/components/listing/photo-grid'
import { PriceContext } from '~/components/listing/price-context'
import { PriceHistory } from '~/components/listing/price-history'
import { PriceTag } from '~/components/listing/price-tag'
import { SaveButton } from '~/components/listing/save-button'
import { ListingCard, toListingCard } from '~/components/listing-card'
import { ModerationBanner } from '~/components/moderation/moderation-banner'
import { ReportForm } from '~/components/moderation/report-form'
import { RenderedOnce } from '~/components/rendered-once'
import { useAreaUnit } from '~/components/use-area-unit'
import { editableFields, findListingWithHistory, getSimilarListings } from '~/models/listing.server'
import { findConversationId } from '~/models/message.server'
import { openCaseOf } from '~/models/moderation.server'
import { savedAmong } from '~/models/saved.server'
import { getUserById } from '~/models/user.server'
import { type PageCacheHandle } from '~/page-cache'
import { getUser } from '~/services/auth.server'
import { countListingView } from '~/services/listing-views.server'
import { LISTING_NOT_FOUND, maySeeListing } from '~/services/permissions.server'
import { getPriceContext } from '~/services/price-context.server'
import { getEnv } from '~/utils/env.server'
import { readFlash } from '~/utils/flash.server'
import { notFound } from '~/utils/http-errors'
import { listingJsonLd, listingMeta, SITE_NAME } from '~/utils/listing-meta'
import { isOnTheMarket, type ListingStatus } from '~/utils/listing-status'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { type ModerationReason, moderationStateLabel } from '~/utils/moderation'
import { editListingPath, listingPath, listingViewingsPath, reportListingPath } from '~/utils/paths'
import { photoAlts } from '~/utils/photos'
import { daysAgo, daysBetween, isRecentlyReduced } from '~/utils/price-history'

/**
 * Kept for every visitor until the listing changes (app/page-cache/). A home with a floor
 * area compares its price with other homes (price context): its page is checked again within the bound
 * of pages of sets after a change to other listings (PAGE_CACHE_STALE_SECONDS), as a search is, so that
 * a comparable home's change, or a new one, shows within seconds (docs/decisions/034); a home without
 * one shows other listings only once it is off the market (similar homes), within 10 minutes. Its
 * owner's name shows to members only, on pages rendered for them.
 */
export const handle = {
	pageCache: {
		query: [],
		tags: (data) => [`listing:${(data as { listing: { id: string } }).listing.id}`],
		setsWithinMs: (data) =>
			(data as { listing: { floorArea: number | null } }).listing.floorArea ? 'sets' : 10 * 60_000,
		// The price history's chart runs to the day it is drawn on.
		fingerprint: (data) => ({ ...(data as { now: string }), now: (data as { now: string }).now.slice(0, 10) }),
	} satisfies PageCacheHandle,
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (!data) {
		const missing = isRouteErrorResponse(error) && error.status === 404
		return [{ title: `${missing ? 'Listing not found' : 'Something went wrong!'} | ${SITE_NAME}` }]
	}
	const meta = listingMeta(data.listing, data)
	// A withdrawn home is no longer a page for search engines to send people to.
	return data.listing.status === 'withdrawn' ? [...meta, { name: 'robots', content: 'noindex' }] : meta
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const listing = await findListingWithHistory(params.id ?? '')
	const user = await getUser(request)
	// Held for a check, removed, or of a suspended member: only its owner and administrators see it.
	if (!listing || !maySeeListing(listing, user)) notFound(LISTING_NOT_FOUND)
	countListingView(request, context, listing, user?.id)
	const viewer: 'visitor' | 'owner' | 'member' = !user ? 'visitor' : user.id === listing.userRef ? 'owner' : 'member'
	const shown = listing.ownerActive && listing.moderation === 'published'
	// Others see a listing only when it is shown; its owner and administrators read what waits about it.
	const held = shown && viewer !== 'owner' ? undefined : await openCaseOf({ listingId: listing.id })
	const reported = shown && held?.reasons.includes('reported')
	const member = viewer === 'member' ? user! : undefined
	// Independent reads, at once. The owner's e-mail goes only to signed-in visitors who may write to them,
	// and only when the owner chose to show it: contact goes through messages.
	const [owner, conversationId, savedIds, similar, priceContext, { flash, headers }] = await Promise.all([
		member ? getUserById(listing.userRef) : undefined,
		member ? findConversationId(listing.id, member.id) : null,
		member ? savedAmong(member.id, [listing.id]) : undefined,
		// A home that cannot be had any more points to others like it.
		isOnTheMarket(listing.status) ? [] : getSimilarListings(listing, 3),
		getPriceContext(listing),
		// What an action of the owner's or a member's that came back here said (a status, a save, a review).
		readFlash(request),
	])
	const saved = savedIds?.has(listing.id) ?? false
	const { publicUrl } = getEnv()
	return withHeaders(
		{
			listing: { id: listing.id, ...editableFields(listing), statusChangedAt: listing.statusChangedAt.toISOString() },
			/** Where it stands with our team, beside its market status: for its owner, and administrators of a hidden one. */
			moderationState:
				viewer === 'owner' || !shown
					? moderationStateLabel({
							moderation: listing.moderation,
							ownerActive: listing.ownerActive,
							openReasons: held?.reasons ?? null,
							reviewRequested: Boolean(held?.reviewRequestedAt),
						})
					: null,
			/** Why others cannot see it, for its owner and administrators. */
			moderation:
				shown && !reported
					? null
					: {
							state: listing.moderation,
							reasons: (held?.reasons ?? []) as ModerationReason[],
							removalReason: listing.removalReason,
							ownerSuspended: !listing.ownerActive,
							reviewRequestedAt: held?.reviewRequestedAt?.toISOString() ?? null,
							open: Boolean(held),
						},
			similar: similar.map(toListingCard),
			priceContext,
			reduced: isRecentlyReduced(listing.reducedAt),
			priceHistory: listing.history.map((point) => ({ ...point, at: point.at.toISOString() })),
			listedDaysAgo: daysAgo(daysBetween(listing.listedAt)),
			// Listed again by its owner: the listing carries the earlier one's date.
			firstListedAt:
				listing.createdAt.getTime() - listing.listedAt.getTime() > 60_000 ? listing.listedAt.toISOString() : null,
			confirmedDaysAgo: daysAgo(daysBetween(listing.confirmedAt)),
			now: new Date().toISOString(),
			viewer,
			contact: owner ? { username: owner.username, email: owner.showEmail ? owner.email : null } : null,
			conversationId,
			saved,
			url: `${publicUrl}${listingPath(listing.id)}`,
			publicUrl,
			mapStyleUrl: getEnv().map.styleUrl,
			flash,
		},
		{ headers },
	)
}

/** What the page says first about a home that cannot be had any more. */
const OFF_MARKET_NOTICE: Partial<Record<ListingStatus, string>> = {
	sold: 'This home has been sold.',
	let: 'This home has been let.',
	withdrawn: 'This home is no longer on the market.',
}

export default function ListingPage() {
	const data = useLoaderData<typeof loader>()
	const areaUnit = useAreaUnit()
	const {
		listing,
		viewer,
		contact,
		conversationId,
		saved,
		url,
		reduced,
		priceHistory,
		listedDaysAgo,
		firstListedAt,
		confirmedDaysAgo,
		now,
		mapStyleUrl,
		similar,
		moderation,
		priceContext,
		flash,
	} = data
	const alts = photoAlts(listing)
	return (
		// Keyed by listing, so moving to another listing starts at its first photo with the panel closed.
		<article key={listing.id} className="pb-20 lg:pb-0">
			{/* The photos and the facts follow from the home as it is: rendered once for each version of it. */}
			<RenderedOnce name={`listing-photos:${JSON.stringify([listing.id, listing.imageUrls, alts, listing.name])}`}>
				<PhotoGrid listingId={listing.id} photos={listing.imageUrls} alts={alts} listingName={listing.name} />
			</RenderedOnce>
			<div className="container-page py-8 sm:py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
				<div className="min-w-0">
					{/* On a phone the link control has a row of its own, as tall with JavaScript as without: nothing moves when the page comes alive. */}
					<div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
						<div className="flex w-full items-start justify-between gap-3 sm:w-auto">
							<ListingBadges listing={listing} reduced={reduced} moderationState={data.moderationState} />
							{/* On a desktop, Save and Share are in the card beside the page. */}
							{viewer === 'owner' ? null : (
								<div className="lg:hidden">
									<SaveButton listingId={listing.id} listingName={listing.name} saved={saved} />
								</div>
							)}
						</div>
						<div className="lg:hidden">
							<CopyLinkButton url={url} />
						</div>
					</div>
					{flash ? (
						<div role="status" className="mt-5">
							<FlashMessage flash={flash} />
						</div>
					) : null}
					{moderation ? (
						<ModerationBanner
							listingId={listing.id}
							moderation={moderation}
							viewer={viewer === 'owner' ? 'owner' : 'administrator'}
						/>
					) : null}
					{isOnTheMarket(listing.status) ? null : (
						<p role="status" className="mt-5 rounded-lg bg-slate-100 p-3 font-semibold text-strong dark:bg-slate-800">
							{OFF_MARKET_NOTICE[listing.status]}
						</p>
					)}
					<h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-strong sm:text-4xl">
						{listing.name}
					</h1>
					<PriceTag listing={listing} className="mt-3" />
					<p className="mt-4 flex items-start gap-2 text-slate-700 dark:text-slate-300">
						<Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
						<span>
							<span className="sr-only">Address: </span>
							{listing.address}
						</span>
					</p>
					{listing.status === 'active' || listing.status === 'under_offer' ? (
						<p className="mt-2 flex items-center gap-2 text-sm text-muted">
							<Icon name="badge-check" className="size-4 shrink-0" />
							Availability confirmed {confirmedDaysAgo}
						</p>
					) : null}
					<div className="mt-6 border-y border-slate-200 py-5 dark:border-slate-800">
						<RenderedOnce name={`listing-facts:${JSON.stringify([listingFacts(listing), areaUnit])}`}>
							<ListingFacts listing={listing} areaUnit={areaUnit} />
						</RenderedOnce>
					</div>
					{priceContext ? <PriceContext context={priceContext} /> : null}
					<PriceHistory
						name={listing.name}
						history={priceHistory}
						listedDaysAgo={listedDaysAgo}
						firstListedAt={firstListedAt}
						now={now}
						rent={listing.type === 'rent'}
						status={listing.status}
					/>
					<section aria-labelledby="description-title" className="mt-8">
						<h2 id="description-title" className="text-xl font-semibold text-strong">
							Description
						</h2>
						<div className="mt-3 flex flex-col gap-4 leading-relaxed text-slate-700 dark:text-slate-300">
							{listing.description.split(/\n\s*\n/).map((paragraph, index) => (
								<p key={index} className="whitespace-pre-line">
									{paragraph.trim()}
								</p>
							))}
						</div>
					</section>
					{listing.latitude !== null && listing.longitude !== null ? (
						<ListingLocation
							position={{ latitude: listing.latitude, longitude: listing.longitude }}
							approximate={listing.locationApproximate}
							mapStyleUrl={mapStyleUrl}
						/>
					) : null}
					<div id="contact" className="mt-10 scroll-mt-24">
						{viewer === 'owner' ? (
							<Link to={editListingPath(listing.id)} className="btn-secondary">
								<Icon name="pencil" className="size-4" />
								Edit listing
							</Link>
						) : contact ? (
							<ContactLandlord
								owner={contact}
								listingId={listing.id}
								listingName={listing.name}
								conversationId={conversationId}
							/>
						) : viewer === 'visitor' ? (
							<ContactLandlord owner={null} listingId={listing.id} listingName={listing.name} conversationId={null} />
						) : null}
					</div>
					{isOnTheMarket(listing.status) && !moderation ? (
						<p className="mt-6">
							<Link to={listingViewingsPath(listing.id)} className="btn-secondary">
								<Icon name="calendar-days" className="size-4" />
								{viewer === 'owner' ? 'Viewing times' : 'Book a viewing'}
							</Link>
						</p>
					) : null}
					{viewer === 'owner' ? null : (
						<div className="mt-8">
							<ReportForm action={reportListingPath(listing.id)} what="listing" />
						</div>
					)}
					{similar.length ? (
						<section aria-labelledby="similar-title" className="mt-12">
							<h2 id="similar-title" className="text-xl font-semibold text-strong">
								Similar homes on the market
							</h2>
							<ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
								{similar.map((home) => (
									<li key={home.id}>
										<ListingCard listing={home} />
									</li>
								))}
							</ul>
						</section>
					) : null}
				</div>
				<ContactCard listing={listing} viewer={viewer} saved={saved} url={url} />
			</div>
			<JsonLd data={listingJsonLd(listing, data)} />
		</article>
	)
}

type CardProps = {
	listing: Parameters<typeof PriceTag>[0]['listing'] & { id: string; name: string }
	viewer: 'visitor' | 'member' | 'owner'
	saved: boolean
	url: string
}

/**
 * What a visitor does next, kept in view: the price, Contact (or Edit for the owner), Save and Share.
 * Beside the page on a desktop, where it stays as the page scrolls; a bar at the bottom on a phone.
 */
function ContactCard({ listing, viewer, saved, url }: CardProps) {
	const action =
		viewer === 'owner' ? (
			<Link to={editListingPath(listing.id)} className="btn-primary">
				<Icon name="pencil" className="size-4" />
				Edit listing
			</Link>
		) : (
			<a href="#contact" className="btn-primary">
				<Icon name="message-square" className="size-4" />
				Contact
			</a>
		)
	return (
		<>
			<aside aria-label="Contact and share" className="sticky top-24 hidden lg:block">
				<div className="flex flex-col gap-4 card p-5 shadow-sm">
					<PriceTag listing={listing} />
					{action}
					<div className="flex flex-wrap items-center gap-3">
						{viewer === 'owner' ? null : <SaveButton listingId={listing.id} listingName={listing.name} saved={saved} />}
						<CopyLinkButton url={url} />
					</div>
				</div>
			</aside>
			<aside
				aria-label="Price and contact"
				data-bottom-bar
				className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
			>
				<PriceTag listing={listing} compact />
				{action}
			</aside>
		</>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }}
			unexpected={{
				title: 'Something went wrong!',
				message: 'The listing could not be shown. Please try again in a moment.',
			}}
		/>
	)
}
