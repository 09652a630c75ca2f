import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'

/** True once the migrations have run and the database answers a query; for the health check. */
export async function isDatabaseReady() {
	try {
		const db = await getDb()
		await db.execute(sql`select 1`)
		return true
	} catch {
		return false
	}
}
