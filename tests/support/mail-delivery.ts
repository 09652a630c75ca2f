import { sql } from 'drizzle-orm'
import getPort from 'get-port'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import { getDb, selectRows } from '~/db/client.server'
import { startWorkers, stopWorkers } from '~/services/workers.server'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink'

/**
 * For a test file whose code sends mail in-process: points SMTP_URL at a sink on loopback and
 * PUBLIC_URL at https://homestead.example (call it at the top of the file, before the configuration
 * is first read), and runs the background jobs while the file's tests run.
 */
export async function deliverMailToSink() {
	const port = await getPort()
	process.env.SMTP_URL = `smtp://sink:secret@127.0.0.1:${port}`
	process.env.PUBLIC_URL = 'https://homestead.example'
	let sink: SmtpSink | undefined
	beforeAll(async () => {
		sink = await startSmtpSink(port)
		await startWorkers()
	})
	afterAll(async () => {
		await stopWorkers()
		await sink?.stop()
	})

	const arrivedTo = (to: string) => (sink?.received ?? []).filter((mail) => mail.envelopeTo.includes(to))
	const delivery = {
		/** Every mail received so far. */
		received: (): ReceivedMail[] => sink?.received ?? [],
		/** The mails that reached `to` so far, once at least `count` have (0: at once). */
		async mailsTo(to: string, count = 1) {
			await vi.waitFor(() => expect(arrivedTo(to).length).toBeGreaterThanOrEqual(count), {
				timeout: 30_000,
				interval: 50,
			})
			return arrivedTo(to)
		},
		/** Waits until no mail is waiting, being retried or being sent: every mail queued so far has arrived. */
		async allSent() {
			const db = await getDb()
			await vi.waitFor(
				async () => {
					const [row] = await selectRows<{ pending: number }>(
						db,
						sql`select count(*)::int as pending from pgboss.job
							where name = 'mail' and state in ('created', 'retry', 'active')`,
					)
					expect(row!.pending).toBe(0)
				},
				{ timeout: 30_000, interval: 50 },
			)
		},
		/**
		 * The mails that reached `to` once `count` have and every mail queued so far has been sent:
		 * counted again after the last delivery, so a mail more than expected is seen, not missed.
		 */
		async allMailsTo(to: string, count: number) {
			await delivery.mailsTo(to, count)
			await delivery.allSent()
			return arrivedTo(to)
		},
	}
	return delivery
}
