import { type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { GeneralErrorBoundary } from './components/general-error-boundary'
import { PendingNavigation } from './components/layout/pending-navigation'
import { ScrollToTop } from './components/layout/scroll-to-top'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { useTheme } from './components/layout/theme-switch'
import { useFollowPlainLinks } from './components/plain-link'
import { hasListings } from './models/listing-stats.server'
import { countUnreadConversations } from './models/message.server'
import { countOpenCases } from './models/moderation.server'
import { getUser } from './services/auth.server'
import { isAdministrator } from './services/trust-and-safety.server'
import stylesheet from './tailwind.css?url'
import { getEnv } from './utils/env.server'
import { OPENSEARCH_PATH } from './utils/paths'
import { siteLocaleAttributes } from './utils/site-locale'
import { getTheme } from './utils/theme.server'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: stylesheet },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{ rel: 'search', type: 'application/opensearchdescription+xml', title: 'Homestead', href: OPENSEARCH_PATH },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getUser(request)
	return {
		theme: await getTheme(request),
		// The unit floor areas are shown in (AREA_UNIT), for the cards and pages that show them.
		areaUnit: getEnv().areaUnit,
		user: user
			? {
					id: user.id,
					username: user.username,
					avatar: user.avatar,
					unreadMessages: await countUnreadConversations(user.id),
					// Members with listings have a dashboard link in the header.
					hasListings: await hasListings(user.id),
					// An administrator's header shows how many cases wait in the moderation queue.
					moderationQueue: isAdministrator(user) ? await countOpenCases() : null,
				}
			: null,
	}
}

export function Layout({ children }: { children: ReactNode }) {
	const data = useRouteLoaderData<typeof loader>('root')
	const theme = useTheme()
	const followPlainLinks = useFollowPlainLinks()
	return (
		<html lang="en" className={theme ?? 'system'} {...siteLocaleAttributes()}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0f766e" />
				<Meta />
				<Links />
			</head>
			{/* The page's links that are plain anchors (PlainLink) are followed in the page by this one handler. */}
			{/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links take the keys; Enter on one clicks it */}
			<body className="flex min-h-screen flex-col" onClick={followPlainLinks}>
				<a
					href="#main"
					className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-4"
				>
					Skip to content
				</a>
				<div id="top" />
				<SiteHeader user={data?.user ?? null} />
				<PendingNavigation />
				<main id="main" className="flex-1">
					{children}
				</main>
				<SiteFooter />
				<ScrollToTop />
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
