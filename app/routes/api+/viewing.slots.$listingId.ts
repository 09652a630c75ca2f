import { apiSlotSchema } from '~/schemas/viewing'
import { getUser, requireApiUser } from '~/services/auth.server'
import { offerViewingTimes, openViewingTimes, toApiSlot } from '~/services/viewing-times.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** A listing's open viewing times (GET, anyone who may see the listing); the owner offers one (POST). */
export const action = apiRoute({
	async GET({ request, params }) {
		const { slots, timeZone } = await openViewingTimes(params.listingId ?? '', await getUser(request))
		return apiJson(slots.map((slot) => toApiSlot(slot, timeZone)))
	},
	async POST({ request, params }) {
		const owner = await requireApiUser(request)
		const { start, durationMinutes } = await parseApiBody(request, apiSlotSchema)
		const {
			slots: [slot],
			timeZone,
		} = await offerViewingTimes(owner, params.listingId ?? '', [
			{ startsAt: start, endsAt: new Date(start.getTime() + durationMinutes * 60_000) },
		])
		return apiJson(toApiSlot(slot!, timeZone), 201)
	},
})
export const loader = action
