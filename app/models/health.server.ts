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

/** How often the database is asked, and how long its last answer counts: two missed checks mean unavailable. */
const CHECK_EVERY_MS = 1_000
const ANSWER_COUNTS_MS = 2_500

/**
 * The database's health as last seen, asked every second in the background. `/healthz` answers from it
 * at once (server.js), so a load balancer's check is never queued behind other requests' work: a flood
 * of pages, or a pool whose connections are all busy. `onChange` hears when it goes away after having
 * answered, and when it answers again (not while the server starts).
 */
export function watchDatabaseHealth({ onChange }: { onChange?: (ready: boolean) => void } = {}) {
	let answeredAt = 0
	let checking = false
	let wasReady = false
	const isReady = () => Date.now() - answeredAt < ANSWER_COUNTS_MS
	const check = async () => {
		if (checking) return
		checking = true
		try {
			if (await isDatabaseReady()) answeredAt = Date.now()
		} finally {
			checking = false
		}
		const ready = isReady()
		if (ready !== wasReady) onChange?.(ready)
		wasReady = ready
	}
	void check()
	const timer = setInterval(() => void check(), CHECK_EVERY_MS)
	timer.unref()
	return {
		/** The database answered a query within the last ANSWER_COUNTS_MS. */
		isReady,
		stop: () => clearInterval(timer),
	}
}
