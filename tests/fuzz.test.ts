import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb, selectRows } from '~/db/client.server'
import * as signInPage from '~/routes/_auth+/sign-in'
import * as signUpPage from '~/routes/_auth+/sign-up'
import * as createListingPage from '~/routes/_listings+/create-listing'
import * as deleteListingPage from '~/routes/_listings+/listing.$id_.delete'
import * as searchPage from '~/routes/_listings+/search'
import * as updateListingPage from '~/routes/_listings+/update-listing.$id'
import * as newsletterPage from '~/routes/_marketing+/newsletter'
import * as profilePage from '~/routes/_profile+/profile'
import * as avatarRoute from '~/routes/_profile+/profile_.avatar'
import * as themeRoute from '~/routes/_resources+/resources.theme'
import * as googleApi from '~/routes/api+/auth.google'
import * as signinApi from '~/routes/api+/auth.signin'
import * as signupApi from '~/routes/api+/auth.signup'
import * as createListingApi from '~/routes/api+/listing.create'
import * as deleteListingApi from '~/routes/api+/listing.delete.$id'
import * as searchApi from '~/routes/api+/listing.get'
import * as getListingApi from '~/routes/api+/listing.get_.$id'
import * as updateListingApi from '~/routes/api+/listing.update.$id'
import * as uploadApi from '~/routes/api+/upload'
import * as userApi from '~/routes/api+/user.$id'
import * as deleteUserApi from '~/routes/api+/user.delete.$id'
import * as userListingsApi from '~/routes/api+/user.listings.$id'
import * as updateUserApi from '~/routes/api+/user.update.$id'
import { getEnv } from '~/utils/env.server'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'
import { BOUNDARY } from './support/multipart'
import { context } from './support/requests'
import { createSignedInUser } from './support/users'

/*
 * Property-based abuse: every action and API route gets thousands of generated and
 * malformed bodies. Whatever arrives, the answer is never a 5xx, and a refused request
 * (4xx) leaves the database and the photo store exactly as they were.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100)

type Handler = (args: {
	request: Request
	params: Record<string, string>
	context: { clientAddress: string }
}) => Promise<unknown>

/** The HTTP status a loader or action ended with, whichever way it answered, and where it redirected. */
async function answerOf(handler: unknown, request: Request, params: Record<string, string>) {
	const of = (response: Response) => ({ status: response.status, location: response.headers.get('Location') })
	try {
		const result = await (handler as Handler)({ request, params, context: context('192.0.2.99') })
		if (result instanceof Response) return of(result)
		if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
			return { status: (result as { init?: ResponseInit }).init?.status ?? 200, location: null }
		}
		return { status: 200, location: null }
	} catch (error) {
		if (error instanceof Response) return of(error)
		throw error
	}
}

const statusOf = async (handler: unknown, request: Request, params: Record<string, string>) =>
	(await answerOf(handler, request, params)).status

/** True unless the answer is the one for a missing session: 401 (API) or a redirect to sign-in (pages). */
const pastSignIn = ({ status, location }: { status: number; location: string | null }) =>
	status !== 401 && !location?.startsWith('/sign-in')

async function snapshot() {
	const db = await getDb()
	const [counts] = await selectRows<Record<string, number>>(
		db,
		// prettier-ignore
		(await import('drizzle-orm')).sql`select
			(select count(*)::int from users) as users,
			(select count(*)::int from listings) as listings,
			(select count(*)::int from newsletter_subscriptions) as subscriptions,
			(select coalesce(sum(session_version), 0)::int from users) as sessions,
			(select coalesce(max(updated_at)::text, '') from listings) as "listingsChanged",
			(select coalesce(max(updated_at)::text, '') from users) as "usersChanged"`,
	)
	const uploads = path.join(getEnv().dataDir, 'uploads')
	return { ...counts, photos: fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0 }
}

