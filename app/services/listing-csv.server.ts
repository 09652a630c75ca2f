import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { type Listing, type User } from '~/db/schema'
import { checkPhotosUsable, listingModifiedTimes } from '~/models/listing-exchange.server'
import { editableFields, getListingsByOwner, setListingStatus } from '~/models/listing.server'
import { canonicalPhotoUrls, PhotoNotAllowedError } from '~/models/photo.server'
import { listingSchema } from '~/schemas/listing'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_TOO_LARGE, IMPORT_TOO_MANY_ROWS } from '~/utils/listing-import'
import { absoluteUrl } from '~/utils/listing-meta'
import { isOnTheMarket } from '~/utils/listing-status'
import { listingPath } from '~/utils/paths'
import { absolutePhotoUrl } from '~/utils/photo-store.server'
import { withoutDefaultAlts } from '~/utils/photos'
import {
	cellOfCsv,
	csvCell,
	type CsvColumn,
	csvColumnOfPath,
	CSV_COLUMNS,
	CSV_READ_ONLY_COLUMNS,
	type CsvRow,
	csvRowOf,
	listingBodyOf,
	listingIdOf,
	photoUrlColumn,
} from '~/utils/reso-mapping'
import { createOwnListing, updateOwnListing } from './own-listings.server'

/*
 * Stock in bulk (docs/api.md, "CSV import and export"; docs/decisions/038): a member's listings as a
 * CSV file in RESO Data Dictionary names, and such a file read back. Every row an import writes goes
 * through createOwnListing and updateOwnListing, the form's and the API's own way, so it meets the
 * same rules, checks and holds, and the database keeps its price history as for an edit.
 */

/** The member's listings as a CSV file: a header of column names, then a row per listing, newest first. */
export async function exportOwnListings(owner: Pick<User, 'id'>) {
	const { publicUrl, areaUnit } = getEnv()
	const listings = await getListingsByOwner(owner.id)
	const modified = await listingModifiedTimes(listings.map((listing) => listing.id))
	const rows = listings.map((listing) => {
		const row = csvRowOf(listing, {
			photoUrls: listing.imageUrls.map(absolutePhotoUrl),
			url: absoluteUrl(listingPath(listing.id), publicUrl),
			areaUnit,
			modifiedAt: modified.get(listing.id) ?? listing.updatedAt.toISOString(),
		})
		return CSV_COLUMNS.map((column) => csvCell(row[column]))
	})
	// A byte-order mark, so that spreadsheets read the file as UTF-8; lines end as RFC 4180 says.
	return stringify([[...CSV_COLUMNS], ...rows], { bom: true, record_delimiter: 'windows' })
}

export type ImportError = { row: number; column: string; message: string }

/** What an import did (or, in a dry run, would do) with one row. */
export type ImportOutcome = {
	row: number
	listingId: string
	name: string
	action: 'create' | 'update' | 'unchanged' | 'error'
	/** The listing's id, once it has one. */
	listingKey?: string
	/** Created or updated, then held for a check before it is shown. */
	held?: boolean
}

export type ImportResult = {
	created: number
	updated: number
	unchanged: number
	withdrawn: number
	/** Of those created or updated, how many the checks held before they are shown. */
	held: number
	errors: ImportError[]
	/** Each row's outcome, in the file's order (the import page's preview). */
	rows: ImportOutcome[]
	/** The listings withdrawn (or that would be) because the file leaves them out. */
	withdrawnListings: Array<{ listingId: string; name: string; listingKey: string }>
}

export type ImportOptions = { dryRun?: boolean; withdrawMissing?: boolean }

type Record = { line: number; cells: string[] }

/** The file's records with the line each starts on; a file the CSV reader cannot read is a 400. */
function readRecords(text: string): Record[] {
	let parsed: Array<{ record: string[]; info: { lines: number } }>
	try {
		parsed = parse(text, {
			bom: true,
			info: true,
			relax_column_count: true,
			skip_empty_lines: true,
			record_delimiter: ['\r\n', '\n', '\r'],
		}) as unknown as typeof parsed
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error)
		throw new ClientError(`The file is not a CSV file we can read: ${reason}`)
	}
	// A record ends on `lines`; it starts as many lines before as its cells hold line breaks.
	return parsed.map(({ record, info }) => ({
		line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0),
		cells: record,
	}))
}

