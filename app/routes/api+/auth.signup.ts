import { signUpSchema } from '~/schemas/auth'
import { registerAccount } from '~/services/auth.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

export const action = apiRoute({
	async POST({ request, context }) {
		const input = await parseApiBody(request, signUpSchema)
		await registerAccount(input, clientAddress(context))
		return apiJson('User created successfully!', 201)
	},
})
export const loader = action
