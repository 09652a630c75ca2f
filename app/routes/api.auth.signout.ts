import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { apiJson, apiRoute } from '~/utils/api.server'
import { signOut } from '~/utils/auth.server'

const handler = apiRoute(async ({ request }: LoaderFunctionArgs | ActionFunctionArgs) =>
	apiJson('User has been logged out!', 200, { 'Set-Cookie': await signOut(request) }),
)

// GET as the seed's clients call it; POST too.
export const loader = handler
export const action = handler
