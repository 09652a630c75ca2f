import fs from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '~/utils/env.server'

/*
 * The outbox: without SMTP_URL every mail is written to DATA_DIR/mail as an .eml file (the raw
 * message, which any mail client opens), and /dev/mail shows them outside production.
 */

/** An outbox file's name without `.eml`: its time, then its job id. */
const ID = /^\d{8}T\d{9}Z-[\w-]{1,64}$/
/** At most this many of the newest mails are listed. */
const LIST_LIMIT = 100

export type OutboxEntry = { id: string; to: string; subject: string; date: string }

export type OutboxMail = OutboxEntry & {
	from: string
	text: string
	html: string | undefined
	headers: [name: string, value: string][]
}

function outboxDir() {
	return path.join(getEnv().dataDir, 'mail')
}

/** Writes a raw message to the outbox; its name sorts by time. Returns the file's path. */
export async function writeToOutbox(jobId: string, raw: Buffer) {
	const dir = outboxDir()
	await fs.mkdir(dir, { recursive: true })
	const stamp = new Date().toISOString().replace(/[-:.]/g, '')
	const file = path.join(dir, `${stamp}-${jobId.replace(/[^\w-]/g, '')}.eml`)
	// Written whole under another name first, so a reader never sees half a mail.
	await fs.writeFile(`${file}.tmp`, raw)
	await fs.rename(`${file}.tmp`, file)
	return file
}

/** The mails in the outbox, newest first. */
export async function listOutbox(): Promise<OutboxEntry[]> {
	const names = await fs.readdir(outboxDir()).catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return []
		throw error
	})
	const ids = names
		.filter((name) => name.endsWith('.eml') && ID.test(name.slice(0, -4)))
		.map((name) => name.slice(0, -4))
		.sort()
		.reverse()
		.slice(0, LIST_LIMIT)
	const mails = await Promise.all(ids.map(readOutboxMail))
	return mails.flatMap((mail) => (mail ? [{ id: mail.id, to: mail.to, subject: mail.subject, date: mail.date }] : []))
}

/** One mail of the outbox, parsed; undefined when there is no such mail. */
export async function readOutboxMail(id: string): Promise<OutboxMail | undefined> {
	if (!ID.test(id)) return undefined
	let raw: Buffer
	try {
		raw = await fs.readFile(path.join(outboxDir(), `${id}.eml`))
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
		throw error
	}
	// Only these development pages parse mail: loaded when first needed.
	const { simpleParser } = await import('mailparser')
	const parsed = await simpleParser(raw)
	const addresses = (value: typeof parsed.to) => [value ?? []].flat().map((address) => address.text)
	return {
		id,
		from: parsed.from?.text ?? '',
		to: addresses(parsed.to).join(', '),
		subject: parsed.subject ?? '',
		date: (parsed.date ?? new Date(0)).toISOString(),
		text: parsed.text ?? '',
		html: parsed.html || undefined,
		headers: parsed.headerLines.map(({ line }) => {
			const colon = line.indexOf(':')
			return [
				line.slice(0, colon),
				line
					.slice(colon + 1)
					.replace(/\r?\n\s+/g, ' ')
					.trim(),
			]
		}),
	}
}
