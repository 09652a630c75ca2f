import { type PGlite } from '@electric-sql/pglite'
import type PgBoss from 'pg-boss'
import { type Sql } from 'postgres'
import { connect } from './client.server'

type Result = { rows: unknown[]; rowCount?: number }

/**
 * The job queue's (pg-boss's) way into the database: its statements run on the connection the app
 * already has, PGlite in-process or the postgres-js pool, rather than on a pool of its own.
 * pg-boss sends parameterised statements one at a time, and its transactions as one string of
 * several statements without parameters (`BEGIN; …; COMMIT;`), whose results it reads as a list.
 */
export async function jobQueueDatabase(): Promise<PgBoss.Db> {
	const { db, driver } = await connect()
	const client = (db as unknown as { $client: unknown }).$client
	return { executeSql: driver === 'pglite' ? pgliteExecutor(client as PGlite) : postgresExecutor(client as Sql) }
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
