import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { RenderedOnce } from '~/components/rendered-once'
import { type Listing } from '~/db/schema'
import { excerpt } from '~/utils/excerpt'
import { addressParts, formatPrice, pluralize } from '~/utils/format'
import { type AreaUnit, formatArea, formatPricePerArea, PROPERTY_TYPE_LABELS } from '~/utils/home-facts'
import { isOnTheMarket, marketLabel, showsOffer } from '~/utils/listing-status'
import { pick } from '~/utils/misc'
import { listingPath } from '~/utils/paths'
import { isRecentlyReduced } from '~/utils/price-history'
import { CardCover } from './card-cover'
import { SaveButton } from './listing/save-button'
import { useAreaUnit } from './use-area-unit'

/** The stored fields a card shows (toListingCard shortens the description and the photos). */
const CARD_FIELDS = [
	'id',
	'name',
	'address',
	'description',
	'type',
	'offer',
	'regularPrice',
	'discountPrice',
	'bedrooms',
	'bathrooms',
	'imageUrls',
	'imageAlts',
	'status',
	'propertyType',
	'floorArea',
] as const satisfies ReadonlyArray<keyof Listing>

export type ListingCardData = Pick<Listing, (typeof CARD_FIELDS)[number]> & {
	/** The price was cut in the last 30 days (set by toListingCard). */
	reduced?: boolean
}

const EXCERPT_LENGTH = 160
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

/** The part of a listing a card shows: the cover only and the start of the description, so result pages stay light. */
export function toListingCard(listing: Omit<ListingCardData, 'reduced'> & Pick<Listing, 'reducedAt'>): ListingCardData {
	return {
		...pick(listing, CARD_FIELDS),
		description: excerpt(listing.description, EXCERPT_LENGTH),
		imageUrls: listing.imageUrls.slice(0, 1),
		imageAlts: listing.imageAlts.slice(0, 1),
		reduced: isRecentlyReduced(listing.reducedAt),
	}
}

type Props = {
	listing: ListingCardData
	/** Whether the visitor saved it: given, the card has a heart to save or unsave it. */
	saved?: boolean
	/** Above the fold: load the cover at once instead of lazily. */
	priority?: boolean
	/** From the lg breakpoint up, the cover beside the text rather than above it (a list beside a map). */
	wide?: boolean
}

/** A listing in a result list: cover, name, address, excerpt, price and rooms. */
export function ListingCard({ listing, priority = false, saved, wide = false }: Props) {
	const areaUnit = useAreaUnit()
	// A card with a heart has an id for the heart's post to come back to, so the visitor keeps their
	// place in the list; only those, as a page of sections may show one home twice without a heart.
	const anchor = saved === undefined ? undefined : `listing-${listing.id}`
	return (
		// The card clips its photo, so the ring of its focused link is drawn round the card itself.
		<article
			id={anchor}
			className="group relative flex scroll-mt-20 flex-col overflow-hidden card-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 dark:has-[a:focus-visible]:outline-brand-300"
		>
			{saved === undefined ? null : (
				// Beside the card's link, not in it: a control inside a link would be one target for two actions.
				<SaveButton
					listingId={listing.id}
					listingName={listing.name}
					saved={saved}
					anchor={anchor}
					className={`absolute top-3 right-3 z-10 ${wide ? 'lg:right-[calc(60%+0.75rem)]' : ''}`}
				/>
			)}
			{/* The link follows from what it shows alone: rendered once for each home as it is, on every page that lists it. */}
			<RenderedOnce name={cardLinkName(listing, areaUnit, wide, priority)}>
				<CardLink listing={listing} areaUnit={areaUnit} wide={wide} priority={priority} />
			</RenderedOnce>
		</article>
	)
}

/** The name the card's link is kept under: everything it shows and how, and nothing else the page has. */
function cardLinkName(listing: ListingCardData, areaUnit: AreaUnit, wide: boolean, priority: boolean) {
	return `listing-card:${JSON.stringify([...CARD_FIELDS.map((field) => listing[field]), listing.reduced ?? false, areaUnit, wide, priority])}`
}

type CardLinkProps = Required<Pick<Props, 'listing' | 'priority' | 'wide'>> & { areaUnit: AreaUnit }

/** The card's link to the home's page, with all the card says: a part of its props alone (RenderedOnce). */
function CardLink({ listing, priority, wide, areaUnit }: CardLinkProps) {
	const price = listing.offer ? listing.discountPrice : listing.regularPrice
	const address = addressParts(listing.address)
	return (
		<PlainLink to={listingPath(listing.id)} className={`flex flex-1 flex-col ${wide ? 'lg:flex-row' : ''}`}>
			<div
				className={`relative aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800 ${wide ? 'lg:aspect-auto lg:min-h-48 lg:w-2/5 lg:shrink-0' : ''}`}
			>
				<CardCover
					photo={listing.imageUrls[0]}
					// The owner's description of the cover; without one the photo adds nothing the heading does not say.
					alt={listing.imageAlts[0] ?? ''}
					sizes={wide ? '(min-width: 1024px) 260px, (min-width: 640px) 50vw, 100vw' : CARD_SIZES}
					priority={priority}
					label={marketLabel(listing)}
					className="size-full object-cover transition duration-300 group-hover:scale-105"
				/>
			</div>
			<div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
				<h3 className="line-clamp-2 text-lg font-semibold text-strong group-hover:text-brand-700 dark:group-hover:text-brand-300">
					{listing.name}
				</h3>
				{/* The street gives way before the town does. */}
				<p className="flex min-w-0 items-center gap-1 text-sm text-muted">
					<Icon name="map-pin" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
					<span className="min-w-0 truncate">{address.street}</span>
					{address.town ? <span className="max-w-[70%] shrink-0 truncate">{address.town}</span> : null}
				</p>
				<p className="line-clamp-2 text-sm text-muted">{listing.description}</p>
				{/* Each part whole, on the next line when there is no room: a price is never cut. */}
				<p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-lg font-bold text-strong">
					<span className="whitespace-nowrap">
						{formatPrice(price)}
						{listing.type === 'rent' ? <span className="text-sm font-medium text-muted"> / Month</span> : null}
					</span>
					{showsOffer(listing) ? (
						<span className="text-sm font-medium whitespace-nowrap text-slate-500 line-through dark:text-slate-400">
							<span className="sr-only">was </span>
							{formatPrice(listing.regularPrice)}
						</span>
					) : null}
					{listing.reduced && isOnTheMarket(listing.status) ? (
						<span className="badge-reduced">Price reduced</span>
					) : null}
				</p>
				{listing.floorArea ? (
					<p className="text-sm text-muted">{formatPricePerArea(price, listing.floorArea, areaUnit)}</p>
				) : null}
				<p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700 dark:text-slate-200">
					{listing.propertyType ? <span>{PROPERTY_TYPE_LABELS[listing.propertyType]}</span> : null}
					<span className="flex items-center gap-1">
						<Icon name="bed-double" className="size-4" />
						{pluralize(listing.bedrooms, 'Bed')}
					</span>
					<span className="flex items-center gap-1">
						<Icon name="bath" className="size-4" />
						{pluralize(listing.bathrooms, 'Bath')}
					</span>
					{listing.floorArea ? (
						<span className="flex items-center gap-1">
							<Icon name="ruler" className="size-4" />
							{formatArea(listing.floorArea, areaUnit)}
						</span>
					) : null}
				</p>
			</div>
		</PlainLink>
	)
}
