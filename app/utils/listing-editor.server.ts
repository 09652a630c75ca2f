import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { type Listing } from '~/db/schema'
import { type ListingInput, listingSchema, MAX_PHOTOS } from '~/schemas/listing'
import { readFormData } from './form.server'
import { parsePhotoForm, PhotoUploadError } from './photos.server'

export const UPLOAD_INTENT = 'upload'

export type ListingEditorReply = { result: SubmissionResult<string[]>; uploaded?: number }

/**
 * Reads the listing form: text fields, the photos it already lists (hidden
 * `imageUrls` inputs) and any newly chosen files, stored on the way in.
 */
async function readListingForm(request: Request) {
	if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
		return { fields: await readFormData(request), photos: [] as string[], uploadError: undefined }
	}
	try {
		const { fields, photos } = await parsePhotoForm(request, {
			field: 'images',
			maxFiles: MAX_PHOTOS,
			existingCount: (fields) => fields.getAll('imageUrls').length,
		})
		return { fields, photos, uploadError: undefined }
	} catch (error) {
		if (!(error instanceof PhotoUploadError)) throw error
		return { fields: error.fields, photos: [] as string[], uploadError: error }
	}
}

/**
 * The create and edit pages' action. Without JavaScript the one form does it all:
 * Upload stores the chosen photos and shows the form again with them, Remove (a
 * Conform list intent) takes one out, and the submit button saves, uploading any
 * chosen files first. Nothing typed is lost on the way: every answer carries the values.
 */
export async function submitListingEditor(request: Request, save: (input: ListingInput) => Promise<Listing>) {
	const { fields, photos, uploadError } = await readListingForm(request)
	for (const url of photos) fields.append('imageUrls', url)

	const submission = parseWithZod(fields, { schema: listingSchema })
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
	if (submission.status !== 'success') {
		// A Conform list intent (Remove) has no status: it is answered with the updated values.
		return data<ListingEditorReply>({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
	}
	const listing = await save(submission.value)
	return redirect(`/listing/${listing.id}`)
}
