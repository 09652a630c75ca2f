// Runs once before the test files: prepares a migrated database that each test file (and each server a
// test starts) copies, since migrating one from nothing takes seconds on PGlite and half a second on
// PostgreSQL. On PGlite a data directory to copy; with DATABASE_URL a template database on that server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type TestProject } from 'vitest/node'
import { createTestDatabase } from '../support/databases'

export async function setup(project: TestProject) {
	// A project's own environment comes first: the conformance set's empty DATABASE_URL means PGlite.
	const baseUrl = project.config.env.DATABASE_URL ?? process.env.DATABASE_URL
	const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-template-'))
	const template = baseUrl ? await createTestDatabase(baseUrl) : undefined
	await withEnv({ DATA_DIR: templateDir, SEED_DEMO: '0', DATABASE_URL: template?.url ?? '' }, async () => {
		// Each project sets up its own template: the configuration another one read must not be reused.
		const { forgetEnv } = await import('~/utils/env.server')
		const { connect, closeDb } = await import('~/db/client.server')
		forgetEnv()
		await connect()
		await closeDb()
	})
	if (template) project.provide('postgresTemplate', template.name)
	else project.provide('pgliteTemplate', path.join(templateDir, 'pglite'))
	return async () => {
		fs.rmSync(templateDir, { recursive: true, force: true })
		await template?.drop()
	}
}

/** Runs `action` with `values` in process.env, then puts back what was there (or nothing). */
async function withEnv(values: Record<string, string>, action: () => Promise<void>) {
	const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
	Object.assign(process.env, values)
	try {
		await action()
	} finally {
		for (const [name, value] of Object.entries(before)) {
			if (value === undefined) delete process.env[name]
			else process.env[name] = value
		}
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
