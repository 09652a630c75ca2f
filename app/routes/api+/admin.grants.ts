import { z } from 'zod'
import { toModeratedApiUser } from '~/models/user.server'
import { setAdministratorByEmail } from '~/services/trust-and-safety.server'
import { ADMIN_COMMAND_HEADER, isSignedAdminCommand } from '~/utils/admin-command.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

const grantSchema = z.object({ email: z.string().trim().min(1), grant: z.boolean() })

/**
 * `npm run admin -- grant|revoke <email>` on a running deployment: `{ email, grant }`, signed with the
 * site's secret (utils/admin-command.server.ts). Anything unsigned is refused; nothing else reaches it.
 */
export const action = apiRoute({
	async POST({ request }) {
		const body = await request.text()
		if (!isSignedAdminCommand(request.headers.get(ADMIN_COMMAND_HEADER), body))
			return apiError(403, 'Only `npm run admin` on the server may do this')
		const parsed = grantSchema.safeParse(parseJson(body))
		if (!parsed.success) return apiError(400, 'Give an e-mail address and whether to grant or revoke')
		const user = await setAdministratorByEmail(parsed.data.email, parsed.data.grant)
		return apiJson(toModeratedApiUser(user))
	},
})
export const loader = action

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		return null
	}
}
