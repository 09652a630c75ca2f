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
 * several widths; an address from elsewhere (a client of the old API) is used as is.
 */
export function photoSources(url: string | undefined) {
	const src = url || FALLBACK_PHOTO
	const match = ownPhoto.exec(src)
	if (!match || /\.w\d+$/.test(match[1]!)) return { src }
	const base = match[1]
	return {
		src,
		srcSet: PHOTO_WIDTHS.map((width) =>
			width === 1200 ? `${src} ${width}w` : `${base}.w${width}.webp ${width}w`,
		).join(', '),
	}
}
