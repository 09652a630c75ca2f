import { getEnv } from '~/utils/env.server'
import { absoluteUrl, SITE_NAME } from '~/utils/listing-meta'
import { OPENSEARCH_PATH, searchFeedPath, searchPath } from '~/utils/paths'

/** The words a browser puts in a template: OpenSearch's parameter, left as it is in the address. */
const SEARCH_TERMS = 'searchTerm={searchTerms}'

/**
 * The site's search as OpenSearch 1.1 describes it, so a browser can add it as a search engine: the
 * search page for people, the search's Atom feed for programs. Every page's head links to it (root.tsx).
 */
export async function loader() {
	const publicUrl = getEnv().publicUrl
	// The XML builder is loaded on the first request, not with the server.
	const { create } = await import('xmlbuilder2')
	const document = create({ version: '1.0', encoding: 'UTF-8' })
	const description = document.ele('http://a9.com/-/spec/opensearch/1.1/', 'OpenSearchDescription')
	description.ele('ShortName').txt(SITE_NAME)
	description.ele('Description').txt('Search homes for sale and for rent on Homestead by name, address or description.')
	description.ele('InputEncoding').txt('UTF-8')
	description
		.ele('Image', { width: '64', height: '64', type: 'image/svg+xml' })
		.txt(absoluteUrl('/favicon.svg', publicUrl))
	description.ele('Url', {
		type: 'text/html',
		method: 'get',
		template: absoluteUrl(searchPath(SEARCH_TERMS), publicUrl),
	})
	description.ele('Url', {
		type: 'application/atom+xml',
		method: 'get',
		template: absoluteUrl(searchFeedPath(SEARCH_TERMS), publicUrl),
	})
	description.ele('Url', {
		type: 'application/opensearchdescription+xml',
		rel: 'self',
		template: absoluteUrl(OPENSEARCH_PATH, publicUrl),
	})
	return new Response(document.end({ prettyPrint: true, wellFormed: true }), {
		headers: {
			'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
			'Cache-Control': 'public, max-age=86400',
		},
	})
}
