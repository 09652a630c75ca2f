import { requireApiUser } from '~/services/auth.server'
import { bookViewing, toApiSlot } from '~/services/viewing-times.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** A seeker books a viewing time: 201, or 409 when it was just taken (or is past or taken back), 403 for its owner. */
export const action = apiRoute({
	async POST({ request, params }) {
		const seeker = await requireApiUser(request)
		const { booking, slot, conversationId, timeZone } = await bookViewing(seeker, params.slotId ?? '')
		return apiJson(
			{
				_id: booking.id,
				slot: toApiSlot(slot, timeZone),
				listingId: booking.listingId,
				conversationId: conversationId ?? null,
				createdAt: booking.createdAt.toISOString(),
			},
			201,
		)
	},
})
export const loader = action
