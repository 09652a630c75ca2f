import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'
import { testImage } from './support/images'
import { multipartBody, multipartHeaders } from './support/multipart'

/*
 * The JSON API as the original React client uses it (docs/api.md), over HTTP against the production server:
 * its forms send numbers and booleans as text, its edits send only the changed fields, its grid
 * asks for page 0, and it is served from another origin, so image addresses must be absolute.
 */

const PUBLIC_URL = 'https://homes.example'

let server: AppServer
beforeAll(async () => {
	server = await startAppServer({ SEED_DEMO: '1', PUBLIC_URL })
	await waitForHealthy(server)
})
afterAll(() => server?.stop())

type ApiListing = Record<string, unknown> & { _id: string; imageUrls: string[] }
type Options = { method?: string; cookie?: string }

function api(path: string, body?: unknown, { method = body === undefined ? 'GET' : 'POST', cookie }: Options = {}) {
	return fetch(server.url + path, {
		method,
		headers: {
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			...(cookie ? { Cookie: cookie } : {}),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	})
}

let accounts = 0
/** Signs up and in as the client does; answers the session cookie and the user it got back. */
async function member() {
	accounts += 1
	const account = {
		username: `oldclient${accounts}`,
		email: `old.client${accounts}@example.com`,
		password: 'correct horse battery',
	}
	expect((await api('/api/auth/signup', account)).status).toBe(201)
	const response = await api('/api/auth/signin', { email: account.email, password: account.password })
	expect(response.status).toBe(200)
	const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
	return {
		cookie,
		account,
		user: (await response.json()) as { _id: string; avatar: string; username: string; email: string },
	}
}

/** The body the original client's create form posts after typing into its number boxes and ticking boxes. */
const typedForm = {
	name: 'Sunny loft over the market',
	description: 'Two bedrooms, tall windows and a roof terrace.',
	address: '12 Market Street, Austin, TX',
	type: 'rent',
	bedrooms: '3',
	bathrooms: '2',
	regularPrice: '2500',
	discountPrice: '2000',
	offer: 'true',
	parking: 'true',
	furnished: 'false',
	imageUrls: ['https://firebasestorage.example/loft.jpg'],
}

async function createListing(cookie: string, body: Record<string, unknown> = typedForm) {
	const response = await api('/api/listing/create', body, { cookie })
	expect(response.status).toBe(201)
	return (await response.json()) as ApiListing
}

const errorOf = async (response: Response) =>
	(await response.json()) as { success: boolean; statusCode: number; message: string }

describe('bodies as the original client sends them', () => {
	test('numbers and booleans typed as text are read as numbers and booleans', async () => {
		const { cookie } = await member()
		const listing = await createListing(cookie)
		expect(listing).toMatchObject({
			bedrooms: 3,
			bathrooms: 2,
			regularPrice: 2500,
			discountPrice: 2000,
			offer: true,
			parking: true,
			furnished: false,
		})
		// …and stored so: the listing reads back the same.
		expect(await (await api(`/api/listing/get/${listing._id}`)).json()).toMatchObject({
			bedrooms: 3,
			offer: true,
			furnished: false,
		})
	})

	test.each([
		[{ bedrooms: 'three' }, 'Bedrooms must be a number'],
		[{ regularPrice: '25OO' }, 'Regular price must be a number'],
		[{ bathrooms: '1.5' }, 'Bathrooms must be a whole number'],
		[{ parking: 'yes' }, 'Parking must be true or false'],
		[{ bedrooms: '' }, 'Bedrooms must be a number'],
		[{ regularPrice: '1000', discountPrice: '1500' }, 'Discount price must be lower than regular price'],
	])('text that is not a number or a boolean is still refused: %j', async (change, message) => {
		const { cookie } = await member()
		const response = await api('/api/listing/create', { ...typedForm, ...change }, { cookie })
		expect(response.status).toBe(400)
		expect(await errorOf(response)).toEqual({ success: false, statusCode: 400, message })
	})

	test('a partial listing update changes what it names and keeps the rest', async () => {
		const { cookie } = await member()
		const listing = await createListing(cookie)
		const response = await api(
			`/api/listing/update/${listing._id}`,
			{ name: 'Sunny loft with a roof terrace' },
			{ cookie },
		)
		expect(response.status).toBe(200)
		const updated = (await response.json()) as ApiListing
		// An edit is also the owner's word that the home is still available.
		expect(updated).toMatchObject({
			...listing,
			name: 'Sunny loft with a roof terrace',
			// A photo without a description is called by the listing's name, the new one.
			imageAlts: ['Sunny loft with a roof terrace, photo 1'],
			updatedAt: expect.any(String),
			confirmedAt: expect.any(String),
		})

		const priced = await api(`/api/listing/update/${listing._id}`, { regularPrice: '2400', offer: 'false' }, { cookie })
		expect(await priced.json()).toMatchObject({ regularPrice: 2400, offer: false, discountPrice: 0, bedrooms: 3 })
	})

	test('a partial update is checked as a whole: a discount above the stored price is refused', async () => {
		const { cookie } = await member()
		const listing = await createListing(cookie)
		const raised = await api(`/api/listing/update/${listing._id}`, { discountPrice: 2600 }, { cookie })
		expect(raised.status).toBe(400)
		expect((await errorOf(raised)).message).toBe('Discount price must be lower than regular price')
		const both = await api(
			`/api/listing/update/${listing._id}`,
			{ regularPrice: 1000, discountPrice: 1500 },
			{ cookie },
		)
		expect(both.status).toBe(400)
		expect((await errorOf(both)).message).toBe('Discount price must be lower than regular price')
		// Nothing changed.
		expect(await (await api(`/api/listing/get/${listing._id}`)).json()).toMatchObject({
			regularPrice: 2500,
			discountPrice: 2000,
		})
	})

	test('a partial account update keeps what it leaves out; a blank password is no change', async () => {
		const { cookie, user, account } = await member()
		const response = await api(
			`/api/user/update/${user._id}`,
			{ username: `${account.username}-new`, password: '' },
			{ cookie },
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({
			username: `${account.username}-new`,
			email: account.email,
			avatar: user.avatar,
		})
		// The password is the same: signing in with it still works.
		expect((await api('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(200)

		const invalid = await api(`/api/user/update/${user._id}`, { email: 'not an address' }, { cookie })
		expect(invalid.status).toBe(400)
		expect((await errorOf(invalid)).message).toBe('Enter a valid e-mail address')
	})
})

describe('paging as the original client asks', () => {
	test('page=0 is the first page, as page=1 and as no page at all', async () => {
		const ids = async (query: string) => {
			const response = await api(`/api/listing/get?${query}`)
			expect(response.status).toBe(200)
			return ((await response.json()) as ApiListing[]).map((listing) => listing._id)
		}
		const first = await ids('limit=4')
		expect(first).toHaveLength(4)
		expect(await ids('limit=4&page=0')).toEqual(first)
		expect(await ids('limit=4&page=1')).toEqual(first)
		expect(await ids('limit=4&page=2')).not.toEqual(first)
		const negative = await api('/api/listing/get?page=-1')
		expect(negative.status).toBe(400)
		expect((await errorOf(negative)).message).toBe('page must be at least 0')
	})
})

describe('image addresses a client on another origin can show', () => {
	const ownAddress = new RegExp(`^${PUBLIC_URL}/(images|uploads)/`)

	test('the default avatar, the demo photos and uploaded photos are absolute, and they load', async () => {
		const { cookie, user } = await member()
		expect(user.avatar).toBe(`${PUBLIC_URL}/images/avatar-default.svg`)
		expect(
			(await (await api(`/api/user/${user._id}`, undefined, { cookie })).json()) as { avatar: string },
		).toMatchObject({
			avatar: user.avatar,
		})

		const demo = (await (await api('/api/listing/get?searchTerm=villa&limit=100')).json()) as ApiListing[]
		expect(demo.length).toBeGreaterThan(0)
		for (const url of demo.flatMap((listing) => listing.imageUrls)) expect(url).toMatch(ownAddress)

		const upload = await fetch(`${server.url}/api/upload`, {
			method: 'POST',
			headers: { ...multipartHeaders, Cookie: cookie },
			body: new Uint8Array(
				multipartBody([{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: await testImage('jpeg') }]),
			),
		})
		expect(upload.status).toBe(201)
		const { urls } = (await upload.json()) as { urls: string[] }
		expect(urls).toEqual([expect.stringMatching(new RegExp(`^${PUBLIC_URL}/uploads/[\\w-]+\\.webp$`))])

		// The paths behind the addresses are served by this site, to pages of any origin.
		for (const url of [user.avatar, demo[0]!.imageUrls[0]!, urls[0]!]) {
			for (const method of ['GET', 'HEAD']) {
				const file = await fetch(server.url + new URL(url).pathname, { method })
				expect(file.status, url).toBe(200)
				expect(file.headers.get('Content-Type'), url).toMatch(/^image\//)
				expect(file.headers.get('Cross-Origin-Resource-Policy'), `${method} ${url}`).toBe('cross-origin')
			}
		}
	})

	test('everything but the site’s pictures and uploaded photos stays same-origin', async () => {
		const { cookie, user } = await member()
		for (const path of ['/', '/search', '/favicon.svg', '/api/listing/get?limit=1', `/api/user/${user._id}`]) {
			const response = await fetch(server.url + path, { headers: { Cookie: cookie } })
			expect(response.status, path).toBe(200)
			expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin')
		}
	})

	test('a listing’s own photos come back absolute; other hosts’ addresses as they were sent', async () => {
		const { cookie } = await member()
		const own = (await (await api('/api/listing/get?searchTerm=villa&limit=1')).json()) as ApiListing[]
		const ownPath = new URL(own[0]!.imageUrls[0]!).pathname
		const listing = await createListing(cookie, {
			...typedForm,
			imageUrls: [ownPath, 'https://firebasestorage.example/loft.jpg'],
		})
		expect(listing.imageUrls).toEqual([`${PUBLIC_URL}${ownPath}`, 'https://firebasestorage.example/loft.jpg'])
		const mine = (await (
			await api(`/api/user/listings/${listing.userRef}`, undefined, { cookie })
		).json()) as ApiListing[]
		expect(mine[0]!.imageUrls).toEqual(listing.imageUrls)
	})
})

describe('answers in the API’s shape everywhere under /api', () => {
	test.each([
		['GET', '/api/nothing-here'],
		['POST', '/api/listing/create/extra'],
		['DELETE', '/api/listings/1'],
		['GET', '/api'],
	])('%s %s: 404 in the error shape, not the HTML page', async (method, path) => {
		const response = await api(path, undefined, { method })
		expect(response.status).toBe(404)
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
		expect(await errorOf(response)).toEqual({ success: false, statusCode: 404, message: 'Not found' })
	})

	const id = '00000000-0000-4000-8000-000000000000'
	test.each([
		['GET', '/api/auth/signup', 'POST'],
		['GET', '/api/auth/signin', 'POST'],
		['GET', '/api/auth/google', 'POST'],
		['DELETE', '/api/auth/signout', 'GET, POST, HEAD'],
		['PUT', `/api/user/${id}`, 'GET, HEAD'],
		['GET', `/api/user/update/${id}`, 'POST'],
		['POST', `/api/user/delete/${id}`, 'DELETE'],
		['DELETE', `/api/user/listings/${id}`, 'GET, HEAD'],
		['GET', '/api/listing/create', 'POST'],
		['POST', `/api/listing/get/${id}`, 'GET, HEAD'],
		['POST', '/api/listing/get', 'GET, HEAD'],
		['PATCH', `/api/listing/update/${id}`, 'POST'],
		['GET', `/api/listing/delete/${id}`, 'DELETE'],
		['GET', '/api/upload', 'POST'],
		['OPTIONS', '/api/upload', 'POST'],
	])('%s %s: 405 with Allow: %s, and no error in the log', async (method, path, allow) => {
		const before = server.output().length
		const response = await api(path, undefined, { method })
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe(allow)
		expect(await errorOf(response)).toEqual({ success: false, statusCode: 405, message: 'Method not allowed' })
		// Errors are logged at level 50 (pino); a wrong method is the client's mistake, not ours.
		expect(server.output().slice(before)).not.toMatch(/"level":(50|60)/)
	})
})
