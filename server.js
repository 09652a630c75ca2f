// The HTTP server: Express serving static files and the Remix app, with the security
// headers, cross-site and body-size checks and request logging that every response gets.
// `node server.js` serves the production build; `node server.js --dev` runs Vite in middleware mode.
import crypto from 'node:crypto'
import { constants as zlibConstants } from 'node:zlib'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import { parse as parseCookies } from 'cookie'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import helmet from 'helmet'

const dev = process.argv.includes('--dev')

// NODE_ENV as the caller set it says what kind of deployment this is (a public one, NODE_ENV=production,
// must have a SESSION_SECRET and secure cookies and has no /dev/mail: app/utils/env.server.ts), and is kept
// for the app as HOMESTEAD_DEPLOYMENT. The libraries read NODE_ENV for their own builds: outside --dev they
// run their production builds whatever the caller set (React's development build renders a page 1.05-1.5
// times slower).
process.env.HOMESTEAD_DEPLOYMENT ??= process.env.NODE_ENV || 'development'
if (!dev) process.env.NODE_ENV = 'production'

const vite = dev
	? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
	: undefined

/** The server build: in development reloaded from Vite on each request, so edits show at once. */
const loadBuild = () => (vite ? vite.ssrLoadModule('virtual:remix/server-build') : import('./build/server/index.js'))

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
const {
	getEnv,
	connect,
	closeDb,
	getLogger,
	isCrossSiteWrite,
	contentSecurityPolicy,
	createPageCache,
	loadAgainFrom,
	watchDatabaseHealth,
	COOKIE_NAMES,
	countCachedPageView,
	onPagesChanged,
	startWorkers,
	stopWorkers,
	PICTURES_VERSION,
} = build.entry.module
const env = getEnv()
const logger = getLogger()
/** This server as it asks itself for a page again. */
const ownOrigin = `http://127.0.0.1:${env.port}`
/** Anonymous pages, rendered once and served again until the data they show changes. */
const pageCache = dev
	? undefined
	: createPageCache({
			maxBytes: env.pageCacheBytes,
			staleMs: env.pageCacheStaleMs,
			// A page of sets of listings shown a while after a change is asked for again, from this server itself.
			refresh: (path, headers) => fetch(`${ownOrigin}${path}`, { headers }).then((response) => response.arrayBuffer()),
			// Or, first, its routes' loaders run again: a page whose data is the same is kept, not rendered again.
			loadAgain: loadAgainFrom(build.routes, ownOrigin),
		})

/** Largest bodies accepted: listing forms carry up to six 2 MB photos; everything else is small. */
const MAX_MULTIPART_BYTES = 16 * 1024 * 1024
const MAX_OTHER_BYTES = 1024 * 1024
/**
 * The only addresses that take files: the listing editor, the avatar upload and the upload API
 * (the pages also as `<path>.data`, where Remix's single fetch posts them with JavaScript).
 * They read multipart bodies as a stream, counting bytes against limits of their own (parsePhotoForm).
 */
const TAKES_FILES =
	/^\/(?:(?:create-listing|update-listing\/[^/]+|profile\/avatar|profile\/import)(?:\.data)?|api\/upload)\/?$/
/**
 * The listing import takes a CSV file of up to 5 MB: as the body of the API's request, and in the import
 * page's form (the file, or its text sent back with 'Import these homes'), which its action counts too.
 */
const TAKES_CSV = /^\/(?:api\/listing\/import|profile\/import(?:\.data)?)\/?$/
const MAX_CSV_BYTES = 5 * 1024 * 1024
const MAX_CSV_FORM_BYTES = 2 * MAX_CSV_BYTES + 64 * 1024

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', env.trustProxy)

// A request id for every request: in the log line, in the response, and for the app's own logs.
app.use((req, res, next) => {
	const incoming = env.trustProxy ? req.get('X-Request-Id') : undefined
	req.id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID()
	res.setHeader('X-Request-Id', req.id)
	const started = process.hrtime.bigint()
	res.on('finish', () => {
		const line = {
			reqId: req.id,
			method: req.method,
			// The path only: query strings can carry OAuth codes and search terms.
			path: req.path,
			status: res.statusCode,
			ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
			ip: req.ip,
		}
		// A health check's 503 is the answer it exists for (starting up, or the database away, which the
		// health watcher logs once), not a failure of its own.
		if (res.statusCode >= 500 && req.path !== '/healthz') logger.error(line, 'request failed')
		else logger.info(line, 'request')
	})
	next()
})

