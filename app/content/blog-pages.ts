/** The four blog list pages of the menu: the same posts, each led by the posts of its month. */
export type BlogPageConfig = {
	path: '/blog' | '/blog-2' | '/blog-3' | '/blog-4'
	month: number
	monthName: string
	title: string
	intro: string
	layout: 'sidebar-right' | 'sidebar-left' | 'list' | 'wide'
}

export const blogPages: Record<BlogPageConfig['path'], BlogPageConfig> = {
	'/blog': {
		path: '/blog',
		month: 1,
		monthName: 'January',
		title: 'Blog of January',
		intro:
			'Market outlooks, renovation notes and design ideas from the Homestead team. This month we start the year with where Austin is building and how to plan the rooms you live in.',
		layout: 'sidebar-right',
	},
	'/blog-2': {
		path: '/blog-2',
		month: 4,
		monthName: 'April',
		title: 'Blog of April',
		intro:
			'Spring is listing season. Our April notes cover getting a home ready to sell, renovating a mid-century ranch and choosing colours for strong Texas light.',
		layout: 'sidebar-left',
	},
	'/blog-3': {
		path: '/blog-3',
		month: 6,
		monthName: 'June',
		title: 'Blog of June',
		intro:
			'Summer reading for owners and buyers: keeping a house cool, the real cost of a pool villa and a bathroom remodel explained week by week.',
		layout: 'list',
	},
	'/blog-4': {
		path: '/blog-4',
		month: 10,
		monthName: 'October',
		title: 'Blog of October',
		intro:
			'What buyers are asking for this fall, porch projects for a weekend and the HOA documents to read before buying a condo.',
		layout: 'wide',
	},
}
