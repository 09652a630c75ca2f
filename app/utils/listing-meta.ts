import { type Listing } from '~/db/schema'
import { excerpt } from './excerpt'
import { isOnTheMarket } from './listing-status'
import { FALLBACK_PHOTO, photoAlts } from './photos'

type ListingForMeta = Pick<
	Listing,
	| 'id'
	| 'name'
	| 'description'
	| 'address'
	| 'type'
	| 'bedrooms'
	| 'bathrooms'
	| 'regularPrice'
	| 'discountPrice'
	| 'offer'
	| 'parking'
	| 'furnished'
	| 'imageUrls'
	| 'imageAlts'
	| 'status'
>

export const SITE_NAME = 'Homestead'

/** What a visitor pays: the discount price when on offer, else the regular price. */
export function effectivePrice(listing: Pick<Listing, 'offer' | 'regularPrice' | 'discountPrice'>) {
	return listing.offer ? listing.discountPrice : listing.regularPrice
}

/** An address as a crawler needs it: paths on this site are prefixed with the public URL. */
export function absoluteUrl(url: string, publicUrl: string) {
	return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`
}

/** Search engines and link previews show about 160 characters of a description: the excerpt and its ellipsis. */
const DESCRIPTION_LENGTH = 160 - 1

/** The bundled pictures (demo photos and the fallback) are all drawn at 1200 × 800; uploads keep their own shape. */
function knownSize(url: string) {
	return url.startsWith('/images/') ? { width: 1200, height: 800 } : undefined
}

/** Title, description, Open Graph and Twitter card of a listing page, so a shared link shows a preview. */
export function listingMeta(listing: ListingForMeta, { url, publicUrl }: { url: string; publicUrl: string }) {
	const title = `${listing.name} | ${SITE_NAME}`
	const description = excerpt(listing.description, DESCRIPTION_LENGTH)
	const cover = listing.imageUrls[0] ?? FALLBACK_PHOTO
	const image = absoluteUrl(cover, publicUrl)
	const size = knownSize(cover)
	const imageAlt = photoAlts(listing)[0] ?? `Photo of ${listing.name}`
	return [
		{ title },
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: SITE_NAME },
		{ property: 'og:title', content: listing.name },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: image },
		...(size
			? [
					{ property: 'og:image:width', content: String(size.width) },
					{ property: 'og:image:height', content: String(size.height) },
				]
			: []),
		{ property: 'og:image:alt', content: imageAlt },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: listing.name },
		{ name: 'twitter:description', content: description },
		{ name: 'twitter:image', content: image },
		{ name: 'twitter:image:alt', content: imageAlt },
	]
}

/**
 * schema.org data of a listing: an Offer (sell or lease out) of an Accommodation,
 * which is what search engines read for rich results.
 */
export function listingJsonLd(listing: ListingForMeta, { url, publicUrl }: { url: string; publicUrl: string }) {
	const price = effectivePrice(listing)
	const alts = photoAlts(listing)
	const photos = listing.imageUrls.length
		? listing.imageUrls.map((url, index) => ({ url, description: alts[index]! }))
		: [{ url: FALLBACK_PHOTO, description: `Photo of ${listing.name}` }]
	return {
		'@context': 'https://schema.org',
		'@type': 'Offer',
		url,
		name: listing.name,
		description: listing.description,
		// Each photo with what it shows, as its alt text says it.
		image: photos.map((photo) => ({
			'@type': 'ImageObject',
			contentUrl: absoluteUrl(photo.url, publicUrl),
			description: photo.description,
		})),
		price,
		priceCurrency: 'USD',
		...(listing.type === 'rent'
			? {
					priceSpecification: {
						'@type': 'UnitPriceSpecification',
						price,
						priceCurrency: 'USD',
						// UN/CEFACT code for "month": the rent is per month.
						unitCode: 'MON',
					},
				}
			: {}),
		businessFunction: `http://purl.org/goodrelations/v1#${listing.type === 'rent' ? 'LeaseOut' : 'Sell'}`,
		// A home sold, let or withdrawn is not on offer any more.
		availability: isOnTheMarket(listing.status) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
		itemOffered: {
			'@type': 'Accommodation',
			name: listing.name,
			address: listing.address,
			numberOfBedrooms: listing.bedrooms,
			numberOfBathroomsTotal: listing.bathrooms,
			amenityFeature: [
				{ '@type': 'LocationFeatureSpecification', name: 'Parking', value: listing.parking },
				{ '@type': 'LocationFeatureSpecification', name: 'Furnished', value: listing.furnished },
			],
		},
	}
}
