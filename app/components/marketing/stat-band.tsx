import { statBand } from '~/content/company'

/** The band of four figures ("15250+ people joined"). */
export function StatBand() {
	return (
		<section aria-label="Homestead in figures" className="bg-brand-800 text-white dark:bg-brand-950">
			<dl className="container-page grid grid-cols-2 gap-8 py-12 text-center lg:grid-cols-4">
				{statBand.map((figure) => (
					<div key={figure.label} className="flex flex-col gap-1">
						<dt className="text-sm font-medium tracking-wide text-brand-100 uppercase">{figure.label}</dt>
						<dd className="order-first text-4xl font-extrabold sm:text-5xl">{figure.value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
