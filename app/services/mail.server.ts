import nodemailer, { type Transporter } from 'nodemailer'
import { type Mail } from '~/mail'
import { defineQueue, enqueue, enqueueMany, type Job, type QueuePolicy, work } from '~/models/jobs.server'
import { getEnv } from '~/utils/env.server'
import { getLogger } from '~/utils/logger.server'
import { writeToOutbox } from './mail-outbox.server'

/*
 * Outgoing mail. A request never talks to the mail server: queueMail stores the composed mail as a
 * job, and the mail worker (started with the server) delivers it, to SMTP_URL or, without one, to
 * the outbox folder. A mail server that is down or refuses only delays the mail: the job is retried.
 */

const QUEUE = 'mail'

/**
 * Retries after about 2 s, 4 s, 8 s… (each between once and twice that): the twelfth and last
 * comes some hours after the first try; then the mail waits in the dead-letter queue `mail-dead`.
 */
const POLICY: QueuePolicy = { retryLimit: 12, retryDelaySeconds: 2, expireInSeconds: 120 }

type MailJob = Mail & { to: string }

let defined: Promise<void> | undefined

function mailQueue() {
	defined ??= defineQueue(QUEUE, POLICY).catch((error: unknown) => {
		defined = undefined
		throw error
	})
	return defined
}

/** Queues a mail to `to`, built by a template of app/mail; sent at once or at `sendAt`. Returns the job id. */
export async function queueMail(to: string, mail: Mail, options: { sendAt?: Date } = {}) {
	await mailQueue()
	return enqueue(QUEUE, { to, ...mail } satisfies MailJob, { runAt: options.sendAt })
}

/** Queues many mails in one statement (alerts to many members at once). */
export async function queueMails(mails: Array<{ to: string; mail: Mail }>) {
	await mailQueue()
	await enqueueMany(
		QUEUE,
		mails.map(({ to, mail }) => ({ to, ...mail }) satisfies MailJob),
	)
}

/** Starts delivering queued mail in this process. */
export async function startMailWorker() {
	await mailQueue()
	await work<MailJob>(QUEUE, deliver)
}

let smtp: { url: string; transport: Transporter } | undefined

function smtpTransport(url: string) {
	if (smtp?.url !== url) {
		smtp = {
			url,
			transport: nodemailer.createTransport({
				url,
				// A server that does not answer fails the attempt in seconds; the job is retried.
				connectionTimeout: 10_000,
				greetingTimeout: 10_000,
				socketTimeout: 30_000,
			}),
		}
	}
	return smtp.transport
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

async function deliver(job: Job<MailJob>) {
	const { smtpUrl, from } = getEnv().mail
	const { to, subject, text, html, headers, calendar } = job.data
	const message = {
		from,
		to,
		subject,
		text,
		html,
		headers,
		// An invitation goes as the text/calendar part calendar programs look for (and as invite.ics).
		icalEvent: calendar && { method: calendar.method, filename: 'invite.ics', content: calendar.content },
		// The job's id, so a mail's copies (should a worker die after sending) can be told apart.
		messageId: `<${job.id}@${new URL(getEnv().publicUrl).hostname}>`,
	}
	const logger = getLogger()
	try {
		if (smtpUrl) {
			const info = await smtpTransport(smtpUrl).sendMail(message)
			logger.info({ to, subject, messageId: info.messageId, job: job.id }, 'mail sent')
		} else {
			const info = await outboxTransport.sendMail(message)
			const file = await writeToOutbox(job.id, info.message as Buffer)
			logger.info({ to, subject, file, job: job.id }, 'mail written to the outbox')
		}
	} catch (error) {
		const last = job.retryCount >= POLICY.retryLimit
		logger[last ? 'error' : 'warn'](
			{ err: error, to, subject, job: job.id, attempt: job.retryCount + 1 },
			last ? 'mail not sent, giving up' : 'mail not sent, will retry',
		)
		throw error
	}
}
