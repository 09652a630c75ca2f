import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { iconNames } from './app/components/icon-names'
import { iconSprite } from './scripts/icon-sprite'
import { sitePictures } from './scripts/site-pictures'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

/**
 * The browser build runs on Preact's React compatibility layer (about 30 kB lighter than React 18
 * gzipped); the server renders with React 18 and development keeps React with fast refresh.
 * docs/decisions/016-preact-in-the-browser.md
 */
const preactInTheBrowser = (): Plugin => ({
	name: 'preact-in-the-browser',
	apply: 'build',
	config: (_, { isSsrBuild }) =>
		isSsrBuild
			? undefined
			: {
					resolve: {
						alias: [
							{ find: /^react$/, replacement: 'preact/compat' },
							{ find: /^react-dom$/, replacement: 'preact/compat' },
							{ find: /^react-dom\/client$/, replacement: path.resolve('app/preact-dom-client.ts') },
							{ find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
							{ find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
						],
					},
				},
})

export default defineConfig({
	build: { target: 'es2022' },
	plugins: [
		preactInTheBrowser(),
		tailwindcss(),
		iconSprite({ names: iconNames }),
		sitePictures(),
		remix({
			// Routes follow remix-flat-routes (folders ending in `+`), not Remix's own convention.
			ignoredRouteFiles: ['**/*'],
			routes: async (defineRoutes) =>
				flatRoutes('routes', defineRoutes, {
					// Beside the routes but not routes: tests, dotfiles, route-only modules (`__name.tsx`)
					// and server-only code.
					ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/__*.*', '**/*.server.*'],
				}),
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				v3_lazyRouteDiscovery: true,
			},
		}),
		tsconfigPaths(),
	],
})
