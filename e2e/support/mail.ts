import { expect } from '@playwright/test'
import { mailReaderURL } from '../../playwright.config'

/** A mail the site sent during the run, as the test server's mail sink keeps it (scripts/test-site.js). */
export type SentMail = { to: string[]; subject: string; text: string; html: string }

/** Waits for the mail with this subject sent to `to` (the latest, should there be several) and returns it. */
export async function mailTo(to: string, subject: string) {
	let found: SentMail | undefined
	await expect
		.poll(
			async () => {
				const response = await fetch(`${mailReaderURL}/mail?${new URLSearchParams({ to })}`)
				const mails = (await response.json()) as SentMail[]
				found = mails.filter((mail) => mail.subject === subject).at(-1)
				return Boolean(found)
			},
			{ message: `a mail "${subject}" to ${to}`, timeout: 30_000 },
		)
		.toBe(true)
	return found!
}

/** The site's path (with its query, if any) that a mail links to, starting with `path` (a pattern). */
export function linkIn(mail: SentMail, path: string) {
	const match = mail.text.match(new RegExp(`https?://[^/\\s]+(${path}(?:\\?[^\\s]+)?)`))
	expect(match, `a link to ${path} in "${mail.subject}"`).not.toBeNull()
	return match![1]!
}
