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

/**
 * The profile form's account details. The form always shows the username and the address, so a
 * blank one is a mistake to point out ("Username is required"), not a field left unchanged.
 */
export const profileFormSchema = userUpdateSchema
	.omit({ avatar: true })
	.extend({ username: usernameField, email: emailField })
