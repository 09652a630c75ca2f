import PgBoss from 'pg-boss'
import { openJobQueueDatabase } from '~/db/job-queue.server'
import { getEnv } from '~/utils/env.server'
import { getLogger } from '~/utils/logger.server'

/*
 * Background jobs kept in the database (pg-boss, in its own `pgboss` schema; see decision 019).
 * A job is fetched with FOR UPDATE SKIP LOCKED, so however many processes work one database, each
 * job runs in one of them at a time; a failed job is retried with exponential backoff and, after
 * its last attempt, moved to its queue's dead-letter queue.
 */

/** How a kind of job is retried: its first retry after about `retryDelaySeconds`, doubling each time. */
export type QueuePolicy = {
	retryLimit: number
	retryDelaySeconds: number
	/** A job still running after this long is taken for lost (its process died) and retried. */
	expireInSeconds: number
	/**
	 * `stately`: at most one job waiting and one running (another sent meanwhile is dropped), for a
	 * job that does all the work there is whenever it runs.
	 */
	policy?: 'standard' | 'stately'
}

export type Job<Data> = { id: string; data: Data; retryCount: number }

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

type Started = {
	boss: PgBoss
	close: () => Promise<void>
	/** Statements sent to the database and jobs being run, which stopping waits for. */
	inFlight: Set<Promise<unknown>>
}

/**
 * What a model tells the workers of its process, so that a queue woken by it runs now rather than at
 * its next scheduled time: `listings-changed` when a member has written a listing,
 * `moderation-case-opened` when a case joined the moderation queue.
 */
export type WorkerSignal = 'listings-changed' | 'moderation-case-opened'

let starting: Promise<Started> | undefined
const workers = new Map<string, string>()
/** The queues each signal wakes, named by their `work` calls. */
const wokenBy = new Map<WorkerSignal, Set<string>>()

/** Keeps `promise` in `inFlight` until it settles; its outcome is still the caller's to handle. */
function track<T>(inFlight: Set<Promise<unknown>>, promise: Promise<T>) {
	inFlight.add(promise)
	promise.then(
		() => inFlight.delete(promise),
		() => inFlight.delete(promise),
	)
	return promise
}

async function queue() {
	return (await started()).boss
}

function started() {
	starting ??= start().catch((error: unknown) => {
		starting = undefined
		throw error
	})
	return starting
}

async function start(): Promise<Started> {
	const database = await openJobQueueDatabase()
	const inFlight = new Set<Promise<unknown>>()
	const scheduleCheckSeconds = getEnv().jobScheduleCheckSeconds
	const boss = new PgBoss({
		// Every statement is tracked, so the database is closed only once none is on its way.
		db: { executeSql: (text, values) => track(inFlight, database.db.executeSql(text, values)) },
		// Recurring schedules are looked at every 10 s (the default is 30 s), so a job due on the minute
		// starts within seconds; a due job is sent on within 5 s (pg-boss's default), or as often as that.
		cronMonitorIntervalSeconds: scheduleCheckSeconds,
		cronWorkerIntervalSeconds: Math.min(5, scheduleCheckSeconds),
		// Finished jobs are kept a week to look into, then deleted.
		archiveCompletedAfterSeconds: 24 * 60 * 60,
		deleteAfterDays: 7,
	})
	boss.on('error', (error) => getLogger().error({ err: error }, `job queue: ${error.message}`))
	// Creates or updates the queue's own tables (with an advisory lock, once for all replicas).
	try {
		await boss.start()
	} catch (error) {
		await database.close()
		throw error
	}
	return { boss, close: database.close, inFlight }
}

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01'

/**
 * Runs `work` again when PostgreSQL broke a deadlock by failing it: servers starting together on a new
 * database create the same queues at once, and pg-boss creates a table for each, which can deadlock.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await work()
		} catch (error) {
			if (attempt === attempts || (error as { code?: unknown } | null)?.code !== DEADLOCK) throw error
			await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100))
		}
	}
}

/** Creates the queue (and its dead-letter queue) if it is new, and sets its retry policy. */
export async function defineQueue(name: string, policy: QueuePolicy) {
	const boss = await queue()
	const deadLetter = `${name}-dead`
	await retryOnDeadlock(() => boss.createQueue(deadLetter))
	const options = {
		name,
		retryLimit: policy.retryLimit,
		retryDelay: policy.retryDelaySeconds,
		retryBackoff: true,
		expireInSeconds: policy.expireInSeconds,
		deadLetter,
		policy: policy.policy ?? 'standard',
	}
	await retryOnDeadlock(() => boss.createQueue(name, options))
	// createQueue leaves an existing queue as it was; the policy in the code wins.
	await retryOnDeadlock(() => boss.updateQueue(name, options))
}

