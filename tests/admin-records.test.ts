// What administrators look up, at its edges: the search for members and listings, the audit log's
// filters and pages, and a hold written to the log once per reason while it stands. The pages over HTTP
// are in tests/pages/admin-records.test.ts.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { auditLog, type User } from '~/db/schema'
import { findListingsForAdministrators, findMembers, getReportsAboutMember } from '~/models/admin.server'
import { appendAudit, countAudit, listAudit, setModeration } from '~/models/moderation.server'
import { readAuditInWords } from '~/services/admin-records.server'
import { approveListing, checkAndHold, type Holds, reportListing } from '~/services/trust-and-safety.server'
import { createListings, createUser } from './support/factories'

/** The checks that need no neighbours: contact details, and a new account's burst when asked for. */
const HOLDS: Holds = { newAccountListings: 0, priceRatio: 0, reports: 3, photoDistance: 6 }
const CONTACT = 'Write to me at held.owner@example.com'

// The database starts (and migrates) here, within the hooks' time rather than the first test's.
beforeAll(async () => {
	await getDb()
})

async function holdEntries(listingId: string) {
	const db = await getDb()
	const rows = await db.select().from(auditLog).where(eq(auditLog.subjectId, listingId)).orderBy(auditLog.id)
	return rows.filter((row) => row.action === 'hold').map((row) => row.reason)
}

describe('a hold in the audit log', () => {
	test('is written once per reason while it stands: not again on each edit, again for a new reason and after a release', async () => {
		const owner = await createUser({ createdAt: new Date() })
		// Two listings on its first day: more than a limit of 1.
		const [listing] = await createListings([{ userRef: owner.id, description: CONTACT }, { userRef: owner.id }])
		const held = await checkAndHold(listing!, owner, HOLDS)
		expect(held.moderation).toBe('pending')
		expect(await holdEntries(listing!.id)).toEqual(['contact_details'])
		// Two more edits that keep the address.
		await checkAndHold({ ...held, description: `${CONTACT}. Garden.` }, owner, HOLDS)
		await checkAndHold({ ...held, description: `${CONTACT}. Shed.` }, owner, HOLDS)
		expect(await holdEntries(listing!.id)).toEqual(['contact_details'])
		// A reason it was not held for: only that one is written.
		await checkAndHold(held, owner, { ...HOLDS, newAccountListings: 1 })
		expect(await holdEntries(listing!.id)).toEqual(['contact_details', 'new_account_burst'])
		// Approved, then an edit brings the address back: a new hold.
		const { listing: approved } = await approveListing('system', listing!.id)
		await checkAndHold(approved, owner, HOLDS)
		expect(await holdEntries(listing!.id)).toEqual(['contact_details', 'new_account_burst', 'contact_details'])
	})

	test('a listing removed by an administrator and edited twice with the same contact details is logged once', async () => {
		const owner = await createUser()
		const [listing] = await createListings([{ userRef: owner.id, description: CONTACT }])
		await setModeration(listing!.id, 'removed', 'Spam')
		const removed = { ...listing!, moderation: 'removed' as const }
		await checkAndHold(removed, owner, HOLDS)
		await checkAndHold(removed, owner, HOLDS)
		expect(await holdEntries(listing!.id)).toEqual(['contact_details'])
	})
})

