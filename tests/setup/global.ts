// Runs once before the test files: prepares a migrated PGlite data directory that each
// test file copies, since creating an embedded database from nothing takes seconds.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type TestProject } from 'vitest/node'

export async function setup(project: TestProject) {
	if (process.env.DATABASE_URL) return
	const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-template-'))
	const previous = process.env.DATA_DIR
	process.env.DATA_DIR = templateDir
	process.env.SEED_DEMO = '0'
	const { connect, closeDb } = await import('~/db/client.server')
	await connect()
	await closeDb()
	process.env.DATA_DIR = previous
	project.provide('pgliteTemplate', path.join(templateDir, 'pglite'))
	return () => fs.rmSync(templateDir, { recursive: true, force: true })
}

declare module 'vitest' {
	export interface ProvidedContext {
		pgliteTemplate?: string
	}
}
