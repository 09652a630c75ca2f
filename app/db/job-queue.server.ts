import { type PGlite } from '@electric-sql/pglite'
import type PgBoss from 'pg-boss'
import postgres, { type Sql } from 'postgres'
import { getEnv } from '~/utils/env.server'
import { connect } from './client.server'

type Result = { rows: unknown[]; rowCount?: number }

/**
 * The job queue's (pg-boss's) way into the database. On PGlite its statements run on the app's own
 * in-process connection. On PostgreSQL they run on a small postgres-js pool of their own: the app's
 * pool hands JSON and timestamps back unparsed (drizzle's setting), and pg-boss wants them parsed.
 * pg-boss sends parameterised statements one at a time, and its transactions as one string of
 * several statements without parameters (`BEGIN; …; COMMIT;`), whose results it reads as a list.
 */
export async function openJobQueueDatabase(): Promise<{ db: PgBoss.Db; close: () => Promise<void> }> {
	const { db, driver } = await connect()
	if (driver === 'pglite') {
		const client = (db as unknown as { $client: PGlite }).$client
		return { db: { executeSql: pgliteExecutor(client) }, close: async () => {} }
	}
	const sql = postgres(getEnv().databaseUrl!, { max: 3, onnotice: () => {} })
	// As pg does: a string given for a json parameter is JSON text already (pg-boss sends its jobs
	// as one), and only other values are serialised.
	for (const json of [114, 3802]) {
		sql.options.serializers[json] = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
	}
	return { db: { executeSql: postgresExecutor(sql) }, close: () => sql.end({ timeout: 5 }) }
}

function pgliteExecutor(client: PGlite) {
	return async (text: string, values?: unknown[]) => {
		// PGlite runs one statement string at a time, so a multi-statement transaction cannot interleave.
		if (values?.length) return (await client.query(text, values)) as Result
		return single((await client.exec(text)) as Result[])
	}
}

function postgresExecutor(sql: Sql) {
	return async (text: string, values?: unknown[]) => {
		if (values?.length) {
			// pg sends undefined as NULL; postgres-js refuses it.
			const rows = await sql.unsafe(text, values.map((value) => value ?? null) as never[])
			return { rows: [...rows], rowCount: rows.count }
		}
		// A transaction spelt out in one string needs one connection for all of it (postgres-js
		// refuses BEGIN on a pool), and the simple protocol to take several statements.
		const connection = await sql.reserve()
		try {
			const results = (await connection.unsafe(text).simple()) as unknown as unknown[]
			const list = results.length && results.every(Array.isArray) ? (results as unknown[][]) : [results]
			return single(list.map((rows) => ({ rows: [...rows], rowCount: (rows as { count?: number }).count })))
		} finally {
			connection.release()
		}
	}
}

/** One statement's result as is; several as the list pg gives. */
function single(results: Result[]) {
	return (results.length === 1 ? results[0] : results) as Result
}
