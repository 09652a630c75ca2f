import { load } from 'cheerio'
import { parseFeed } from 'feedsmith'
import { expect, test } from 'vitest'
import { newListing, newMember, newVisitor, siteUrl } from '../support/site'
import { type Visitor } from '../support/visitor'

/** A word no other test's listings or searches contain. */
const uniqueWord = () => `feed${Math.random().toString(36).slice(2, 8)}`

/** An address of the site, read as a feed reader reads it: the answer, its text and the parsed Atom feed. */
async function readFeed(path: string) {
	const response = await fetch(new URL(path, siteUrl))
	const xml = await response.text()
	expect(response.status, xml).toBe(200)
	expect(response.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8')
	const parsed = parseFeed(xml)
	expect(parsed.format).toBe('atom')
	if (parsed.format !== 'atom') throw new Error(`${path} is not an Atom feed`)
	return { response, xml, feed: parsed.feed }
}

type Feed = Awaited<ReturnType<typeof readFeed>>['feed']
type Entry = NonNullable<Feed['entries']>[number]

const linkOf = (item: Pick<Entry, 'links'>, rel: string) => item.links?.filter((link) => link.rel === rel) ?? []

/** The listing ids of a feed's entries, from their links to the listings' pages. */
const entryIds = (feed: Feed) =>
	(feed.entries ?? []).map((entry) => new URL(linkOf(entry, 'alternate')[0]!.href!).pathname.replace('/listing/', ''))

/** The listing ids of a search page's results, first listed first. */
async function resultIds(visitor: Visitor, path: string) {
	const page = await visitor.get(path)
	expect(page.status).toBe(200)
	return page
		.$('main li[data-result]')
		.toArray()
		.map((item) => page.$(item).attr('data-result')!)
}

/**
 * `count` listings of the owner, their ids by the number their name carries: the first made before
 * all the others and the last after them, those between a few at a time.
 */
async function listingsOf(owner: Visitor, count: number, values: (index: number) => Record<string, unknown>) {
	const ids = [await newListing(owner, values(0))]
	for (let start = 1; start < count - 1; start += 4) {
		const batch = Array.from({ length: Math.min(4, count - 1 - start) }, (_, offset) => start + offset)
		ids.push(...(await Promise.all(batch.map((index) => newListing(owner, values(index))))))
	}
	ids.push(await newListing(owner, values(count - 1)))
	return ids
}

test('a search’s feed holds the homes its page shows, newest first, 50 at most, with absolute links', async () => {
	const owner = await newMember('feedowner')
	const word = uniqueWord()
	const rents = await listingsOf(owner.visitor, 51, (index) => ({
		name: `Home ${index} ${word}`,
		type: 'rent',
		regularPrice: 1000 + index * 10,
	}))
	const sale = await newListing(owner.visitor, { name: `House for sale ${word}`, type: 'sale', regularPrice: 250_000 })
	const visitor = newVisitor()
	const query = new URLSearchParams({ searchTerm: word, type: 'rent' }).toString()

	// The search page names its feed in its head.
	const page = await visitor.get(`/search?${query}`)
	const head = page.$('head link[rel="alternate"][type="application/atom+xml"]')
	expect(head).toHaveLength(1)
	expect(head.attr('title')).toBe(`Homestead: Rent · "${word}"`)
	expect(head.attr('href')).toBe(`/search/feed?${query}`)

	const { response, xml, feed } = await readFeed(head.attr('href')!)
	expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/)
	expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/)
	expect(feed.id).toBe(`${siteUrl}/search/feed?${query}`)
	expect(feed.title?.value).toBe(`Homestead: Rent · "${word}"`)
	expect(feed.authors?.[0]?.name).toBe('Homestead')
	expect(linkOf(feed, 'self').map((link) => link.href)).toEqual([`${siteUrl}/search/feed?${query}`])
	expect(linkOf(feed, 'alternate').map((link) => link.href)).toEqual([`${siteUrl}/search?${query}`])

	// The 50 newest of the 51 homes for rent, as the search page lists them (newest first); not the one for sale.
	const shown = await resultIds(visitor, `/search?${query}&limit=60`)
	expect(shown).toHaveLength(51)
	const ids = entryIds(feed)
	expect(ids).toEqual(shown.slice(0, 50))
	expect(ids).not.toContain(sale)
	expect(new Set([...ids, ...rents])).toEqual(new Set(rents))
	const published = (feed.entries ?? []).map((entry) => Date.parse(String(entry.published)))
	expect(published.every((time, index) => index === 0 || time <= published[index - 1]!)).toBe(true)
	// The newest home comes first, the oldest is left out.
	expect(ids[0]).toBe(rents.at(-1))
	expect(ids).not.toContain(rents[0])
	expect(Date.parse(String(feed.updated))).toBeGreaterThanOrEqual(
		Math.max(...(feed.entries ?? []).map((entry) => Date.parse(String(entry.updated)))),
	)

	// Each entry: its listing's absolute address as id and link, its name, when it was listed, what it costs.
	const newest = feed.entries![0]!
	expect(newest.id).toBe(`${siteUrl}/listing/${rents[50]}`)
	expect(newest.title?.value).toBe(`Home 50 ${word}`)
	expect(linkOf(newest, 'alternate')).toEqual([{ rel: 'alternate', type: 'text/html', href: newest.id }])
	expect(linkOf(newest, 'enclosure')).toEqual([
		{ rel: 'enclosure', type: 'image/webp', href: `${siteUrl}/images/listing-fallback.webp` },
	])
	expect(newest.summary?.value).toBe('For Rent · $1,500 / month · 2 beds · 1 bath · 3 Lark Lane')
	expect(Number.isNaN(Date.parse(String(newest.updated)))).toBe(false)

	// Whatever order the page sorts by, the feed is newest first.
	const byPrice = await readFeed(`/search/feed?${query}&sort=regularPrice_asc`)
	expect(entryIds(byPrice.feed)).toEqual(ids)
	expect(byPrice.feed.id).toBe(feed.id)
})

