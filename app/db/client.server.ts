import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type Query, type SQL, sql } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import { LRUCache } from 'lru-cache'
import postgres from 'postgres'
import { getEnv } from '~/utils/env.server'
import * as schema from './schema'

/** The one query layer: the same drizzle API whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

type Connection = {
	db: Database
	driver: 'pglite' | 'postgres'
	/**
	 * Calls `onNotice` with the text of every notice on `channel` (PostgreSQL's LISTEN/NOTIFY), and
	 * without one each time the listening connection is (re)established, since notices sent while it
	 * was down are lost.
	 */
	listen: (channel: string, onNotice: (payload?: string) => void) => Promise<void>
	close: () => Promise<void>
}

const migrationsFolder = path.resolve('drizzle')
/** Any constant works; it only has to be the same for every replica. */
const MIGRATION_LOCK_ID = 7_342_001

let connecting: Promise<Connection> | undefined

/**
 * Opens the database on first use and applies pending migrations once
 * (the Remix server build allows no top-level await, so this is lazy).
 */
export function connect(): Promise<Connection> {
	connecting ??= open().catch((error: unknown) => {
		connecting = undefined
		throw error
	})
	return connecting
}

export async function getDb() {
	return (await connect()).db
}

/** Closes the connection, if one was opened; the next use opens a new one. */
export async function closeDb() {
	const pending = connecting
	connecting = undefined
	if (pending) await (await pending.catch(() => undefined))?.close()
}

async function open(): Promise<Connection> {
	const env = getEnv()
	const connection = env.databaseUrl
		? await openPostgres(env.databaseUrl)
		: await openPglite(path.join(env.dataDir, 'pglite'))
	if (env.seedDemo) {
		const { seedDemoData } = await import('./seed.server')
		await seedDemoData(connection.db)
	}
	const { fillUsernameSkeletons } = await import('./username-skeletons.server')
	await fillUsernameSkeletons(connection.db)
	return connection
}

async function openPostgres(url: string): Promise<Connection> {
	// Migrate on a connection of its own, holding an advisory lock, so replicas
	// starting together apply each migration exactly once.
	const migrator = postgres(url, { max: 1, onnotice: () => {} })
	try {
		await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
		await migratePostgres(drizzlePostgres(migrator), { migrationsFolder })
	} finally {
		await migrator.end()
	}
	const client = postgres(url, {
		max: 10,
		onnotice: () => {},
		// Statements are prepared once per connection; the best plan for a search depends on its
		// values (a rare term wants its trigram index, a common one the sort order), and a generic
		// plan chosen for all of them can turn a millisecond search into seconds.
		connection: { plan_cache_mode: 'force_custom_plan' },
	})
	return {
		db: drizzlePostgres(client, { schema }),
		driver: 'postgres',
		// postgres-js listens on a connection of its own and listens again after reconnecting.
		listen: async (channel, onNotice) => {
			await client.listen(
				channel,
				(payload) => onNotice(payload),
				() => onNotice(),
			)
		},
		close: () => client.end({ timeout: 5 }),
	}
}

async function openPglite(dir: string): Promise<Connection> {
	fs.mkdirSync(dir, { recursive: true })
	const client = await PGlite.create(dir, { extensions: { pg_trgm, cube } })
	const db = drizzlePglite(client, { schema })
	await migratePglite(db, { migrationsFolder })
	return {
		db,
		driver: 'pglite',
		listen: async (channel, onNotice) => {
			await client.listen(channel, (payload) => onNotice(payload))
			onNotice()
		},
		close: () => client.close(),
	}
}

type Prepared<Result> = { execute: (values?: Record<string, unknown>) => Promise<Result> }

/**
 * A query of the busiest pages, built once (drizzle's `prepare`, with `sql.placeholder` for its
 * values) for each connection and then run with the values of its placeholders: the query builder's
 * work is not done again on every request, and PostgreSQL keeps the statement parsed (a query run
 * without a name is parsed again each time). Plans are still made for each run's values
 * (`plan_cache_mode`, above).
 */
export function preparedQuery<Result>(
	name: string,
	build: (db: Database) => { prepare: (name: string) => Prepared<Result> },
) {
	const prepared = new WeakMap<Database, Prepared<Result>>()
	return async (values: Record<string, unknown>) => {
		const db = await getDb()
		let query = prepared.get(db)
		if (!query) {
			query = build(db).prepare(name)
			prepared.set(db, query)
		}
		return query.execute(values)
	}
}

/**
 * Rows of a raw SQL statement, for the rare query the builder cannot express;
 * the two drivers wrap their results differently. Outside a transaction the statement runs as a
 * prepared one, kept by its text (runKept).
 */
export async function selectRows<Row>(db: Database | Transaction, statement: SQL): Promise<Row[]> {
	const result =
		db instanceof PgTransaction ? await db.execute(statement) : await runKept(db, dialect.sqlToQuery(statement))
	return rowsOf<Row>(result)
}

/** The rows of a raw statement's result, however the driver wraps them. */
function rowsOf<Row>(result: unknown) {
	const rows = result as Row[] | { rows: Row[] }
	return Array.isArray(rows) ? rows : rows.rows
}

/** Renders statements to find their text (a kept statement's key); the same renderer as the app's (no casing). */
export const dialect = new PgDialect()

/**
 * Prepared statements (or what builds them) kept for each database by a key (their shape), at most
 * `limit` of them: the least recently used is forgotten first. `keep(db, key, make)` gives the kept one,
 * or makes it.
 */
export function keptStatements<Statement extends object>(limit: number) {
	const byDatabase = new WeakMap<Database, LRUCache<string, Statement>>()
	return (db: Database, key: string, make: () => Statement) => {
		let kept = byDatabase.get(db)
		if (!kept) byDatabase.set(db, (kept = new LRUCache({ max: limit })))
		let statement = kept.get(key)
		if (statement === undefined) kept.set(key, (statement = make()))
		return statement
	}
}

/** Raw statements kept prepared, by their text. */
const keepRawStatement = keptStatements<Prepared<unknown>>(200)

/**
 * Runs a raw statement (its text and values) as a prepared one, kept by its SQL text (its values are all
 * parameters, so the text is the statement's shape): PostgreSQL parses it once per connection, and the
 * driver no longer asks the server for its parameters' types before every run — a statement run without
 * a name costs two round trips where a kept one costs one.
 */
function runKept(db: Database, { sql: text, params }: Query) {
	const prepared = keepRawStatement(db, text, () => {
		const placeholders = params.map((_, index) => sql.placeholder(`p${index}`))
		return db._.session.prepareQuery({ sql: text, params: placeholders }, undefined, 'raw', false)
	})
	return prepared.execute(Object.fromEntries(params.map((value, index) => [`p${index}`, value])))
}

/** The text and values of raw statements built lately (selectBuiltRows), by the key that names what each is built from. */
const keepBuiltStatement = keptStatements<Query>(500)

/**
 * Rows of a raw statement built from a few values, all of which `key` names: built once for each key while
 * it is asked for, then run as selectRows runs one (prepared, kept by its text). For a busy page's
 * statement that costs drizzle more to build than PostgreSQL to run (a listing's comparable homes).
 */
export async function selectBuiltRows<Row>(db: Database, key: string, build: () => SQL): Promise<Row[]> {
	const query = keepBuiltStatement(db, key, () => dialect.sqlToQuery(build()))
	return rowsOf<Row>(await runKept(db, query))
}