/** Adds a job; it runs as soon as a worker is free, or not before `runAt`. Returns its id. */
export async function enqueue(name: string, data: object, options: { runAt?: Date } = {}) {
	const boss = await queue()
	const id = await boss.send(name, data, options.runAt ? { startAfter: options.runAt } : {})
	// A worker of this process need not wait for its next look at the queue.
	const worker = workers.get(name)
	if (worker) boss.notifyWorker(worker)
	return id!
}

/** Adds many jobs to one queue in one statement (each runs as soon as a worker is free). */
export async function enqueueMany(name: string, items: object[]) {
	if (!items.length) return
	const boss = await queue()
	await boss.insert(items.map((data) => ({ name, data })))
	const worker = workers.get(name)
	if (worker) boss.notifyWorker(worker)
}

/**
 * Adds a job only when a worker of this process runs the queue (a server; not a script or a test
 * without workers), to start work sooner than its schedule would.
 */
async function enqueueIfWorking(name: string, data: object = {}) {
	if (!workers.has(name)) return undefined
	const boss = await queue()
	const id = await boss.send(name, data)
	const worker = workers.get(name)
	if (worker) boss.notifyWorker(worker)
	return id ?? undefined
}

/**
 * Wakes the queues this process works that `signal` wakes (see `work`). Never fails the caller: a
 * queue not woken runs at its next scheduled time anyway.
 */
export async function signalWorkers(signal: WorkerSignal) {
	for (const name of wokenBy.get(signal) ?? []) {
		try {
			await enqueueIfWorking(name)
		} catch (error) {
			getLogger().warn({ err: error, queue: name }, `${name} not woken`)
		}
	}
}

/**
 * Runs the queue's jobs in this process, one at a time; a handler that throws has its job retried.
 * `wakeOn`: signals of the models (`signalWorkers`) that add a job to it at once, for a queue whose
 * job does all the work there is whenever it runs (a `stately` one).
 */
export async function work<Data extends object>(
	name: string,
	handler: (job: Job<Data>) => Promise<void>,
	{ wakeOn = [] }: { wakeOn?: WorkerSignal[] } = {},
) {
	const queue = await started()
	const { boss } = queue
	if (workers.has(name)) return
	let id = ''
	id = await boss.work<Data>(
		name,
		{ batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
		async ([job]) => {
			try {
				// Tracked, so that a job fetched as the queue stops still finishes before the database closes.
				await track(queue.inFlight, handler({ id: job!.id, data: job!.data, retryCount: job!.retryCount }))
			} finally {
				// After a job, the next one is fetched at once; the polling interval is for an empty queue.
				boss.notifyWorker(id)
			}
		},
	)
	workers.set(name, id)
	for (const signal of wakeOn) wokenBy.set(signal, (wokenBy.get(signal) ?? new Set()).add(name))
}

/** Adds a job to the queue on a cron schedule (minutes precision, UTC unless `tz`), the same for every replica. */
export async function scheduleRecurring(name: string, cron: string, data: object = {}, tz = 'UTC') {
	await (await queue()).schedule(name, cron, data, { tz })
}

/** Where a job is: waiting, running, done, or failed for good. Undefined for an unknown id. */
export async function getJobState(name: string, id: string): Promise<JobState | undefined> {
	const job = await (await queue()).getJobById(name, id)
	return job?.state
}

/**
 * Stops fetching jobs and waits (at most `timeoutMs`) for the ones running to finish; they are
 * retried by a process that is still up if they do not. The database stays open.
 */
export async function stopJobQueue(timeoutMs = 5_000) {
	const pending = starting
	starting = undefined
	workers.clear()
	wokenBy.clear()
	const queue = await pending?.catch(() => undefined)
	if (!queue) return
	const deadline = Date.now() + timeoutMs
	await queue.boss.stop({ graceful: true, close: false, timeout: timeoutMs, wait: true })
	// pg-boss may still have a statement on its way (a worker's fetch, a schedule being read) and
	// sends a job's completion without waiting for it: those finish before the database closes.
	// A turn of the event loop lets what settles one start the next.
	while (queue.inFlight.size && Date.now() < deadline) {
		await Promise.race([Promise.allSettled(queue.inFlight), new Promise((resolve) => setTimeout(resolve, 100))])
		await new Promise(setImmediate)
	}
	await queue.close()
}
