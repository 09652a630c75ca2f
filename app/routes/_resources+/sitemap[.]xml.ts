import { blogPosts } from '~/content/blog'
import { mainMenu, SELL_PATH } from '~/content/navigation'
import { getListingSitemapEntries } from '~/models/listing.server'
import { getEnv } from '~/utils/env.server'

const MAX_LISTINGS = 45_000

/** The public pages of the menu, search, the blog posts and every listing, for search engines. */
export async function loader() {
	const base = getEnv().publicUrl
	const pages = new Set([
		'/',
		'/search',
		...mainMenu
			.flatMap((entry) => [entry.url, ...(entry.subLinks ?? []).map((link) => link.url)])
			// The listing form is for members: a search engine finds the sign-in page there.
			.filter((url) => url !== SELL_PATH),
		...blogPosts.map((post) => `/bolg/${post.id}`),
	])
	const listings = await getListingSitemapEntries(MAX_LISTINGS)
	const urls = [
		...[...pages].map((path) => `<url><loc>${base}${path}</loc></url>`),
		...listings.map(
			(listing) =>
				`<url><loc>${base}/listing/${listing.id}</loc><lastmod>${listing.updatedAt.toISOString()}</lastmod></url>`,
		),
	]
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
	return new Response(xml, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