// What arrives: JSON of any shape, text, bytes, deep nesting, huge strings, odd unicode.
const anyText = fc.oneof(
	fc.string({ maxLength: 300 }),
	fc.string({ unit: 'binary', maxLength: 200 }),
	fc.string({ unit: 'grapheme-composite', maxLength: 100 }),
	fc.constantFrom(
		'',
		' ',
		'\u0000',
		'\uD800',
		'null',
		'true',
		'-1',
		'1e309',
		'NaN',
		'__proto__',
		'<script>',
		"'; drop table users; --",
	),
)
const fieldNames = fc.constantFrom(
	'username',
	'email',
	'password',
	'avatar',
	'idToken',
	'name',
	'description',
	'address',
	'type',
	'bedrooms',
	'bathrooms',
	'regularPrice',
	'discountPrice',
	'offer',
	'parking',
	'furnished',
	'imageUrls',
	'userRef',
	'theme',
	'redirectTo',
	'intent',
	'remember',
	'searchTerm',
	'__proto__',
	'constructor',
	'imageUrls[0]',
	'a.b[1]',
	'',
)
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), anyText)
const objectBody = fc.dictionary(fieldNames, anyValue, { maxKeys: 12 })
const deepJson = fc.integer({ min: 50, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))
const hugeString = fc
	.integer({ min: 10_000, max: 200_000 })
	.map((length) => JSON.stringify({ username: 'x'.repeat(length) }))

type Body = { contentType?: string; body: string | Uint8Array; chunked?: boolean }
/**
 * A fresh copy per request: sending a byte array detaches it, and fast-check replays values while
 * shrinking. A chunked body is sent as a stream, without Content-Length.
 */
const copyOf = (body: Body['body'], chunked = false): BodyInit => {
	const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body)
	if (!chunked) return typeof body === 'string' ? body : bytes
	return new ReadableStream<Uint8Array>({
		start(controller) {
			for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024))
			controller.close()
		},
	})
}
/** Request options for a body (a stream needs `duplex`). */
const bodyInit = ({ body, chunked }: Body) =>
	({ body: copyOf(body, chunked), ...(chunked ? { duplex: 'half' } : {}) }) as RequestInit

/** A form repeating one name many times (Conform's parse is quadratic in that). */
const repeatedField = fc
	.tuple(fieldNames, fc.integer({ min: 40, max: 5000 }), fc.constantFrom('x', '1', '', 'a%40b.co'))
	.map(([name, count, value]) => ({
		contentType: 'application/x-www-form-urlencoded',
		body: Array.from({ length: count }, () => `${encodeURIComponent(name)}=${value}`).join('&'),
	}))
