import { useFetcher, useFetchers, useLocation, useRouteLoaderData } from '@remix-run/react'
import { Icon } from '~/components/icon'
import type { loader as rootLoader } from '~/root'
import { useHydrated } from '~/utils/use-hydrated'

const THEME_ACTION = '/resources/theme'

/** The theme chosen: a pending toggle wins over the cookie; null when the system decides. */
export function useTheme() {
	const data = useRouteLoaderData<typeof rootLoader>('root')
	const pending = useFetchers().find((fetcher) => fetcher.formAction === THEME_ACTION)
	const optimistic = pending?.formData?.get('theme')
	if (optimistic === 'light' || optimistic === 'dark') return optimistic
	return data?.theme ?? null
}

const button =
	'size-9 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white'

/** Each button is shown while the other theme is on screen. */
const choices = [
	{ theme: 'dark', label: 'Switch to dark theme', shown: 'flex dark:hidden', icon: 'moon' },
	{ theme: 'light', label: 'Switch to light theme', shown: 'hidden dark:flex', icon: 'sun' },
] as const

/**
 * A form post that sets the theme cookie and returns to the same page, so it works without
 * JavaScript; with JavaScript it switches in place. Both buttons are in the page and the
 * stylesheet shows the one that fits the colours on screen, also when the operating system
 * chose them: the server never has to guess the system's preference.
 */
export function ThemeSwitch() {
	const fetcher = useFetcher({ key: 'theme-switch' })
	const hydrated = useHydrated()
	const location = useLocation()

	return (
		<fetcher.Form method="post" action={THEME_ACTION}>
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			{hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
			{choices.map(({ theme, label, shown, icon }) => (
				<button
					key={theme}
					type="submit"
					name="theme"
					value={theme}
					aria-label={label}
					title={label}
					className={`${shown} ${button}`}
				>
					<Icon name={icon} className="size-5" />
				</button>
			))}
		</fetcher.Form>
	)
}
