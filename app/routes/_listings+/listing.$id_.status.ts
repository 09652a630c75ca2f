import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { setListingStatus } from '~/models/listing.server'
import { listingStatusSchema } from '~/schemas/listing'
import { requireListingToChange } from '~/services/permissions.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { asHttpError } from '~/utils/http-errors'
import { STATUS_LABELS } from '~/utils/listing-status'
import { safeRedirectPath } from '~/utils/misc'
import { editListingPath, listingPath } from '~/utils/paths'

/** The owner sets where the listing is on the market, from the edit page or the profile's list. */
export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	const submission = parseWithZod(await readFormData(request), { schema: listingStatusSchema })
	if (submission.status !== 'success')
		throw new Response(submission.error?.status?.[0] ?? 'Choose a status', { status: 400 })
	await setListingStatus(listing, submission.value.status).catch(asHttpError)
	const back = safeRedirectPath(submission.value.redirectTo ?? listingPath(listing.id))
	return redirectWithFlash(back, `“${listing.name}” is now ${STATUS_LABELS[submission.value.status].toLowerCase()}.`)
}

export function loader({ params }: LoaderFunctionArgs) {
	return redirect(editListingPath(params.id ?? ''))
}
