import { z } from './zod'

const Q_MESSAGE = 'q must be 2 to 100 characters'

/** GET /api/places?q=…: the start of a place's name (docs/api.md, Places). */
export const placeSuggestionsSchema = z.object({
	q: z.string({ error: Q_MESSAGE }).trim().min(2, Q_MESSAGE).max(100, Q_MESSAGE),
})
