import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { type Listing } from '~/db/schema'
import {
	type ListingInput,
	listingFormSchema,
	IDEMPOTENCY_FIELD,
	LOCATE_INTENT,
	MAX_PHOTOS,
	readIdempotencyKey,
	UPLOAD_INTENT,
} from '~/schemas/listing'
import { lookUpPosition, type PositionLookup } from '~/services/geocoding.server'
import { parsePhotoForm, PhotoUploadError } from '~/services/photo-uploads.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { listingPath } from '~/utils/paths'

export type ListingEditorReply = {
	result: SubmissionResult<string[]>
	uploaded?: number
	/** The answer to 'Find from the address': what was found, or why nothing was. */
	location?: PositionLookup
}

/** The form's photo fields, `photos[0].url` and `photos[0].alt`; `imageUrls[0]` (or `imageUrls`) from pages of before descriptions. */
const PHOTO_FIELD = /^photos\[(\d+)\]\.(url|alt)$/
const OLD_PHOTO_FIELD = /^imageUrls(\[\d+\])?$/

type PostedPhoto = { url: string; alt: string }

/** The photos a posted form lists already, in order, each with its description. */
function listedPhotos(fields: FormData): PostedPhoto[] {
	const byIndex = new Map<number, Partial<PostedPhoto>>()
	const older: PostedPhoto[] = []
	for (const [name, value] of fields) {
		if (typeof value !== 'string') continue
		const match = PHOTO_FIELD.exec(name)
		if (match) {
			const index = Number(match[1])
			byIndex.set(index, { ...byIndex.get(index), [match[2]!]: value })
		} else if (OLD_PHOTO_FIELD.test(name)) older.push({ url: value, alt: '' })
	}
	const listed = [...byIndex.entries()]
		.sort(([a], [b]) => a - b)
		.flatMap(([, photo]) => (photo.url === undefined ? [] : [{ url: photo.url, alt: photo.alt ?? '' }]))
	return [...listed, ...older]
}

/**
 * The form's photos, old and new, as one numbered list (`photos[n].url`, `photos[n].alt`): what
 * the form itself sends, and a list for Conform even when there is only one.
 */
function listPhotos(fields: FormData, added: string[]) {
	const photos = [...listedPhotos(fields), ...added.map((url) => ({ url, alt: '' }))]
	for (const name of new Set(fields.keys()))
		if (PHOTO_FIELD.test(name) || OLD_PHOTO_FIELD.test(name)) fields.delete(name)
	photos.forEach(({ url, alt }, index) => {
		fields.append(`photos[${index}].url`, url)
		fields.append(`photos[${index}].alt`, alt)
	})
}

/**
 * Reads the listing form: text fields, the photos it already lists (hidden
 * `photos[n].url` inputs, before the file input) and any newly chosen files, stored on the way in.
 */
async function readListingForm(request: Request, ownerId: string) {
	if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
		return { fields: await readFormData(request), photos: [] as string[], uploadError: undefined }
	}
	try {
		const { fields, photos } = await parsePhotoForm(request, {
			ownerId,
			field: 'images',
			maxFiles: MAX_PHOTOS,
			existingCount: (fields) => listedPhotos(fields).length,
		})
		return { fields, photos, uploadError: undefined }
	} catch (error) {
		if (!(error instanceof PhotoUploadError)) throw error
		return { fields: error.fields, photos: [] as string[], uploadError: error }
	}
}

/**
 * The create and edit pages' action. Without JavaScript the one form does it all:
 * Upload stores the chosen photos and shows the form again with them; Remove, Make cover,
 * Move up and Move down (Conform list intents) rearrange them, each with its description;
 * the submit button saves, uploading any chosen files first. Nothing typed is lost on the
 * way: every answer carries the values.
 */
export async function submitListingEditor(
	request: Request,
	userId: string,
	save: (input: ListingInput, idempotencyKey: string | undefined) => Promise<Listing>,
) {
	const { fields, photos, uploadError } = await readListingForm(request, userId)
	listPhotos(fields, photos)

	const submission = parseWithZod(fields, { schema: listingFormSchema })
	const uploadErrors = uploadError ? { images: [uploadError.message] } : undefined

	if (fields.get('intent') === UPLOAD_INTENT || uploadError) {
		const nothingChosen = !uploadError && photos.length === 0
		const result: SubmissionResult<string[]> = {
			initialValue: submission.payload as SubmissionResult<string[]>['initialValue'],
			error: uploadErrors ?? (nothingChosen ? { images: ['Choose at least one image to upload'] } : undefined),
		}
		return data<ListingEditorReply>(
			{ result, uploaded: photos.length },
			{ status: uploadError ? uploadError.status : nothingChosen ? 400 : 200 },
		)
	}
	if (fields.get('intent') === LOCATE_INTENT) {
		// 'Find from the address' without JavaScript: the form comes back with the position filled in.
		const location = await lookUpPosition(userId, String(fields.get('address') ?? ''))
		const initialValue = { ...(submission.payload as Record<string, unknown>) }
		if ('found' in location) {
			initialValue.latitude = String(location.found.latitude)
			initialValue.longitude = String(location.found.longitude)
			if (location.found.approximate) initialValue.locationApproximate = 'on'
		}
		const result: SubmissionResult<string[]> = {
			initialValue: initialValue as SubmissionResult<string[]>['initialValue'],
		}
		return data<ListingEditorReply>({ result, location, uploaded: photos.length })
	}
	if (submission.status !== 'success') {
		// A Conform list intent (Remove, Move up...) has no status: it is answered with the updated values.
		return data<ListingEditorReply>(
			{ result: submission.reply() },
			{ status: submission.status === 'error' ? 400 : 200 },
		)
	}
	try {
		const listing = await save(submission.value, readIdempotencyKey(fields.get(IDEMPOTENCY_FIELD)))
		return redirect(listingPath(listing.id))
	} catch (error) {
		// A photo that is not the owner's (on the photos), a spent idempotency key (on the form)...
		return replyToClientError(submission, error)
	}
}
