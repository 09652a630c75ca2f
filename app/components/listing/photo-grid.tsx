import { type MouseEvent, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { listingPhotosPath } from '~/utils/paths'
import { defaultPhotoAlt, FETCH_FIRST, photoSources } from '~/utils/photos'
import { useHydrated } from '~/utils/use-hydrated'
import { PhotoSlider } from './photo-slider'

type Props = {
	listingId: string
	photos: string[]
	/** Each photo's alt text, in the same order (utils/photos.ts, photoAlts). */
	alts: string[]
	listingName: string
}

/** How many photos the grid shows beside the cover (from the sm breakpoint; a phone shows the cover). */
const SMALL_PHOTOS = 4

/**
 * Where a photo sits in the grid of 4 columns and 2 rows, so that it is filled whatever the number of
 * photos: the cover on the left (all of it alone, 3 columns beside one photo, else 2), the others
 * beside it, the last one wider when they are odd. On a phone only the cover shows.
 */
function gridPlace(index: number, count: number) {
	const small = Math.min(SMALL_PHOTOS, count - 1)
	if (index === 0)
		return `sm:row-span-2 ${small === 0 ? 'sm:col-span-4' : small === 1 ? 'sm:col-span-3' : 'sm:col-span-2'}`
	const wide = small === 2 || (small === 3 && index === 3)
	return `hidden sm:block ${small === 1 ? 'sm:row-span-2' : wide ? 'sm:col-span-2' : ''}`
}

/**
 * The listing's photos as a grid: the cover large, four more small, and 'See all N photos'. Each photo
 * and the button link to the page of all photos, so without JavaScript every photo is a click away; with
 * JavaScript they open the full-screen viewer at that photo instead (a modal dialog: Escape closes it,
 * the arrow keys and a swipe move through the photos, 'Photo n of m', nothing moves by itself).
 */
export function PhotoGrid({ listingId, photos, alts, listingName }: Props) {
	const hydrated = useHydrated()
	const dialogRef = useRef<HTMLDialogElement>(null)
	const [openAt, setOpenAt] = useState<number | null>(null)
	const shown = photos.length ? photos : [undefined]
	const allPhotos = listingPhotosPath(listingId)
	const altOf = (index: number) =>
		shown[index] ? (alts[index] ?? defaultPhotoAlt(listingName, index)) : `${listingName} has no photos yet`

	function open(index: number, event: MouseEvent) {
		if (!hydrated || !photos.length) return
		event.preventDefault()
		setOpenAt(index)
		dialogRef.current?.showModal()
	}

	return (
		<section aria-label={`Photos of ${listingName}`} className="container-page pt-4 sm:pt-6">
			<div className="relative grid h-64 gap-2 overflow-hidden rounded-2xl sm:h-96 sm:grid-cols-4 sm:grid-rows-2 lg:h-[480px]">
				{shown.slice(0, 1 + SMALL_PHOTOS).map((photo, index) => (
					<a
						key={`${index}-${photo}`}
						href={`${allPhotos}#photo-${index + 1}`}
						onClick={(event) => open(index, event)}
						className={`group relative block overflow-hidden bg-slate-100 dark:bg-slate-800 ${gridPlace(index, shown.length)}`}
					>
						<img
							loading={index === 0 ? 'eager' : 'lazy'}
							{...(index === 0 ? FETCH_FIRST : {})}
							sizes={index === 0 ? '(min-width: 640px) 50vw, 100vw' : '25vw'}
							{...photoSources(photo)}
							width={1200}
							height={800}
							alt={altOf(index)}
							decoding={index === 0 ? undefined : 'async'}
							className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
						/>
					</a>
				))}
				{photos.length > 1 ? (
					<a
						href={allPhotos}
						onClick={(event) => open(0, event)}
						className="absolute right-3 bottom-3 inline-flex items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-slate-900 shadow-md hover:bg-white dark:bg-slate-900/90 dark:text-white"
					>
						<Icon name="layout-grid" className="size-4" />
						See all {photos.length} photos
					</a>
				) : null}
			</div>
			<dialog
				ref={dialogRef}
				aria-label={`Photos of ${listingName}`}
				onClose={() => setOpenAt(null)}
				className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
			>
				<div className="flex h-20 items-center justify-between px-4">
					<p className="truncate font-semibold">{listingName}</p>
					<form method="dialog">
						<button
							type="submit"
							aria-label="Close the photos"
							className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
						>
							<Icon name="x" className="size-6" />
						</button>
					</form>
				</div>
				{openAt === null ? null : (
					<PhotoSlider photos={photos} alts={alts} listingName={listingName} startAt={openAt} fit="screen" />
				)}
			</dialog>
		</section>
	)
}
