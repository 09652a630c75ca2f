import { type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { type DragEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { type z } from 'zod'
import { ErrorList, inputProps } from '~/components/forms'
import { Icon } from '~/components/icon'
import { type listingFormSchema, UPLOAD_INTENT } from '~/schemas/listing'
import { defaultPhotoAlt, PHOTO_ALT_MAX, photoSources } from '~/utils/photos'
import { useHydrated } from '~/utils/use-hydrated'
import { uploadPhotos } from './__upload-photos'

type ListingForm = z.input<typeof listingFormSchema>

const ARRANGE_BUTTON =
	'rounded-lg px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800'

type Props = {
	form: FormMetadata<ListingForm, string[]>
	field: FieldMetadata<ListingForm['photos'], ListingForm, string[]>
	/** The name typed so far: a photo without a description is called by it and its number. */
	listingName: string
	uploadErrors?: string[]
	maxPhotos: number
}

const DESCRIPTION_HINT = 'photo-descriptions-hint'

/** A photo by its place, as the buttons name it. */
const photoName = (index: number) => (index === 0 ? 'cover photo' : `photo ${index + 1}`)

/**
 * Choose photos, Upload them, see them listed with a description each and Make cover, Move up,
 * Move down and Remove; the first is the cover. Without JavaScript Upload and the arranging
 * buttons post the form (Conform's list intents, answered with the list rearranged, descriptions
 * and all); with it the photos go to /api/upload with a progress figure and join the list in
 * place, the list rearranges in place, and a photo can also be dragged by its handle (native drag
 * events: the buttons stay for the keyboard). Each move is announced to screen readers.
 */
export function PhotoPicker({ form, field, listingName, uploadErrors, maxPhotos }: Props) {
	const hydrated = useHydrated()
	const fileInput = useRef<HTMLInputElement>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const [clientError, setClientError] = useState<string | null>(null)
	const [announcement, setAnnouncement] = useState('')
	const [dragged, setDragged] = useState<number | null>(null)
	const [dropTarget, setDropTarget] = useState<number | null>(null)
	const photos = field.getFieldList()
	const uploading = progress !== null

	/** Empties the file input: a chosen file is uploaded or refused, never left to go with the next save. */
	const clearChosenFiles = () => {
		if (fileInput.current) fileInput.current.value = ''
	}

	// A save that came back with an upload error (the files went with the form): let go of them too.
	useEffect(() => {
		if (uploadErrors?.length) clearChosenFiles()
	}, [uploadErrors])

	async function uploadInPlace(event: MouseEvent<HTMLButtonElement>) {
		if (!hydrated) return
		event.preventDefault()
		const files = [...(fileInput.current?.files ?? [])]
		setClientError(null)
		if (!files.length) return setClientError('Choose at least one image to upload')
		if (files.length + photos.length > maxPhotos) {
			clearChosenFiles()
			return setClientError(`You can only upload ${maxPhotos} images per listing`)
		}
		setProgress(0)
		try {
			const urls = await uploadPhotos(files, setProgress)
			for (const url of urls) form.insert({ name: field.name, defaultValue: { url, alt: '' } })
			setAnnouncement(`${urls.length === 1 ? 'One photo' : `${urls.length} photos`} added`)
		} catch (error) {
			setClientError(error instanceof Error ? error.message : 'Image upload failed (2 mb max per image)')
		} finally {
			clearChosenFiles()
			setProgress(null)
		}
	}

	/** What a screen reader hears once a photo has moved (with JavaScript; without it the page comes back). */
	const announceMove = (from: number, to: number) =>
		setAnnouncement(
			to === 0
				? `Photo ${from + 1} is now the cover photo`
				: `Photo ${from + 1} moved to place ${to + 1} of ${photos.length}`,
		)

	function startDrag(event: DragEvent<HTMLElement>, index: number) {
		event.dataTransfer.effectAllowed = 'move'
		// Some browsers start a drag only with data set.
		event.dataTransfer.setData('text/plain', String(index + 1))
		const row = event.currentTarget.closest('li')
		if (row) event.dataTransfer.setDragImage(row, 24, 24)
		setDragged(index)
	}

	function dragOver(event: DragEvent<HTMLElement>, index: number) {
		if (dragged === null) return
		event.preventDefault()
		event.dataTransfer.dropEffect = 'move'
		if (dropTarget !== index) setDropTarget(index)
	}

	function drop(event: DragEvent<HTMLElement>, index: number) {
		if (dragged === null) return
		event.preventDefault()
		if (dragged !== index) {
			form.reorder({ name: field.name, from: dragged, to: index })
			announceMove(dragged, index)
		}
		endDrag()
	}

	function endDrag() {
		setDragged(null)
		setDropTarget(null)
	}

	return (
		<fieldset>
			<legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
				Images:{' '}
				<span className="font-normal text-slate-600 dark:text-slate-400">
					The first image will be the cover (max {maxPhotos})
				</span>
			</legend>
			{/* The photos the listing has, in order, before the file input (the server counts them first). */}
			{photos.map((photo) => {
				const { key, ...props } = inputProps(photo.getFieldset().url, { type: 'hidden' })
				return <input key={key} {...props} />
			})}
			<div className="mt-2 flex gap-3">
				<label htmlFor="listing-images" className="sr-only">
					Choose images
				</label>
				<input
					ref={fileInput}
					id="listing-images"
					name="images"
					type="file"
					accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
					multiple
					aria-describedby="listing-images-hint"
					className="input min-w-0 flex-1 p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 dark:file:bg-slate-800 dark:file:text-brand-200"
				/>
				<button
					type="submit"
					name="intent"
					value={UPLOAD_INTENT}
					onClick={uploadInPlace}
					disabled={uploading}
					className="btn-secondary shrink-0 border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200"
				>
					<Icon name="image-plus" className="size-4" />
					{uploading ? 'Uploading...' : 'Upload'}
				</button>
			</div>
			<p id="listing-images-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
				2 MB max per image. JPEG, PNG, WebP, AVIF or GIF.
				{hydrated && photos.length > 1 ? ' Drag a photo by its handle, or use its buttons, to move it.' : null}
			</p>
			<div aria-live="polite" className="mt-1 min-h-5 text-sm">
				{uploading ? (
					<progress value={progress} max={100} className="h-2 w-full accent-brand-700" aria-label="Upload progress">
						{progress}%
					</progress>
				) : null}
				<ErrorList errors={clientError ? [clientError] : uploadErrors} />
				<ErrorList errors={field.errors} />
			</div>
			{/* Moves and additions, read out; rendered from the start so that screen readers follow it. */}
			<p aria-live="polite" className="sr-only">
				{announcement}
			</p>
			{photos.length ? (
				<p id={DESCRIPTION_HINT} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
					A photo’s description is read out to visitors who cannot see it. Left empty, it is the listing’s name and the
					photo’s number.
				</p>
			) : null}
			{photos.length ? (
				<ol className="mt-3 flex flex-col gap-3">
					{photos.map((photo, index) => {
						const { url, alt } = photo.getFieldset()
						const { key: _key, ...altProps } = inputProps(alt, { type: 'text' })
						return (
							<li
								key={photo.key}
								onDragOver={(event) => dragOver(event, index)}
								onDrop={(event) => drop(event, index)}
								className={`flex flex-col gap-2 rounded-xl border p-2 ${
									dropTarget === index && dragged !== index
										? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-400 dark:ring-brand-400'
										: 'border-slate-200 dark:border-slate-700'
								} ${dragged === index ? 'opacity-60' : ''}`}
							>
								<div className="flex flex-wrap items-center gap-2">
									{hydrated && photos.length > 1 ? (
										// For the mouse and touch pads; the buttons do the same from the keyboard.
										<span
											draggable
											onDragStart={(event) => startDrag(event, index)}
											onDragEnd={endDrag}
											title="Drag to move"
											aria-hidden
											data-drag-handle
											className="flex h-11 shrink-0 cursor-grab items-center text-slate-500 active:cursor-grabbing dark:text-slate-400"
										>
											<Icon name="grip-vertical" className="size-5" />
										</span>
									) : null}
									<img
										{...photoSources(url.value)}
										sizes="120px"
										alt={index === 0 ? 'Cover photo' : `Photo ${index + 1}`}
										width={120}
										height={80}
										draggable={false}
										className="h-20 w-24 shrink-0 rounded-lg object-cover sm:w-28"
									/>
									{index === 0 ? (
										<span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
											Cover
										</span>
									) : null}
									<div className="ml-auto flex flex-wrap items-center justify-end gap-1">
										{index > 0 ? (
											<button
												{...form.reorder.getButtonProps({ name: field.name, from: index, to: 0 })}
												onClick={() => announceMove(index, 0)}
												aria-label={`Make photo ${index + 1} the cover`}
												className={ARRANGE_BUTTON}
											>
												Make cover
											</button>
										) : null}
										{index > 0 ? (
											<button
												{...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
												onClick={() => announceMove(index, index - 1)}
												aria-label={`Move ${index === 1 ? 'photo 2 up, to the cover' : `photo ${index + 1} up`}`}
												title="Move up"
												className={ARRANGE_BUTTON}
											>
												<Icon name="arrow-up" className="size-4" />
											</button>
										) : null}
										{index < photos.length - 1 ? (
											<button
												{...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
												onClick={() => announceMove(index, index + 1)}
												aria-label={`Move ${photoName(index)} down`}
												title="Move down"
												className={ARRANGE_BUTTON}
											>
												<Icon name="arrow-up" className="size-4 rotate-180" />
											</button>
										) : null}
										<button
											{...form.remove.getButtonProps({ name: field.name, index })}
											onClick={() => setAnnouncement(`Photo ${index + 1} removed`)}
											aria-label={`Remove ${photoName(index)}`}
											className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 uppercase hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
										>
											<Icon name="trash" className="size-4" />
											Remove
										</button>
									</div>
								</div>
								<div>
									<label htmlFor={alt.id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
										Description
										<span className="sr-only"> of {index === 0 ? 'the cover photo' : `photo ${index + 1}`}</span>
									</label>
									<input
										{...altProps}
										aria-describedby={[altProps['aria-describedby'], DESCRIPTION_HINT].filter(Boolean).join(' ')}
										maxLength={PHOTO_ALT_MAX}
										placeholder={defaultPhotoAlt(listingName.trim() || 'Your listing', index)}
										className="mt-1 input py-1.5 text-sm"
									/>
									<ErrorList id={alt.errorId} errors={alt.errors} />
								</div>
							</li>
						)
					})}
				</ol>
			) : null}
		</fieldset>
	)
}
