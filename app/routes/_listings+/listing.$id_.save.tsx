import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { AuthLayout } from '~/components/auth-layout'
import { getListingById } from '~/models/listing.server'
import { saveListing, savedAmong, unsaveListing } from '~/models/saved.server'
import { getUser } from '~/services/auth.server'
import { LISTING_NOT_FOUND } from '~/services/permissions.server'
import { clientMistake } from '~/utils/client-error'
import { redirectWithClientError } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { notFound } from '~/utils/http-errors'
import { safeRedirectPath } from '~/utils/misc'
import { listingPath, saveListingPath, signInPath } from '~/utils/paths'
import { takeSignInIntent } from '~/utils/sign-in-intent.server'

export const meta: MetaFunction = () => [
	{ title: 'Save this home | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/**
 * Where a visitor who is not signed in goes: sign in ('Sign in to save this home'), then back here
 * to save the home, then back to the page.
 */
function signInToSave(listingId: string, back: string) {
	const afterSignIn = saveListingPath(listingId, { intent: 'save', redirectTo: back })
	return redirect(signInPath(afterSignIn, 'save-home'), 303)
}

/** The heart of a listing: `intent` save or unsave; back to `redirectTo`, or JSON for the in-place toggle. */
export async function action({ request, params }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const listingId = params.id ?? ''
	const back = safeRedirectPath(form.get('redirectTo'), listingPath(listingId))
	const user = await getUser(request)
	if (!user) return signInToSave(listingId, back)
	const listing = await getListingById(listingId)
	if (!listing) notFound(LISTING_NOT_FOUND)
	const save = form.get('intent') !== 'unsave'
	try {
		if (save) await saveListing(user.id, listing)
		else await unsaveListing(user.id, listing.id)
	} catch (error) {
		if (!form.get('inPlace')) return redirectWithClientError(back, error)
		const mistake = clientMistake(error)
		return data({ saved: false, error: mistake.formMessage }, { status: mistake.status })
	}
	if (form.get('inPlace')) return { saved: save }
	return redirect(back, 303)
}

/**
 * The way back from signing in to save a home. When the member's own sign-in chose it a moment ago
 * (takeSignInIntent), the home is saved and they go back to the page; opened any other way (a link
 * from anywhere), it only asks, and its button saves.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const listingId = params.id ?? ''
	const back = safeRedirectPath(url.searchParams.get('redirectTo'), listingPath(listingId))
	const user = await getUser(request)
	if (!user) return signInToSave(listingId, back)
	const listing = await getListingById(listingId)
	if (!listing || url.searchParams.get('intent') !== 'save') return redirect(back)
	const { chosen, headers } = await takeSignInIntent(request, 'save-home')
	if (chosen) {
		try {
			await saveListing(user.id, listing)
		} catch (error) {
			return redirectWithClientError(back, error)
		}
		return redirect(back, { headers })
	}
	if ((await savedAmong(user.id, [listing.id])).has(listing.id)) return redirect(back, { headers })
	return data({ listing: { id: listing.id, name: listing.name }, back }, { headers })
}

/** The question a link to save a home asks a signed-in member. */
export default function SaveHomePage() {
	const { listing, back } = useLoaderData<typeof loader>()
	return (
		<AuthLayout title="Save this home">
			<Form method="post" action={saveListingPath(listing.id)} className="flex flex-col gap-4">
				<p className="text-slate-700 dark:text-slate-200">
					Save <strong className="text-strong">{listing.name}</strong> to your saved homes?
				</p>
				<input type="hidden" name="intent" value="save" />
				<input type="hidden" name="redirectTo" value={back} />
				<button type="submit" className="btn-primary w-full">
					Save this home
				</button>
			</Form>
			<p className="mt-4 text-center text-sm">
				<Link to={back} className="link">
					Back without saving
				</Link>
			</p>
		</AuthLayout>
	)
}