/** After an early answer, at most this much of the rest of the body is read and dropped; a client sending more is cut off. */
const DRAIN_LIMIT = 64 * 1024 * 1024

/**
 * Answering before the request's body has all arrived (a refusal, a redirect to sign in, a form over
 * its limit): the rest of the body is read and dropped, never kept, until it ends. Closing the
 * connection instead would reset it while the client is still sending, and the client could lose the
 * answer with it; the connection stays usable for the client's next request.
 */
function dropRestOfBody(req, res) {
	if (req.complete || res.locals.draining) return
	res.locals.draining = true
	// Whoever was reading the body (Remix's stream) has stopped: from here on its bytes go nowhere.
	req.removeAllListeners('data')
	let dropped = 0
	req.on('data', (chunk) => {
		dropped += chunk.length
		if (dropped > DRAIN_LIMIT) req.socket.destroy()
	})
	req.resume()
}

app.use((req, res, next) => {
	const writeHead = res.writeHead
	res.writeHead = function (...args) {
		dropRestOfBody(req, res)
		return writeHead.apply(this, args)
	}
	next()
})

app.use(
	helmet({
		// Set below: a document's policy lists the hashes of its inline scripts (entry.server.tsx).
		contentSecurityPolicy: false,
		crossOriginEmbedderPolicy: false,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		strictTransportSecurity: env.isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
		xFrameOptions: { action: 'deny' },
	}),
)
// The site's pictures and uploaded photos are public by design: the JSON API answers their absolute
// addresses for clients on other origins to show (docs/api.md). Every other response stays same-origin.
app.use(['/images', '/uploads'], (_req, res, next) => {
	res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
	next()
})
// Every other response gets the policy without inline scripts. In development none: Vite's hot
// reload injects scripts of its own.
const defaultPolicy = contentSecurityPolicy()
if (!dev) {
	app.use((_req, res, next) => {
		const writeHead = res.writeHead
		res.writeHead = function (...args) {
			if (!res.hasHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', defaultPolicy)
			return writeHead.apply(this, args)
		}
		next()
	})
}
app.use((_req, res, next) => {
	res.setHeader(
		'Permissions-Policy',
		'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
	)
	next()
})

// The health check answers at once from the database's health as last seen (asked every second),
// after the headers every response gets and before everything else: a load balancer's check is never
// queued behind a flood of pages, files or renders, nor behind their queries.
const databaseHealth = watchDatabaseHealth({
	onChange: (ready) =>
		ready
			? logger.info('the database answers: /healthz is 200')
			: logger.warn('the database does not answer: /healthz is 503'),
})
app.get('/healthz', (_req, res) => {
	const ready = databaseHealth.isReady()
	res
		.status(ready ? 200 : 503)
		.set('Cache-Control', 'no-store')
		.type('text/plain; charset=utf-8')
		.send(ready ? 'OK' : 'Database unavailable')
})

/** An answer in the shape the caller expects: the API's JSON error, or plain text. */
function refuse(req, res, status, message) {
	if (req.path.startsWith('/api/')) res.status(status).json({ success: false, statusCode: status, message })
	else res.status(status).type('text/plain').send(message)
}

const publicOrigin = new URL(env.publicUrl).origin
app.use((req, res, next) => {
	if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
	// The one-click unsubscribe of alert mails (RFC 8058) is posted by mail programs from anywhere; its
	// signed token, not its origin, is what it rests on, and it can only turn an alert off.
	const oneClickUnsubscribe = req.method === 'POST' && req.path === '/alerts/unsubscribe'
	if (oneClickUnsubscribe) delete req.headers.origin
	// A form post or API call that another site made a visitor's browser send changes nothing.
	const crossSite =
		!oneClickUnsubscribe &&
		isCrossSiteWrite({
			method: req.method,
			origin: req.get('Origin'),
			referer: req.get('Referer'),
			fetchSite: req.get('Sec-Fetch-Site'),
			ownOrigin: `${req.protocol}://${req.get('Host')}`,
			publicOrigin,
		})
	if (crossSite) return refuse(req, res, 403, 'Cross-site requests are not allowed')
	// Remix refuses a page post whose Origin names another host than X-Forwarded-Host (else Host) by
	// throwing, which would be a 500; the same rule is answered here as the client's mistake it is.
	// The JSON API is not affected: its clients may post from PUBLIC_URL through any proxy.
	const origin = req.get('Origin')
	const host = req.get('X-Forwarded-Host')?.split(',')[0]?.trim() || req.get('Host')
	if (!req.path.startsWith('/api/') && origin && !sameHost(origin, host)) {
		return refuse(req, res, 403, 'Cross-site requests are not allowed')
	}
	// Bodies have a size limit, for every shape of body. Without files: Content-Length is required
	// (Node never delivers more than it declares) and at most 1 MB (5 MB for a CSV import). Multipart:
	// only where files are taken, and there counted while the body streams. Nothing is ever buffered whole.
	const multipart = /^multipart\/form-data/i.test(req.get('Content-Type') ?? '')
	// RFC 8058 lets the one-click POST come as multipart/form-data: its small body is within the limit below.
	if (multipart && !TAKES_FILES.test(req.path) && !oneClickUnsubscribe)
		return refuse(req, res, 415, 'This form does not take files')
	const declared = Number(req.get('Content-Length'))
	const csv = TAKES_CSV.test(req.path)
	const limit = csv
		? multipart
			? MAX_CSV_FORM_BYTES
			: MAX_CSV_BYTES
		: multipart
			? MAX_MULTIPART_BYTES
			: MAX_OTHER_BYTES
	if (declared > limit) {
		return refuse(req, res, 413, csv ? 'The file is too large: at most 5 MB' : 'Request body is too large')
	}
	if (!multipart && Number.isNaN(declared) && req.get('Transfer-Encoding')) {
		return refuse(req, res, 411, 'Content-Length is required')
	}
	next()
})

/** True when the Origin header names the host the request was sent to. */
function sameHost(origin, host) {
	try {
		return new URL(origin).host === host
	} catch {
		return false
	}
}

// What is compressed here is compressed for one answer (a page rendered for one request, the API's JSON;
// kept pages are compressed once, harder, by the page cache): brotli's quality 3 gives a page within 5 %
// of quality 4's bytes (the default) for 60 % of its CPU (docs/benchmarks.md, issue 41).
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }))

