// The administrators' mail about waiting cases (issue 43): as soon as the first case waits, then at most
// once every 15 minutes, and only of cases opened since the last mail. The job function is called with
// a clock of the test's own; the mails it queues are read from the job queue (no worker sends them).
import { sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { getDb, selectRows } from '~/db/client.server'
import { openCase, resolveCases } from '~/models/moderation.server'
import { mailAdministratorsOfNewCases, startModerationWorker } from '~/services/trust-and-safety.server'
import { createListing, createUser } from './support/factories'

const MINUTE = 60 * 1000

/** The subjects of the mails queued to `to`, oldest first. */
async function queuedTo(to: string) {
	const rows = await selectRows<{ subject: string }>(
		await getDb(),
		sql`select data->>'subject' as subject from pgboss.job where name = 'mail' and data->>'to' = ${to}
			order by created_on`,
	)
	return rows.map((row) => row.subject)
}

const aCase = async () => {
	const listing = await createListing()
	await openCase({ listingId: listing.id }, ['reported'], {})
	return listing
}

describe('the administrators’ mail of waiting cases', () => {
	// Hours before the real time: the worker of the last test, on the real clock, is past every throttle.
	const start = Date.now() - 3 * 60 * MINUTE
	const at = (minutes: number) => new Date(start + minutes * MINUTE)

	test('the first case is mailed at once; newer ones 15 minutes after that mail, not before; nothing new, no mail', async () => {
		const admin = await createUser({ isAdmin: true, emailVerified: true })
		const member = await createUser()
		await aCase()
		expect(await mailAdministratorsOfNewCases(at(0))).toBe(1)
		expect(await queuedTo(admin.email)).toEqual(['A listing or conversation waits for a check'])
		expect(await queuedTo(member.email)).toEqual([])
		const [text] = await selectRows<{ text: string }>(
			await getDb(),
			sql`select data->>'text' as text from pgboss.job where name = 'mail' and data->>'to' = ${admin.email}`,
		)
		expect(text!.text).toContain('/admin')

		// Told of already: no second mail for it.
		expect(await mailAdministratorsOfNewCases(at(1))).toBe(0)
		await aCase()
		const closed = await aCase()
		await resolveCases({ listingId: closed.id }, 'dismissed', 'system')
		await aCase()
		expect(await mailAdministratorsOfNewCases(at(2))).toBe(0)
		expect(await mailAdministratorsOfNewCases(new Date(at(15).getTime() - 1))).toBe(0)
		// Fifteen minutes after the first mail: the two cases still waiting, in one mail.
		expect(await mailAdministratorsOfNewCases(at(15))).toBe(1)
		expect(await queuedTo(admin.email)).toEqual([
			'A listing or conversation waits for a check',
			'2 listings or conversations wait for a check',
		])
		// The queue only waits longer: not news.
		expect(await mailAdministratorsOfNewCases(at(60))).toBe(0)
		expect(await queuedTo(admin.email)).toHaveLength(2)
	})

	test('a new case wakes the job at once: the mail is queued without waiting for its schedule', async () => {
		const admin = await createUser({ isAdmin: true, emailVerified: true })
		await startModerationWorker()
		await aCase()
		await vi.waitFor(async () => expect(await queuedTo(admin.email)).toHaveLength(1), {
			timeout: 20_000,
			interval: 200,
		})
	})
})
