// Gives each test file a database of its own: a fresh embedded PGlite in a temporary
// DATA_DIR, or, when DATABASE_URL is set, a fresh database on that PostgreSQL server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import { createTestDatabase } from '../support/databases'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-test-'))
process.env.DATA_DIR = dataDir

const baseUrl = process.env.DATABASE_URL
const template = inject('pgliteTemplate')
if (!baseUrl && template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true })
const database = baseUrl ? await createTestDatabase(baseUrl) : undefined
if (database) process.env.DATABASE_URL = database.url

afterAll(async () => {
	const { closeDb } = await import('~/db/client.server')
	await closeDb()
	await database?.drop()
	if (baseUrl) process.env.DATABASE_URL = baseUrl
	fs.rmSync(dataDir, { recursive: true, force: true })
})
