import { toApiUser, verifyLogin } from '~/models/user.server'
import { signInSchema } from '~/schemas/auth'
import { refuseClosedAccount, signInCookie, withSignInLimits, WrongCredentialsError } from '~/services/auth.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

export const action = apiRoute({
	async POST({ request, context }) {
		const { email, password } = await parseApiBody(request, signInSchema)
		const user = await withSignInLimits(clientAddress(context), email, async () => {
			const found = await verifyLogin(email, password)
			if (!found) throw new WrongCredentialsError()
			await refuseClosedAccount(found)
			return found
		})
		return apiJson(toApiUser(user), 200, { 'Set-Cookie': await signInCookie(request, user) })
	},
})
export const loader = action
