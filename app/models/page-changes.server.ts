import { connect } from '~/db/client.server'
import { type PageChange } from '~/page-cache'

/** The channel the database's triggers notify (app/db/README.md). */
const CHANNEL = 'pages_changed'

/**
 * A notice's text (drizzle/0023_page_change_tags.sql): `listings <id> <id>…`, `users <id>…`, or
 * the table's name followed by `*` when the statement changed too many rows to list.
 */
export function parsePageChange(payload: string | undefined): PageChange {
	const [table, ...ids] = (payload ?? '').trim().split(/\s+/)
	if (table === 'listings') return { listings: ids.includes('*') || !ids.length ? 'all' : ids, users: [] }
	// An account's name or picture: the pages of its listings. Gone or too many: every listing's page.
	if (table === 'users')
		return ids.includes('*') || !ids.length ? { listings: 'all', users: [] } : { listings: [], users: ids }
	return 'everything'
}

/**
 * Calls back whenever listings or their owners' names and pictures change, made through this
 * server or any other on the same database, within moments of the change being committed; and
 * with 'everything' when the connection that listens was (re)opened.
 */
export async function onPagesChanged(callback: (change: PageChange) => void) {
	const { listen } = await connect()
	await listen(CHANNEL, (payload) => callback(parsePageChange(payload)))
}