describe('the audit log narrowed and paged', () => {
	async function aMemberWithEntries() {
		const member = await createUser()
		const admin = await createUser()
		const [listing] = await createListings([{ userRef: member.id }])
		const [elsewhere] = await createListings([{ userRef: admin.id }])
		const entry = (action: string, subjectKind: 'listing' | 'user', subjectId: string, actor: User | 'system') =>
			appendAudit({ actor, action, subjectKind, subjectId, reason: 'contact_details', details: {} })
		await entry('hold', 'listing', listing!.id, 'system')
		await entry('approve', 'listing', listing!.id, admin)
		await entry('suspend', 'user', member.id, admin)
		await entry('review-requested', 'listing', listing!.id, member)
		await entry('approve', 'listing', elsewhere!.id, member)
		return { member, admin, listing: listing!, elsewhere: elsewhere! }
	}

	test('by member (about them, their listings, or by them), by listing, by action, by days; newest first, a page at a time', async () => {
		const { member, admin, listing, elsewhere } = await aMemberWithEntries()
		expect(await countAudit({ member: member.id })).toBe(5)
		expect(await countAudit({ listing: listing.id })).toBe(3)
		expect(await countAudit({ listing: elsewhere.id, member: member.id })).toBe(1)
		expect(await countAudit({ member: member.id, action: 'approve' })).toBe(2)
		expect(await countAudit({ member: admin.id, action: 'suspend' })).toBe(1)
		const today = new Date().toISOString().slice(0, 10)
		const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
		const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
		expect(await countAudit({ member: member.id, from: today, to: today })).toBe(5)
		expect(await countAudit({ member: member.id, from: tomorrow })).toBe(0)
		expect(await countAudit({ member: member.id, to: yesterday })).toBe(0)

		const all = await listAudit({ member: member.id })
		expect(all.map((entry) => entry.action)).toEqual(['approve', 'review-requested', 'suspend', 'approve', 'hold'])
		const second = await listAudit({ member: member.id, limit: 2, offset: 2 })
		expect(second.map((entry) => entry.id)).toEqual(all.slice(2, 4).map((entry) => entry.id))
		const after = await listAudit({ member: member.id, limit: 2, before: all[1]!.id })
		expect(after.map((entry) => entry.id)).toEqual(all.slice(2, 4).map((entry) => entry.id))
	})

	test('in words: the reason’s label, the listing’s and member’s names of today with their pages, the actor', async () => {
		const { member, admin, listing } = await aMemberWithEntries()
		const { entries, total, next } = await readAuditInWords({ member: member.id }, { limit: 3 })
		expect(total).toBe(5)
		expect(next).toBe(entries[2]!.id)
		const suspended = entries.find((entry) => entry.action === 'suspend')!
		expect(suspended).toMatchObject({
			actionLabel: 'Suspended',
			subject: { kind: 'user', id: member.id, name: member.username, path: `/admin/members/${member.id}` },
			actor: { id: admin.id, username: admin.username, path: `/admin/members/${admin.id}` },
			reasonLabel: 'Contact details',
		})
		const reviewed = entries.find((entry) => entry.action === 'review-requested')!
		expect(reviewed.subject).toEqual({
			kind: 'listing',
			id: listing.id,
			name: listing.name,
			path: `/admin/listings/${listing.id}`,
		})
		expect(reviewed.actionLabel).toBe('Owner asked for a review')
	})
})

describe('the administrators’ search', () => {
	test('members by address (exact or part, any capitals), username and id; a % or _ is a character, not a wildcard', async () => {
		const tag = Math.random().toString(36).slice(2, 10)
		const member = await createUser({ username: `Searcher_${tag}`, email: `Searcher.${tag}@Example.test` })
		const ids = async (query: string) => (await findMembers(query)).map((found) => found.id)
		expect(await ids(`searcher.${tag}@example.test`)).toEqual([member.id])
		expect(await ids(tag.toUpperCase())).toContain(member.id)
		expect(await ids(`searcher_${tag}`)).toEqual([member.id])
		expect(await ids(member.id)).toEqual([member.id])
		expect(await ids(`searcher%${tag}`)).toEqual([])
		expect(await ids(`searcherx${tag}`.replace('x', '_'))).toEqual([member.id])
		expect(await ids(`Searcher-${tag}`)).toEqual([])
		expect(await ids('   ')).toEqual([])
	})

	test('listings in any state by name, address and id, with their owner', async () => {
		const tag = Math.random().toString(36).slice(2, 10)
		const owner = await createUser()
		const [listing] = await createListings([
			{ userRef: owner.id, name: `Searchable ${tag} flat`, address: `${tag} Birch Avenue` },
		])
		await setModeration(listing!.id, 'removed', 'Spam')
		for (const query of [`searchable ${tag.toUpperCase()}`, `${tag} birch`, listing!.id]) {
			const found = await findListingsForAdministrators(query)
			expect(
				found.map((row) => [row.listing.id, row.ownerName]),
				query,
			).toEqual([[listing!.id, owner.username]])
		}
	})

	test('the reports about a member are those of their listings and of others in their conversations', async () => {
		const owner = await createUser()
		const [listing] = await createListings([{ userRef: owner.id }])
		const reporter = await createUser()
		await reportListing({ user: reporter, address: '10.9.8.7' }, listing!.id, { reason: 'scam', details: 'x' })
		const about = await getReportsAboutMember(owner.id)
		expect(about.map((row) => [row.report.reason, row.reporterName])).toEqual([['scam', reporter.username]])
		expect(await getReportsAboutMember(reporter.id)).toEqual([])
	})
})