// The site's pictures as pages show them, under the version of them all (app/utils/pictures.ts):
// /images/v-<hash>/logo.svg is /images/logo.svg. That address changes whenever a picture does, so a
// browser may keep it for a year. Under another version (a page kept from before a release) the
// current picture is sent, kept for an hour as under its plain address.
const VERSIONED_PICTURE = /^\/images\/v-([0-9a-f]{10})(\/.+)$/
const versionedPictures = express.static('build/client', { immutable: true, maxAge: '1y', index: false })
const publicFiles = express.static('build/client', { maxAge: '1h', index: false })
app.use((req, res, next) => {
	const match = VERSIONED_PICTURE.exec(req.path)
	if (!match) return next()
	const [, version, path] = match
	req.url = `/images${path}`
	if (vite) return next()
	;(version === PICTURES_VERSION ? versionedPictures : publicFiles)(req, res, next)
})

if (vite) {
	app.use(vite.middlewares)
} else {
	// Vite fingerprints everything under /assets, so it can be cached for a year; the build
	// compressed each file beforehand (scripts/precompress.js), so none is compressed per request.
	app.use(
		'/assets',
		expressStaticGzip('build/client/assets', {
			enableBrotli: true,
			orderPreference: ['br', 'gzip'],
			serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
		}),
	)
	// The files of public/ under their plain addresses (stored in listings, given to API clients): only
	// their own paths look at the disk, not every page.
	app.use(['/images', '/favicon.svg', '/map-styles'], (req, res, next) => {
		req.url = req.originalUrl
		publicFiles(req, res, next)
	})
}

// Caching: a response to a signed-in visitor (or one that sets a cookie) may show their data, so no
// shared cache may keep it; every other page varies with the cookie. Responses that declare
// themselves public (photos, robots.txt, the sitemap) are the same for everyone and keep their headers.
app.use((req, res, next) => {
	const writeHead = res.writeHead
	res.writeHead = function (...args) {
		if (!/\bpublic\b/.test(String(res.getHeader('Cache-Control') ?? ''))) {
			// The session cookie as the app reads it (names trimmed): ` __session =…` signs a member in too.
			if (COOKIE_NAMES.session in parseCookies(req.get('Cookie') ?? '') || res.getHeader('Set-Cookie')) {
				res.setHeader('Cache-Control', 'private, no-store')
			} else {
				res.vary('Cookie')
			}
		}
		return writeHead.apply(this, args)
	}
	next()
})

