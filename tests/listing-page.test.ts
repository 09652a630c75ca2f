import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { JsonLd } from '~/components/json-ld'
import { getDb } from '~/db/client.server'
import { type NewListing, listings, users } from '~/db/schema'
import * as listingPage from '~/routes/_listings+/listing.$id'
import * as contactRoute from '~/routes/_listings+/listing.$id_.contact'
import { signInCookie } from '~/services/auth.server'
import { getEnv } from '~/utils/env.server'
import { listingJsonLd } from '~/utils/listing-meta'
import { mailtoHref } from '~/utils/mailto'
import { context, formRequest, getRequest, responseOf, unwrap } from './support/requests'

type LoaderData = Awaited<ReturnType<typeof listingPage.loader>>['data']
type MetaTag = Record<string, string>

let counter = 0
async function newUser() {
	counter += 1
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ username: `detail${counter}`, email: `detail${counter}.owner@example.com` })
		.returning()
	return user!
}

async function newListing(userRef: string, overrides: Partial<NewListing> = {}) {
	const db = await getDb()
	const [listing] = await db
		.insert(listings)
		.values({
			name: 'Sunny Corner Apartment',
			description: 'Two bright rooms on the corner.\n\nA balcony faces the park.',
			address: '12 Park Lane, Springfield',
			type: 'rent',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 1800,
			discountPrice: 1650,
			offer: true,
			parking: true,
			furnished: false,
			imageUrls: ['/uploads/2025/abc.webp', '/uploads/2025/def.webp'],
			userRef,
			...overrides,
		})
		.returning()
	return listing!
}

async function cookieFor(user: Awaited<ReturnType<typeof newUser>>) {
	return (await signInCookie(getRequest('/'), user)).split(';')[0]!
}

async function load(id: string, cookie?: string) {
	return unwrap<LoaderData>(
		await listingPage.loader({
			request: getRequest(`/listing/${id}`, { cookie }),
			params: { id },
			context: context(),
		}),
	).data
}

function metaOf(data: LoaderData | undefined, error?: unknown) {
	const run = listingPage.meta as unknown as (args: { data: LoaderData | undefined; error?: unknown }) => MetaTag[]
	return run({ data, error })
}

const content = (tags: MetaTag[], key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content

describe('listing page loader', () => {
	test.each([
		['an unknown id', '00000000-0000-4000-8000-000000000000'],
		['a malformed id', 'not-a-uuid'],
		['an id with SQL in it', "1' or '1'='1"],
	])('answers 404 for %s', async (_label, id) => {
		const response = await responseOf(load(id))
		expect(response.status).toBe(404)
	})

	test('anonymous visitors get the listing but nothing about its owner', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id)
		const data = await load(listing.id)
		expect(data.viewer).toBe('visitor')
		expect(data.contact).toBeNull()
		expect(data.listing).toMatchObject({ id: listing.id, name: listing.name, imageUrls: listing.imageUrls })
		const sent = JSON.stringify(data)
		expect(sent).not.toContain(owner.email)
		expect(sent).not.toContain(owner.username)
		expect(sent).not.toContain(owner.id)
	})

	test('the owner is recognised and is not sent their own e-mail', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id)
		const data = await load(listing.id, await cookieFor(owner))
		expect(data.viewer).toBe('owner')
		expect(data.contact).toBeNull()
		expect(JSON.stringify(data)).not.toContain(owner.email)
	})

	test('another signed-in user gets the owner’s username for the contact panel, and the e-mail only if the owner shows it', async () => {
		const owner = await newUser()
		const tenant = await newUser()
		const listing = await newListing(owner.id)
		const data = await load(listing.id, await cookieFor(tenant))
		expect(data.viewer).toBe('member')
		expect(data.contact).toEqual({ username: owner.username, email: null })
		const db = await getDb()
		await db.update(users).set({ showEmail: true }).where(eq(users.id, owner.id))
		expect((await load(listing.id, await cookieFor(tenant))).contact).toEqual({
			username: owner.username,
			email: owner.email,
		})
	})

	test('a cookie of an account that no longer exists counts as anonymous', async () => {
		const owner = await newUser()
		const gone = await newUser()
		const cookie = await cookieFor(gone)
		const db = await getDb()
		await db.delete(users).where(eq(users.id, gone.id))
		const listing = await newListing(owner.id)
		const data = await load(listing.id, cookie)
		expect(data.viewer).toBe('visitor')
		expect(data.contact).toBeNull()
	})
})

