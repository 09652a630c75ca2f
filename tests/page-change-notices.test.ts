import { inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings, users } from '~/db/schema'
import { onPagesChanged, parsePageChange } from '~/models/page-changes.server'
import { type PageChange } from '~/page-cache'
import { createListings, createUser } from './support/factories'

// The notices of drizzle/0023_page_change_tags.sql, as every server hears them: one per statement,
// naming what it changed, so that each drops only the kept pages that show it.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function heard(make: () => Promise<unknown>) {
	const notices: PageChange[] = []
	let listening = false
	await onPagesChanged((change) => listening && notices.push(change))
	listening = true
	await make()
	// Notices arrive when the transaction commits, a moment later on PostgreSQL.
	for (let attempt = 0; attempt < 20 && !notices.length; attempt++) await sleep(50)
	await sleep(100)
	return notices
}

test('one statement that changes listings sends one notice naming each of them, and none when it changes none', async () => {
	const owner = await createUser()
	const created: string[] = []
	const inserted = await heard(async () => {
		const rows = await createListings([{ userRef: owner.id }, { userRef: owner.id }])
		created.push(...rows.map((row) => row.id))
	})
	expect(inserted).toEqual([{ listings: expect.arrayContaining(created), users: [] }])
	expect((inserted[0] as { listings: string[] }).listings).toHaveLength(2)

	const db = await getDb()
	const updated = await heard(() => db.update(listings).set({ bedrooms: 4 }).where(inArray(listings.id, created)))
	expect(updated).toEqual([{ listings: expect.arrayContaining(created), users: [] }])
	expect(await heard(() => db.update(listings).set({ bedrooms: 4 }).where(inArray(listings.id, [])))).toEqual([])

	// An account's name: its id. A change the pages do not show: nothing.
	const renamed = await heard(() =>
		db
			.update(users)
			.set({ username: `renamed${Date.now()}` })
			.where(inArray(users.id, [owner.id])),
	)
	expect(renamed).toEqual([{ listings: [], users: [owner.id] }])
	expect(
		await heard(() =>
			db
				.update(users)
				.set({ updatedAt: new Date() })
				.where(inArray(users.id, [owner.id])),
		),
	).toEqual([])
})

test('past 100 listings in one statement, the notice says all of them', async () => {
	const owner = await createUser()
	const many = await heard(() => createListings(Array.from({ length: 101 }, () => ({ userRef: owner.id }))))
	expect(many).toEqual([{ listings: 'all', users: [] }])
	expect(parsePageChange(undefined)).toBe('everything')
	expect(parsePageChange('users *')).toEqual({ listings: 'all', users: [] })
})
