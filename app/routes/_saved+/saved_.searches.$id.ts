import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { deleteSavedSearch, getMembersSearch, markSearchSeen, updateSavedSearch } from '~/models/saved-search.server'
import { updateSearchSchema } from '~/schemas/saved-search'
import { requireUser } from '~/services/auth.server'
import { FREQUENCY_LABELS } from '~/utils/alert-frequency'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { searchPath } from '~/utils/paths'

const notFound = () => new Response('Saved search not found', { status: 404 })

/** Runs a saved search from /saved: the homes listed until now are no longer new to the member. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const search = await getMembersSearch(user.id, params.id ?? '')
	if (!search) throw notFound()
	await markSearchSeen(search.id)
	return redirect(searchPath(search.query))
}

/** The forms of a saved search on /saved: `intent` frequency (with `frequency`) or delete; back to /saved. */
export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const id = params.id ?? ''
	if (form.get('intent') === 'delete') {
		if (!(await deleteSavedSearch(user.id, id))) throw notFound()
		return redirectWithFlash('/saved', 'The search was deleted.')
	}
	const frequency = form.get('frequency')
	if (!frequency) return redirectWithFlash('/saved', 'Choose how often', { kind: 'error' })
	const parsed = updateSearchSchema.safeParse({ frequency })
	if (!parsed.success) return redirectWithFlash('/saved', parsed.error.issues[0]!.message, { kind: 'error' })
	const updated = await updateSavedSearch(user.id, id, parsed.data)
	if (!updated) throw notFound()
	return redirectWithFlash(
		'/saved',
		`New homes for “${updated.name}” are mailed to you ${FREQUENCY_LABELS[updated.frequency].toLowerCase()}.`,
	)
}