/** The file's header: each column's place, or a 400 naming what is wrong with it. */
function readHeader(header: Record | undefined) {
	if (!header) throw new ClientError('The file is empty: its first line must name the columns')
	const places = new Map<CsvColumn, number>()
	const unknown: string[] = []
	header.cells.forEach((cell, index) => {
		const name = cell.trim()
		if (!name) return
		const column = CSV_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase())
		if (!column) unknown.push(name)
		else if (places.has(column)) throw new ClientError(`The column ${column} is named twice in the first line`)
		else places.set(column, index)
	})
	if (unknown.length) {
		throw new ClientError(
			`Unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.join(', ')} in the first line (docs/api.md lists the columns)`,
		)
	}
	if (!places.has('ListingId'))
		throw new ClientError('The file must have a ListingId column: your reference for each home')
	return places
}

/** The fields an import compares to tell a changed listing from one left alone. */
type Comparable = ReturnType<typeof editableFields>

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Whether the body would change the listing: a field it sets differs from the stored one. */
function changes(listing: Listing, input: Partial<Comparable>) {
	const stored = editableFields(listing)
	return (Object.keys(input) as Array<keyof Comparable>).some((field) => {
		if (input[field] === undefined) return false
		if (field === 'imageUrls') return !same(canonicalPhotoUrls(input.imageUrls!), stored.imageUrls)
		if (field === 'imageAlts')
			return !same(withoutDefaultAlts(input.imageAlts!, [input.name ?? listing.name, listing.name]), stored.imageAlts)
		return !same(input[field], stored[field])
	})
}

/**
 * Reads a CSV file of the owner's listings (docs/api.md, "CSV import and export") and applies its valid
 * rows: a ListingId the owner has is updated when the row changes it, left alone when it does not; any
 * other is created. With `withdrawMissing`, the owner's listings on the market that the file leaves out
 * are withdrawn. With `dryRun` nothing is written: the answer says what would be. Rows with problems
 * are reported (their line, column and the form's message) and skipped. ClientError for a file that
 * cannot be read at all (413 past the limits).
 */
