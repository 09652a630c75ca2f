import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { iconNames } from './app/components/icon-names'
import { iconSprite } from './scripts/icon-sprite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig({
	build: { target: 'es2022' },
	plugins: [
		tailwindcss(),
		iconSprite({ names: iconNames }),
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