describe('listing page meta', () => {
	test('title, description, Open Graph and Twitter card with absolute addresses', async () => {
		const owner = await newUser()
		const description = `${'A generous family home with a garden. '.repeat(8)}The end.`
		const listing = await newListing(owner.id, { description })
		const data = await load(listing.id)
		const tags = metaOf(data)
		const { publicUrl } = getEnv()
		const pageUrl = `${publicUrl}/listing/${listing.id}`

		expect(tags).toContainEqual({ title: 'Sunny Corner Apartment | Homestead' })
		const summary = content(tags, 'description')!
		expect(summary.length).toBeLessThanOrEqual(160)
		expect(summary).toMatch(/^A generous family home with a garden\. A generous/)
		expect(summary.endsWith('…')).toBe(true)
		expect(content(tags, 'og:type')).toBe('website')
		expect(content(tags, 'og:title')).toBe('Sunny Corner Apartment')
		expect(content(tags, 'og:description')).toBe(summary)
		expect(content(tags, 'og:url')).toBe(pageUrl)
		expect(content(tags, 'og:image')).toBe(`${publicUrl}/uploads/2025/abc.webp`)
		// An upload keeps its own proportions, so no size is claimed for it.
		expect(content(tags, 'og:image:width')).toBeUndefined()
		expect(content(tags, 'twitter:card')).toBe('summary_large_image')
		expect(content(tags, 'twitter:title')).toBe('Sunny Corner Apartment')
		expect(content(tags, 'twitter:description')).toBe(summary)
		expect(content(tags, 'twitter:image')).toBe(`${publicUrl}/uploads/2025/abc.webp`)
		expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: pageUrl })
	})

	test('a listing without photos shares the bundled fallback picture, with its size', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id, { imageUrls: [] })
		const tags = metaOf(await load(listing.id))
		expect(content(tags, 'og:image')).toBe(`${getEnv().publicUrl}/images/listing-fallback.webp`)
		expect(content(tags, 'og:image:width')).toBe('1200')
		expect(content(tags, 'og:image:height')).toBe('800')
	})

	test('a photo stored elsewhere keeps its own absolute address', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id, { imageUrls: ['https://utfs.io/f/cover.webp'] })
		const tags = metaOf(await load(listing.id))
		expect(content(tags, 'og:image')).toBe('https://utfs.io/f/cover.webp')
		expect(content(tags, 'twitter:image')).toBe('https://utfs.io/f/cover.webp')
	})

	test('an emoji at the cut is left out whole: no half of it in the description, Open Graph or Twitter card', async () => {
		const owner = await newUser()
		// The description's cut falls between the two halves of the emoji (U+1F3E1).
		const listing = await newListing(owner.id, { description: `${'x'.repeat(158)}\u{1f3e1} and a garden` })
		const tags = metaOf(await load(listing.id))
		for (const name of ['description', 'og:description', 'twitter:description']) {
			expect(content(tags, name), name).toBe(`${'x'.repeat(158)}…`)
		}
	})

	test('a short description is used whole, on one line', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id)
		const tags = metaOf(await load(listing.id))
		expect(content(tags, 'description')).toBe('Two bright rooms on the corner. A balcony faces the park.')
	})

	test('a missing listing is titled as such', () => {
		// What Remix hands to meta for the thrown 404 Response.
		const error = { status: 404, statusText: 'Not Found', internal: false, data: 'Listing not found' }
		expect(metaOf(undefined, error)).toEqual([{ title: 'Listing not found | Homestead' }])
		expect(metaOf(undefined, new Error('boom'))).toEqual([{ title: 'Something went wrong! | Homestead' }])
	})
})

