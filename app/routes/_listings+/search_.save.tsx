import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { AlertSignupForm, SaveSearchForm } from '~/components/save-search-form'
import { saveSearch } from '~/models/saved-search.server'
import { alertSignupSchema, describeSearch, saveSearchSchema } from '~/schemas/saved-search'
import { canonicalSearchQuery, parseSearchPage } from '~/schemas/search'
import { getUser } from '~/services/auth.server'
import { resolveWhere } from '~/services/geocoding.server'
import { requestAlertByEmail } from '~/services/search-alerts.server'
import { FREQUENCY_LABELS } from '~/utils/alert-frequency'
import { clientMistake } from '~/utils/client-error'
import { redirectWithFlash, redirectWithClientError } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { saveSearchPath, searchPath, signInPath } from '~/utils/paths'
import { clientAddress } from '~/utils/request.server'
import { takeSignInIntent } from '~/utils/sign-in-intent.server'

export const meta: MetaFunction = () => [
	{ title: 'Save this search | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** The search a form or link names (the /search address's parameters), read as the search page reads it. */
async function searchOf(query: string) {
	const { filters } = await resolveWhere(parseSearchPage(new URLSearchParams(query.replace(/^[^?]*\?/, ''))).filters)
	return { filters, query: canonicalSearchQuery(filters) }
}

/** Saves a member's search and goes to /saved, which says so (or why not); `headers` go along. */
async function saveForMember(
	userId: string,
	fields: { query: string; name?: string; frequency: 'instant' | 'daily' | 'weekly' },
	headers?: HeadersInit,
) {
	const { filters, query } = await searchOf(fields.query)
	try {
		const { search } = await saveSearch(userId, {
			name: fields.name ?? describeSearch(filters),
			query,
			frequency: fields.frequency,
		})
		return redirectWithFlash(
			'/saved',
			`Saved “${search.name}”. New homes are mailed to you ${FREQUENCY_LABELS[search.frequency].toLowerCase()}.`,
			{ headers },
		)
	} catch (error) {
		return redirectWithClientError('/saved', error)
	}
}

type SearchFields = { query: string; name: string; frequency: string }

/** The form's fields as it sent them, or as the way back from signing in carries them. */
function searchFieldsOf(values: { get: (name: string) => FormDataEntryValue | null }): SearchFields {
	const text = (name: string) => String(values.get(name) ?? '')
	return { query: text('query'), name: text('name'), frequency: text('frequency') }
}

/**
 * Sign in ('Sign in to save this search'), then back here (a GET) to save the search, as it was
 * named and with its frequency, then on to /saved.
 */
function signInToSave(fields: SearchFields) {
	const back = saveSearchPath({ ...fields, intent: 'save' })
	return redirect(signInPath(back, 'save-search'), 303)
}

/**
 * "Save this search": a member's is saved at once; a visitor who gave an e-mail address gets a
 * confirmation mail (the alert starts when they open it); any other visitor is sent to sign in.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const user = await getUser(request)
	if (user) {
		const parsed = saveSearchSchema.safeParse(Object.fromEntries(form))
		if (!parsed.success) return redirectWithFlash('/saved', parsed.error.issues[0]!.message, { kind: 'error' })
		return saveForMember(user.id, parsed.data)
	}
	if (!form.get('email')) return signInToSave(searchFieldsOf(form))
	const parsed = alertSignupSchema.safeParse(Object.fromEntries(form))
	const { filters, query } = await searchOf(String(form.get('query') ?? ''))
	const back = searchPath(query)
	// What the page needs to show the form again, filled in, when the address is refused.
	const refused = {
		sent: false,
		back,
		search: { query, summary: describeSearch(filters) },
		email: String(form.get('email') ?? ''),
	}
	if (!parsed.success) {
		const issue = parsed.error.issues[0]!
		return data(
			{ ...refused, message: issue.message, field: issue.path[0] === 'email' ? 'email' : null },
			{ status: 400 },
		)
	}
	if (isBotSubmission(form, 'search-alert')) return { sent: true, message: '', back }
	try {
		await requestAlertByEmail(
			parsed.data.email,
			{ name: parsed.data.name ?? describeSearch(filters), query, frequency: parsed.data.frequency },
			clientAddress(context),
		)
	} catch (error) {
		const mistake = clientMistake(error)
		return data({ ...refused, message: mistake.formMessage, field: mistake.field ?? null }, { status: mistake.status })
	}
	return { sent: true, message: '', back }
}

/**
 * The way back from signing in to save a search. When the member's own sign-in chose it a moment
 * ago (takeSignInIntent), the search is saved; opened any other way (a link from anywhere), the
 * page asks, with the form filled in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	// The page itself (after the e-mail form's post) has nothing to load.
	if (url.searchParams.get('intent') !== 'save') return null
	const fields = searchFieldsOf(url.searchParams)
	const user = await getUser(request)
	if (!user) return signInToSave(fields)
	const parsed = saveSearchSchema.safeParse(fields)
	if (!parsed.success) return redirect(searchPath((await searchOf(fields.query)).query))
	const { chosen, headers } = await takeSignInIntent(request, 'save-search')
	if (chosen) return saveForMember(user.id, parsed.data, headers)
	const { filters, query } = await searchOf(parsed.data.query)
	const summary = describeSearch(filters)
	return data({ query, summary, name: parsed.data.name ?? summary, frequency: parsed.data.frequency }, { headers })
}

/**
 * Where the e-mail alert form lands: check your mail, or the form again with what was typed
 * and what was wrong, for the same search.
 */
export default function SaveSearchPage() {
	const toConfirm = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const refused = answer && 'search' in answer ? answer : undefined
	// A link that saves a search, opened by a member: the form, filled in, and its button.
	if (toConfirm && !answer) {
		return (
			<AuthLayout title="Save this search">
				<p className="mb-4 text-sm">
					For the search <strong className="font-semibold">{toConfirm.summary}</strong>
				</p>
				<SaveSearchForm
					query={toConfirm.query}
					summary={toConfirm.summary}
					name={toConfirm.name}
					frequency={toConfirm.frequency}
					signedIn
					headingClassName="sr-only"
				/>
				<p className="mt-4 text-center text-sm">
					<Link to={searchPath(toConfirm.query)} className="link">
						Back to the search
					</Link>
				</p>
			</AuthLayout>
		)
	}
	return (
		<AuthLayout title="E-mail alert">
			{answer?.sent ? (
				<AuthNotice>
					<p>Check your mail: we have sent you a link to start the alert.</p>
					<p className="mt-2 font-normal">Nothing is mailed to you until you open it.</p>
				</AuthNotice>
			) : null}
			{refused && refused.field !== 'email' ? (
				<AuthNotice kind="error">
					<p>{refused.message}</p>
				</AuthNotice>
			) : null}
			{refused ? (
				<div className="mb-6 space-y-3">
					<p className="text-sm">
						For the search <strong className="font-semibold">{refused.search.summary}</strong>
					</p>
					<AlertSignupForm
						query={refused.search.query}
						summary={refused.search.summary}
						email={refused.email}
						emailError={refused.field === 'email' ? refused.message : undefined}
					/>
				</div>
			) : null}
			<Link to={answer?.back ?? '/search'} className="link">
				Back to the search
			</Link>
		</AuthLayout>
	)
}
