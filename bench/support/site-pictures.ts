import { register } from 'node:module'

/**
 * App modules read the version of the site's pictures from a module of the Vite build
 * (scripts/site-pictures.ts); outside Vite, a benchmark that imports them gives a fixed one.
 */
export function registerSitePictures() {
	const hooks = `export async function resolve(specifier, context, next) {
	if (specifier === 'virtual:site-pictures') {
		return { url: 'data:text/javascript,export const PICTURES_VERSION = "bench"', shortCircuit: true }
	}
	return next(specifier, context)
}`
	register(`data:text/javascript,${encodeURIComponent(hooks)}`)
}
