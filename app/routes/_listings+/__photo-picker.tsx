import { type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { type z } from 'zod'
import { ErrorList, inputProps } from '~/components/forms'
import { Icon } from '~/components/icon'
import { type listingFormSchema, UPLOAD_INTENT } from '~/schemas/listing'
import { defaultPhotoAlt, PHOTO_ALT_MAX, photoSources } from '~/utils/photos'
import { type PhotoArrangement, usePhotoArranging } from './__photo-arranging'
import { type UploadOptions, useUploadInPlace } from './__upload-photos'

type ListingForm = z.input<typeof listingFormSchema>
type ListingFormMetadata = FormMetadata<ListingForm, string[]>
type PhotosField = FieldMetadata<ListingForm['photos'], ListingForm, string[]>

type Props = {
	form: ListingFormMetadata
	field: PhotosField
	/** The name typed so far: a photo without a description is called by it and its number. */
	listingName: string
	uploadErrors?: string[]
	maxPhotos: number
}

const DESCRIPTION_HINT = 'photo-descriptions-hint'

/**
 * Choose photos, Upload them, see them listed with a description each and Make cover, Move up,
 * Move down and Remove; the first is the cover. Without JavaScript Upload and the arranging
 * buttons post the form (Conform's list intents, answered with the list rearranged, descriptions
 * and all); with it the photos go to /api/upload with a progress figure and join the list in
 * place (useUploadInPlace), the list rearranges in place, and a photo can also be dragged by its
 * handle (usePhotoArranging). Each move is announced to screen readers.
 */
export function PhotoPicker({ form, field, listingName, uploadErrors, maxPhotos }: Props) {
	const photos = field.getFieldList()
	const arranging = usePhotoArranging({
		count: photos.length,
		reorder: (from, to) => form.reorder({ name: field.name, from, to }),
	})

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
			<UploadField
				photoCount={photos.length}
				maxPhotos={maxPhotos}
				uploadErrors={uploadErrors}
				listErrors={field.errors}
				canDrag={arranging.canDrag}
				onUploaded={(urls) => {
					for (const url of urls) form.insert({ name: field.name, defaultValue: { url, alt: '' } })
					arranging.announceAdded(urls.length)
				}}
			/>
			{/* Moves and additions, read out; rendered from the start so that screen readers follow it. */}
			<p aria-live="polite" className="sr-only">
				{arranging.announcement}
			</p>
			{photos.length ? (
				<p id={DESCRIPTION_HINT} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
					A photo’s description is read out to visitors who cannot see it. Left empty, it is the listing’s name and the
					photo’s number.
				</p>
			) : null}
			{photos.length ? (
				<ol className="mt-3 flex flex-col gap-3">
					{photos.map((photo, index) => (
						<PhotoRow
							key={photo.key}
							form={form}
							listName={field.name}
							photo={photo}
							index={index}
							count={photos.length}
							listingName={listingName}
							arranging={arranging}
						/>
					))}
				</ol>
			) : null}
		</fieldset>
	)
}

type UploadFieldProps = UploadOptions & {
	/** The errors of the photos' list as a whole (none, too many). */
	listErrors?: string[]
	/** Whether the photos can be dragged, which the hint then says. */
	canDrag: boolean
}

/** The file input and its Upload button, with the progress and the errors of an upload. */
function UploadField({ listErrors, canDrag, ...options }: UploadFieldProps) {
	const { fileInput, progress, clientError, upload } = useUploadInPlace(options)
	const uploading = progress !== null
	return (
		<>
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
					onClick={upload}
					disabled={uploading}
					className="btn-secondary shrink-0 border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200"
				>
					<Icon name="image-plus" className="size-4" />
					{uploading ? 'Uploading...' : 'Upload'}
				</button>
			</div>
			<p id="listing-images-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
				2 MB max per image. JPEG, PNG, WebP, AVIF or GIF.
				{canDrag ? ' Drag a photo by its handle, or use its buttons, to move it.' : null}
			</p>
			<div aria-live="polite" className="mt-1 min-h-5 text-sm">
				{uploading ? (
					<progress value={progress} max={100} className="h-2 w-full accent-brand-700" aria-label="Upload progress">
						{progress}%
					</progress>
				) : null}
				<ErrorList errors={clientError ? [clientError] : options.uploadErrors} />
				<ErrorList errors={listErrors} />
			</div>
		</>
	)
}

