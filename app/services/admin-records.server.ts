import { type User } from '~/db/schema'
import {
	countListingsOf,
	findListingsForAdministrators,
	findMembers,
	getCases,
	getConversationsOfMember,
	getMessagesOfConversations,
	getReportsAboutListing,
	getReportsAboutMember,
	getReportsByMember,
	namesOf,
} from '~/models/admin.server'
import { findListing, getListingsByOwner } from '~/models/listing.server'
import { type AuditEntry, type AuditFilters, countAudit, listAudit } from '~/models/moderation.server'
import { getUserById } from '~/models/user.server'
import { isUuid } from '~/schemas/fields'
import { ClientError } from '~/utils/client-error'
import { actionInWords, MODERATION_REASON_LABELS, type ModerationReason, reasonInWords } from '~/utils/moderation'
import { adminListingPath, adminMemberPath } from '~/utils/paths'

/*
 * What administrators read about members and listings: the search, a member's record, a listing's
 * history, and the audit log in words. Times as ISO strings, as the API answers them.
 */

/** The members and listings an administrator's search finds (by e-mail, username or id; by name, address or id). */
export async function searchForAdministrators(query: string) {
	const [members, found] = await Promise.all([findMembers(query), findListingsForAdministrators(query)])
	const listingCounts = await countListingsOf(members.map((member) => member.id))
	return {
		members: members.map((member) => ({
			...memberSummary(member),
			listings: listingCounts.get(member.id) ?? 0,
		})),
		listings: found.map(({ listing, ownerName }) => ({
			id: listing.id,
			name: listing.name,
			address: listing.address,
			moderation: listing.moderation,
			status: listing.status,
			ownerActive: listing.ownerActive,
			owner: { id: listing.userRef, username: ownerName, path: adminMemberPath(listing.userRef) },
			path: adminListingPath(listing.id),
		})),
	}
}

function memberSummary(member: User) {
	return {
		id: member.id,
		username: member.username,
		email: member.email,
		emailVerified: member.emailVerified,
		createdAt: member.createdAt.toISOString(),
		suspendedAt: member.suspendedAt?.toISOString() ?? null,
		suspensionReason: member.suspensionReason,
		deletedAt: member.deletedAt?.toISOString() ?? null,
		path: adminMemberPath(member.id),
	}
}

const reasonsInWords = (reasons: string[]) =>
	reasons.map((reason) => MODERATION_REASON_LABELS[reason as ModerationReason] ?? reason)

/** A case as a member's or a listing's page shows it: what held it, when, and what was decided by whom. */
function caseInWords({
	case: found,
	listingName,
	conversationListingName,
	resolverName,
}: Awaited<ReturnType<typeof getCases>>[number]) {
	return {
		id: found.id,
		kind: found.kind,
		listing: found.listingId
			? { id: found.listingId, name: listingName ?? '', path: adminListingPath(found.listingId) }
			: null,
		conversation: found.conversationId
			? { id: found.conversationId, listingName: conversationListingName ?? '' }
			: null,
		reasons: found.reasons,
		reasonLabels: reasonsInWords(found.reasons),
		openedAt: found.createdAt.toISOString(),
		resolvedAt: found.resolvedAt?.toISOString() ?? null,
		resolution: found.resolution,
		resolvedBy: found.resolvedBy ? { id: found.resolvedBy, username: resolverName ?? '' } : null,
	}
}

/** How many entries of the audit log a member's or a listing's page shows (the rest: the log, narrowed). */
const RECORD_AUDIT = 50

/**
 * A member as administrators see them: the account, their listings, conversations (the other member
 * and how many messages; the messages only of those reported or flagged), the reports they made and
 * those about them, the cases of their listings and conversations, and the latest audit entries.
 * ClientError 404 when there is no such account (a deleted one still has its page until it is gone).
 */
