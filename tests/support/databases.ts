import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

/**
 * Creates a database on the PostgreSQL server of `baseUrl` and returns its URL, so every test file (or
 * test server) works on data of its own: a copy of `template` (a migrated database, made once by
 * tests/setup/global.ts: copying it takes a tenth of the time of migrating), or an empty one.
 */
export async function createTestDatabase(baseUrl: string, template?: string) {
	const name = `homestead_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
	const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
	try {
		await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`)
	} finally {
		await admin.end()
	}
	const url = new URL(baseUrl)
	url.pathname = `/${name}`
	return {
		name,
		url: url.toString(),
		async drop() {
			const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
			try {
				await admin.unsafe(`drop database if exists "${name}" with (force)`)
			} finally {
				await admin.end()
			}
		},
	}
}
