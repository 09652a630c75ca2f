import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getListingById } from '~/models/listing.server'
import { saveListing, unsaveListing } from '~/models/saved.server'
import { getUser } from '~/services/auth.server'
import { LISTING_NOT_FOUND } from '~/services/permissions.server'
import { ClientError } from '~/utils/client-error'
import { isCrossSiteRequest } from '~/utils/cross-site.server'
import { getEnv } from '~/utils/env.server'
import { redirectWithClientError } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { notFound } from '~/utils/http-errors'
import { safeRedirectPath } from '~/utils/misc'
import { listingPath, saveListingPath, signInPath } from '~/utils/paths'

/** Where a visitor who is not signed in goes: sign in, then back here to save the home, then back to the page. */
function signInToSave(listingId: string, back: string) {
	const afterSignIn = saveListingPath(listingId, { intent: 'save', redirectTo: back })
	return redirect(signInPath(afterSignIn), 303)
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
		if (form.get('inPlace') && error instanceof ClientError)
			return data({ saved: false, error: error.formMessage }, { status: error.status })
		return redirectWithClientError(back, error)
	}
	if (form.get('inPlace')) return { saved: save }
	return redirect(back, 303)
}

/**
 * The way back from signing in to save a home: saves it and returns to the page. Only a navigation
 * from this site saves (a link on another site cannot make a member save a home).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const listingId = params.id ?? ''
	const back = safeRedirectPath(url.searchParams.get('redirectTo'), listingPath(listingId))
	const user = await getUser(request)
	if (!user) return signInToSave(listingId, back)
	const crossSite = isCrossSiteRequest(request, getEnv().publicUrl)
	const listing = await getListingById(listingId)
	if (url.searchParams.get('intent') === 'save' && listing && !crossSite) {
		try {
			await saveListing(user.id, listing)
		} catch (error) {
			return redirectWithClientError(back, error)
		}
	}
	return redirect(back)
}
