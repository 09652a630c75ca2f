// The HTTP server: Express serving static files and the Remix app.
// `node server.js` serves the production build; `node server.js --dev` runs Vite in middleware mode.
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const dev = process.argv.includes('--dev')

const vite = dev
	? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
	: undefined

/** The server build: in development reloaded from Vite on each request, so edits show at once. */
const loadBuild = () =>
	vite ? vite.ssrLoadModule('virtual:remix/server-build') : import('./build/server/index.js')

let build
try {
	build = await loadBuild()
} catch (error) {
	// A bad configuration variable is one clear line, not a stack trace.
	if (error?.name === 'ConfigError') {
		console.error(error.message)
		process.exit(1)
	}
	throw error
}
const { getEnv, connect, closeDb } = build.entry.module
const env = getEnv()

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', env.trustProxy)
app.use(compression())

if (vite) {
	app.use(vite.middlewares)
} else {
	// Vite fingerprints everything under /assets, so it can be cached for a year.
	app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
	app.use(express.static('build/client', { maxAge: '1h' }))
}

app.all(
	'*',
	createRequestHandler({
		build: vite ? loadBuild : build,
		mode: dev ? 'development' : 'production',
		// Rate limits count per client: behind a load balancer (TRUST_PROXY=1) req.ip comes from X-Forwarded-For.
		getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown' }),
	}),
)

const started = performance.now()
const server = app.listen(env.port, () => {
	console.log(`Homestead is listening on http://localhost:${env.port}`)
})
// Migrate (and seed an empty demo database) right away rather than on the first request.
// Until the database answers, /healthz says 503 and the next request tries again.
connect().then(
	() => console.log(`Database ready in ${Math.round(performance.now() - started)} ms`),
	(error) => console.error(`Database not ready: ${error.message}`),
)

let shuttingDown = false
async function shutdown(signal) {
	if (shuttingDown) return
	shuttingDown = true
	console.log(`${signal} received: finishing requests in flight`)
	const forceExit = setTimeout(() => {
		console.error('Requests still running after 10 s: exiting anyway')
		process.exit(1)
	}, 9_000)
	forceExit.unref()
	server.close(async () => {
		await closeDb()
		await vite?.close()
		process.exit(0)
	})
	server.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
