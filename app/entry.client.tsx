import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { siteLocaleFromDocument } from './utils/site-locale'

/**
 * RemixBrowser's first render suspends until the page's data, streamed into the document, is
 * decoded. React lets a root wait for that; Preact, which runs the page in the browser, cannot
 * suspend a root being hydrated. So its first call starts the decoding before anything renders,
 * and hydration begins once the data is there (docs/decisions/016-preact-in-the-browser.md).
 */
async function decodePageData() {
	try {
		RemixBrowser({})
	} catch (thrown) {
		if (thrown instanceof Promise) await thrown
	}
}

/**
 * The end of the document streams in after the page: React's scripts that put the data where it
 * belongs. Preact's hydration removes what it did not render, so it waits until they have run.
 */
async function documentParsed() {
	if (document.readyState !== 'loading') return
	await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
}

// The site's formats, as the server rendered the page with them, before anything renders here.
siteLocaleFromDocument(document.documentElement)
await Promise.all([decodePageData(), documentParsed()])
startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<RemixBrowser />
		</StrictMode>,
	)
})
