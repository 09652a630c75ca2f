import { MAX_PHOTOS } from '~/schemas/listing'
import { requireApiUser } from '~/services/auth.server'
import { parsePhotoForm } from '~/services/photo-uploads.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { absolutePhotoUrl } from '~/utils/photo-store.server'

/** Stores 1 to 6 photos (multipart, field `images`) and answers their addresses. */
export const action = apiRoute({
	async POST({ request }) {
		const user = await requireApiUser(request)
		// A JSON body (what other routes take) would otherwise read as a broken upload.
		if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) {
			return apiError(415, 'Send the photos as multipart/form-data')
		}
		const { photos } = await parsePhotoForm(request, { ownerId: user.id, field: 'images', maxFiles: MAX_PHOTOS })
		if (!photos.length) return apiError(400, 'Choose at least one image to upload')
		return apiJson({ urls: photos.map(absolutePhotoUrl) }, 201)
	},
})
export const loader = action
