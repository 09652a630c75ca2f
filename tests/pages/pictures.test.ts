// How long browsers keep the site's own pictures (public/images: the logo, avatars, the demo and
// marketing photos). Pages show them under the version of them all (app/utils/pictures.ts), an
// address that changes whenever a picture does, so they are kept for a year; the plain addresses,
// stored in listings and given to API clients, are kept for an hour.
import { expect, test } from 'vitest'
import { demoOwner, newVisitor, siteUrl } from '../support/site'
import { type Page } from '../support/visitor'

const YEAR = 'public, max-age=31536000, immutable'
const HOUR = 'public, max-age=3600'

/** The site's pictures a page shows: every `/images/…` address of its img src and srcset. */
function picturesOf(page: Page) {
	const urls: string[] = []
	page.$('img').each((_, node) => {
		const image = page.$(node)
		urls.push(image.attr('src') ?? '')
		for (const candidate of (image.attr('srcset') ?? '').split(',')) urls.push(candidate.trim().split(/\s+/)[0]!)
	})
	return urls.filter((url) => url.startsWith('/images/'))
}

async function fetchPicture(path: string) {
	const response = await fetch(new URL(path, siteUrl))
	return {
		status: response.status,
		cacheControl: response.headers.get('cache-control'),
		type: response.headers.get('content-type'),
		bytes: Buffer.from(await response.arrayBuffer()),
	}
}

test('the pictures pages show have addresses of their version, which browsers keep for a year', async () => {
	const visitor = newVisitor()
	const owner = await demoOwner()
	const pages = await Promise.all([
		visitor.get('/'),
		visitor.get('/about-us'),
		visitor.get('/contact'),
		visitor.get('/search'),
		owner.get('/profile'),
	])
	const pictures = [...new Set(pages.flatMap(picturesOf))]
	// The logo, the demo homes' photos in each width, the marketing pictures, brands, people, an avatar.
	expect(pictures.length).toBeGreaterThan(40)
	const versioned = /^\/images\/v-([0-9a-f]{10})\//
	expect(
		pictures.filter((url) => !versioned.test(url)),
		'pictures without a version',
	).toEqual([])
	const versions = new Set(pictures.map((url) => versioned.exec(url)![1]))
	expect([...versions], 'one version, in every address').toHaveLength(1)
	const [version] = versions
	expect(pictures).toContain(`/images/v-${version}/logo.svg`)

	for (const url of pictures) {
		const picture = await fetchPicture(url)
		expect(picture.status, url).toBe(200)
		expect(picture.type, url).toMatch(/^image\//)
		expect(picture.cacheControl, url).toBe(YEAR)
	}

	// The same picture under its plain address, as listings store it and the API gives it.
	const logo = await fetchPicture(`/images/v-${version}/logo.svg`)
	const plain = await fetchPicture('/images/logo.svg')
	expect(plain.status).toBe(200)
	expect(plain.cacheControl).toBe(HOUR)
	expect(plain.bytes.equals(logo.bytes)).toBe(true)
	// Under another version (a page kept from before a release): today's picture, kept for an hour only.
	const stale = await fetchPicture('/images/v-0123456789/logo.svg')
	expect(stale.status).toBe(200)
	expect(stale.cacheControl).toBe(HOUR)
	expect(stale.bytes.equals(logo.bytes)).toBe(true)
	expect((await fetchPicture(`/images/v-${version}/no-such-picture.webp`)).status).toBe(404)
})
