import { pictureUrl } from './pictures'

/** Widths stored for every photo this site keeps: `name.w400.webp`, `name.w800.webp` and `name.webp` (1200 px). */
export const PHOTO_WIDTHS = [400, 800, 1200] as const
export const FALLBACK_PHOTO = '/images/listing-fallback.webp'

/**
 * Props for the largest picture of the first screen, so that it is fetched before the
 * scripts. React 18 does not know `fetchPriority`, so the attribute goes in its HTML spelling.
 */
export const FETCH_FIRST = { fetchpriority: 'high' } as const

const ownPhoto = /^(\/(?:images|uploads)\/[\w./-]+?)\.webp$/

/**
 * `src` and `srcSet` for a photo address. Photos stored by this site come in
 * several widths; an address from elsewhere (a client of the old API) is used as is. The site's
 * own pictures are shown under their version (pictureUrl).
 */
export function photoSources(url: string | undefined) {
	const stored = url || FALLBACK_PHOTO
	const src = pictureUrl(stored)
	const match = ownPhoto.exec(stored)
	if (!match || /\.w\d+$/.test(match[1]!)) return { src }
	const base = match[1]
	return {
		src,
		srcSet: PHOTO_WIDTHS.map((width) =>
			width === 1200 ? `${src} ${width}w` : `${pictureUrl(`${base}.w${width}.webp`)} ${width}w`,
		).join(', '),
	}
}

/** The longest description of a photo (its alt text) an owner may write. */
export const PHOTO_ALT_MAX = 150

/** What a photo is called when its owner wrote no description: the listing's name and the photo's number. */
export function defaultPhotoAlt(listingName: string, index: number) {
	return `${listingName}, photo ${index + 1}`
}

type DescribedPhotos = { name: string; imageUrls: string[]; imageAlts: string[] }

/** Each photo's alt text, in order: its owner's description, else the listing's name and its number. */
export function photoAlts(listing: DescribedPhotos) {
	return listing.imageUrls.map((_, index) => listing.imageAlts[index] || defaultPhotoAlt(listing.name, index))
}

/**
 * The descriptions to store: none (empty) where a text is the default of one of these listing
 * names (`Sunny loft, photo 3`, as the API answers a photo without one), so that it keeps following
 * the photo's place and the listing's name instead of being frozen.
 */
export function withoutDefaultAlts(alts: string[], listingNames: string[]) {
	return alts.map((alt) =>
		listingNames.some((name) => alt.startsWith(`${name}, photo `) && /^\d+$/.test(alt.slice(name.length + 8)))
			? ''
			: alt,
	)
}

/**
 * The descriptions of `urls` when a client sends the photos without them: each photo the listing
 * had keeps its own (a photo listed twice takes its descriptions in turn), a new one has none.
 */
export function carryPhotoAlts(before: Pick<DescribedPhotos, 'imageUrls' | 'imageAlts'>, urls: string[]) {
	const unused = before.imageUrls.map((url, index) => ({ url, alt: before.imageAlts[index] ?? '' }))
	return urls.map((url) => {
		const match = unused.findIndex((photo) => photo.url === url)
		return match === -1 ? '' : unused.splice(match, 1)[0]!.alt
	})
}
