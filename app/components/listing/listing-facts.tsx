import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'
import { type Listing } from '~/db/schema'
import { pluralize } from '~/utils/format'

type Props = { listing: Pick<Listing, 'bedrooms' | 'bathrooms' | 'parking' | 'furnished'> }

/** Beds, baths, parking and furnishing, in the singular or plural as the numbers ask. */
export function ListingFacts({ listing }: Props) {
	const facts: { icon: IconName; text: string }[] = [
		{ icon: 'bed-double', text: pluralize(listing.bedrooms, 'Bed') },
		{ icon: 'bath', text: pluralize(listing.bathrooms, 'Bath') },
		{
			icon: listing.parking ? 'square-letter-p' : 'square-letter-p-off',
			text: listing.parking ? 'Parking spot' : 'No Parking',
		},
		{ icon: 'sofa', text: listing.furnished ? 'Furnished' : 'Unfurnished' },
	]
	return (
		<ul className="flex flex-wrap gap-x-6 gap-y-3" aria-label="Facts">
			{facts.map(({ icon, text }) => (
				<li key={text} className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
					<Icon name={icon} className="size-5 text-brand-700 dark:text-brand-300" />
					{text}
				</li>
			))}
		</ul>
	)
}
