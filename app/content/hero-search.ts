/**
 * The choices of the hero search bar (docs/product.md, Home pages) and the search filters each one means.
 * The form sends `where`, `purpose`, `salePrice` or `rentPrice` (the bands of the purpose chosen: prices to
 * buy, or a month's rent) and `propertyType`; /hero-search turns them into the parameters of /search
 * (where, type, minPrice, maxPrice, propertyType). Links of the earlier bar (`price`, `kind`) still work.
 */
import { formatPrice } from '~/utils/format'
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from '~/utils/home-facts'
import { WHERE_MAX_LENGTH } from '~/utils/search-params'

export type PriceBand = { value: string; label: string; minPrice?: number; maxPrice?: number }

const band = (minPrice: number | undefined, maxPrice: number | undefined, perMonth = false): PriceBand => ({
	value: `${minPrice ?? ''}-${maxPrice ?? ''}`,
	// Read when a page renders, in the site's currency (set when the server starts, after this module loads).
	get label() {
		const label =
			minPrice === undefined
				? `Up to ${formatPrice(maxPrice!)}`
				: maxPrice === undefined
					? `${formatPrice(minPrice)} and more`
					: `${formatPrice(minPrice)} – ${formatPrice(maxPrice)}`
		return perMonth ? `${label} a month` : label
	},
	minPrice,
	maxPrice,
})

/** Prices to buy (the bands of the original bar). */
export const salePriceBands: PriceBand[] = [
	band(40_000, 80_000),
	band(80_000, 120_000),
	band(120_000, 200_000),
	band(200_000, 300_000),
	band(300_000, 500_000),
	band(500_000, 1_000_000),
	band(1_000_000, undefined),
]

/** A month's rent. */
export const rentPriceBands: PriceBand[] = [
	band(undefined, 1_500, true),
	band(1_500, 2_500, true),
	band(2_500, 3_500, true),
	band(3_500, 5_000, true),
	band(5_000, undefined, true),
]

export const purposes = [
	{ value: 'sale', label: 'Buy' },
	{ value: 'rent', label: 'Rent' },
] as const

export const heroPropertyTypes = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }))

/** The search terms the earlier bar's kinds of property stood for (`kind=apartments`), for links made then. */
const EARLIER_KINDS: Record<string, string> = {
	condos: 'condo',
	'office-buildings': 'office',
	apartments: 'apartment',
	mansions: 'mansion',
	penthouse: 'penthouse',
	'living-room': 'living room',
}

type Choice = Partial<
	Record<'where' | 'purpose' | 'salePrice' | 'rentPrice' | 'price' | 'propertyType' | 'kind', string | null>
>

/** The /search query string for the hero choices; unknown or empty choices add no filter. */
export function heroSearchQuery(choice: Choice) {
	const params = new URLSearchParams()
	const where = choice.where?.trim().slice(0, WHERE_MAX_LENGTH)
	if (where) params.set('where', where)
	const purpose = purposes.find((option) => option.value === choice.purpose)?.value
	if (purpose) params.set('type', purpose)
	// The bands of the purpose chosen (a price to buy without one, as the earlier bar's `price` was).
	const price =
		purpose === 'rent'
			? rentPriceBands.find((option) => option.value === choice.rentPrice)
			: salePriceBands.find((option) => option.value === (choice.salePrice ?? choice.price))
	if (price?.minPrice !== undefined) params.set('minPrice', String(price.minPrice))
	if (price?.maxPrice !== undefined) params.set('maxPrice', String(price.maxPrice))
	const type = PROPERTY_TYPES.find((option) => option === choice.propertyType) as PropertyType | undefined
	if (type) params.set('propertyType', type)
	const term = choice.kind ? EARLIER_KINDS[choice.kind] : undefined
	if (term) params.set('searchTerm', term)
	return params.toString()
}