test('a listing’s name with XML’s special characters is escaped and read back whole', async () => {
	const owner = await newMember('feedescape')
	const word = uniqueWord()
	const name = `Tom & Jerry’s <loft> "${word}" ]]> 5 < 6`
	const address = '7 <Mews> & Yard'
	await newListing(owner.visitor, { name, address })

	const { xml, feed } = await readFeed(`/search/feed?${new URLSearchParams({ searchTerm: word })}`)
	expect(xml).not.toContain('<loft>')
	expect(xml).toContain('Tom &amp; Jerry’s &lt;loft&gt;')
	expect(feed.entries).toHaveLength(1)
	expect(feed.entries![0]!.title?.value).toBe(name)
	expect(feed.entries![0]!.summary?.value).toContain(address)
	// The search term is in the feed's title and addresses too.
	expect(feed.title?.value).toBe(`Homestead: Rent or sale · "${word}"`)
})

test('a feed of a search the site cannot read is refused with the parameter named', async () => {
	const response = await fetch(`${siteUrl}/search/feed?minPrice=cheap`)
	expect(response.status).toBe(400)
	expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
	expect(await response.text()).toBe('The search of this feed could not be read: minPrice must be a number.')

	const distance = await fetch(`${siteUrl}/search/feed?sort=distance`)
	expect(distance.status).toBe(400)
	expect(await distance.text()).toContain('sort=distance needs near=latitude,longitude')
})

test('each saved search links to its feed', async () => {
	const owner = await newMember('feedsaved')
	const word = uniqueWord()
	const home = await newListing(owner.visitor, { name: `Cottage ${word}`, type: 'rent' })
	const member = await newMember('feedreader')
	const searchName = `Cottages ${word}`
	const saved = await member.visitor.api('/api/search/save', {
		query: `type=rent&searchTerm=${word}`,
		name: searchName,
	})
	expect(saved.status).toBe(201)

	const page = await member.visitor.get('/saved')
	const link = page.links(`Feed of the search ${searchName}`, 'main')
	expect(link).toHaveLength(1)
	expect(page.text('main')).toContain('Feed')
	// The saved search's own (canonical) query.
	expect(link[0]!.attr('href')).toBe(`/search/feed?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	expect(link[0]!.attr('type')).toBe('application/atom+xml')

	const { feed } = await readFeed(link[0]!.attr('href')!)
	expect(feed.title?.value).toBe(`Homestead: Rent · "${word}"`)
	expect(entryIds(feed)).toEqual([home])
})

test('every page links to the OpenSearch description, whose templates lead to the search and its feed', async () => {
	const visitor = newVisitor()
	for (const path of ['/', '/search', '/about-us', '/sign-in']) {
		const page = await visitor.get(path)
		const search = page.$('head link[rel="search"]')
		expect(search, path).toHaveLength(1)
		expect(search.attr('type')).toBe('application/opensearchdescription+xml')
		expect(search.attr('title')).toBe('Homestead')
		expect(search.attr('href')).toBe('/opensearch.xml')
	}

	const response = await fetch(`${siteUrl}/opensearch.xml`)
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Type')).toBe('application/opensearchdescription+xml; charset=utf-8')
	const $ = load(await response.text(), { xml: true })
	const root = $.root().children()
	expect(root).toHaveLength(1)
	expect(root.is('OpenSearchDescription')).toBe(true)
	expect(root.attr('xmlns')).toBe('http://a9.com/-/spec/opensearch/1.1/')
	expect(root.children('ShortName').text()).toBe('Homestead')
	expect(root.children('Description').text()).not.toBe('')
	expect(root.children('InputEncoding').text()).toBe('UTF-8')
	expect(root.children('Image').text()).toBe(`${siteUrl}/favicon.svg`)
	const template = (type: string) => root.children(`Url[type="${type}"]`).attr('template')!
	expect(template('text/html')).toBe(`${siteUrl}/search?searchTerm={searchTerms}`)
	expect(template('application/atom+xml')).toBe(`${siteUrl}/search/feed?searchTerm={searchTerms}`)

	// The browser puts the words typed in the templates: the search page and the feed find the home.
	const owner = await newMember('feedopensearch')
	const word = uniqueWord()
	const home = await newListing(owner.visitor, { name: `Barn ${word}` })
	const fill = (type: string) => template(type).replace('{searchTerms}', encodeURIComponent(`barn ${word}`))
	expect(await resultIds(visitor, fill('text/html'))).toEqual([home])
	expect(entryIds((await readFeed(fill('application/atom+xml'))).feed)).toEqual([home])

	// Crawlers may read both.
	const robots = await (await fetch(`${siteUrl}/robots.txt`)).text()
	expect(robots).not.toMatch(/^Disallow: \/(search|opensearch)/m)
})
