import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { reviewRequestSchema } from '~/schemas/report'
import { getUser } from '~/services/auth.server'
import { requireListingToChange } from '~/services/permissions.server'
import { askForReview, REVIEW_THANKS } from '~/services/trust-and-safety.server'
import { redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { listingPath } from '~/utils/paths'

/**
 * The owner of a reported or held listing asks our team to look at it, with a note (the form in the
 * banner of the listing's page): back to the page with the thanks, or with why there is nothing to review.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	const back = listingPath(listing.id)
	const submission = parseWithZod(await readFormData(request), { schema: reviewRequestSchema })
	if (submission.status !== 'success')
		return redirectWithFlash(back, submission.error?.note?.[0] ?? 'Check the note', { kind: 'error' })
	const owner = (await getUser(request))!
	return askForReview(owner, listing, submission.value.note).then(
		() => redirectWithFlash(back, REVIEW_THANKS),
		(error: unknown) => redirectWithClientError(back, error),
	)
}

export function loader({ params }: LoaderFunctionArgs) {
	return redirect(listingPath(params.id ?? ''))
}
