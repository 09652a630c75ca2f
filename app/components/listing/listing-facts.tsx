import { Bath, BedDouble, Sofa, SquareParking, SquareParkingOff } from 'lucide-react'
import { type Listing } from '~/db/schema'
import { pluralize } from '~/utils/format'

type Props = { listing: Pick<Listing, 'bedrooms' | 'bathrooms' | 'parking' | 'furnished'> }

/** Beds, baths, parking and furnishing, in the singular or plural as the numbers ask. */
export function ListingFacts({ listing }: Props) {
	const facts = [
		{ Icon: BedDouble, text: pluralize(listing.bedrooms, 'Bed') },
		{ Icon: Bath, text: pluralize(listing.bathrooms, 'Bath') },
		{ Icon: listing.parking ? SquareParking : SquareParkingOff, text: listing.parking ? 'Parking spot' : 'No Parking' },
		{ Icon: Sofa, text: listing.furnished ? 'Furnished' : 'Unfurnished' },
	]
	return (
		<ul className="flex flex-wrap gap-x-6 gap-y-3" aria-label="Facts">
			{facts.map(({ Icon, text }) => (
				<li key={text} className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
					<Icon className="size-5 text-brand-700 dark:text-brand-300" aria-hidden />
					{text}
				</li>
			))}
		</ul>
	)
}
