import { type LoaderFunctionArgs } from '@remix-run/node'
import { type Listing } from '~/db/schema'
import { searchListings } from '~/models/search.server'
import { describeSearch } from '~/schemas/saved-search'
import { canonicalSearchQuery, parseSearchPage } from '~/schemas/search'
import { resolveWhere, whereRefusal } from '~/services/geocoding.server'
import { getEnv } from '~/utils/env.server'
import { formatPrice, pluralize } from '~/utils/format'
import { absoluteUrl, SITE_NAME } from '~/utils/listing-meta'
import { marketLabel } from '~/utils/listing-status'
import { listingPath, searchFeedPath, searchPath } from '~/utils/paths'

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom'

/** The newest matches a feed holds: more than a reader polling a few times a day misses. */
const FEED_SIZE = 50

/** The media types of the photo files a listing may point to, by their extension. */
const IMAGE_TYPES: Record<string, string> = {
	webp: 'image/webp',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	avif: 'image/avif',
	gif: 'image/gif',
}

/**
 * The Atom feed (RFC 4287) of a search: its newest 50 matches, whatever order its page sorts them
 * in, for a feed reader to follow. The query is read as the search page reads it, so the feed holds
 * the homes /search shows; a parameter the page would drop and report is refused here instead.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const parsed = parseSearchPage(new URL(request.url).searchParams)
	const { filters, where } = await resolveWhere(parsed.filters)
	const refused = whereRefusal(filters, where)
	const problems = refused ? [...parsed.problems, refused.message] : parsed.problems
	if (problems.length) {
		return new Response(`The search of this feed could not be read: ${problems.join('; ')}.`, {
			status: 400,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
	const { listings } = await searchListings({
		...filters,
		sort: 'createdAt',
		order: 'desc',
		limit: FEED_SIZE,
		startIndex: 0,
		page: undefined,
	})
	const query = canonicalSearchQuery(filters)
	const xml = await atomFeed({
		title: `${SITE_NAME}: ${describeSearch(filters)}`,
		feedPath: searchFeedPath(query),
		pagePath: searchPath(query),
		listings,
	})
	return new Response(xml, {
		headers: {
			'Content-Type': 'application/atom+xml; charset=utf-8',
			// Shorter than the sitemap's hour: a feed shows what owners write, which an edit or a moderator can take back.
			'Cache-Control': 'public, max-age=300',
		},
	})
}

/** "For Rent · $1,400 / month · 2 beds · 1 bath · 3 Lark Lane": a home as an alert mail sums it up. */
function listingSummary(listing: Listing) {
	return [
		marketLabel(listing),
		`${formatPrice(listing.effectivePrice)}${listing.type === 'rent' ? ' / month' : ''}`,
		pluralize(listing.bedrooms, 'bed'),
		pluralize(listing.bathrooms, 'bath'),
		listing.address,
	].join(' · ')
}

async function atomFeed({
	title,
	feedPath,
	pagePath,
	listings,
}: {
	title: string
	feedPath: string
	pagePath: string
	listings: Listing[]
}) {
	const publicUrl = getEnv().publicUrl
	const feedUrl = absoluteUrl(feedPath, publicUrl)
	const updated = listings.reduce<Date | undefined>(
		(newest, listing) => (newest && newest >= listing.updatedAt ? newest : listing.updatedAt),
		undefined,
	)
	// Characters XML cannot carry at all (control characters an owner pasted) are left out, not sent broken.
	// The XML builder is loaded on the first feed asked for, not with the server.
	const { create } = await import('xmlbuilder2')
	const document = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' })
	const feed = document.ele(ATOM_NAMESPACE, 'feed')
	feed.ele('id').txt(feedUrl)
	feed.ele('title').txt(title)
	feed.ele('updated').txt((updated ?? new Date()).toISOString())
	feed.ele('link', { rel: 'self', type: 'application/atom+xml', href: feedUrl })
	feed.ele('link', { rel: 'alternate', type: 'text/html', href: absoluteUrl(pagePath, publicUrl) })
	const author = feed.ele('author')
	author.ele('name').txt(SITE_NAME)
	author.ele('uri').txt(publicUrl)
	feed.ele('icon').txt(absoluteUrl('/favicon.svg', publicUrl))
	for (const listing of listings) {
		const url = absoluteUrl(listingPath(listing.id), publicUrl)
		const entry = feed.ele('entry')
		entry.ele('id').txt(url)
		entry.ele('title').txt(listing.name)
		entry.ele('link', { rel: 'alternate', type: 'text/html', href: url })
		entry.ele('published').txt(listing.listedAt.toISOString())
		entry.ele('updated').txt(listing.updatedAt.toISOString())
		entry.ele('summary').txt(listingSummary(listing))
		const cover = listing.imageUrls[0]
		if (cover) {
			const type = IMAGE_TYPES[/\.(\w+)(?:[?#]|$)/.exec(cover)?.[1]?.toLowerCase() ?? '']
			entry.ele('link', { rel: 'enclosure', href: absoluteUrl(cover, publicUrl), ...(type ? { type } : {}) })
		}
	}
	return document.end({ prettyPrint: true, wellFormed: true })
}
