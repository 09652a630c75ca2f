import { Link } from '@remix-run/react'
import { CardCover } from '~/components/card-cover'
import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'
import { type PropertySample } from '~/content/properties'
import { propertyTypeLabels } from '~/content/property-types'
import { getTeamMember } from '~/content/team'
import { formatNumber, formatPrice, pluralize, purposeLabel } from '~/utils/format'
import { pictureUrl } from '~/utils/pictures'

type Props = { property: PropertySample; layout: 'grid' | 'list'; priority?: boolean }

/** A home of our portfolio: picture, price, place, rooms, size and a way to ask about it. */
export function PropertyCard({ property, layout, priority = false }: Props) {
	const agent = getTeamMember(property.contact)
	const titleId = `property-${property.id}`
	// Offices and warehouses have no bedrooms: no "0 Beds".
	const facts: { icon: IconName; text: string }[] = [
		...(property.beds > 0 ? [{ icon: 'bed-double' as const, text: pluralize(property.beds, 'Bed') }] : []),
		{ icon: 'bath', text: pluralize(property.baths, 'Bath') },
		{ icon: 'ruler', text: `${formatNumber(property.area)} sq ft` },
		{ icon: 'navigation', text: `${property.distance} km from downtown` },
	]
	return (
		<article
			aria-labelledby={titleId}
			className={`flex overflow-hidden card-raised ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
		>
			<div
				className={`relative shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800 ${layout === 'list' ? 'sm:w-2/5' : ''}`}
			>
				<CardCover
					photo={property.image}
					sizes={
						layout === 'list'
							? '(min-width: 640px) 360px, 100vw'
							: '(min-width: 1280px) 360px, (min-width: 640px) 50vw, 100vw'
					}
					priority={priority}
					label={purposeLabel(property.purpose)}
					className="aspect-[3/2] size-full object-cover"
				/>
				<span className="absolute top-3 right-3 rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white">
					{propertyTypeLabels[property.type]}
				</span>
			</div>
			<div className="flex flex-1 flex-col gap-2 p-5">
				<p className="text-xl font-bold text-strong">
					{formatPrice(property.price)}
					{property.purpose === 'rent' ? <span className="text-sm font-medium text-muted"> / month</span> : null}
				</p>
				<h3 id={titleId} className="text-lg leading-snug font-semibold text-strong">
					{property.name}
				</h3>
				<p className="flex items-center gap-1 text-sm text-muted">
					<Icon name="map-pin" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
					{property.location}
				</p>
				{layout === 'list' ? <p className="text-sm leading-relaxed text-muted">{property.description}</p> : null}
				<ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700 dark:text-slate-200">
					{facts.map(({ icon, text }) => (
						<li key={text} className="flex items-center gap-1">
							<Icon name={icon} className="size-4" />
							{text}
						</li>
					))}
				</ul>
				<div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
					<p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
						<img
							src={pictureUrl(agent.avatar)}
							alt=""
							width={28}
							height={28}
							loading="lazy"
							className="size-7 rounded-full object-cover"
						/>
						{agent.name}
					</p>
					<Link
						to={`/contact?property=${property.id}`}
						className="inline-flex items-center gap-1 text-sm link"
						aria-label={`Ask about ${property.name}`}
					>
						<Icon name="message-square" className="size-4" />
						Ask about it
					</Link>
				</div>
			</div>
		</article>
	)
}
