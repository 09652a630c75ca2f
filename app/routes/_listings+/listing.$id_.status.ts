import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { setListingStatus } from '~/models/listing.server'
import { listingStatusSchema } from '~/schemas/listing'
import { requireListingToChange } from '~/services/permissions.server'
import { ClientError } from '~/utils/client-error'
import { redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { asHttpError } from '~/utils/http-errors'
import { STATUS_LABELS } from '~/utils/listing-status'
import { safeRedirectPath } from '~/utils/misc'
import { editListingPath, listingPath } from '~/utils/paths'

/** The owner sets where the listing is on the market, from the edit page or the profile's list. */
export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	const form = await readFormData(request)
	const submission = parseWithZod(form, { schema: listingStatusSchema })
	if (submission.status !== 'success') {
		const priceError = submission.error?.closePrice?.[0]
		// A price mistyped goes back to the form that sent it, in words; a status nobody offered is a bad request.
		if (priceError && !submission.error?.status)
			return redirectWithClientError(
				safeRedirectPath(form.get('redirectTo'), listingPath(listing.id)),
				new ClientError(priceError),
			)
		throw new Response(submission.error?.status?.[0] ?? 'Choose a status', { status: 400 })
	}
	await setListingStatus(listing, submission.value.status, submission.value.closePrice).catch(asHttpError)
	const back = safeRedirectPath(submission.value.redirectTo ?? listingPath(listing.id))
	return redirectWithFlash(back, `“${listing.name}” is now ${STATUS_LABELS[submission.value.status].toLowerCase()}.`)
}

export function loader({ params }: LoaderFunctionArgs) {
	return redirect(editListingPath(params.id ?? ''))
}
