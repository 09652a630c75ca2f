import { cancelViewingSchema } from '~/schemas/viewing'
import { requireApiUser } from '~/services/auth.server'
import { cancelViewing } from '~/services/viewing-bookings.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** Either side cancels a viewing until it starts; `message` (optional) is for the other side. */
export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		// The body is optional: a bare POST cancels without a word.
		const hasBody = Boolean(request.headers.get('Content-Type')) && request.headers.get('Content-Length') !== '0'
		const { message } = hasBody ? await parseApiBody(request, cancelViewingSchema) : { message: undefined }
		const { booking } = await cancelViewing(user, params.bookingId ?? '', message)
		return apiJson({
			_id: booking.id,
			cancelledAt: booking.cancelledAt!.toISOString(),
			cancelledBy: booking.cancelledBy,
			message: booking.cancelMessage,
		})
	},
})
export const loader = action
