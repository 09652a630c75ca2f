import { connect } from '~/db/client.server'

/** The channel the database's triggers notify (app/db/README.md). */
const CHANNEL = 'pages_changed'

/**
 * Calls back whenever listings or their owners' names and pictures change, made through this
 * server or any other on the same database, within moments of the change being committed; and
 * when the connection that listens was (re)opened, since changes made meanwhile went unheard.
 */
export async function onPagesChanged(callback: () => void) {
	const { listen } = await connect()
	await listen(CHANNEL, callback)
}
