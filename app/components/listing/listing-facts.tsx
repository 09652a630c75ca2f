import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'
import { type Listing } from '~/db/schema'
import { formatPrice, pluralize } from '~/utils/format'
import { type AreaUnit, availabilityText, FEATURE_LABELS, formatArea, PROPERTY_TYPE_LABELS } from '~/utils/home-facts'
import { pick } from '~/utils/misc'

/** The fields of a home its facts show. */
const FACT_FIELDS = [
	'type',
	'bedrooms',
	'bathrooms',
	'parking',
	'furnished',
	'propertyType',
	'floorArea',
	'yearBuilt',
	'features',
	'deposit',
	'availableFrom',
	'minimumTermMonths',
] as const satisfies ReadonlyArray<keyof Listing>

type Facts = Pick<Listing, (typeof FACT_FIELDS)[number]>

/** What of a home its facts show, and nothing else: what they are kept by (RenderedOnce). */
export function listingFacts(listing: Facts): Facts {
	return pick(listing, FACT_FIELDS)
}

type Props = {
	listing: Facts
	/** The unit the site gives floor areas in (useAreaUnit). */
	areaUnit: AreaUnit
}

/**
 * The facts of the home in a grid: its kind, beds, baths, floor area, year built, parking and
 * furnishing; for a rent its terms; then its features. Facts a listing does not give are left out.
 */
export function ListingFacts({ listing, areaUnit }: Props) {
	const facts: { icon: IconName; text: string }[] = [
		...(listing.propertyType ? [{ icon: 'house' as const, text: PROPERTY_TYPE_LABELS[listing.propertyType] }] : []),
		{ icon: 'bed-double', text: pluralize(listing.bedrooms, 'Bed') },
		{ icon: 'bath', text: pluralize(listing.bathrooms, 'Bath') },
		...(listing.floorArea ? [{ icon: 'ruler' as const, text: formatArea(listing.floorArea, areaUnit) }] : []),
		...(listing.yearBuilt ? [{ icon: 'hammer' as const, text: `Built ${listing.yearBuilt}` }] : []),
		{
			icon: listing.parking ? 'square-letter-p' : 'square-letter-p-off',
			text: listing.parking ? 'Parking spot' : 'No Parking',
		},
		{ icon: 'sofa', text: listing.furnished ? 'Furnished' : 'Unfurnished' },
	]
	const terms =
		listing.type === 'rent'
			? [
					listing.availableFrom ? availabilityText(listing.availableFrom) : null,
					listing.deposit !== null ? `Deposit ${formatPrice(listing.deposit)}` : null,
					listing.minimumTermMonths ? `Minimum term ${pluralize(listing.minimumTermMonths, 'month')}` : null,
				].filter((term): term is string => term !== null)
			: []
	return (
		<div className="flex flex-col gap-4">
			<ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3" aria-label="Facts">
				{facts.map(({ icon, text }) => (
					<li key={text} className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
						<Icon name={icon} className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
						{text}
					</li>
				))}
			</ul>
			{terms.length ? (
				<ul className="flex flex-wrap gap-x-6 gap-y-2 text-slate-800 dark:text-slate-100" aria-label="Rental terms">
					{terms.map((term) => (
						<li key={term} className="flex items-center gap-2">
							<Icon name="calendar-days" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
							{term}
						</li>
					))}
				</ul>
			) : null}
			{listing.features.length ? (
				<ul className="flex flex-wrap gap-2" aria-label="Features">
					{listing.features.map((feature) => (
						<li
							key={feature}
							className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
						>
							{FEATURE_LABELS[feature as keyof typeof FEATURE_LABELS] ?? feature}
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