describe('listing JSON-LD', () => {
	test('describes the offer: price paid, currency, lease or sale, rooms and absolute photo addresses', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id)
		const data = await load(listing.id)
		const jsonLd = listingJsonLd(data.listing, data)
		const { publicUrl } = getEnv()
		expect(jsonLd).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Offer',
			url: `${publicUrl}/listing/${listing.id}`,
			price: 1650,
			priceCurrency: 'USD',
			businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
			image: [
				{
					'@type': 'ImageObject',
					contentUrl: `${publicUrl}/uploads/2025/abc.webp`,
					description: 'Sunny Corner Apartment, photo 1',
				},
				{
					'@type': 'ImageObject',
					contentUrl: `${publicUrl}/uploads/2025/def.webp`,
					description: 'Sunny Corner Apartment, photo 2',
				},
			],
			itemOffered: {
				'@type': 'Accommodation',
				address: '12 Park Lane, Springfield',
				numberOfBedrooms: 2,
				numberOfBathroomsTotal: 1,
			},
		})

		const forSale = await newListing(owner.id, { type: 'sale', offer: false, regularPrice: 350000 })
		const saleData = await load(forSale.id)
		expect(listingJsonLd(saleData.listing, saleData)).toMatchObject({
			price: 350000,
			businessFunction: 'http://purl.org/goodrelations/v1#Sell',
		})
	})

	test('a listing text cannot close the script element', async () => {
		const owner = await newUser()
		const hostile = '</script><script>alert("owned")</script><!--'
		const listing = await newListing(owner.id, {
			name: `Nice flat ${hostile}`,
			description: `Lovely & quiet ${hostile}\u2028next line`,
		})
		const data = await load(listing.id)
		const html = renderToStaticMarkup(createElement(JsonLd, { data: listingJsonLd(data.listing, data) }))

		expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
		expect(html.match(/<\/script/gi)).toHaveLength(1)
		expect(html.endsWith('</script>')).toBe(true)
		expect(html).not.toMatch(/<!--|<script>/)
		const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length)
		expect(json).toContain('\\u003c/script\\u003e')
		const parsed = JSON.parse(json) as { name: string; description: string }
		expect(parsed.name).toBe(`Nice flat ${hostile}`)
		expect(parsed.description).toBe(`Lovely & quiet ${hostile}\u2028next line`)
	})
})

describe('mailto link of the contact panel', () => {
	test('subject and message are percent-encoded, spaces as %20', () => {
		expect(
			mailtoHref('owner@example.com', { subject: 'Regarding Flat & Garden', body: 'Hi!\nIs it free? 100% sure' }),
		).toBe(
			'mailto:owner@example.com?subject=Regarding%20Flat%20%26%20Garden&body=Hi!%0AIs%20it%20free%3F%20100%25%20sure',
		)
		expect(mailtoHref('owner@example.com', { subject: 'Regarding Flat' })).toBe(
			'mailto:owner@example.com?subject=Regarding%20Flat',
		)
	})
})

describe('Send message without JavaScript', () => {
	const send = (id: string, fields: Record<string, string>, cookie?: string) =>
		responseOf(
			contactRoute.action({
				request: formRequest(`/listing/${id}/contact`, fields, { cookie }),
				params: { id },
				context: context(),
			}),
		)

	test('posts the message through the site and goes to the conversation', async () => {
		const owner = await newUser()
		const tenant = await newUser()
		const listing = await newListing(owner.id, { name: 'Flat & Garden by the park' })
		const response = await send(listing.id, { message: '  Is it free in June?\r\nThanks!  ' }, await cookieFor(tenant))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toMatch(/^\/messages\/[0-9a-f-]{36}$/)
	})

	test('a page opened before messages went through the site still sends its `body` field', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id)
		const response = await send(listing.id, { body: 'Hello' }, await cookieFor(await newUser()))
		expect(response.headers.get('Location')).toMatch(/^\/messages\//)
	})

	test('a visitor is sent to sign in to send the message, back to the form, with the message kept for it', async () => {
		const owner = await newUser()
		const listing = await newListing(owner.id)
		const anonymous = await send(listing.id, { message: 'Hello' })
		expect(anonymous.headers.get('Location')).toBe(
			`/sign-in?${new URLSearchParams({ redirectTo: `/listing/${listing.id}/contact`, reason: 'message' })}`,
		)
		expect(anonymous.headers.get('Set-Cookie')).toMatch(
			new RegExp(`^message-draft=whole\\.[\\w-]+\\.[\\w-]+; Max-Age=3600; Path=/listing/${listing.id}/;`),
		)
	})
})
