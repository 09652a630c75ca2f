import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb, selectRows } from './client.server'

/*
 * app/db/README.md lists what the database does by itself: each trigger (its table, when it fires,
 * its function) and each other function, with the migration that defines the version that runs now.
 * This compares those tables with the migrated database and with drizzle/, so a trigger or function
 * added, dropped, changed or redefined without its row fails here.
 */

const readme = fs.readFileSync(path.resolve('app/db/README.md'), 'utf8')
const migrations = fs
	.readdirSync(path.resolve('drizzle'))
	.filter((file) => /^\d{4}_.*\.sql$/.test(file))
	.sort()
	.map((file) => ({ file, text: fs.readFileSync(path.resolve('drizzle', file), 'utf8') }))

/** The rows of the table under a `## heading` of the README, as plain cells. */
function tableRows(heading: string) {
	const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`))
	if (!section) throw new Error(`app/db/README.md has no section '## ${heading}'`)
	return section
		.split('\n')
		.filter((line) => line.startsWith('|'))
		.slice(2)
		.map((line) =>
			line
				.slice(1, -1)
				.split('|')
				.map((cell) => cell.trim()),
		)
}

/** `name` and its migration's number from a cell like `` `name(args)` ([0016](../../drizzle/0016_….sql)) ``. */
function named(cell: string) {
	const match = /^`([a-z_]+)(?:\([^)]*\))?`\s*\(\[(\d{4})\]\(\.\.\/\.\.\/drizzle\/(\d{4})_[^)]+\.sql\)\)$/.exec(cell)
	if (!match || match[2] !== match[3]) throw new Error(`Not a name with its migration: ${cell}`)
	return { name: match[1]!, migration: match[2]! }
}

const documentedTriggers = tableRows('Triggers').map(([trigger, table, fires, fn]) => ({
	trigger: named(trigger!),
	table: table!.replaceAll('`', ''),
	fires: fires!,
	function: named(fn!),
}))
const documentedFunctions = tableRows('Functions that are not triggers').map(([fn]) => named(fn!))

/** The number of the newest migration whose SQL matches `pattern`, the one that defines the current version. */
function newestMigration(pattern: RegExp) {
	return migrations
		.filter(({ text }) => pattern.test(text))
		.pop()
		?.file.slice(0, 4)
}

type TriggerRow = {
	name: string
	table: string
	type: number
	columns: string
	has_condition: boolean
	function: string
}

async function databaseTriggers() {
	const db = await getDb()
	return selectRows<TriggerRow>(
		db,
		sql`select t.tgname as name, c.relname as "table", t.tgtype::int as type,
				array_to_string(array(
					select a.attname from unnest(t.tgattr::int2[]) with ordinality as u(num, i)
					join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = u.num order by u.i
				), ', ') as columns,
				t.tgqual is not null as has_condition, p.proname as function
			from pg_trigger t
			join pg_class c on c.oid = t.tgrelid
			join pg_namespace n on n.oid = c.relnamespace
			join pg_proc p on p.oid = t.tgfoid
			where n.nspname = 'public' and not t.tgisinternal`,
	)
}

/** When a trigger fires, in the README's words: `before update of status; each row`. */
function firesWhen({ type, columns }: TriggerRow) {
	// pg_trigger.tgtype's bits (PostgreSQL's catalog/pg_trigger.h).
	const timing = type & 2 ? 'before' : type & 64 ? 'instead of' : 'after'
	const events = [
		type & 4 && 'insert',
		type & 16 && (columns ? `update of ${columns}` : 'update'),
		type & 8 && 'delete',
		type & 32 && 'truncate',
	].filter(Boolean)
	return `${timing} ${events.join(' or ')}; ${type & 1 ? 'each row' : 'each statement'}`
}

describe('the triggers and functions of app/db/README.md', () => {
	test('are the triggers of the database, on the same tables, events and functions', async () => {
		const byName = (a: { trigger: string }, b: { trigger: string }) => a.trigger.localeCompare(b.trigger)
		const triggers = (await databaseTriggers()).map((row) => ({
			trigger: row.name,
			table: row.table,
			// A trigger with a condition (WHEN) says it in words after when it fires: `…; each row; when …`.
			fires: row.has_condition ? `${firesWhen(row)}; when …` : firesWhen(row),
			function: row.function,
		}))
		expect(triggers.length).toBeGreaterThan(0)
		expect(triggers.sort(byName)).toEqual(
			documentedTriggers
				.map(({ trigger, table, fires, function: fn }) => ({
					trigger: trigger.name,
					table,
					fires: fires.replace(/; when .*/, '; when …'),
					function: fn.name,
				}))
				.sort(byName),
		)
	})

	test('are the functions of the database (those of its extensions aside)', async () => {
		const db = await getDb()
		const functions = await selectRows<{ name: string; trigger: boolean }>(
			db,
			sql`select p.proname as name, p.prorettype = 'trigger'::regtype as trigger
				from pg_proc p join pg_namespace n on n.oid = p.pronamespace
				where n.nspname = 'public' and not exists (
					select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
				)`,
		)
		const names = (rows: Array<{ name: string }>) => [...new Set(rows.map(({ name }) => name))].sort()
		expect({
			triggers: names(functions.filter(({ trigger }) => trigger)),
			others: names(functions.filter(({ trigger }) => !trigger)),
		}).toEqual({
			triggers: names(documentedTriggers.map(({ function: fn }) => fn)),
			others: names(documentedFunctions),
		})
	})

	test('name the newest migration that defines each trigger and function', () => {
		const definitions = [
			...documentedTriggers.map(({ trigger }) => ({ ...trigger, kind: 'TRIGGER' })),
			...documentedTriggers.map(({ function: fn }) => ({ ...fn, kind: 'FUNCTION' })),
			...documentedFunctions.map((fn) => ({ ...fn, kind: 'FUNCTION' })),
		]
		expect(
			definitions.map(({ name, kind }) => ({
				name,
				migration: newestMigration(new RegExp(`^\\s*CREATE\\s+(?:OR\\s+REPLACE\\s+)?${kind}\\s+${name}\\b`, 'im')),
			})),
		).toEqual(definitions.map(({ name, migration }) => ({ name, migration })))
	})
})
