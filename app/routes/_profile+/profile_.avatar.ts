import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { updateUser } from '~/models/user.server'
import { requireUser } from '~/services/auth.server'
import { parsePhotoForm } from '~/services/photo-uploads.server'
import { clientMistake } from '~/utils/client-error'
import { redirectWithFlash } from '~/utils/flash.server'
import { AVATAR_FAILED, AVATAR_UPLOADED } from '~/utils/messages'

/**
 * A new avatar, from the profile's upload form: answered with a redirect back to
 * the profile (no JavaScript) or JSON for the in-place upload with progress.
 */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
	const answer = (status: number, message: string, avatar?: string) =>
		wantsJson
			? Response.json({ message, avatar }, { status })
			: redirectWithFlash('/profile', message, { kind: status < 400 ? 'success' : 'error' })

	let photos: string[]
	try {
		;({ photos } = await parsePhotoForm(request, { ownerId: user.id, field: 'avatar', maxFiles: 1, kind: 'avatar' }))
	} catch (error) {
		const mistake = clientMistake(error)
		return answer(mistake.status, mistake.formMessage)
	}
	const [avatar] = photos
	if (!avatar) return answer(400, AVATAR_FAILED)
	// The photo it replaces is deleted when nothing else shows it.
	await updateUser(user.id, { avatar })
	return answer(200, AVATAR_UPLOADED, avatar)
}

export function loader() {
	return redirect('/profile')
}