export async function readMemberRecord(userId: string) {
	const member = await getUserById(userId, { deleted: true })
	if (!member) throw new ClientError('User not found!', 404)
	const [owned, conversations, made, about, cases, audit] = await Promise.all([
		getListingsByOwner(member.id),
		getConversationsOfMember(member.id),
		getReportsByMember(member.id),
		getReportsAboutMember(member.id),
		getCases({ memberId: member.id }),
		readAuditInWords({ member: member.id }, { limit: RECORD_AUDIT }),
	])
	const names = await namesOf({
		listings: [],
		members: conversations.flatMap((each) => (each.counterpartId ? [each.counterpartId] : [])),
	})
	const readable = conversations.filter((each) => each.reported).map((each) => each.id)
	const bodies = await getMessagesOfConversations(readable)
	return {
		member: memberSummary(member),
		listings: owned.map((listing) => ({
			id: listing.id,
			name: listing.name,
			address: listing.address,
			moderation: listing.moderation,
			status: listing.status,
			createdAt: listing.createdAt.toISOString(),
			path: adminListingPath(listing.id),
		})),
		conversations: conversations.map((each) => ({
			id: each.id,
			listing: each.listingId
				? { id: each.listingId, name: each.listingName, path: adminListingPath(each.listingId) }
				: { id: null, name: each.listingName, path: null },
			as: each.asSeeker ? ('seeker' as const) : ('owner' as const),
			counterpart: each.counterpartId
				? {
						id: each.counterpartId,
						username: names.members.get(each.counterpartId) ?? '',
						path: adminMemberPath(each.counterpartId),
					}
				: null,
			messages: each.messages,
			lastMessageAt: each.lastMessageAt.toISOString(),
			reported: each.reported,
			/** Only when someone reported the conversation or the site flagged it. */
			latestMessages: each.reported
				? (bodies.get(each.id) ?? []).map((message) => ({
						senderName: message.senderName,
						body: message.body,
						asksForMoney: message.asksForMoney,
						createdAt: message.createdAt.toISOString(),
					}))
				: null,
		})),
		reportsMade: made.map(({ report, listingName, conversationListingName }) => ({
			...reportInWords(report),
			about: reportSubject(report, listingName, conversationListingName),
		})),
		reportsAbout: about.map(({ report, listingName, conversationListingName, reporterName }) => ({
			...reportInWords(report),
			about: reportSubject(report, listingName, conversationListingName),
			reporter: reporterOf(report, reporterName),
		})),
		cases: cases.map(caseInWords),
		audit: audit.entries,
	}
}

type ReportRow = Awaited<ReturnType<typeof getReportsAboutListing>>[number]['report']

/** What a report is about: a listing (linked to its page for administrators) or a conversation. */
function reportSubject(report: ReportRow, listingName: string | null, conversationListingName: string | null) {
	return report.listingId
		? {
				kind: 'listing' as const,
				id: report.listingId,
				name: listingName ?? '',
				path: adminListingPath(report.listingId),
			}
		: {
				kind: 'conversation' as const,
				id: report.conversationId!,
				name: conversationListingName ?? '',
				path: null,
			}
}

function reportInWords(report: ReportRow) {
	return {
		id: report.id,
		reason: report.reason,
		details: report.details,
		standing: report.standing,
		createdAt: report.createdAt.toISOString(),
	}
}

/** Who reported, for administrators: the member (linked), or a visitor (never their address). */
function reporterOf(report: ReportRow, reporterName: string | null) {
	return report.reporterId
		? {
				kind: 'member' as const,
				id: report.reporterId,
				username: reporterName ?? '',
				path: adminMemberPath(report.reporterId),
			}
		: { kind: 'visitor' as const }
}

/**
 * A listing's history for administrators: the listing and its owner, its cases (holds and reports in
 * the queue, and what was decided), the reports about it and its audit entries. ClientError 404 when
 * there is no such listing.
 */
export async function readListingRecord(listingId: string) {
	const listing = await findListing(listingId)
	if (!listing) throw new ClientError('Listing not found!', 404)
	const [owner, cases, found, audit] = await Promise.all([
		getUserById(listing.userRef, { deleted: true }),
		getCases({ listingId: listing.id }),
		getReportsAboutListing(listing.id),
		readAuditInWords({ listing: listing.id }, { limit: RECORD_AUDIT }),
	])
	return {
		listing: {
			id: listing.id,
			name: listing.name,
			address: listing.address,
			moderation: listing.moderation,
			status: listing.status,
			removalReason: listing.removalReason,
			createdAt: listing.createdAt.toISOString(),
			publicPath: `/listing/${listing.id}`,
		},
		owner: owner ? memberSummary(owner) : null,
		cases: cases.map(caseInWords),
		reports: found.map(({ report, reporterName }) => ({
			...reportInWords(report),
			reporter: reporterOf(report, reporterName),
		})),
		audit: audit.entries,
	}
}

