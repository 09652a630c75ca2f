import { brands } from '~/content/brands'
import { pictureUrl } from '~/utils/pictures'

/** The partners we close and build with, as a quiet row of logos. */
export function BrandsStrip() {
	return (
		<section
			aria-labelledby="brands-title"
			className="border-y border-slate-200 bg-slate-50 py-10 dark:border-slate-800 dark:bg-slate-900/60"
		>
			<div className="container-page">
				<h2 id="brands-title" className="text-center text-sm font-semibold tracking-wider text-muted uppercase">
					Partners we work with on every closing
				</h2>
				<ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
					{brands.map((brand) => (
						<li key={brand.id} className="flex justify-center">
							<img
								src={pictureUrl(brand.logo)}
								alt={brand.name}
								width={240}
								height={80}
								loading="lazy"
								decoding="async"
								className="h-16 w-auto opacity-85 transition hover:opacity-100 dark:opacity-75 dark:brightness-0 dark:invert"
							/>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
