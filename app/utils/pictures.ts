import { PICTURES_VERSION } from 'virtual:site-pictures'

export { PICTURES_VERSION }

/**
 * The address a page shows a picture at. The site's own pictures (`/images/…`: the logo, the
 * default avatar, the demo and marketing photos) are shown under the version of them all,
 * `/images/v-<hash>/…`, which changes whenever one of them does: browsers keep them for a year
 * (server.js). Stored addresses stay plain (`/images/…` in the database and the API); uploaded
 * photos have names of their own and are kept as long already; other addresses are left as they are.
 */
export function pictureUrl(url: string): string
export function pictureUrl(url: string | undefined): string | undefined
export function pictureUrl(url: string | undefined) {
	return url?.startsWith('/images/') ? `/images/v-${PICTURES_VERSION}/${url.slice('/images/'.length)}` : url
}

/** The site's logo, as pages show it. */
export const LOGO = pictureUrl('/images/logo.svg')
