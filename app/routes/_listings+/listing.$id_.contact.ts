import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getListingById } from '~/models/listing.server'
import { getUserById } from '~/models/user.server'
import { requireUser } from '~/services/auth.server'
import { readFormData } from '~/utils/form.server'
import { contactSubject, mailtoHref } from '~/utils/mailto'

/**
 * 'Send message' of the contact panel without JavaScript: the form posts here and the answer
 * is a redirect to a `mailto:` address encoded as mail clients expect (spaces as %20; a form
 * sent straight to `mailto:` would write them as `+`). The owner's address goes, as on the
 * page, only to signed-in visitors other than the owner.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const listing = await getListingById(params.id ?? '')
	if (!listing) throw new Response('Listing not found', { status: 404 })
	const owner = listing.userRef === user.id ? undefined : await getUserById(listing.userRef)
	const body = String((await readFormData(request)).get('body') ?? '').trim()
	// Nothing to send (the browser asks for a message first), or nobody to send it to: back to the listing.
	if (!owner || !body) return redirect(`/listing/${listing.id}`, 303)
	return redirect(mailtoHref(owner.email, { subject: contactSubject(listing.name), body }), 303)
}

export function loader({ params }: LoaderFunctionArgs) {
	return redirect(`/listing/${params.id}`)
}
