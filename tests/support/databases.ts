import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

/**
 * Creates an empty database on the PostgreSQL server of `baseUrl` and returns its URL,
 * so every test file (or test server) works on data of its own.
 */
export async function createTestDatabase(baseUrl: string) {
	const name = `homestead_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
	const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
	try {
		await admin.unsafe(`create database "${name}"`)
	} finally {
		await admin.end()
	}
	const url = new URL(baseUrl)
	url.pathname = `/${name}`
	return {
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
