// Runs once before the test files: prepares a migrated database that each test file (and each server a
// test starts) copies, since migrating one from nothing takes seconds on PGlite and half a second on
// PostgreSQL. On PGlite a data directory to copy; with DATABASE_URL a template database on that server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type TestProject } from 'vitest/node'
import { createTestDatabase } from '../support/databases'

export async function setup(project: TestProject) {
	const baseUrl = process.env.DATABASE_URL
	const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-template-'))
	const template = baseUrl ? await createTestDatabase(baseUrl) : undefined
	const previousDataDir = process.env.DATA_DIR
	process.env.DATA_DIR = templateDir
	process.env.SEED_DEMO = '0'
	if (template) process.env.DATABASE_URL = template.url
	const { connect, closeDb } = await import('~/db/client.server')
	await connect()
	await closeDb()
	process.env.DATA_DIR = previousDataDir
	if (baseUrl) process.env.DATABASE_URL = baseUrl
	if (template) project.provide('postgresTemplate', template.name)
	else project.provide('pgliteTemplate', path.join(templateDir, 'pglite'))
	return async () => {
		fs.rmSync(templateDir, { recursive: true, force: true })
		await template?.drop()
	}
}

declare module 'vitest' {
	export interface ProvidedContext {
		/** A migrated PGlite data directory to copy (without DATABASE_URL). */
		pgliteTemplate?: string
		/** A migrated database of the PostgreSQL server of DATABASE_URL to create databases from. */
		postgresTemplate?: string
	}
}
