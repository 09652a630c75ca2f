import getPort from 'get-port'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A parsed mail, when it arrived (Date.now()) and to whom the envelope sent it. */
export type ReceivedMail = ParsedMail & { receivedAt: number; envelopeTo: string[] }

export type SmtpSink = {
	port: number
	url: string
	received: ReceivedMail[]
	/** Resolves once `count` mails have arrived (all mails so far when more did). */
	waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>
	stop: () => Promise<void>
}

/**
 * A mail server on loopback that accepts every mail (with any login) and keeps it parsed,
 * standing in for SMTP_URL's server.
 */
export async function startSmtpSink(port?: number): Promise<SmtpSink> {
	const received: ReceivedMail[] = []
	const server = new SMTPServer({
		authOptional: true,
		allowInsecureAuth: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onAuth: (_auth, _session, callback) => callback(null, { user: 'sink' }),
		onData(stream, session, callback) {
			simpleParser(stream).then(
				(mail) => {
					received.push(
						Object.assign(mail, {
							receivedAt: Date.now(),
							envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
						}),
					)
					callback()
				},
				(error: Error) => callback(error),
			)
		},
	})
	const listenPort = port ?? (await getPort())
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(listenPort, '127.0.0.1', () => resolve())
	})
	return {
		port: listenPort,
		url: `smtp://sink:secret@127.0.0.1:${listenPort}`,
		received,
		async waitFor(count, timeoutMs = 60_000) {
			const deadline = Date.now() + timeoutMs
			while (received.length < count) {
				if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`)
				await new Promise((resolve) => setTimeout(resolve, 50))
			}
			return received
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