/** A multipart body sent in chunks without a length, as the attack on the running site did. */
const chunkedMultipart = fc.tuple(fieldNames, fc.integer({ min: 1, max: 256 })).map(([name, kilobytes]) => ({
	contentType: `multipart/form-data; boundary=${BOUNDARY}`,
	body:
		`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
		'x'.repeat(kilobytes * 1024) +
		`\r\n--${BOUNDARY}--\r\n`,
	chunked: true,
}))
const bodies: fc.Arbitrary<Body> = fc.oneof(
	objectBody.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })),
	fc.jsonValue().map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' })),
	anyText.map((text) => ({ contentType: 'application/json', body: text })),
	deepJson.map((text) => ({ contentType: 'application/json', body: text })),
	hugeString.map((text) => ({ contentType: 'application/json', body: text })),
	objectBody.map((value) => ({
		contentType: 'application/x-www-form-urlencoded',
		body: new URLSearchParams(
			Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]),
		).toString(),
	})),
	fc
		.uint8Array({ maxLength: 2000 })
		.map((bytes) => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: bytes })),
	objectBody.map((value) => ({
		// A multipart body cut off in the middle of a part.
		contentType: `multipart/form-data; boundary=${BOUNDARY}`,
		body: Object.entries(value)
			.map(
				([key, item]) =>
					`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${
						typeof item === 'string' ? item : JSON.stringify(item)
					}\r\n`,
			)
			.join('')
			.slice(0, 150),
	})),
	fc.record({
		contentType: fc.constantFrom('text/plain', 'application/xml', 'image/png', 'multipart/form-data'),
		body: anyText,
	}),
	fc.constant({ body: '' }),
	repeatedField,
	chunkedMultipart,
)
const ids = fc.oneof(fc.uuid(), anyText)

/** A signed-in user of one's own with a listing, for each case: no case can spoil another's. */
async function ownerWithListing(prefix: string) {
	const owner = await createSignedInUser(prefix)
	const db = await getDb()
	const { listings } = await import('~/db/schema')
	const [listing] = await db
		.insert(listings)
		.values({
			name: 'Fuzzing target flat',
			description: 'A.',
			address: 'B',
			userRef: owner.user.id,
			imageUrls: ['https://x.example/a.jpg'],
		})
		.returning()
	return { ...owner, listingId: listing!.id }
}

type Target = {
	name: string
	path: (id: string) => string
	method: string
	handler: unknown
	signedIn?: boolean
	param?: boolean
}

const targets: Target[] = [
	{ name: 'POST /api/auth/signup', path: () => '/api/auth/signup', method: 'POST', handler: signupApi.action },
	{ name: 'POST /api/auth/signin', path: () => '/api/auth/signin', method: 'POST', handler: signinApi.action },
	{ name: 'POST /api/auth/google', path: () => '/api/auth/google', method: 'POST', handler: googleApi.action },
	{
		name: 'GET /api/user/:id',
		path: (id) => `/api/user/${id}`,
		method: 'GET',
		handler: userApi.loader,
		signedIn: true,
		param: true,
	},
	{
		name: 'POST /api/user/update/:id',
		path: (id) => `/api/user/update/${id}`,
		method: 'POST',
		handler: updateUserApi.action,
		signedIn: true,
		param: true,
	},
	{
		name: 'DELETE /api/user/delete/:id',
		path: (id) => `/api/user/delete/${id}`,
		method: 'DELETE',
		handler: deleteUserApi.action,
		signedIn: true,
		param: true,
	},
	{
		name: 'GET /api/user/listings/:id',
		path: (id) => `/api/user/listings/${id}`,
		method: 'GET',
		handler: userListingsApi.loader,
		signedIn: true,
		param: true,
	},
	{
		name: 'POST /api/listing/create',
		path: () => '/api/listing/create',
		method: 'POST',
		handler: createListingApi.action,
		signedIn: true,
	},
	{
		name: 'POST /api/listing/update/:id',
		path: (id) => `/api/listing/update/${id}`,
		method: 'POST',
		handler: updateListingApi.action,
		signedIn: true,
		param: true,
	},
	{
		name: 'DELETE /api/listing/delete/:id',
		path: (id) => `/api/listing/delete/${id}`,
		method: 'DELETE',
		handler: deleteListingApi.action,
		signedIn: true,
		param: true,
	},
	{
		name: 'GET /api/listing/get/:id',
		path: (id) => `/api/listing/get/${id}`,
		method: 'GET',
		handler: getListingApi.loader,
		param: true,
	},
	{ name: 'POST /api/upload', path: () => '/api/upload', method: 'POST', handler: uploadApi.action, signedIn: true },
	{ name: 'sign-up page', path: () => '/sign-up', method: 'POST', handler: signUpPage.action },
	{ name: 'sign-in page', path: () => '/sign-in', method: 'POST', handler: signInPage.action },
	{ name: 'profile page', path: () => '/profile', method: 'POST', handler: profilePage.action, signedIn: true },
	{ name: 'avatar upload', path: () => '/profile/avatar', method: 'POST', handler: avatarRoute.action, signedIn: true },
	{
		name: 'create-listing page',
		path: () => '/create-listing',
		method: 'POST',
		handler: createListingPage.action,
		signedIn: true,
	},
	{
		name: 'update-listing page',
		path: (id) => `/update-listing/${id}`,
		method: 'POST',
		handler: updateListingPage.action,
		signedIn: true,
		param: true,
	},
	{
		name: 'delete-listing page',
		path: (id) => `/listing/${id}/delete`,
		method: 'POST',
		handler: deleteListingPage.action,
		signedIn: true,
		param: true,
	},
	{ name: 'newsletter', path: () => '/newsletter', method: 'POST', handler: newsletterPage.action },
	{ name: 'theme', path: () => '/resources/theme', method: 'POST', handler: themeRoute.action },
]

describe('generated and malformed bodies', () => {
	for (const target of targets) {
		test(`${target.name}: never a 5xx, and a refusal changes nothing`, async () => {
			const owner = await ownerWithListing('fuzz')
			// For a signed-in case: how many requests got past the sign-in check (some must).
			let pastAuthentication = 0
			// Ids are generated, or the owner's own (which only a valid body could change).
			const idArbitrary = target.param ? fc.oneof(ids, fc.constant('own')) : fc.constant('')
			await fc.assert(
				fc.asyncProperty(bodies, idArbitrary, async (generated, generatedId) => {
					const id =
						generatedId === 'own' ? (target.path('x').includes('/user') ? owner.user.id : owner.listingId) : generatedId
					const before = await snapshot()
					const headers: Record<string, string> = {}
					if (generated.contentType) headers['Content-Type'] = generated.contentType
					if (target.signedIn) headers.Cookie = owner.cookie
					const url = `http://localhost${target.path(encodeURIComponent(Buffer.from(id).toString()))}`
					const request = new Request(url, {
						method: target.method,
						headers,
						...(target.method === 'GET' ? {} : bodyInit(generated)),
					})
					const answer = await answerOf(target.handler, request, target.param ? { id } : {})
					if (pastSignIn(answer)) pastAuthentication++
					expect(answer.status, `${target.name} answered ${answer.status}`).toBeLessThan(500)
					if (answer.status >= 400) expect(await snapshot()).toEqual(before)
				}),
				{ numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
			)
			if (target.signedIn)
				expect(pastAuthentication, `${target.name} never got past the sign-in check`).toBeGreaterThan(0)
		})
	}

	test('GET /api/listing/get and the search page: any query string, never a 5xx', async () => {
		const queries = fc.dictionary(
			fc.constantFrom(
				'searchTerm',
				'type',
				'offer',
				'parking',
				'furnished',
				'minPrice',
				'maxPrice',
				'bedrooms',
				'bathrooms',
				'sort',
				'order',
				'limit',
				'startIndex',
				'page',
				'x',
			),
			fc.oneof(anyText, fc.integer().map(String), fc.double().map(String)),
			{ maxKeys: 8 },
		)
		await fc.assert(
			fc.asyncProperty(queries, async (query) => {
				const search = new URLSearchParams(query).toString()
				for (const [handler, path] of [
					[searchApi.loader, '/api/listing/get'],
					[searchPage.loader, '/search'],
				] as const) {
					const status = await statusOf(handler, new Request(`http://localhost${path}?${search}`), {})
					expect(status).toBeLessThan(500)
				}
			}),
			{ numRuns: RUNS * 2 },
		)
	})
})

describe('the running server', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer()
		await waitForHealthy(server)
	})

	test('stays up and answers below 500 whatever arrives over HTTP', async () => {
		const paths = fc.constantFrom(
			'/api/auth/signup',
			'/api/auth/signin',
			'/api/auth/google',
			'/api/listing/create',
			'/api/upload',
			'/api/listing/update/x',
			'/sign-up',
			'/sign-in',
			'/newsletter',
			'/contact',
			'/resources/theme',
			'/profile',
			'/create-listing',
			'/search',
			'/api/listing/get',
			'/nowhere',
		)
		try {
			await fc.assert(
				fc.asyncProperty(
					paths,
					fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
					bodies,
					async (path, method, generated) => {
						const response = await fetch(server.url + path, {
							method,
							headers: generated.contentType ? { 'Content-Type': generated.contentType } : {},
							...bodyInit(generated),
							redirect: 'manual',
						})
						await response.arrayBuffer()
						expect(response.status, `${method} ${path} answered ${response.status}`).toBeLessThan(500)
					},
				),
				{ numRuns: RUNS * 3 },
			)
			expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
		} finally {
			await server.stop()
		}
	})
})
