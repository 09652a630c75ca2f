import { imageSources } from '~/content/images'
import { FETCH_FIRST } from '~/utils/photos'

type Props = {
	image: { src: string; width: number; height: number }
	sizes: string
	alt: string
	className: string
	/** The largest picture of the first screen: fetched first instead of when it scrolls near. */
	priority?: boolean
}

/** A generated picture of the marketing pages (content/images.ts) in all its widths. */
export function MarketingPicture({ image, alt, priority = false, ...props }: Props) {
	return (
		<img
			{...imageSources(image)}
			{...props}
			alt={alt}
			width={image.width}
			height={image.height}
			{...(priority ? FETCH_FIRST : { loading: 'lazy', decoding: 'async' })}
		/>
	)
}
