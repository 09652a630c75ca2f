import { type ComponentProps } from 'react'
import { FETCH_FIRST, photoSources } from '~/utils/photos'

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
	/** A stored photo's address (a listing's, a post's, a demo photo); the fallback photo without one. */
	src: string | undefined
	sizes: string
	alt: string
	/** The largest picture of the first screen: fetched before the scripts. */
	priority?: boolean
}

/** A photo this site stores (3:2, 1200 px at its widest; utils/photos.ts) in all its widths. */
export function Photo({ src, alt, priority = false, ...props }: Props) {
	return (
		<img {...photoSources(src)} {...(priority ? FETCH_FIRST : {})} {...props} alt={alt} width={1200} height={800} />
	)
}
