import { textField } from './fields'
import { z } from './zod'

export const MESSAGE_MAX = 5000

/** A message to another member: the contact form of a listing, a reply, and the API. */
export const messageSchema = z.object({
	message: textField('Message')
		.trim()
		.min(1, 'Message is required')
		.max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters`),
})
