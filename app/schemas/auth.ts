import { PASSWORD_MAX } from '~/utils/field-limits'
import { emailField, newPasswordField, textField, usernameField } from './fields'
import { z } from './zod'

export const signUpSchema = z.object({
	username: usernameField,
	email: emailField,
	password: newPasswordField,
})

export const signInSchema = z.object({
	email: emailField,
	// Any length is checked against the hash: accounts are not rejected by a newer rule.
	password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Wrong credentials!'),
	remember: z.boolean().optional(),
	// The page's way back and what it is for (utils/sign-in-reasons.ts); the API ignores both.
	redirectTo: z.string().optional(),
	reason: z.string().optional(),
})

/** /forgot-password and POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailField })

/** The token of a mailed link, posted back by its page. */
const linkTokenField = textField('Token').max(100, 'Token is too long').default('')

/** /reset-password and POST /api/auth/reset-password: the link's token and the new password, as at sign-up. */
export const resetPasswordSchema = z.object({ token: linkTokenField, password: newPasswordField })

/**
 * /verify-email: the link's token and the password of the person confirming the address, who owns
 * the account from then on (the one they signed up with, or a new one; the rules of sign-up).
 */
export const verifyEmailSchema = z.object({ token: linkTokenField, password: newPasswordField })

/** POST /api/auth/google: only a Google ID token, which the server verifies. */
export const googleTokenSchema = z.object({
	idToken: textField('idToken').min(1, 'idToken is required').max(8192, 'idToken is too long'),
})
