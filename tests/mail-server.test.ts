// Mail from the running server (`node server.js`): to an SMTP sink, to the outbox folder and
// /dev/mail, and from two servers sharing one PostgreSQL database.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { passwordChangedMail } from '~/mail'
import { getJobState } from '~/models/jobs.server'
import { queueMail } from '~/services/mail.server'
import { stopWorkers } from '~/services/workers.server'
import { type AppServer, outboxFiles, startAppServer, waitForHealthy } from './support/app-server'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'

const json = { 'Content-Type': 'application/json' }

/** Signs up through the API and changes the password, which mails the owner. */
async function changePassword(url: string, name: string) {
	const account = { username: name, email: `${name}@example.com`, password: 'first-password-123' }
	await fetch(`${url}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(account) })
	const signin = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: json, body: JSON.stringify(account) })
	const cookie = signin.headers.get('set-cookie')!.split(';')[0]!
	const { _id } = (await signin.json()) as { _id: string }
	const response = await fetch(`${url}/api/user/update/${_id}`, {
		method: 'POST',
		headers: { ...json, Cookie: cookie },
		body: JSON.stringify({ password: 'second-password-456', currentPassword: account.password }),
	})
	expect(response.status).toBe(200)
}

describe('mail through SMTP_URL, in production', () => {
	let sink: SmtpSink
	let server: AppServer
	beforeAll(async () => {
		sink = await startSmtpSink()
		server = await startAppServer({ SMTP_URL: sink.url, PUBLIC_URL: 'https://homes.example' })
		await waitForHealthy(server)
	})
	afterAll(async () => {
		await server?.stop()
		await sink?.stop()
	})

	test('a changed password is mailed to the owner once, with both parts linking to PUBLIC_URL', async () => {
		await changePassword(server.url, 'smtpowner')
		// Signing up mailed a verification link first.
		const received = await sink.waitFor(2)
		expect(received.map((mail) => mail.subject).sort()).toEqual([
			'Confirm your e-mail address for Homestead',
			'Your Homestead password was changed',
		])
		const mail = received.find((each) => each.subject === 'Your Homestead password was changed')
		expect(mail!.envelopeTo).toEqual(['smtpowner@example.com'])
		expect(mail!.from?.value).toEqual([{ name: 'Homestead', address: 'no-reply@localhost' }])
		expect(mail!.text).toContain('https://homes.example/forgot-password')
		expect(mail!.html).toContain('href="https://homes.example/forgot-password"')
		expect(fs.existsSync(path.join(server.dataDir, 'mail'))).toBe(false)
	})

	test('/dev/mail does not exist in production', async () => {
		expect((await fetch(`${server.url}/dev/mail`)).status).toBe(404)
		expect((await fetch(`${server.url}/dev/mail/20261201T100000000Z-x`)).status).toBe(404)
	})
})

describe('without SMTP_URL, outside production', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ NODE_ENV: 'test', LOG_LEVEL: 'info' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	test('mail is written to DATA_DIR/mail, logged, and shown on /dev/mail with its link', async () => {
		await changePassword(server.url, 'outboxowner')
		// The verification link of the sign-up, then the notice.
		const files = await vi.waitFor(
			() => {
				const found = outboxFiles(server)
				expect(found).toHaveLength(2)
				return found.filter((file) =>
					fs.readFileSync(file, 'utf8').includes('Subject: Your Homestead password was changed'),
				)
			},
			{ timeout: 30_000, interval: 100 },
		)
		expect(files).toHaveLength(1)
		const raw = fs.readFileSync(files[0]!, 'utf8')
		expect(raw).toContain('Subject: Your Homestead password was changed')
		expect(raw).toMatch(/Content-Type: text\/plain/)
		expect(raw).toMatch(/Content-Type: text\/html/)
		// The log line is written after the file, and reaches us through the server's stdout a moment later.
		await vi.waitFor(
			() =>
				expect(server.output()).toMatch(
					/"to":"outboxowner@example.com","subject":"Your Homestead password was changed".*"msg":"mail written to the outbox"/,
				),
			{ timeout: 10_000, interval: 50 },
		)

		const list = await fetch(`${server.url}/dev/mail`)
		expect(list.status).toBe(200)
		// Never from a cache: the outbox changes with every mail.
		expect(list.headers.get('Cache-Control')).toBe('private, no-store')
		const listPage = await list.text()
		expect(listPage).toContain('Your Homestead password was changed')
		expect(listPage).toContain('outboxowner@example.com')
		const id = path.basename(files[0]!, '.eml')
		expect(listPage).toContain(`href="/dev/mail/${id}"`)

		const page = await fetch(`${server.url}/dev/mail/${id}`)
		expect(page.status).toBe(200)
		const mailPage = await page.text()
		// The text part with its link clickable, the HTML part in a sandboxed frame.
		expect(mailPage).toMatch(/<a href="http:\/\/localhost:\d+\/forgot-password"/)
		// The footer's "(http://…/)." links the address without the closing punctuation.
		expect(mailPage).toMatch(/<a href="http:\/\/localhost:\d+\/"/)
		expect(mailPage).not.toMatch(/href="[^"]*[).]"/)
		expect(page.headers.get('Cache-Control')).toBe('private, no-store')
		expect(mailPage).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/)
		expect(mailPage).toContain('Hello outboxowner,')
	})

	test('an unknown or malformed mail id is a 404', async () => {
		expect((await fetch(`${server.url}/dev/mail/20261201T100000000Z-nothere`)).status).toBe(404)
		expect((await fetch(`${server.url}/dev/mail/..%2F..%2Fsession-secret`)).status).toBe(404)
	})
})

// Two server processes on one database need a database server: PGlite belongs to one process.
describe.runIf(Boolean(process.env.DATABASE_URL))('two servers on one PostgreSQL database', () => {
	let sink: SmtpSink
	const servers: AppServer[] = []
	beforeAll(async () => {
		sink = await startSmtpSink()
	})
	afterAll(async () => {
		await Promise.all(servers.map((server) => server.stop()))
		await stopWorkers()
		await sink?.stop()
	})

	test('never send the same mail twice', async () => {
		// This file's own database (tests/setup/isolated-database.ts), shared by both servers.
		const shared = { DATABASE_URL: process.env.DATABASE_URL, SMTP_URL: sink.url }
		servers.push(...(await Promise.all([startAppServer(shared), startAppServer(shared)])))
		await Promise.all(servers.map((server) => waitForHealthy(server)))

		const count = 40
		const ids: string[] = []
		for (let i = 0; i < count; i++) {
			const mail = passwordChangedMail({ username: `twin${i}`, changedAt: new Date() })
			ids.push(await queueMail(`twin${i}@example.com`, mail))
		}
		await sink.waitFor(count)
		await vi.waitFor(
			async () => {
				const states = await Promise.all(ids.map((id) => getJobState('mail', id)))
				expect(states.every((state) => state === 'completed')).toBe(true)
			},
			{ timeout: 30_000, interval: 200 },
		)
		const messageIds = sink.received.map((mail) => mail.messageId)
		expect(messageIds).toHaveLength(count)
		expect(new Set(messageIds).size).toBe(count)
		expect(new Set(sink.received.map((mail) => mail.envelopeTo[0])).size).toBe(count)
	})
})
