import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { company, heroFigures } from '~/content/company'
import { marketingImages } from '~/content/images'
import { HeroSearchForm } from './hero-search-form'
import { MarketingPicture } from './marketing-picture'

/** The first screen of the main home page: promise, figures, get-started link, picture and search bar. */
export function HomeHero() {
	const picture = marketingImages.hero
	return (
		<section
			aria-labelledby="hero-title"
			className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950"
		>
			<div
				aria-hidden
				className="pointer-events-none absolute top-10 -left-32 size-96 rounded-full bg-brand-200/50 blur-3xl dark:bg-brand-900/30"
			/>
			<div className="relative container-page grid items-center gap-10 pt-12 pb-10 lg:grid-cols-2 lg:pt-16 lg:pb-16">
				<div>
					<p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100 dark:bg-slate-800 dark:text-brand-200 dark:ring-slate-700">
						<Icon name="badge-check" className="size-4" />
						{company.tagline}
					</p>
					<h1
						id="hero-title"
						className="mt-5 text-4xl font-extrabold tracking-tight text-strong sm:text-5xl lg:text-6xl"
					>
						Find your property, <span className="text-brand-700 dark:text-brand-300">make it home</span>
					</h1>
					<p className="mt-5 max-w-xl text-lg text-muted">
						Buy, sell, rent or renovate with one team that knows Central Texas street by street. Honest prices, clear
						plans and the keys on the day we promised.
					</p>
					<div className="mt-8 flex flex-wrap items-center gap-3">
						<Link to="/search" className="btn-primary px-6 py-3 text-base">
							Get started
							<Icon name="arrow-right" className="size-4" />
						</Link>
						<Link to="/about-us" className="btn-secondary px-6 py-3 text-base">
							Meet the team
						</Link>
					</div>
					<dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
						{heroFigures.map((figure) => (
							<div key={figure.label} className="flex flex-col border-l-2 border-brand-600 pl-3 dark:border-brand-400">
								<dt className="text-sm text-muted">{figure.label}</dt>
								<dd className="order-first text-3xl font-bold text-strong">{figure.value}</dd>
							</div>
						))}
					</dl>
				</div>
				<div className="relative">
					<div className="overflow-hidden rounded-3xl shadow-2xl ring-1 shadow-brand-900/10 ring-slate-200 dark:ring-slate-800">
						<MarketingPicture
							image={picture}
							sizes="(min-width: 1024px) 600px, 100vw"
							alt="A modern two-storey family home with a Homestead sign on the lawn, downtown Austin in the distance"
							className="aspect-[4/3] w-full object-cover"
							priority
						/>
					</div>
				</div>
			</div>
			<div className="relative container-page pb-12">
				<HeroSearchForm />
			</div>
		</section>
	)
}
