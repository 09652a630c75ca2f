import { type ActionFunctionArgs } from '@remix-run/node'
import { MAX_PHOTOS } from '~/schemas/listing'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { requireApiUser } from '~/utils/auth.server'
import { parsePhotoForm, PhotoUploadError } from '~/utils/photos.server'

/** Stores 1 to 6 photos (multipart, field `images`) and answers their addresses. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return apiError(405, 'Method not allowed')
	await requireApiUser(request)
	try {
		const { photos } = await parsePhotoForm(request, { field: 'images', maxFiles: MAX_PHOTOS })
		if (!photos.length) return apiError(400, 'Choose at least one image to upload')
		return apiJson({ urls: photos }, 201)
	} catch (error) {
		if (error instanceof PhotoUploadError) return apiError(error.status, error.message)
		throw error
	}
})

export const loader = () => apiError(405, 'Method not allowed')
