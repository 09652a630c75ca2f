type Brand = { id: string; name: string; logo: string }

const logo = (id: string) => `/images/marketing/brands/${id}.webp`

/** Companies we work with on every closing and renovation (drawn logos, no trademarks of real firms). */
export const brands: Brand[] = [
	{ id: 'lone-star-title', name: 'Lone Star Title', logo: logo('lone-star-title') },
	{ id: 'barton-creek-builders', name: 'Barton Creek Builders', logo: logo('barton-creek-builders') },
	{ id: 'pecan-street-lending', name: 'Pecan Street Lending', logo: logo('pecan-street-lending') },
	{ id: 'hill-country-interiors', name: 'Hill Country Interiors', logo: logo('hill-country-interiors') },
	{ id: 'colorado-river-insurance', name: 'Colorado River Insurance', logo: logo('colorado-river-insurance') },
	{ id: 'capitol-movers', name: 'Capitol Movers', logo: logo('capitol-movers') },
]