type RowProps = {
	form: ListingFormMetadata
	/** The photos' list, as the arranging buttons name it. */
	listName: string
	photo: ReturnType<PhotosField['getFieldList']>[number]
	index: number
	count: number
	listingName: string
	arranging: PhotoArrangement
}

/** One photo of the list: its drag handle (with JavaScript), picture, arranging buttons and description. */
function PhotoRow({ form, listName, photo, index, count, listingName, arranging }: RowProps) {
	const { url, alt } = photo.getFieldset()
	const { key: _key, ...altProps } = inputProps(alt, { type: 'text' })
	return (
		<li
			onDragOver={(event) => arranging.dragOver(event, index)}
			onDrop={(event) => arranging.drop(event, index)}
			className={`flex flex-col gap-2 rounded-xl border p-2 ${
				arranging.isDropTarget(index)
					? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-400 dark:ring-brand-400'
					: 'border-slate-200 dark:border-slate-700'
			} ${arranging.isDragged(index) ? 'opacity-60' : ''}`}
		>
			<div className="flex flex-wrap items-center gap-2">
				{arranging.canDrag ? (
					// For the mouse and touch pads; the buttons do the same from the keyboard.
					<span
						draggable
						onDragStart={(event) => arranging.startDrag(event, index)}
						onDragEnd={arranging.endDrag}
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
				<ArrangingButtons form={form} listName={listName} index={index} count={count} arranging={arranging} />
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
}

const ARRANGE_BUTTON =
	'rounded-lg px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800'

/** A photo by its place, as the buttons name it. */
const photoName = (index: number) => (index === 0 ? 'cover photo' : `photo ${index + 1}`)

/**
 * Make cover, Move up, Move down and Remove: Conform's list intents, which post the form without
 * JavaScript and rearrange the list in place with it.
 */
function ArrangingButtons({
	form,
	listName: name,
	index,
	count,
	arranging,
}: Pick<RowProps, 'form' | 'listName' | 'index' | 'count' | 'arranging'>) {
	return (
		<div className="ml-auto flex flex-wrap items-center justify-end gap-1">
			{index > 0 ? (
				<button
					{...form.reorder.getButtonProps({ name, from: index, to: 0 })}
					onClick={() => arranging.announceMove(index, 0)}
					aria-label={`Make photo ${index + 1} the cover`}
					className={ARRANGE_BUTTON}
				>
					Make cover
				</button>
			) : null}
			{index > 0 ? (
				<button
					{...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
					onClick={() => arranging.announceMove(index, index - 1)}
					aria-label={`Move ${index === 1 ? 'photo 2 up, to the cover' : `photo ${index + 1} up`}`}
					title="Move up"
					className={ARRANGE_BUTTON}
				>
					<Icon name="arrow-up" className="size-4" />
				</button>
			) : null}
			{index < count - 1 ? (
				<button
					{...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
					onClick={() => arranging.announceMove(index, index + 1)}
					aria-label={`Move ${photoName(index)} down`}
					title="Move down"
					className={ARRANGE_BUTTON}
				>
					<Icon name="arrow-up" className="size-4 rotate-180" />
				</button>
			) : null}
			<button
				{...form.remove.getButtonProps({ name, index })}
				onClick={() => arranging.announceRemoved(index)}
				aria-label={`Remove ${photoName(index)}`}
				className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 uppercase hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
			>
				<Icon name="trash" className="size-4" />
				Remove
			</button>
		</div>
	)
}
