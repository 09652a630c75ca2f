import { emailField, newPasswordField, photoUrlField, usernameField } from './fields'
import { z } from './zod'

/**
 * Changes to an account, from the profile form and POST /api/user/update/:id alike.
 * Every field is optional: what is left out (a blank password) stays as it is.
 */
export const userUpdateSchema = z.object({
	username: usernameField.optional(),
	email: emailField.optional(),
	password: newPasswordField.optional(),
	avatar: photoUrlField.optional(),
})

export type UserUpdate = z.output<typeof userUpdateSchema>
