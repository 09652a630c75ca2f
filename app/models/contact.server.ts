import { desc } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { contactMessages } from '~/db/schema'
import { type ContactInput } from '~/schemas/contact'

/** Keeps a message sent through the contact form. */
export async function saveContactMessage(input: ContactInput) {
	const db = await getDb()
	const [saved] = await db.insert(contactMessages).values(input).returning()
	return saved!
}

/** The messages received, newest first: for the team reading them. */
export async function getContactMessages(limit = 50) {
	const db = await getDb()
	return db
		.select()
		.from(contactMessages)
		.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
		.limit(limit)
}
