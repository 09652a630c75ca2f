import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { heroFigures } from '~/content/company'
import { demoPhoto } from '~/content/images'
import { Photo } from '../photo'
import { HeroSearchForm } from './hero-search-form'

/** The hero of /home-3: a dusk picture under a dark veil, the figures and the search bar. */
export function DarkHero() {
	return (
		<section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
			<Photo
				src={demoPhoto(9)}
				sizes="100vw"
				priority
				alt=""
				className="absolute inset-0 -z-10 size-full object-cover opacity-60"
			/>
			<div
				className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950 via-slate-950/75 to-slate-950/10"
				aria-hidden
			/>
			<div className="container-page py-20 sm:py-28">
				<p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">Home environment</p>
				<h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
					Homes designed around the way you live
				</h1>
				<p className="mt-5 max-w-xl text-lg text-slate-200">
					Light, space, quiet and a garden that looks after itself. Tell us what matters to you and we will find it, or
					build it.
				</p>
				<div className="mt-8 flex flex-wrap gap-3">
					<Link to="/search" className="btn-primary px-6 py-3 text-base">
						Get started
						<Icon name="arrow-right" className="size-4" />
					</Link>
					<Link to="/services" className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10">
						Our services
					</Link>
				</div>
				<dl className="mt-10 grid max-w-lg grid-cols-3 gap-4">
					{heroFigures.map((figure) => (
						<div key={figure.label} className="flex flex-col border-l-2 border-brand-400 pl-3">
							<dt className="text-sm text-slate-200">{figure.label}</dt>
							<dd className="order-first text-3xl font-bold">{figure.value}</dd>
						</div>
					))}
				</dl>
				<div className="mt-12">
					<HeroSearchForm />
				</div>
			</div>
		</section>
	)
}