export async function importOwnListings(
	owner: Pick<User, 'id' | 'username' | 'createdAt'>,
	text: string,
	{ dryRun = false, withdrawMissing = false }: ImportOptions = {},
): Promise<ImportResult> {
	if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) throw new ClientError(IMPORT_TOO_LARGE, 413)
	const [header, ...records] = readRecords(text)
	const places = readHeader(header)
	if (records.length > IMPORT_MAX_ROWS) throw new ClientError(IMPORT_TOO_MANY_ROWS, 413)
	const { areaUnit } = getEnv()
	const owned = new Map((await getListingsByOwner(owner.id)).map((listing) => [listingIdOf(listing), listing]))
	const result: ImportResult = {
		created: 0,
		updated: 0,
		unchanged: 0,
		withdrawn: 0,
		held: 0,
		errors: [],
		rows: [],
		withdrawnListings: [],
	}
	const firstLineOf = new Map<string, number>()

	for (const { line, cells } of records) {
		const row: CsvRow = {}
		for (const [column, index] of places) {
			if (CSV_READ_ONLY_COLUMNS.includes(column)) continue
			row[column] = cellOfCsv(cells[index] ?? '')
		}
		const listingId = (row.ListingId ?? '').trim()
		const existing = owned.get(listingId)
		const outcome: ImportOutcome = {
			row: line,
			listingId,
			name: (row.Title ?? existing?.name ?? '').trim(),
			action: 'error',
			listingKey: existing?.id,
		}
		result.rows.push(outcome)
		const fail = (column: string, message: string) => result.errors.push({ row: line, column, message })
		const problems: ImportError[] = []
		if (cells.length > header!.cells.length) {
			problems.push({
				row: line,
				column: 'ListingId',
				message: `The line has ${cells.length} cells for ${header!.cells.length} columns`,
			})
		}
		if (!listingId)
			problems.push({ row: line, column: 'ListingId', message: 'ListingId is required: your reference for the home' })
		else if (listingId.length > 100)
			problems.push({ row: line, column: 'ListingId', message: 'ListingId must be at most 100 characters' })
		else if (firstLineOf.has(listingId)) {
			problems.push({
				row: line,
				column: 'ListingId',
				message: `ListingId ${listingId} is already on line ${firstLineOf.get(listingId)}`,
			})
		}
		if (listingId && !firstLineOf.has(listingId)) firstLineOf.set(listingId, line)

		const { body, problems: cellProblems, photoNumbers } = listingBodyOf(row, { areaUnit })
		problems.push(...cellProblems.map((problem) => ({ row: line, ...problem })))
		// As the API's update: the row's columns over the stored listing, the stored descriptions aside.
		const { imageAlts: _stored, ...base } = existing ? editableFields(existing) : ({} as Partial<Comparable>)
		const parsed = await listingSchema.safeParseAsync({ ...base, ...body })
		if (!parsed.success) {
			for (const issue of parsed.error.issues) {
				problems.push({ row: line, column: csvColumnOfPath(issue.path, photoNumbers), message: issue.message })
			}
		}
		if (problems.length || !parsed.success) {
			// One message per cell: the first the rules found.
			const seen = new Set<string>()
			for (const problem of problems) {
				if (seen.has(problem.column)) continue
				seen.add(problem.column)
				fail(problem.column, problem.message)
			}
			continue
		}
		const input = parsed.data
		if (existing && !changes(existing, input)) {
			outcome.action = 'unchanged'
			result.unchanged++
			continue
		}
		const unusable = await checkPhotosUsable(owner.id, canonicalPhotoUrls(input.imageUrls), existing?.imageUrls)
		if (unusable) {
			fail(photoUrlColumn(photoNumbers[unusable.index] ?? unusable.index), unusable.message)
			continue
		}
		outcome.action = existing ? 'update' : 'create'
		if (dryRun) {
			result[existing ? 'updated' : 'created']++
			continue
		}
		try {
			const saved = existing
				? await updateOwnListing(existing, owner, input, { tellOwner: false })
				: (await createOwnListing(owner, input, { reference: listingId, tellOwner: false })).listing
			if (!saved) {
				// Deleted while the file was read: it is created again under its reference.
				outcome.action = 'error'
				fail('ListingId', 'The listing was deleted while the file was imported: import the file again')
				continue
			}
			outcome.listingKey = saved.id
			outcome.held = saved.moderation !== 'published'
			if (outcome.held) result.held++
			result[existing ? 'updated' : 'created']++
		} catch (error) {
			if (!(error instanceof ClientError)) throw error
			outcome.action = 'error'
			const column =
				error instanceof PhotoNotAllowedError
					? photoUrlColumn(photoNumbers[0] ?? 0)
					: error.field === 'reference'
						? 'ListingId'
						: csvColumnOfPath([error.field ?? 'reference'], photoNumbers)
			fail(column, error.message)
		}
	}

	if (withdrawMissing) {
		for (const [listingId, listing] of owned) {
			if (firstLineOf.has(listingId) || !isOnTheMarket(listing.status)) continue
			if (!dryRun) await setListingStatus(listing, 'withdrawn')
			result.withdrawn++
			result.withdrawnListings.push({ listingId, name: listing.name, listingKey: listing.id })
		}
	}
	result.errors.sort((a, b) => a.row - b.row)
	return result
}

/** What the JSON API answers for an import (docs/api.md). */
export function importAnswer({ created, updated, unchanged, withdrawn, held, errors }: ImportResult) {
	return { created, updated, unchanged, withdrawn, held, errors }
}
