import { listAudit } from '~/models/moderation.server'
import { requireApiAdministrator } from '~/services/permissions.server'
import { apiJson, apiRoute } from '~/utils/api.server'

const PAGE_SIZE = 100

/**
 * The audit log, newest first, 100 a page: `{ entries, next }`, where `next` is the `before` of the
 * page after (null on the last). Administrators only.
 */
export const loader = apiRoute({
	async GET({ request }) {
		await requireApiAdministrator(request)
		const before = Number(new URL(request.url).searchParams.get('before')) || undefined
		const entries = await listAudit({ limit: PAGE_SIZE + 1, before })
		return apiJson({
			entries: entries.slice(0, PAGE_SIZE).map((entry) => ({
				id: entry.id,
				at: entry.at.toISOString(),
				actor: entry.actorId ? { id: entry.actorId, username: entry.actorName } : null,
				action: entry.action,
				subjectKind: entry.subjectKind,
				subjectId: entry.subjectId,
				reason: entry.reason,
				details: entry.details,
			})),
			next: entries.length > PAGE_SIZE ? entries[PAGE_SIZE - 1]!.id : null,
		})
	},
})
export const action = loader
