export type ServiceIcon = 'buy' | 'sell' | 'rent' | 'renovate' | 'design' | 'finance'

type Service = { id: string; name: string; icon: ServiceIcon; text: string }

export const services: Service[] = [
	{
		id: 'buying',
		name: 'Buying a home',
		icon: 'buy',
		text: 'We shortlist homes that fit your budget and commute, arrange viewings around your week and negotiate the offer line by line.',
	},
	{
		id: 'selling',
		name: 'Selling your property',
		icon: 'sell',
		text: 'An honest valuation, professional photos and a launch plan that puts your home in front of serious buyers in the first weekend.',
	},
	{
		id: 'renting',
		name: 'Rentals and management',
		icon: 'rent',
		text: 'Tenant screening, leases, rent collection and repairs handled for you, with a monthly statement you can read in two minutes.',
	},
	{
		id: 'renovation',
		name: 'Renovation and remodeling',
		icon: 'renovate',
		text: 'Kitchens, bathrooms and whole-home updates by our own crews, quoted at a fixed price and finished on the date we agreed.',
	},
	{
		id: 'design',
		name: 'Interior design and staging',
		icon: 'design',
		text: 'Layouts, materials and furniture chosen with you, or a staging package that helps buyers picture themselves living there.',
	},
	{
		id: 'finance',
		name: 'Mortgage and closing guidance',
		icon: 'finance',
		text: 'We compare lenders with you, keep the title company on schedule and walk you through every page you sign at closing.',
	},
]

type ProcessStep = { title: string; text: string }

/** How a project runs, for the services pages. */
export const processSteps: ProcessStep[] = [
	{ title: 'Free consultation', text: 'A call or a visit to understand what you need, your budget and your timeline.' },
	{ title: 'A written plan', text: 'A clear proposal with prices, dates and the person responsible for each step.' },
	{ title: 'Work in progress', text: 'Viewings, offers or construction, with a short update from us every week.' },
	{ title: 'Keys in hand', text: 'Closing, move-in or hand-over, and a follow-up visit a month later.' },
]
