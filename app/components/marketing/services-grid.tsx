import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'
import { type ServiceIcon, services } from '~/content/services'
import { SectionHeading } from './section-heading'

const icons: Record<ServiceIcon, IconName> = {
	buy: 'house',
	sell: 'tag',
	rent: 'key-round',
	renovate: 'hammer',
	design: 'armchair',
	finance: 'landmark',
}

type Props = { id?: string; title?: string; eyebrow?: string; text?: string; level?: 2 | 3 }

/** The six services, each with its icon and a sentence. */
export function ServicesGrid({
	id = 'services-title',
	eyebrow = 'What we do',
	title = 'Everything your home needs, under one roof',
	text = 'Whether you are buying your first apartment or renovating the house you have loved for twenty years, one of us has done it many times before.',
	level = 2,
}: Props) {
	return (
		<section aria-labelledby={id} className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60">
			<div className="container-page">
				<SectionHeading id={id} eyebrow={eyebrow} title={title} text={text} align="center" level={level} />
				<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{services.map((service) => {
						return (
							<li
								key={service.id}
								className="group card-raised p-6 hover:-translate-y-0.5 motion-reduce:transform-none"
							>
								<span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white dark:bg-brand-950 dark:text-brand-300">
									<Icon name={icons[service.icon]} className="size-6" />
								</span>
								<h3 className="mt-5 text-lg font-semibold text-strong">{service.name}</h3>
								<p className="mt-2 text-sm leading-relaxed text-muted">{service.text}</p>
							</li>
						)
					})}
				</ul>
			</div>
		</section>
	)
}
