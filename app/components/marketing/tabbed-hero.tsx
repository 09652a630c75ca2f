import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { demoPhoto } from '~/content/images'
import { KeywordSearch } from '../keyword-search'
import { Photo } from '../photo'

const tabs = [
	{ label: 'Buy', to: '/search?type=sale', icon: 'house', text: 'Homes for sale' },
	{ label: 'Rent', to: '/search?type=rent', icon: 'key-round', text: 'Homes for rent' },
	{ label: 'Sell', to: '/create-listing', icon: 'tag', text: 'List your home' },
] as const

/** The hero of /home-2: Buy, Rent and Sell as links into the search and the listing form, and a keyword search. */
export function TabbedHero() {
	return (
		<section
			aria-labelledby="hero-title"
			className="relative overflow-hidden bg-gradient-to-br from-amber-50 via-white to-brand-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-900"
		>
			<div className="container-page grid items-center gap-12 py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
				<div>
					<p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
						Your dream home
					</p>
					<h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-strong sm:text-5xl">
						The right home is easier to find with people who know the neighbourhood
					</h1>
					<p className="mt-5 max-w-xl text-lg text-muted">
						Browse homes listed by their owners across the country, or let our Austin team find, sell or renovate one
						with you.
					</p>
					<div className="mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 dark:border-slate-700 dark:bg-slate-900">
						<nav aria-label="What would you like to do?">
							<ul className="grid grid-cols-3 gap-2 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
								{tabs.map(({ label, to, icon, text }) => (
									<li key={label}>
										<Link
											to={to}
											className="flex flex-col items-center gap-0.5 rounded-lg px-2 py-2.5 text-center text-slate-700 transition hover:bg-white hover:text-brand-800 hover:shadow-sm dark:text-slate-200 dark:hover:bg-slate-900 dark:hover:text-white"
										>
											<span className="flex items-center gap-1.5 font-semibold">
												<Icon name={icon} className="size-4" />
												{label}
											</span>
											<span className="text-xs text-muted">{text}</span>
										</Link>
									</li>
								))}
							</ul>
						</nav>
						<KeywordSearch
							look="button"
							action="/search"
							id="hero-keyword"
							name="searchTerm"
							label="City, neighbourhood or keyword"
							placeholder="City, neighbourhood or keyword"
							className="mt-4"
						/>
					</div>
				</div>
				<div className="grid grid-cols-2 gap-4" aria-hidden>
					<Photo
						src={demoPhoto(25)}
						sizes="(min-width: 1024px) 540px, 100vw"
						priority
						alt=""
						className="col-span-2 aspect-[3/2] w-full rounded-3xl object-cover shadow-xl"
					/>
					{([2, 3] as const).map((variant) => (
						<Photo
							key={variant}
							src={demoPhoto(25, variant)}
							sizes="(min-width: 1024px) 260px, 50vw"
							alt=""
							className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
						/>
					))}
				</div>
			</div>
		</section>
	)
}
