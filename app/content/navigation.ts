type MenuLink = { id: string; linkText: string; url: string }
type MenuEntry = MenuLink & { subLinks?: MenuLink[] }

/** Where the menu's market entries lead: the search for homes to buy or to rent, and the listing form. */
export const BUY_PATH = '/search?type=sale'
export const RENT_PATH = '/search?type=rent'
export const SELL_PATH = '/create-listing'

/**
 * The main menu, on every page and in the phone's side menu: the market (Buy, Rent, Sell, the Property
 * pages) beside the agency's own pages (the services are under About Us).
 */
export const mainMenu: MenuEntry[] = [
	{
		id: 'home',
		linkText: 'Home',
		url: '/',
		subLinks: [
			{ id: 'home-1', linkText: 'Find Your Property', url: '/' },
			{ id: 'home-2', linkText: 'Your Dream Home', url: '/home-2' },
			{ id: 'home-3', linkText: 'Home Environment', url: '/home-3' },
		],
	},
	{ id: 'buy', linkText: 'Buy', url: BUY_PATH },
	{ id: 'rent', linkText: 'Rent', url: RENT_PATH },
	{ id: 'sell', linkText: 'Sell', url: SELL_PATH },
	{
		id: 'property',
		linkText: 'Property',
		url: '/property',
		subLinks: [
			{ id: 'property-1', linkText: 'Homes in a grid', url: '/property' },
			{ id: 'property-2', linkText: 'Homes in a list', url: '/property-3' },
			{ id: 'property-3', linkText: 'Find your next home', url: '/property-6' },
			{ id: 'map', linkText: 'Homes on a map', url: '/search?view=map' },
		],
	},
	{
		id: 'about',
		linkText: 'About Us',
		url: '/about-us',
		subLinks: [
			{ id: 'about-1', linkText: 'About Home Decoration', url: '/about-us' },
			{ id: 'about-2', linkText: 'Quality Renovations', url: '/about-2' },
			{ id: 'services-1', linkText: 'Making Ideas Into Reality', url: '/services' },
			{ id: 'services-2', linkText: 'Services Specialists Provided', url: '/services-2' },
		],
	},
	{
		id: 'blog',
		linkText: 'Blog',
		url: '/blog',
		subLinks: [
			{ id: 'blog-1', linkText: 'Blog of January', url: '/blog' },
			{ id: 'blog-2', linkText: 'Blog of April', url: '/blog-2' },
			{ id: 'blog-3', linkText: 'Blog of June', url: '/blog-3' },
			{ id: 'blog-4', linkText: 'Blog of October', url: '/blog-4' },
		],
	},
	{ id: 'contact', linkText: 'Contact', url: '/contact' },
]

export const footerColumns: Array<{ title: string; links: MenuLink[] }> = [
	{
		title: 'Services',
		links: [
			{ id: 'f-buy', linkText: 'Buy a home', url: BUY_PATH },
			{ id: 'f-rent', linkText: 'Rent a home', url: RENT_PATH },
			{ id: 'f-sell', linkText: 'Sell your property', url: SELL_PATH },
			{ id: 'f-services', linkText: 'Renovation and design', url: '/services' },
		],
	},
	{
		title: 'Quick links',
		links: [
			{ id: 'f-about', linkText: 'About us', url: '/about-us' },
			{ id: 'f-property', linkText: 'Properties', url: '/property' },
			{ id: 'f-blog', linkText: 'Blog', url: '/blog' },
			{ id: 'f-contact', linkText: 'Contact', url: '/contact' },
		],
	},
	{
		title: 'Business',
		links: [
			{ id: 'f-offers', linkText: 'Current offers', url: '/search?offer=true' },
			{ id: 'f-latest', linkText: 'Latest listings', url: '/search?sort=createdAt&order=desc' },
			{ id: 'f-profile', linkText: 'Your account', url: '/profile' },
			{ id: 'f-team', linkText: 'Our team', url: '/about-2' },
		],
	},
]
