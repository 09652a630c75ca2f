import { purposeLabel } from '~/utils/format'
import { Photo } from './photo'

type Props = {
	/** The photo's address; the fallback picture without one. */
	photo: string | undefined
	/** What the photo shows, for those who cannot see it; empty (the default) when the card's text says it all. */
	alt?: string
	sizes: string
	/** Above the fold: loaded at once instead of lazily. */
	priority: boolean
	purpose: 'rent' | 'sale'
	className: string
}

/** The cover of a home's card: its photo and, on it, what the home is offered for. */
export function CardCover({ photo, alt = '', sizes, priority, purpose, className }: Props) {
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
				{purposeLabel(purpose)}
			</span>
		</>
	)
}
