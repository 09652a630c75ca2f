import { emailField, textField } from './fields'
import { z } from './zod'

const NAME_MAX = 60
const MESSAGE_MAX = 2000

const requiredText = (label: string, max: number) =>
	textField(label).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`)

/** The contact form of /contact and of the home page variant that shows it. */
export const contactSchema = z.object({
	firstName: requiredText('First name', NAME_MAX),
	lastName: requiredText('Last name', NAME_MAX),
	email: emailField,
	message: requiredText('Message', MESSAGE_MAX),
})

export type ContactInput = z.output<typeof contactSchema>
