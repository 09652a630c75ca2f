import { auditFiltersOf, readAuditInWords } from '~/services/admin-records.server'
import { requireApiAdministrator } from '~/services/permissions.server'
import { apiJson, apiRoute } from '~/utils/api.server'

const PAGE_SIZE = 100

/**
 * The audit log, newest first, 100 a page: `{ entries, next, total }`, where `next` is the `before` of
 * the page after (null on the last) and `total` counts the entries the filters leave. Narrowed by
 * `member`, `listing` (ids), `action`, `from` and `to` (days, YYYY-MM-DD, UTC). Each entry has, beside
 * its fields as kept, its action and reason in words and the name and page of what it is about.
 * Administrators only.
 */
export const loader = apiRoute({
	async GET({ request }) {
		await requireApiAdministrator(request)
		const params = new URL(request.url).searchParams
		const before = Number(params.get('before')) || undefined
		const { entries, next, total } = await readAuditInWords(auditFiltersOf(params), { limit: PAGE_SIZE, before })
		return apiJson({
			entries: entries.map((entry) => ({
				id: entry.id,
				at: entry.at,
				actor: entry.actor,
				action: entry.action,
				actionLabel: entry.actionLabel,
				subjectKind: entry.subjectKind,
				subjectId: entry.subjectId,
				subject: entry.subject,
				reason: entry.reason,
				reasonLabel: entry.reasonLabel,
				details: entry.details,
			})),
			next,
			total,
		})
	},
})
export const action = loader
