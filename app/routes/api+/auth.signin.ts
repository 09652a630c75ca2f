import { RateLimitError } from '~/models/rate-limit.server'
import { toApiUser, verifyLogin } from '~/models/user.server'
import { signInSchema } from '~/schemas/auth'
import { refuseDeletedAccount, signInCookie, withSignInLimits, WrongCredentialsError } from '~/services/auth.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

export const action = apiRoute({
	async POST({ request, context }) {
		const { email, password } = await parseApiBody(request, signInSchema)
		try {
			const user = await withSignInLimits(clientAddress(context), email, async () => {
				const found = await verifyLogin(email, password)
				if (!found) throw new WrongCredentialsError()
				await refuseDeletedAccount(found)
				return found
			})
			return apiJson(toApiUser(user), 200, { 'Set-Cookie': await signInCookie(request, user) })
		} catch (error) {
			if (error instanceof WrongCredentialsError) return apiError(401, error.message)
			if (error instanceof RateLimitError) return apiError(429, error.message)
			throw error
		}
	},
})
export const loader = action
