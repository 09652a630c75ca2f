import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { categories } from '~/content/categories'
import { Photo } from '../photo'
import { SectionHeading } from './section-heading'

/** Six project categories with their counts, each opening the listing search for that kind of home. */
export function CategoryGrid() {
	return (
		<section aria-labelledby="projects-title" className="container-page py-16 sm:py-20">
			<SectionHeading
				id="projects-title"
				eyebrow="Our projects"
				title="Homes of every kind, sold, rented and renovated"
				text="From lofts downtown to ranch houses in the Hill Country: pick a kind of home to see what is on the market now."
			/>
			<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
				{categories.slice(0, 6).map((category) => (
					<li key={category.id}>
						<Link
							to={`/search?searchTerm=${encodeURIComponent(category.searchTerm)}`}
							className="group relative block overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200 dark:ring-slate-800"
						>
							<Photo
								src={category.image}
								sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
								alt=""
								loading="lazy"
								decoding="async"
								className="aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
							/>
							<span
								className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/20 to-transparent"
								aria-hidden
							/>
							<span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-5 text-white">
								<span>
									<span className="block text-xl font-semibold">{category.name}</span>
									<span className="text-sm text-slate-100">{category.number} properties</span>
								</span>
								<Icon
									name="arrow-up-right"
									className="size-6 shrink-0 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
								/>
							</span>
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
}
