// Every page is sent as valid UTF-8, whatever characters its text holds and wherever they fall. React
// 18's stream renderer encodes into views of 2,048 bytes; when a character did not fit in what was left
// of a view it sent the whole view anyway, with NUL bytes where the character would not go
// (react#24985, react#26228). The render path carries that fix (patches/react-dom+18.3.1.patch).
import { expect, test } from 'vitest'
import { newMember, siteUrl } from '../support/site'
import { type Visitor } from '../support/visitor'

/** Text of one width in UTF-8 bytes each: 2 (accents, Cyrillic), 3 (€, …, CJK) and 4 (emoji). */
const SAMPLES = [
	{ name: 'accents', text: 'éàüçñø', bytes: 2 },
	{ name: 'Cyrillic', text: 'Домуреки', bytes: 2 },
	{ name: 'euro', text: '€', bytes: 3 },
	{ name: 'ellipsis', text: '…', bytes: 3 },
	{ name: 'CJK', text: '河畔的房子', bytes: 3 },
	{ name: 'emoji', text: '🏠🏡', bytes: 4 },
]

/**
 * A description whose paragraphs are each one text of the renderer (at most 682 UTF-16 units, the
 * longest React writes through its views): first `300 + padding` ASCII letters, then seven of
 * characters of one width, 10 to 13 kB, so several view boundaries fall inside them. The page's
 * excerpts (its meta description) hold only the letters and are the same whatever the padding, so
 * each extra letter moves everything after it by one byte: over 0 to width - 1 letters, the first
 * boundary in the characters falls on each byte of one (and the ones after it follow from there).
 */
function description(text: string, padding: number) {
	const paragraph = text.repeat(Math.floor(600 / text.length))
	return ['x'.repeat(300 + padding), ...Array.from({ length: 7 }, () => paragraph)].join('\n\n')
}

/** The document's bytes as sent (decompressed); fails on anything that is not UTF-8 or holds a NUL. */
async function wholeDocument(path: string, visitor?: Visitor) {
	const response = await fetch(new URL(path, siteUrl), {
		headers: visitor?.cookies.size ? { Cookie: visitor.cookieHeader } : {},
	})
	expect(response.status, path).toBe(200)
	const bytes = new Uint8Array(await response.arrayBuffer())
	expect(bytes.indexOf(0), `the first NUL byte of ${path}`).toBe(-1)
	const html = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	return { html, cache: response.headers.get('x-page-cache') }
}

/** The page as the cache keeps it: asked for until it is served from the cache. */
async function keptDocument(path: string) {
	for (let attempt = 0; attempt < 50; attempt++) {
		const page = await wholeDocument(path)
		if (page.cache === 'hit') return page
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${path} was never served from the cache`)
}

test('listing pages are whole UTF-8 wherever a multi-byte character falls, rendered and kept', async () => {
	const owner = await newMember('chars')
	for (const sample of SAMPLES) {
		for (let padding = 0; padding < sample.bytes; padding++) {
			const text = description(sample.text, padding)
			const created = await owner.visitor.api<{ _id: string }>('/api/listing/create', {
				name: `Characters of one width`,
				description: text,
				address: '3 Lark Lane',
				type: 'rent',
				bedrooms: 2,
				bathrooms: 1,
				regularPrice: 1400,
				imageUrls: ['/images/listing-fallback.webp'],
			})
			expect(created.status, 'the listing is made').toBe(201)
			const path = `/listing/${created.body._id}`
			const paragraph = text.split('\n\n')[1]!
			// Rendered for its owner (never kept), rendered for a visitor, and served from the cache.
			for (const page of [
				await wholeDocument(path, owner.visitor),
				await wholeDocument(path),
				await keptDocument(path),
			]) {
				expect(page.html, `${sample.name}, ${padding} letters before`).toContain(`>${paragraph}</p>`)
			}
		}
	}
})

test('the demo pages are whole UTF-8, rendered and kept', async () => {
	// This blog post had a NUL byte at byte 20,479, where '…' fell on a view's end.
	for (const path of ['/bolg/what-austin-buyers-want-this-fall', '/', '/blog', '/search', '/about-us']) {
		await wholeDocument(path)
		await keptDocument(path)
	}
})
