import { type z } from 'zod'
import { type propertyFiltersSchema } from '~/schemas/marketing-filters'
import { demoPhoto } from './images'
import { budgetTiers, PROPERTY_TYPES, type PropertyType, propertyTypeLabels } from './property-types'

/** A home from Homestead's own portfolio, shown on the property pages (not a listing of the database). */
export type PropertySample = {
	id: string
	name: string
	location: string
	/** Dollars; per month when the purpose is rent. */
	price: number
	purpose: 'sale' | 'rent'
	type: PropertyType
	beds: number
	baths: number
	/** Living area in square feet. */
	area: number
	/** Kilometres from downtown Austin. */
	distance: number
	/** The Homestead agent who handles it (a team member id). */
	contact: string
	description: string
	image: string
}

export const properties: PropertySample[] = [
	{
		id: 'lakeway-glass-villa',
		name: 'Lakeway Glass Villa with Hill Country Views',
		location: 'Lakeway, TX 78734',
		price: 1_895_000,
		purpose: 'sale',
		type: 'villa',
		beds: 5,
		baths: 5,
		area: 4650,
		distance: 31,
		contact: 'priya-raman',
		description:
			'Two storeys of glass, stone and cedar on a half-acre lot above Lake Travis. The main floor opens onto a shaded terrace, and the primary suite has its own balcony facing the sunset.',
		image: demoPhoto(1),
	},
	{
		id: 'travis-heights-bungalow',
		name: 'Renovated Bungalow in Travis Heights',
		location: 'Travis Heights, Austin, TX 78704',
		price: 749_000,
		purpose: 'sale',
		type: 'house',
		beds: 3,
		baths: 2,
		area: 1720,
		distance: 2.4,
		contact: 'daniel-okafor',
		description:
			'A 1938 bungalow rebuilt by our own crew: new wiring, plumbing and roof, original pine floors kept. Walk to South Congress in ten minutes under the live oaks.',
		image: demoPhoto(5),
	},
	{
		id: 'rainey-street-condo',
		name: 'Two-Bedroom Condo on Rainey Street',
		location: 'Rainey Street, Austin, TX 78701',
		price: 3150,
		purpose: 'rent',
		type: 'apartment',
		beds: 2,
		baths: 2,
		area: 1080,
		distance: 1.1,
		contact: 'marcus-bell',
		description:
			'Corner unit on the 14th floor with views over Lady Bird Lake. Building pool, gym and one covered parking space; twelve-month lease, water and trash included.',
		image: demoPhoto(4),
	},
	{
		id: 'mueller-family-home',
		name: 'Mueller Family Home by the Lake Park',
		location: 'Mueller, Austin, TX 78723',
		price: 689_000,
		purpose: 'sale',
		type: 'house',
		beds: 4,
		baths: 3,
		area: 2480,
		distance: 6.5,
		contact: 'daniel-okafor',
		description:
			'Energy Star home two blocks from Mueller Lake Park and the Sunday farmers market. Open kitchen with an island, a study downstairs and a shaded back porch.',
		image: demoPhoto(2),
	},
	{
		id: 'hyde-park-studio',
		name: 'Hyde Park Studio above a Garden',
		location: 'Hyde Park, Austin, TX 78751',
		price: 1450,
		purpose: 'rent',
		type: 'studio',
		beds: 1,
		baths: 1,
		area: 520,
		distance: 5.2,
		contact: 'marcus-bell',
		description:
			'A quiet studio over a detached garage, with its own staircase and a window seat over the garden. Ten minutes by bike to the University of Texas.',
		image: demoPhoto(12),
	},
	{
		id: 'westlake-estate',
		name: 'Westlake Hills Luxury Estate',
		location: 'West Lake Hills, TX 78746',
		price: 3_450_000,
		purpose: 'sale',
		type: 'luxury-home',
		beds: 6,
		baths: 6,
		area: 6900,
		distance: 12,
		contact: 'maya-castillo',
		description:
			'A gated estate on 1.3 wooded acres in the Eanes school district. Resort pool, guest casita, wine room and a six-car garage, ten minutes from downtown.',
		image: demoPhoto(17),
	},
	{
		id: 'east-side-flex-space',
		name: 'East Side Warehouse Flex Space',
		location: 'East Austin, TX 78702',
		price: 6800,
		purpose: 'rent',
		type: 'industrial',
		beds: 0,
		baths: 2,
		area: 5200,
		distance: 3.8,
		contact: 'marcus-bell',
		description:
			'A brick warehouse with 18-foot ceilings, two roll-up doors and a finished office mezzanine. Zoned for light industrial, studio or showroom use.',
		image: demoPhoto(7),
	},
	{
		id: 'south-congress-office',
		name: 'Creative Office on South Congress',
		location: 'South Congress, Austin, TX 78704',
		price: 4200,
		purpose: 'rent',
		type: 'office',
		beds: 0,
		baths: 2,
		area: 2100,
		distance: 2.9,
		contact: 'priya-raman',
		description:
			'A converted townhouse with street frontage on South Congress: reception, four private offices and a kitchen. Signage rights and four parking spaces at the back.',
		image: demoPhoto(11),
	},
	{
		id: 'dripping-springs-ranch',
		name: 'Dripping Springs Ranch Land with Farmhouse',
		location: 'Dripping Springs, TX 78620',
		price: 1_250_000,
		purpose: 'sale',
		type: 'land',
		beds: 3,
		baths: 2,
		area: 1900,
		distance: 38,
		contact: 'maya-castillo',
		description:
			'Twelve acres of Hill Country pasture with a seasonal creek, a well and a 1970s farmhouse ready for updating. No HOA and agricultural valuation in place.',
		image: demoPhoto(8),
	},
	{
		id: 'lake-travis-waterfront',
		name: 'Lake Travis Waterfront House with Dock',
		location: 'Volente, TX 78641',
		price: 2_650_000,
		purpose: 'sale',
		type: 'luxury-home',
		beds: 5,
		baths: 4,
		area: 4100,
		distance: 35,
		contact: 'priya-raman',
		description:
			'Deep-water frontage with a two-slip boat dock, a pool terrace and floor-to-ceiling windows on the lake side. Sold furnished, ready for summer.',
		image: demoPhoto(6),
	},
	{
		id: 'zilker-townhouse',
		name: 'Zilker Townhouse with Rooftop Deck',
		location: 'Zilker, Austin, TX 78704',
		price: 985_000,
		purpose: 'sale',
		type: 'house',
		beds: 3,
		baths: 3,
		area: 2050,
		distance: 3.1,
		contact: 'daniel-okafor',
		description:
			'Three floors with a rooftop deck looking at the downtown skyline. Walk to Barton Springs and the trail; private two-car garage and no shared walls on the street side.',
		image: demoPhoto(3),
	},
	{
		id: 'downtown-brick-loft',
		name: 'Downtown Loft with Exposed Brick',
		location: 'Warehouse District, Austin, TX 78701',
		price: 615_000,
		purpose: 'sale',
		type: 'apartment',
		beds: 2,
		baths: 2,
		area: 1350,
		distance: 0.6,
		contact: 'priya-raman',
		description:
			'A loft in a 1915 cotton warehouse: timber beams, original brick and tall arched windows. Two bedrooms, a deeded parking space and restaurants on every corner.',
		image: demoPhoto(15),
	},
	{
		id: 'crestview-ranch',
		name: 'Crestview Mid-Century Ranch',
		location: 'Crestview, Austin, TX 78757',
		price: 575_000,
		purpose: 'sale',
		type: 'house',
		beds: 3,
		baths: 2,
		area: 1480,
		distance: 8.4,
		contact: 'tom-whitaker',
		description:
			'A 1956 ranch with a new kitchen, refinished oak floors and a big flat backyard shaded by pecans. Close to the Crestview rail station and Burnet Road.',
		image: demoPhoto(24),
	},
	{
		id: 'cedar-park-rental',
		name: 'Cedar Park Family Home for Rent',
		location: 'Cedar Park, TX 78613',
		price: 2750,
		purpose: 'rent',
		type: 'house',
		beds: 4,
		baths: 3,
		area: 2300,
		distance: 29,
		contact: 'marcus-bell',
		description:
			'Four bedrooms on a cul-de-sac in Leander ISD, with a fenced yard and a two-car garage. Pets considered; lawn care included in the rent.',
		image: demoPhoto(10),
	},
	{
		id: 'bee-cave-villa',
		name: 'Bee Cave Modern Villa',
		location: 'Bee Cave, TX 78738',
		price: 1_390_000,
		purpose: 'sale',
		type: 'villa',
		beds: 4,
		baths: 4,
		area: 3600,
		distance: 24,
		contact: 'priya-raman',
		description:
			'Clean lines, white stucco and warm wood, with a courtyard entry and a covered outdoor kitchen. Minutes from the Hill Country Galleria and Lake Travis schools.',
		image: demoPhoto(25),
	},
	{
		id: 'round-rock-starter',
		name: 'Round Rock Starter Home',
		location: 'Round Rock, TX 78664',
		price: 365_000,
		purpose: 'sale',
		type: 'house',
		beds: 3,
		baths: 2,
		area: 1560,
		distance: 30,
		contact: 'daniel-okafor',
		description:
			'A well-kept three-bedroom with a new HVAC system and a covered patio. Walk to the elementary school; quick access to I-35 and the 45 toll road.',
		image: demoPhoto(26),
	},
	{
		id: 'domain-one-bedroom',
		name: 'One-Bedroom with Balcony near the Domain',
		location: 'North Burnet, Austin, TX 78758',
		price: 1850,
		purpose: 'rent',
		type: 'apartment',
		beds: 1,
		baths: 1,
		area: 760,
		distance: 15,
		contact: 'marcus-bell',
		description:
			'A bright one-bedroom on the fourth floor with a west-facing balcony, in-unit washer and dryer and a garage space. Shops and restaurants across the street.',
		image: demoPhoto(20),
	},
	{
		id: 'clarksville-victorian',
		name: 'Clarksville Victorian Townhouse',
		location: 'Clarksville, Austin, TX 78703',
		price: 1_475_000,
		purpose: 'sale',
		type: 'house',
		beds: 3,
		baths: 3,
		area: 2250,
		distance: 1.9,
		contact: 'maya-castillo',
		description:
			'A restored row house with a carved cornice, heart-pine floors and a walled garden. Two blocks from the shops and cafés of West Lynn Street.',
		image: demoPhoto(19),
	},
	{
		id: 'spicewood-cabin',
		name: 'Spicewood Hill Country Cabin',
		location: 'Spicewood, TX 78669',
		price: 2300,
		purpose: 'rent',
		type: 'house',
		beds: 2,
		baths: 1,
		area: 1100,
		distance: 52,
		contact: 'marcus-bell',
		description:
			'A cedar cabin under the oaks with a wood stove, a screened porch and a view over the Pedernales valley. Six-month or twelve-month lease.',
		image: demoPhoto(13),
	},
	{
		id: 'pflugerville-cottage',
		name: 'Pflugerville Cottage with Big Backyard',
		location: 'Pflugerville, TX 78660',
		price: 2100,
		purpose: 'rent',
		type: 'house',
		beds: 3,
		baths: 2,
		area: 1380,
		distance: 25,
		contact: 'marcus-bell',
		description:
			'A cottage-style home with a deep backyard, a vegetable bed and a shed. Near Lake Pflugerville and its running trail; dogs welcome.',
		image: demoPhoto(21),
	},
	{
		id: 'manor-homesite',
		name: 'Manor Homesite with Adobe Guest House',
		location: 'Manor, TX 78653',
		price: 240_000,
		purpose: 'sale',
		type: 'land',
		beds: 1,
		baths: 1,
		area: 640,
		distance: 21,
		contact: 'maya-castillo',
		description:
			'Two and a half acres with utilities at the road and a small adobe guest house to live in while you build. Survey and soil report available.',
		image: demoPhoto(30),
	},
	{
		id: 'barton-hills-pool-villa',
		name: 'Barton Hills Pool Villa',
		location: 'Barton Hills, Austin, TX 78704',
		price: 7500,
		purpose: 'rent',
		type: 'villa',
		beds: 4,
		baths: 4,
		area: 3300,
		distance: 4.2,
		contact: 'marcus-bell',
		description:
			'A modern villa backing onto the greenbelt, with a heated pool and an outdoor shower. Available furnished for executive leases of six months or more.',
		image: demoPhoto(9),
	},
	{
		id: 'georgetown-lake-house',
		name: 'Georgetown Lake House',
		location: 'Georgetown, TX 78633',
		price: 845_000,
		purpose: 'sale',
		type: 'house',
		beds: 4,
		baths: 3,
		area: 2700,
		distance: 45,
		contact: 'daniel-okafor',
		description:
			'A breezy house on Lake Georgetown with a wraparound deck and a path down to the water. Upstairs bunk room for guests and a workshop in the garage.',
		image: demoPhoto(22),
	},
	{
		id: 'east-cesar-chavez-studio',
		name: 'East Cesar Chavez Studio Loft',
		location: 'East Cesar Chavez, Austin, TX 78702',
		price: 1650,
		purpose: 'rent',
		type: 'studio',
		beds: 1,
		baths: 1,
		area: 610,
		distance: 2.2,
		contact: 'marcus-bell',
		description:
			'A studio loft with a sleeping mezzanine, concrete floors and a big arched window. Bike storage downstairs and coffee shops on the corner.',
		image: demoPhoto(23),
	},
	{
		id: 'bouldin-garden-apartment',
		name: 'Bouldin Creek Garden Apartment',
		location: 'Bouldin Creek, Austin, TX 78704',
		price: 2450,
		purpose: 'rent',
		type: 'apartment',
		beds: 2,
		baths: 1,
		area: 940,
		distance: 2,
		contact: 'marcus-bell',
		description:
			'A ground-floor apartment in a small building with a shared garden and grill. Two bedrooms, a renovated kitchen and a short walk to South First Street.',
		image: demoPhoto(28),
	},
]

