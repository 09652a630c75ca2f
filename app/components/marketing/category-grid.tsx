import { categories } from '~/content/categories'
import { CategoryTile } from './category-tile'
import { Section } from './section-heading'

/** Six project categories with their counts, each opening the listing search for that kind of home. */
export function CategoryGrid() {
	return (
		<Section
			id="projects-title"
			eyebrow="Our projects"
			title="Homes of every kind, sold, rented and renovated"
			text="From lofts downtown to ranch houses in the Hill Country: pick a kind of home to see what is on the market now."
		>
			<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
				{categories.slice(0, 6).map((category) => (
					<li key={category.id}>
						<CategoryTile
							category={category}
							look="overlay"
							sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
						/>
					</li>
				))}
			</ul>
		</Section>
	)
}
