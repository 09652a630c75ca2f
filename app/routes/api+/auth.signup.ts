import { RateLimitError } from '~/models/rate-limit.server'
import { AccountConflictError } from '~/models/user.server'
import { signUpSchema } from '~/schemas/auth'
import { registerAccount } from '~/services/auth.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

export const action = apiRoute({
	async POST({ request, context }) {
		const input = await parseApiBody(request, signUpSchema)
		try {
			await registerAccount(input, clientAddress(context))
		} catch (error) {
			if (error instanceof AccountConflictError) return apiError(409, error.message)
			if (error instanceof RateLimitError) return apiError(429, error.message)
			throw error
		}
		return apiJson('User created successfully!', 201)
	},
})
export const loader = action
