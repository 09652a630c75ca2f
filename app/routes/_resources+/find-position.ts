import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/services/auth.server'
import { lookUpPosition } from '~/services/geocoding.server'
import { clip } from '~/utils/excerpt'

/**
 * GET /find-position?address=…: the listing editor's 'Find from the address' with JavaScript, as
 * JSON (`{ found: { latitude, longitude, approximate, label } }` or `{ problem }`). Signed-in owners
 * only: each lookup counts against their hourly allowance.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const address = new URL(request.url).searchParams.get('address') ?? ''
	return Response.json(await lookUpPosition(user.id, clip(address, 200)), {
		headers: { 'Cache-Control': 'private, no-store' },
	})
}