// `?_data=<route id>` asks Remix for a route's data the way Remix did before single fetch, which this
// app's client never does: from anyone else it is an unknown parameter, ignored as the API ignores
// them, rather than a 403 or a route's raw data with two errors logged each time.
app.use((req, _res, next) => {
	if (!req.originalUrl.includes('_data')) return next()
	const url = new URL(`http://site${req.originalUrl.startsWith('/') ? req.originalUrl : `/${req.originalUrl}`}`)
	if (!url.searchParams.has('_data')) return next()
	url.searchParams.delete('_data')
	req.url = req.originalUrl = `${url.pathname}${url.search}`
	next()
})

// A listing's page served from the page cache is a view as much as one rendered (docs/decisions/035):
// told apart by the cache's own X-Page-Cache header once the answer is sent, whatever the cache's inside.
if (pageCache) {
	app.use((req, res, next) => {
		if (req.method === 'GET')
			res.on('finish', () => {
				if (!/^(hit|stale|revalidated)$/.test(String(res.getHeader('X-Page-Cache')))) return
				countCachedPageView(req.path, {
					address: req.ip ?? 'unknown',
					userAgent: req.get('User-Agent') ?? null,
					purpose: req.get('Sec-Purpose') ?? req.get('Purpose') ?? null,
				})
			})
		next()
	})
}

if (pageCache) app.use(pageCache.middleware)

app.all(
	'*',
	createRequestHandler({
		build: vite ? loadBuild : build,
		mode: dev ? 'development' : 'production',
		getLoadContext: (req) => ({
			// Rate limits count per client: behind a load balancer (TRUST_PROXY=1) req.ip comes from X-Forwarded-For.
			clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
			requestId: req.id,
			keepPage: pageCache?.keeper(req),
		}),
	}),
)

// An error that reaches Express itself, outside the app (an address that is not valid percent-encoding,
// say): answered in the caller's shape, and logged as one JSON line instead of a stack trace on stderr.
app.use((error, req, res, _next) => {
	const given = Number(error.status ?? error.statusCode)
	const status = given >= 400 ? given : 500
	const line = { reqId: req.id, method: req.method, status, err: status >= 500 ? error : error.message }
	if (status >= 500) logger.error(line, 'request failed')
	else logger.info(line, 'request refused')
	if (res.headersSent) return res.destroy()
	refuse(req, res, status, status >= 500 ? 'Something went wrong' : 'Bad request')
})

const started = performance.now()
const server = app.listen(env.port, () => {
	logger.info(
		{
			port: env.port,
			deployment: env.isProduction ? 'public' : 'single machine',
			libraries: process.env.NODE_ENV === 'production' ? 'production builds' : 'development builds',
		},
		`Homestead is listening on http://localhost:${env.port}`,
	)
	if (env.passwordHashing === 'weak-for-tests')
		logger.warn('PASSWORD_HASHING=weak-for-tests: passwords are hashed for a test suite, too weakly for a real site')
})
// Migrate (and seed an empty demo database) right away rather than on the first request.
// Until the database answers, /healthz says 503 (its check asks again every second).
connect().then(
	() => logger.info({ ms: Math.round(performance.now() - started) }, 'database ready'),
	(error) => logger.error({ err: error }, `database not ready: ${error.message}`),
)
// Pages are kept only once this server hears of every change to what they show.
function listenForPageChanges() {
	onPagesChanged((change) => pageCache.changed(change)).then(
		() => pageCache.hearsChanges(),
		(error) => {
			logger.error({ err: error }, `page cache off until the database answers: ${error.message}`)
			setTimeout(listenForPageChanges, 5_000).unref()
		},
	)
}
if (pageCache && env.pageCacheBytes > 0) listenForPageChanges()

// Background jobs (outgoing mail) run in every server process; they wait for the database themselves.
void startWorkers()

let shuttingDown = false
/** SIGTERM: stop accepting connections, finish the requests in flight, close the database; 10 s at most. */
function shutdown(signal) {
	if (shuttingDown) return
	shuttingDown = true
	logger.info({ signal }, 'shutting down: finishing requests in flight')
	const forceExit = setTimeout(() => {
		logger.error('requests still running after 9 s: exiting anyway')
		process.exit(1)
	}, 9_000)
	forceExit.unref()
	server.close(async () => {
		// A job in flight (a mail being sent) gets up to 5 s to finish before the database closes.
		await stopWorkers()
		await closeDb()
		await vite?.close()
		logger.info('shut down cleanly')
		process.exit(0)
	})
	server.closeIdleConnections()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
