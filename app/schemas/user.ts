import { emailField, flagField, newPasswordField, photoUrlField, textField, usernameField } from './fields'
import { z } from './zod'

/** The password an account has now, asked for before a change that could take the account over. */
export const currentPasswordField = textField('Current password').max(1024, 'Current password is wrong')

/**
 * Changes to an account, from the profile form and POST /api/user/update/:id alike.
 * Every field is optional: what is left out (a blank password) stays as it is. A new password
 * needs the current one (`currentPassword`).
 */
export const userUpdateSchema = z.object({
	username: usernameField.optional(),
	email: emailField.optional(),
	password: newPasswordField.optional(),
	currentPassword: currentPasswordField.optional(),
	avatar: photoUrlField.optional(),
	showEmail: z.boolean({ error: 'showEmail must be true or false' }).optional(),
})

export type UserUpdate = z.output<typeof userUpdateSchema>

/**
 * The profile form's account details. The form always shows the username and the address, so a
 * blank one is a mistake to point out ("Username is required"), not a field left unchanged; the
 * checkbox is always sent when ticked, and its absence means "no".
 */
export const profileFormSchema = userUpdateSchema
	.omit({ avatar: true })
	.extend({ username: usernameField, email: emailField, showEmail: flagField('Show my e-mail address') })

/** Deleting the account from its page: the current password confirms it (a Google-only account confirms by mail). */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordField.optional() })
