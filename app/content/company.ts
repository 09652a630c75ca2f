/** Who Homestead is and how to reach it: one place for the figures and addresses the pages repeat. */
export const company = {
	name: 'Homestead Realty',
	founded: 1999,
	phone: '+1 (512) 555-0142',
	phoneHref: 'tel:+15125550142',
	email: 'hello@homestead.example',
	address: { street: '401 Congress Ave, Suite 1540', city: 'Austin, TX 78701' },
	hours: 'Monday to Friday 9 am – 6 pm, Saturday 10 am – 2 pm',
} as const

type Figure = { value: string; label: string }

/** The three figures under the home page headline. */
export const heroFigures: Figure[] = [
	{ value: '12k+', label: 'Requested projects' },
	{ value: '15k+', label: 'Projects completed' },
	{ value: '100+', label: 'Served clients' },
]

/** The four-figure band of the home and about pages. */
export const statBand: Figure[] = [
	{ value: '15250+', label: 'People joined' },
	{ value: '3400+', label: 'Homes sold' },
	{ value: '920+', label: 'Renovations finished' },
	{ value: '27', label: 'Years in Austin' },
]

export type Skill = { label: string; percent: number }

/** What the about and services pages measure themselves by. */
export const skills: Skill[] = [
	{ label: 'Investment plan', percent: 80 },
	{ label: 'Consulting experience', percent: 70 },
	{ label: 'Planning', percent: 90 },
	{ label: 'Grow business', percent: 85 },
]

export const aboutParagraphs = [
	'Homestead started in 1999 as a two-desk office on South Congress, helping neighbours buy and sell the bungalows around them. Today we are a team of agents, designers and builders under one roof, and we still work the way we did then: one point of contact, straight answers and no surprises at closing.',
	'We know Central Texas block by block. We can tell you which streets flood after a spring storm, where the school boundaries run and what a 1950s ranch really costs to bring up to date, because we have done it hundreds of times.',
]

export const aboutHighlights = [
	'Licensed brokers and in-house designers on every project',
	'Fixed-fee renovation quotes, itemised before work starts',
	'Weekly updates from offer to keys, in plain language',
	'Property management for owners who live out of town',
]
