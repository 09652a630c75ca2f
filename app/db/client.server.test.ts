import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { listingDefaults } from '~/schemas/listing'
import { connect, getDb, selectBuiltRows, selectRows } from './client.server'
import { listings, users } from './schema'

async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ username: `owner-${crypto.randomUUID()}`, email: `${crypto.randomUUID()}@example.com`, ...overrides })
		.returning()
	return user!
}

describe('database', () => {
	test('uses PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise', async () => {
		const { driver } = await connect()
		expect(driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
	})

	test('migrations create the tables, once', async () => {
		const db = await getDb()
		const tables = await selectRows<{ table_name: string }>(
			db,
			sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
		)
		const names = tables.map((row) => row.table_name)
		expect(names).toEqual(expect.arrayContaining(['listings', 'newsletter_subscriptions', 'users']))
		const [applied] = await selectRows<{ count: number }>(
			db,
			sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
		)
		expect(applied!.count).toBeGreaterThan(0)
	})

	test('a raw statement kept prepared answers for the values of each run, within a transaction too, and past the number kept', async () => {
		const db = await getDb()
		const doubled = (value: number) => selectRows<{ doubled: number }>(db, sql`select ${value}::int * 2 as doubled`)
		expect(await doubled(2)).toEqual([{ doubled: 4 }])
		expect(await doubled(21)).toEqual([{ doubled: 42 }])
		// More statements of other texts than are kept: the first is forgotten, then prepared again.
		for (let extra = 0; extra < 210; extra++)
			expect(await selectRows<{ n: number }>(db, sql`select ${extra}::int + ${sql.raw(String(extra))} as n`)).toEqual([
				{ n: extra * 2 },
			])
		expect(await doubled(5)).toEqual([{ doubled: 10 }])
		const user = await createUser()
		const seen = await db.transaction(async (tx) => {
			await tx
				.update(users)
				.set({ username: `renamed-${user.id}` })
				.where(eq(users.id, user.id))
			return selectRows<{ username: string }>(tx, sql`select username from users where id = ${user.id}`)
		})
		expect(seen).toEqual([{ username: `renamed-${user.id}` }])
	})

	test('a statement built from what its key names is built once for each key, and runs again with its own values', async () => {
		const db = await getDb()
		let builds = 0
		const tripled = (value: number) =>
			selectBuiltRows<{ tripled: number }>(db, `tripled:${value}`, () => {
				builds++
				return sql`select ${value}::int * 3 as tripled`
			})
		expect(await tripled(2)).toEqual([{ tripled: 6 }])
		expect(await tripled(7)).toEqual([{ tripled: 21 }])
		expect(await tripled(2)).toEqual([{ tripled: 6 }])
		expect(builds).toBe(2)
		// The same text with other values: each key's own, from one prepared statement.
		expect(await tripled(7)).toEqual([{ tripled: 21 }])
		expect(builds).toBe(2)
	})

	test('e-mail is unique whatever its case, and so is the username', async () => {
		const user = await createUser({ email: 'Casey@Example.com', username: 'casey' })
		await expect(createUser({ email: 'casey@example.COM' })).rejects.toThrow()
		await expect(createUser({ username: 'CASEY' })).rejects.toThrow()
		expect(user.avatar).toBe('/images/avatar-default.svg')
	})

	test('a listing saved without type, counts, prices and flags gets the form’s starting values', async () => {
		const owner = await createUser()
		const db = await getDb()
		const [listing] = await db
			.insert(listings)
			.values({ name: 'Bright loft by the river', description: 'Light.', address: '1 River St', userRef: owner.id })
			.returning()
		// The columns' defaults (drizzle/*.sql) are the listing form's starting values, whatever those become.
		expect(listing).toMatchObject({ ...listingDefaults, imageUrls: [], effectivePrice: listingDefaults.regularPrice })
		expect(listing!.createdAt).toBeInstanceOf(Date)

		const [onOffer] = await db
			.update(listings)
			.set({ offer: true, regularPrice: 2000, discountPrice: 1800 })
			.where(eq(listings.id, listing!.id))
			.returning()
		expect(onOffer!.effectivePrice).toBe(1800)
		expect(onOffer!.updatedAt.getTime()).toBeGreaterThanOrEqual(listing!.updatedAt.getTime())
	})

	test("deleting a user deletes the user's listings", async () => {
		const owner = await createUser()
		const db = await getDb()
		await db
			.insert(listings)
			.values({ name: 'Garden flat near the park', description: 'Green.', address: '2 Park Rd', userRef: owner.id })
		await db.delete(users).where(eq(users.id, owner.id))
		const left = await db.select().from(listings).where(eq(listings.userRef, owner.id))
		expect(left).toEqual([])
	})
})
