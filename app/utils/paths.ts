import { type SignInReason } from './sign-in-reasons'

/*
 * The site's addresses, built in one place: every link, form action, redirect and mail that leads to
 * a page of the site builds its path here, so that an address is written once. A path is
 * relative (`/listing/…`); `siteUrl` (mail) and `absoluteUrl` (meta, feeds) put PUBLIC_URL before it.
 */

/** A listing's page. */
export const listingPath = (id: string) => `/listing/${id}`

/** The listing form, where a member lists a property. */
export const CREATE_LISTING_PATH = '/create-listing'

/** The owner's editor of a listing. */
export const editListingPath = (id: string) => `/update-listing/${id}`

/** Where an owner confirms deleting a listing (the page without JavaScript, the dialog's post). */
export const deleteListingPath = (id: string) => `/listing/${id}/delete`

/** Where a member's first message about a listing is posted (and shown again with a mistake). */
export const contactListingPath = (id: string) => `/listing/${id}/contact`

/** Where a listing's status is posted. */
export const listingStatusPath = (id: string) => `/listing/${id}/status`

/** Where a listing is saved or unsaved (the heart); `query` for the way back after signing in. */
export const saveListingPath = (id: string, query?: Record<string, string>) =>
	`/listing/${id}/save${query ? `?${new URLSearchParams(query)}` : ''}`

/** The owner's one-click 'still available' link. */
export const confirmListingPath = (id: string, token: string) =>
	`/listing/${id}/confirm?${new URLSearchParams({ token })}`

/** Where a listing is reported (the form's own page without JavaScript, and its post). */
export const reportListingPath = (id: string) => `/listing/${id}/report`

/** A conversation between two members. */
export const conversationPath = (id: string) => `/messages/${id}`

/** Where the owner of a reported or held listing asks for a review. */
export const reviewListingPath = (id: string) => `/listing/${id}/review`

/** Where a member reports a conversation. */
export const reportConversationPath = (id: string) => `/messages/${id}/report`

/** The search page with a query string as saved or built (`type=rent&…`), or all homes. */
export const searchPath = (query: string | URLSearchParams = '') => {
	const text = query.toString()
	return text ? `/search?${text}` : '/search'
}

/** The Atom feed of a search's newest homes (`/search/feed?type=rent&…`), or of all homes. */
export const searchFeedPath = (query: string | URLSearchParams = '') => {
	const text = query.toString()
	return text ? `/search/feed?${text}` : '/search/feed'
}

/** The OpenSearch description of the site's search, which browsers offer to add. */
export const OPENSEARCH_PATH = '/opensearch.xml'

/** Sign in, then back to `redirectTo`; `reason` names what for (utils/sign-in-reasons.ts), said on the page. */
export const signInPath = (redirectTo?: string, reason?: SignInReason) => withReturn('/sign-in', redirectTo, reason)

/** Sign up, then sign in and back to `redirectTo`, for `reason`, as signInPath. */
export const signUpPath = (redirectTo?: string, reason?: SignInReason) => withReturn('/sign-up', redirectTo, reason)

function withReturn(path: string, redirectTo?: string, reason?: SignInReason) {
	const query = new URLSearchParams()
	if (redirectTo) query.set('redirectTo', redirectTo)
	if (reason) query.set('reason', reason)
	const text = query.toString()
	return text ? `${path}?${text}` : path
}

/** Where 'Save this search' posts; with `query`, the address that saves it after signing in (or asks to). */
export const saveSearchPath = (query?: Record<string, string>) =>
	`/search/save${query ? `?${new URLSearchParams(query)}` : ''}`

/** The administrators' moderation queue. */
export const ADMIN_PATH = '/admin'

/** The audit log, narrowed to a member, a listing, an action or a range of days, at one of its pages. */
export const auditLogPath = (
	filters: { member?: string; listing?: string; action?: string; from?: string; to?: string; page?: number } = {},
) => {
	const query = new URLSearchParams(
		Object.entries(filters).flatMap(([name, value]) =>
			value && !(name === 'page' && value === 1) ? [[name, String(value)]] : [],
		),
	).toString()
	return query ? `/admin/log?${query}` : '/admin/log'
}
/** An administrator's search for members and listings. */
export const adminSearchPath = (query?: string) =>
	query ? `/admin/search?${new URLSearchParams({ q: query })}` : '/admin/search'
/** A member as administrators see them: listings, conversations, reports, holds, suspension. */
export const adminMemberPath = (id: string) => `/admin/members/${id}`
/** A listing's history of holds, reports and decisions, for administrators. */
export const adminListingPath = (id: string) => `/admin/listings/${id}`

/** A listing's photos, all of them, one under another (the grid's 'See all' without JavaScript). */
export const listingPhotosPath = (id: string) => `/listing/${id}/photos`

/** A listing's viewing times: booked by seekers, offered and taken back by its owner. */
export const listingViewingsPath = (id: string) => `/listing/${id}/viewings`

/** The member's upcoming viewings, as seeker and as owner, where either cancels. */
export const VIEWINGS_PATH = '/viewings'

/** The owner's dashboard: each listing's figures, status and next viewings. */
export const DASHBOARD_PATH = '/dashboard'

/** The signed-in member's listings as a CSV file (RESO names), and the JSON API's import of one. */
export const LISTING_EXPORT_PATH = '/api/listing/export.csv'
export const LISTING_IMPORT_API_PATH = '/api/listing/import'

/** The page where a member imports listings from a CSV file, with a preview before anything is written. */
export const LISTING_IMPORT_PATH = '/profile/import'

/** The RESO Web API (an OData subset): its Property entity set and its CSDL metadata. */
export const RESO_PATH = '/api/reso'
export const RESO_PROPERTY_PATH = `${RESO_PATH}/Property`
export const RESO_METADATA_PATH = `${RESO_PATH}/$metadata`

/** A moderation case's photos that match other members' listings, all of them at full size. */
export const casePhotosPath = (caseId: string) => `/admin/case/${caseId}/photos`