/** How many samples of each type there are, for the filter panel. */
export function propertyTypeCounts(list: PropertySample[] = properties) {
	return PROPERTY_TYPES.map((type) => ({
		type,
		label: propertyTypeLabels[type],
		count: list.filter((property) => property.type === type).length,
	}))
}

/** The top-rated homes of the side panels: a sample, with the score clients gave it. */
export const featuredProperties = (
	[
		['westlake-estate', 4.9],
		['lakeway-glass-villa', 4.8],
		['lake-travis-waterfront', 4.8],
		['bee-cave-villa', 4.7],
	] as const
).map(([id, rating]) => {
	const property = properties.find((sample) => sample.id === id)!
	return { id, image: property.image, rating, name: property.name, price: property.price, purpose: property.purpose }
})

export function getProperty(id: string | null | undefined) {
	return properties.find((property) => property.id === id)
}

/** The filters of the property pages (see propertyFiltersSchema); what is left out does not filter. */
type PropertyQuery = Partial<z.output<typeof propertyFiltersSchema>>

/** The samples matching the filter panel: keyword in name, place or description; purpose; type; budget; rooms. */
export function findProperties({
	q = '',
	purpose = 'any',
	type = 'any',
	budget = 'any',
	beds = 0,
	baths = 0,
	sort = 'featured',
}: PropertyQuery) {
	const words = q.toLowerCase().split(/\s+/).filter(Boolean)
	const tier = budgetTiers.find((candidate) => candidate.id === budget)
	const found = properties.filter((property) => {
		const text =
			`${property.name} ${property.location} ${property.description} ${propertyTypeLabels[property.type]}`.toLowerCase()
		return (
			words.every((word) => text.includes(word)) &&
			(purpose === 'any' || property.purpose === purpose) &&
			(type === 'any' || property.type === type) &&
			(!tier || (property.purpose === 'sale' && property.price >= tier.min && property.price <= tier.max)) &&
			property.beds >= beds &&
			property.baths >= baths
		)
	})
	if (sort === 'price-asc') found.sort((a, b) => a.price - b.price)
	if (sort === 'price-desc') found.sort((a, b) => b.price - a.price)
	if (sort === 'area-desc') found.sort((a, b) => b.area - a.area)
	return found
}
