// Outgoing mail through the job queue, in-process on this file's database (PGlite, or PostgreSQL
// with DATABASE_URL), delivered to an SMTP sink on loopback.
import getPort from 'get-port'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { closeDb } from '~/db/client.server'
import { passwordChangedMail } from '~/mail'
import { defineQueue, enqueue, getJobState, scheduleRecurring, stopJobQueue, work } from '~/models/jobs.server'
import { queueMail } from '~/services/mail.server'
import { startWorkers, stopWorkers } from '~/services/workers.server'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'

// Read when the configuration is first parsed: a mail server that is not there yet, and the site's address.
const smtpPort = await getPort()
process.env.SMTP_URL = `smtp://sink:secret@127.0.0.1:${smtpPort}`
process.env.MAIL_FROM = 'Homestead <no-reply@homestead.example>'
process.env.PUBLIC_URL = 'https://homestead.example'

let sink: SmtpSink | undefined
afterAll(async () => {
	await stopWorkers()
	await sink?.stop()
})

const notice = (username: string) => passwordChangedMail({ username, changedAt: new Date('2026-12-01T10:00:00Z') })

/** The mails the sink has whose Message-ID is the job's. */
const copiesOf = (jobId: string) => (sink?.received ?? []).filter((mail) => mail.messageId?.startsWith(`<${jobId}@`))

const waitForState = (queue: string, id: string, state: string) =>
	vi.waitFor(async () => expect(await getJobState(queue, id)).toBe(state), { timeout: 60_000, interval: 100 })

describe('outgoing mail', () => {
	test('a mail queued while the mail server is down is retried, and delivered once it is back', async () => {
		const id = await queueMail('ada@example.com', notice('ada'))
		await startWorkers()
		// The first attempt found no server: the job waits for its retry.
		await waitForState('mail', id, 'retry')

		sink = await startSmtpSink(smtpPort)
		await waitForState('mail', id, 'completed')
		expect(copiesOf(id)).toHaveLength(1)
		expect(copiesOf(id)[0]!.subject).toBe('Your Homestead password was changed')
	})

	test('a mail arrives once, from MAIL_FROM, with a text and an HTML part linking to PUBLIC_URL', async () => {
		const id = await queueMail('grace@example.com', notice('grace'))
		await waitForState('mail', id, 'completed')
		const copies = copiesOf(id)
		expect(copies).toHaveLength(1)
		const [mail] = copies
		expect(mail!.envelopeTo).toEqual(['grace@example.com'])
		expect(mail!.from?.value).toEqual([{ name: 'Homestead', address: 'no-reply@homestead.example' }])
		expect(mail!.to).toMatchObject({ text: 'grace@example.com' })
		expect(mail!.text).toContain('Hello grace,')
		expect(mail!.text).toContain('https://homestead.example/forgot-password')
		expect(mail!.html).toContain('href="https://homestead.example/forgot-password"')
		expect(mail!.html).toContain('color-scheme: light dark')
		expect(mail!.html).toContain('Hello grace,')
	})

	test('what a template is given is escaped in the HTML part', async () => {
		const id = await queueMail('mallory@example.com', notice('<b>mallory</b>'))
		await waitForState('mail', id, 'completed')
		const [mail] = copiesOf(id)
		expect(mail!.html).toContain('Hello &#60;b&#62;mallory&#60;/b&#62;,')
		expect(mail!.text).toContain('Hello <b>mallory</b>,')
	})

	test('a mail with a time to send is not sent before it', async () => {
		const sendAt = new Date(Date.now() + 3_000)
		const id = await queueMail('later@example.com', notice('later'), { sendAt })
		expect(await getJobState('mail', id)).toBe('created')
		await waitForState('mail', id, 'completed')
		const [mail] = copiesOf(id)
		expect(mail!.receivedAt).toBeGreaterThanOrEqual(sendAt.getTime())
	})

	test('queued mail survives a restart', async () => {
		await stopWorkers()
		const id = await queueMail('restart@example.com', notice('restart'))
		await stopJobQueue()
		await closeDb()

		await startWorkers()
		await waitForState('mail', id, 'completed')
		expect(copiesOf(id)).toHaveLength(1)
	})

	test('a recurring job is added on its schedule', async () => {
		const ran: string[] = []
		await defineQueue('test-recurring', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 })
		await work<{ kind: string }>('test-recurring', async (job) => {
			ran.push(job.data.kind)
		})
		await scheduleRecurring('test-recurring', '* * * * *', { kind: 'digest' })
		// Schedules are looked at every second here (JOB_SCHEDULE_CHECK_SECONDS, vitest.config.ts), and the
		// job then waits for a worker's next poll.
		await vi.waitFor(() => expect(ran).toEqual(['digest']), { timeout: 80_000, interval: 200 })
	}, 90_000)

	test('stopping waits for the job in flight to finish', async () => {
		let finished = false
		let started!: () => void
		const running = new Promise<void>((resolve) => (started = resolve))
		await defineQueue('test-slow', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 })
		await work('test-slow', async () => {
			started()
			await new Promise((resolve) => setTimeout(resolve, 1_500))
			finished = true
		})
		const id = await enqueue('test-slow', {})
		await running
		await stopWorkers()
		expect(finished).toBe(true)
		await startWorkers()
		expect(await getJobState('test-slow', id)).toBe('completed')
	})
})

describe('stopping the job queue', () => {
	test('every job is run once, also one fetched as the queue stops, and nothing reaches the closed database', async () => {
		const ran: number[] = []
		await defineQueue('test-stop-race', { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 60 })
		for (let round = 0; round < 10; round++) {
			await work<{ round: number }>('test-stop-race', async (job) => {
				await new Promise((resolve) => setTimeout(resolve, 20))
				ran.push(job.data.round)
			})
			// The worker is told of the job at once, so its fetch is on the way as the queue stops.
			await enqueue('test-stop-race', { round })
			await stopJobQueue()
		}
		await work<{ round: number }>('test-stop-race', async (job) => {
			ran.push(job.data.round)
		})
		await vi.waitFor(() => expect(new Set(ran).size).toBe(10), { timeout: 60_000, interval: 100 })
		expect(ran).toHaveLength(10)
	}, 90_000)
})
