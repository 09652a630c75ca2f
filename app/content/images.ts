import { pictureUrl } from '~/utils/pictures'

/** Pictures of the marketing pages, drawn by scripts/generate-marketing-images.mjs into public/images/marketing/. */
const DIR = '/images/marketing'

export const marketingImages = {
	hero: { src: `${DIR}/hero.webp`, width: 1200, height: 900 },
	aboutRenovation: { src: `${DIR}/about-renovation.webp`, width: 1200, height: 800 },
	aboutPlans: { src: `${DIR}/about-plans.webp`, width: 1200, height: 800 },
	videoPoster: { src: `${DIR}/video-poster.webp`, width: 1200, height: 675 },
	contactMap: { src: `${DIR}/contact-map.webp`, width: 1200, height: 800 },
} as const

const VARIANT_WIDTHS = [400, 800]

/**
 * `src` and `srcSet` for a generated picture, as pages show it (pictureUrl): the generator writes
 * `name.w400.webp` and `name.w800.webp` beside every picture wider than those widths.
 */
export function imageSources({ src, width }: { src: string; width: number }) {
	const base = src.replace(/\.webp$/, '')
	const variants = VARIANT_WIDTHS.filter((w) => w < width).map((w) => `${pictureUrl(`${base}.w${w}.webp`)} ${w}w`)
	return { src: pictureUrl(src), srcSet: [...variants, `${pictureUrl(src)} ${width}w`].join(', ') }
}

/** A demo home photo (public/images/demo, drawn by scripts/generate-images.mjs): NN 1..30, K 1 exterior, 2..4 interiors. */
export function demoPhoto(home: number, shot: 1 | 2 | 3 | 4 = 1) {
	return `/images/demo/home-${String(home).padStart(2, '0')}-${shot}.webp`
}

export const portrait = (slug: string) => ({ src: `${DIR}/people/${slug}.webp`, width: 640, height: 800 })
export const avatar = (slug: string) => `${DIR}/people/${slug}-avatar.webp`
