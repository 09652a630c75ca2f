import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { PageBanner } from '~/components/marketing/page-banner'
import { SectionHeading } from '~/components/marketing/section-heading'
import { ServicesGrid } from '~/components/marketing/services-grid'
import { SkillsSection } from '~/components/marketing/skills-section'
import { StatBand } from '~/components/marketing/stat-band'
import { TeamGrid } from '~/components/marketing/team-grid'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { team } from '~/content/team'

export const meta: MetaFunction = () => [
	{ title: 'Service specialists | Homestead' },
	{
		name: 'description',
		content:
			'Meet the Homestead specialists for buying, selling, rentals, renovation and design, and read the answers to the questions clients ask us most.',
	},
]

const questions = [
	{
		question: 'How much does a consultation cost?',
		answer: 'Nothing. The first meeting, at our office or at your home, is free and without commitment.',
	},
	{
		question: 'What do you charge to sell a home?',
		answer:
			'A listing fee agreed in writing before we start, which includes photography, staging advice and marketing. We show you the full breakdown at the first meeting.',
	},
	{
		question: 'Do you only work in Austin?',
		answer:
			'Our agents and crews work across Travis and Williamson counties. For buying and renting elsewhere in Texas, we work with partner agents we know well.',
	},
	{
		question: 'How are renovation quotes priced?',
		answer:
			'At a fixed price, itemised by room and trade, after a visit from the project manager and the designer. If we find something unexpected behind a wall, we price it before doing it.',
	},
	{
		question: 'Can you manage my rental if I live abroad?',
		answer:
			'Yes. Many of the owners Marcus works for live out of state or overseas. You receive a monthly statement and approve any repair over an amount you choose.',
	},
]

export default function ServicesTwo() {
	return (
		<>
			<PageBanner
				title="Service specialists provided"
				text="Each service has a specialist who does nothing else. Here are the people behind them and the questions they answer most."
				trail={[{ label: 'Services', to: '/services' }, { label: 'Specialists' }]}
			/>
			<TeamGrid
				members={team.slice(0, 8)}
				title="Specialists for every step"
				text="Agents, managers, designers and an architect, all in one office."
			/>
			<StatBand />
			<ServicesGrid />
			<SkillsSection reverse title="The scores our clients gave us" />
			<section aria-labelledby="faq-title" className="container-page max-w-3xl py-16 sm:py-20">
				<SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" align="center" />
				<div className="mt-10 divide-y divide-slate-200 card dark:divide-slate-800">
					{questions.map((entry) => (
						<details key={entry.question} className="group p-5">
							<summary className="flex cursor-pointer items-center justify-between gap-4 font-semibold text-strong">
								<h3>{entry.question}</h3>
								<Icon name="chevron-down" className="size-5 shrink-0 transition group-open:rotate-180" />
							</summary>
							<p className="mt-3 text-muted">{entry.answer}</p>
						</details>
					))}
				</div>
				<p className="mt-8 text-center">
					<Link to="/contact" className="btn-primary">
						Ask us something else
						<Icon name="arrow-right" className="size-4" />
					</Link>
				</p>
			</section>
			<NewsletterBanner />
		</>
	)
}
