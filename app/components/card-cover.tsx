import { Photo } from './photo'

type Props = {
	/** The photo's address; the fallback picture without one. */
	photo: string | undefined
	/** What the photo shows, for those who cannot see it; empty (the default) when the card's text says it all. */
	alt?: string
	sizes: string
	/** Above the fold: loaded at once instead of lazily. */
	priority: boolean
	/** What the home is on offer for ('For Sale'), or where it stands once it is not ('Sold'). */
	label: string
	className: string
}

/** The cover of a home's card: its photo and, on it, what the home is offered for (or that it is not any more). */
export function CardCover({ photo, alt = '', sizes, priority, label, className }: Props) {
	return (
		<>
			<Photo
				src={photo}
				sizes={sizes}
				alt={alt}
				loading={priority ? 'eager' : 'lazy'}
				decoding="async"
				className={className}
			/>
			<span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow">
				{label}
			</span>
		</>
	)
}
