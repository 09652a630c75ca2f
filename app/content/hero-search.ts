/**
 * The choices of the hero search bar (docs/product.md, Home pages) and the search filters each one means.
 * The form sends `price`, `kind` and `purpose`; /hero-search turns them into the
 * parameters of /search (type, minPrice, maxPrice, searchTerm).
 */
import { formatPrice } from '~/utils/format'

type PriceRange = { value: string; label: string; minPrice: number; maxPrice: number }

const range = (minPrice: number, maxPrice: number): PriceRange => ({
	value: `${minPrice}-${maxPrice}`,
	label: `${formatPrice(minPrice)} – ${formatPrice(maxPrice)}`,
	minPrice,
	maxPrice,
})

export const priceRanges: PriceRange[] = [
	range(40_000, 80_000),
	range(80_000, 120_000),
	range(120_000, 200_000),
	range(200_000, 300_000),
	range(300_000, 500_000),
	range(500_000, 1_000_000),
]

type PropertyKind = { value: string; label: string; searchTerm: string }

export const propertyKinds: PropertyKind[] = [
	{ value: 'condos', label: 'Condos', searchTerm: 'condo' },
	{ value: 'office-buildings', label: 'Office buildings', searchTerm: 'office' },
	{ value: 'apartments', label: 'Apartments', searchTerm: 'apartment' },
	{ value: 'mansions', label: 'Mansions', searchTerm: 'mansion' },
	{ value: 'real-estate', label: 'Real estate (any kind)', searchTerm: '' },
	{ value: 'penthouse', label: 'Penthouses', searchTerm: 'penthouse' },
	{ value: 'living-room', label: 'Homes with a living room', searchTerm: 'living room' },
]

type Purpose = { value: 'sale' | 'rent'; label: string }

export const purposes: Purpose[] = [
	{ value: 'sale', label: 'Buy (for sale)' },
	{ value: 'rent', label: 'Rent' },
]

/** The /search query string for the hero choices; unknown or empty choices add no filter. */
export function heroSearchQuery(choice: { price?: string | null; kind?: string | null; purpose?: string | null }) {
	const params = new URLSearchParams()
	const purpose = purposes.find((option) => option.value === choice.purpose)
	if (purpose) params.set('type', purpose.value)
	const price = priceRanges.find((option) => option.value === choice.price)
	if (price) {
		params.set('minPrice', String(price.minPrice))
		params.set('maxPrice', String(price.maxPrice))
	}
	const kind = propertyKinds.find((option) => option.value === choice.kind)
	if (kind?.searchTerm) params.set('searchTerm', kind.searchTerm)
	return params.toString()
}
