declare module 'virtual:site-pictures' {
	/** The version of the site's pictures (public/images), 10 hex digits of their hash (scripts/site-pictures.ts). */
	export const PICTURES_VERSION: string
}
