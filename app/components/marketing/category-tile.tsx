import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { type Category } from '~/content/categories'
import { formatNumber } from '~/utils/format'
import { searchPath } from '~/utils/paths'
import { Photo } from '../photo'

/** A kind of home with how many homes on the market now are of it (`capped`: at least that many). */
export type CountedCategory = Category & { homes: number; capped: boolean }

/** "12 homes", "1 home", "1,000+ homes". */
const homesOf = ({ homes, capped }: CountedCategory) =>
	`${formatNumber(homes)}${capped ? '+' : ''} ${homes === 1 && !capped ? 'home' : 'homes'}`

type Props = {
	category: CountedCategory
	/** `card`: the name and the count under the photo; `overlay`: over it, on a shade. */
	look: 'card' | 'overlay'
	/** The photo's `sizes`: how wide the tile is drawn. */
	sizes: string
}

/** A kind of home as a photo tile with its name and count, opening the listing search for it (which finds as many). */
export function CategoryTile({ category, look, sizes }: Props) {
	const card = look === 'card'
	return (
		<Link
			to={searchPath(new URLSearchParams({ propertyType: category.type }))}
			className={`group relative block overflow-hidden rounded-2xl ${
				card
					? 'border border-slate-200 bg-white shadow-sm transition hover:shadow-lg dark:border-slate-800 dark:bg-slate-900'
					: 'shadow-sm ring-1 ring-slate-200 dark:ring-slate-800'
			}`}
		>
			<Photo
				src={category.image}
				sizes={sizes}
				alt=""
				loading="lazy"
				decoding="async"
				draggable={card ? false : undefined}
				className={
					card
						? 'aspect-[3/2] w-full object-cover'
						: 'aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none'
				}
			/>
			{card ? (
				<span className="flex items-center justify-between gap-2 p-4">
					<span className="font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
						{category.name}
					</span>
					<span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
						{homesOf(category)}
					</span>
				</span>
			) : (
				<>
					<span
						className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/20 to-transparent"
						aria-hidden
					/>
					<span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-5 text-white">
						<span>
							<span className="block text-xl font-semibold">{category.name}</span>
							<span className="text-sm text-slate-100">{homesOf(category)}</span>
						</span>
						<Icon
							name="arrow-up-right"
							className="size-6 shrink-0 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
						/>
					</span>
				</>
			)}
		</Link>
	)
}