/** The audit log's filters as a request gives them: ids that are not ids and days that are not days are left out. */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
	const day = (value: string | null) =>
		value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined
	const id = (value: string | null) => (value && isUuid(value) ? value : undefined)
	return {
		member: id(params.get('member')),
		listing: id(params.get('listing')),
		action: params.get('action')?.trim().slice(0, 100) || undefined,
		from: day(params.get('from')),
		to: day(params.get('to')),
	}
}

/**
 * The audit log in words, newest first: each action and reason in words, and the member or listing it
 * is about (and the administrator who acted) by name with the address of their administrators' page.
 * `before` (the last id of the previous page) or `offset` pages it; `total` counts what the filters leave.
 */
export async function readAuditInWords(
	filters: AuditFilters,
	{ limit, before, offset }: { limit: number; before?: number; offset?: number },
) {
	const [rows, total] = await Promise.all([
		listAudit({ ...filters, limit: limit + 1, before, offset }),
		countAudit(filters),
	])
	const page = rows.slice(0, limit)
	const names = await namesOf({
		listings: page.filter((entry) => entry.subjectKind === 'listing').map((entry) => entry.subjectId),
		members: page.filter((entry) => entry.subjectKind === 'user').map((entry) => entry.subjectId),
	})
	return {
		entries: page.map((entry) => auditEntryInWords(entry, names)),
		next: rows.length > limit ? page.at(-1)!.id : null,
		total,
	}
}

function auditEntryInWords(entry: AuditEntry, names: Awaited<ReturnType<typeof namesOf>>) {
	const kept = nameIn(entry.details)
	const subject =
		entry.subjectKind === 'listing'
			? {
					name: names.listings.get(entry.subjectId) ?? kept,
					path: isUuid(entry.subjectId) ? adminListingPath(entry.subjectId) : null,
				}
			: entry.subjectKind === 'user'
				? {
						name: names.members.get(entry.subjectId) ?? kept,
						path: isUuid(entry.subjectId) ? adminMemberPath(entry.subjectId) : null,
					}
				: { name: kept || 'a conversation', path: null }
	return {
		id: entry.id,
		at: entry.at.toISOString(),
		actor: entry.actorId
			? { id: entry.actorId, username: entry.actorName, path: adminMemberPath(entry.actorId) }
			: null,
		actorName: entry.actorName,
		action: entry.action,
		actionLabel: actionInWords(entry.action),
		subjectKind: entry.subjectKind,
		subjectId: entry.subjectId,
		subject: { kind: entry.subjectKind, id: entry.subjectId, ...subject },
		reason: entry.reason,
		reasonLabel: reasonInWords(entry.reason),
		details: entry.details,
	}
}

/** The listing's or member's name as it was when the entry was written. */
function nameIn(details: unknown) {
	const { name, username } = (details ?? {}) as { name?: unknown; username?: unknown }
	return typeof name === 'string' ? name : typeof username === 'string' ? username : ''
}

export type AuditEntryInWords = ReturnType<typeof auditEntryInWords>
export type MemberRecord = Awaited<ReturnType<typeof readMemberRecord>>
export type ListingRecord = Awaited<ReturnType<typeof readListingRecord>>

/** The member the log's filter names: by id, or by their exact username or e-mail address (case aside). */
export async function resolveMemberFilter(text: string) {
	const lower = text.trim().toLowerCase()
	const found = await findMembers(text)
	const member = isUuid(text.trim())
		? found[0]
		: found.find((each) => each.username.toLowerCase() === lower || each.email.toLowerCase() === lower)
	return member ? { id: member.id, username: member.username } : undefined
}
