import { useFetcher, useFetchers, useLocation, useRouteLoaderData } from '@remix-run/react'
import { Moon, Sun } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { loader as rootLoader } from '~/root'
import { useHydrated } from '~/utils/use-hydrated'

export const THEME_ACTION = '/resources/theme'

/** The theme to show: a pending toggle wins over what the server rendered. */
export function useTheme() {
	const data = useRouteLoaderData<typeof rootLoader>('root')
	const pending = useFetchers().find((fetcher) => fetcher.formAction === THEME_ACTION)
	const optimistic = pending?.formData?.get('theme')
	if (optimistic === 'light' || optimistic === 'dark') return optimistic
	return data?.theme ?? null
}

/**
 * A form post that sets the theme cookie and returns to the same page,
 * so it works without JavaScript; with JavaScript it switches in place.
 */
export function ThemeSwitch() {
	const fetcher = useFetcher({ key: 'theme-switch' })
	const systemTheme = useSystemTheme()
	const hydrated = useHydrated()
	const location = useLocation()
	const theme = useTheme() ?? systemTheme
	const next = theme === 'dark' ? 'light' : 'dark'
	const label = next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme'

	return (
		<fetcher.Form method="post" action={THEME_ACTION}>
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			{hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
			<button
				type="submit"
				name="theme"
				value={next}
				aria-label={label}
				title={label}
				className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
			>
				{next === 'dark' ? <Moon className="size-5" aria-hidden /> : <Sun className="size-5" aria-hidden />}
			</button>
		</fetcher.Form>
	)
}

/**
 * The operating system's preference once JavaScript runs; before that (and
 * without JavaScript) assume light, which most systems are.
 */
function useSystemTheme() {
	const [theme, setTheme] = useState<'light' | 'dark'>('light')
	useEffect(() => {
		const query = window.matchMedia('(prefers-color-scheme: dark)')
		const update = () => setTheme(query.matches ? 'dark' : 'light')
		update()
		query.addEventListener('change', update)
		return () => query.removeEventListener('change', update)
	}, [])
	return theme
}
