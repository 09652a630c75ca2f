// Gives each test file a database of its own: a copy of the migrated embedded PGlite in
// its DATA_DIR (see data-dir.ts), or, when DATABASE_URL is set, a copy of the migrated template
// database on that PostgreSQL server (tests/setup/global.ts).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import { createTestDatabase } from '../support/databases'

const baseUrl = process.env.DATABASE_URL
const template = inject('pgliteTemplate')
if (!baseUrl && template) fs.cpSync(template, path.join(process.env.DATA_DIR!, 'pglite'), { recursive: true })
const database = baseUrl ? await createTestDatabase(baseUrl, inject('postgresTemplate')) : undefined
if (database) process.env.DATABASE_URL = database.url

afterAll(async () => {
	// As the server does on shutdown: the job queue (started by a test that queued mail) stops first.
	const { stopJobQueue } = await import('~/models/jobs.server')
	await stopJobQueue()
	const { closeDb } = await import('~/db/client.server')
	await closeDb()
	await database?.drop()
	if (baseUrl) process.env.DATABASE_URL = baseUrl
})
