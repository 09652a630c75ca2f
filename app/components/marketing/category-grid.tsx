import { CategoryTile, type CountedCategory } from './category-tile'
import { Section } from './section-heading'

/** The kinds of home on the market now, with their counts, each opening the listing search for that kind. */
export function CategoryGrid({ categories }: { categories: CountedCategory[] }) {
	if (!categories.length) return null
	return (
		<Section
			id="projects-title"
			eyebrow="On the market now"
			title="Homes of every kind"
			text="Pick a kind of home to see every one of them on the market now."
		>
			<ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
				{categories.slice(0, 6).map((category) => (
					<li key={category.type}>
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
