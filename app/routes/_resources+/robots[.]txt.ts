import { getEnv } from '~/utils/env.server'

/** Crawl the public site; stay out of the account area and the API. */
export function loader() {
	const lines = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /api/',
		'Disallow: /profile',
		'Disallow: /create-listing',
		'Disallow: /update-listing/',
		'Disallow: /auth/',
		`Sitemap: ${getEnv().publicUrl}/sitemap.xml`,
		'',
	]
	return new Response(lines.join('\n'), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
	})
}
