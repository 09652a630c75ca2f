// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: makes the member with this
// address an administrator, or no longer one; written to the audit log. With the server running
// (on PORT, 3000 by default) it asks the server, with a request signed by the site's secret (the
// embedded database belongs to one process); with no server running it opens the database itself.
// Run it where the server runs, with the server's settings (DATA_DIR, DATABASE_URL, SESSION_SECRET).
import { execFileSync } from 'node:child_process'

const [command, email] = process.argv.slice(2)
if (!['grant', 'revoke'].includes(command) || !email) {
	console.error('Usage: npm run admin -- grant <email>   or   npm run admin -- revoke <email>')
	process.exit(2)
}
const grant = command === 'grant'

execFileSync(process.execPath, ['scripts/build-if-needed.js'], { stdio: 'inherit' })
process.env.LOG_LEVEL ??= 'warn'
const { entry } = await import('../build/server/index.js')
const { getEnv, connect, closeDb, setAdministratorByEmail, signAdminCommand, ADMIN_COMMAND_HEADER } = entry.module

function done(user) {
	console.log(
		grant
			? `${user.username} (${user.email}) is an administrator now.`
			: `${user.username} (${user.email}) is no longer an administrator${
					getEnv().adminEmails.includes(user.email.toLowerCase()) ? ' (but ADMIN_EMAILS still lists the address)' : ''
				}.`,
	)
}

const body = JSON.stringify({ email, grant })
let answer
try {
	answer = await fetch(`http://127.0.0.1:${getEnv().port}/api/admin/grants`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', [ADMIN_COMMAND_HEADER]: signAdminCommand(body) },
		body,
	})
} catch {
	// No server here: the database is ours to open.
}
if (answer) {
	const result = await answer.json().catch(() => ({}))
	if (!answer.ok) {
		console.error(result.message ?? `The server answered ${answer.status}`)
		process.exit(1)
	}
	done(result)
} else {
	await connect()
	try {
		done(await setAdministratorByEmail(email, grant))
	} catch (error) {
		console.error(error.message)
		process.exitCode = 1
	} finally {
		await closeDb()
	}
}
