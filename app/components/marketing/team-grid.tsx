import { type TeamMember } from '~/content/team'
import { MarketingPicture } from './marketing-picture'
import { Section } from './section-heading'

type Props = { members: TeamMember[]; title?: string; text?: string }

/** Team portraits with name, role and one line about each. */
export function TeamGrid({
	members,
	title = 'The people you will work with',
	text = 'Agents, designers and builders who have worked together for years.',
}: Props) {
	return (
		<Section id="team-title" eyebrow="Our team" title={title} text={text} align="center">
			<ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
				{members.map((member) => (
					<li key={member.id} className="text-center">
						<MarketingPicture
							image={member.image}
							sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
							alt={`Portrait of ${member.name}`}
							className="mx-auto aspect-[4/5] w-full max-w-xs rounded-3xl object-cover shadow-md ring-1 ring-slate-200 dark:ring-slate-800"
						/>
						<h3 className="mt-5 text-lg font-semibold text-strong">{member.name}</h3>
						<p className="text-sm font-medium text-brand-700 dark:text-brand-300">{member.role}</p>
						<p className="mx-auto mt-2 max-w-xs text-sm text-muted">{member.bio}</p>
					</li>
				))}
			</ul>
		</Section>
	)
}
