import { stopJobQueue } from '~/models/jobs.server'
import { getLogger } from '~/utils/logger.server'
import { startAccountPurgeWorker, startPasswordResetWorker } from './account.server'
import { startListingFreshnessWorker } from './listing-freshness.server'
import { startViewCounter, stopViewCounter } from './listing-views.server'
import { startMailWorker } from './mail.server'
import { startSearchAlertWorkers } from './search-alerts.server'
import { startModerationWorker } from './trust-and-safety.server'
import { startViewingReminderWorker } from './viewing-times.server'

/*
 * The background workers of a server process, started and stopped by server.js. Every replica
 * runs them; the queue gives each job to one of them at a time.
 */

let stopped = false
let retry: NodeJS.Timeout | undefined

/** Starts the workers; while the database cannot be reached, tries again every 5 s. */
export async function startWorkers() {
	stopped = false
	// Listing views are written from memory every VIEW_FLUSH_SECONDS; the writes wait for the database themselves.
	startViewCounter()
	try {
		await startMailWorker()
		await startPasswordResetWorker()
		await startAccountPurgeWorker()
		await startListingFreshnessWorker()
		await startSearchAlertWorkers()
		await startModerationWorker()
		await startViewingReminderWorker()
		// Stopped while starting: the worker just started stops too.
		if (stopped) await stopJobQueue()
	} catch (error) {
		if (stopped) return
		getLogger().error({ err: error }, `background jobs not started: ${(error as Error).message}`)
		retry = setTimeout(() => void startWorkers(), 5_000)
		retry.unref()
	}
}

/** Stops taking jobs and waits a few seconds for those running to finish; the database stays open. */
export async function stopWorkers() {
	stopped = true
	clearTimeout(retry)
	await stopViewCounter()
	await stopJobQueue()
}
