// The generated listings of the search benchmark: one INSERT ... SELECT over generate_series,
// so a million rows take seconds, not the minutes of a million round trips.

import { FEATURES, type Feature } from '../app/utils/home-facts'

const adjectives = [
	'Modern',
	'Bright',
	'Spacious',
	'Cosy',
	'Charming',
	'Renovated',
	'Sunny',
	'Quiet',
	'Elegant',
	'Rustic',
	'Classic',
	'Historic',
	'Contemporary',
	'Restored',
	'Stylish',
	'Airy',
	'Secluded',
	'Updated',
	'Light-Filled',
	'Private',
	'Peaceful',
	'Grand',
	'Compact',
	'Minimalist',
	'Luxurious',
	'Traditional',
	'Converted',
	'Detached',
	'Corner',
	'Newly Built',
]

// Ordered from common to rare: the generator picks early entries more often.
const kinds = [
	'House',
	'Apartment',
	'Condo',
	'Townhouse',
	'Family Home',
	'Villa',
	'Cottage',
	'Loft',
	'Studio',
	'Bungalow',
	'Duplex',
	'Ranch Home',
	'Cabin',
	'Farmhouse',
	'Penthouse',
	'Row House',
	'Flat',
	'Chalet',
	'Carriage House',
	'Mansion',
	'Maisonette',
	'Houseboat',
]

const features = [
	'Garden',
	'Balcony',
	'Pool',
	'Home Office',
	'Mountain Views',
	'Ocean Views',
	'City Views',
	'Fireplace',
	'Two-Car Garage',
	'Roof Terrace',
	'Large Backyard',
	'Open Kitchen',
	'Walk-In Closet',
	'Covered Porch',
	'Guest Suite',
	'Wine Cellar',
	'Sauna',
	'Workshop',
	'Orchard',
	'Boat Dock',
	'Solar Panels',
	'Courtyard',
	'Bay Windows',
	'Exposed Brick',
	'High Ceilings',
]

const landmarks = [
	'the Park',
	'Downtown',
	'the University',
	'the Beach',
	'the River',
	'the Lake',
	'the Old Town',
	'the Station',
	'the Harbour',
	'the Golf Course',
	'the Hospital',
	'the Market',
	'the Stadium',
	'the Airport',
	'the Museum',
]

const streetStarts = [
	'Oak',
	'Maple',
	'Cedar',
	'Pine',
	'Elm',
	'Birch',
	'Willow',
	'Aspen',
	'Hickory',
	'Laurel',
	'Spruce',
	'Juniper',
	'Magnolia',
	'Sycamore',
	'Chestnut',
	'Hazel',
	'Rowan',
	'Alder',
	'Linden',
	'Poplar',
	'Quill',
	'Amber',
	'Silver',
	'Golden',
	'Copper',
	'Iron',
	'Stone',
	'Fox',
	'Deer',
	'Hawk',
	'Raven',
	'Wren',
	'Heron',
	'Falcon',
	'Bramble',
	'Thistle',
	'Clover',
	'Meadow',
	'Brook',
	'Harbor',
]

const streetEnds = [
	'wood',
	'ridge',
	'field',
	'brook',
	'dale',
	'crest',
	'view',
	'hill',
	'hollow',
	'stone',
	'gate',
	'ford',
	'haven',
	'mere',
	'wick',
	'moor',
	'leaf',
	'feather',
	'well',
	'croft',
	'bury',
	'shire',
	'glen',
	'park',
	'side',
	'bank',
	'bridge',
	'water',
	'vale',
	'wind',
]

const streetSuffixes = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court', 'Way', 'Boulevard', 'Place', 'Terrace']

/** The cities of the addresses, with the position of their centre (latitude, longitude). */
const cityPlaces: Array<[name: string, latitude: number, longitude: number]> = [
	['Austin, TX', 30.2672, -97.7431],
	['Seattle, WA', 47.6062, -122.3321],
	['Denver, CO', 39.7392, -104.9903],
	['Boston, MA', 42.3601, -71.0589],
	['Chicago, IL', 41.8781, -87.6298],
	['Portland, OR', 45.5152, -122.6784],
	['Nashville, TN', 36.1627, -86.7816],
	['Atlanta, GA', 33.749, -84.388],
	['Miami, FL', 25.7617, -80.1918],
	['Phoenix, AZ', 33.4484, -112.074],
	['Tucson, AZ', 32.2226, -110.9747],
	['Boise, ID', 43.615, -116.2023],
	['Raleigh, NC', 35.7796, -78.6382],
	['Asheville, NC', 35.5951, -82.5515],
	['Charleston, SC', 32.7765, -79.9311],
	['Savannah, GA', 32.0809, -81.0912],
	['Columbus, OH', 39.9612, -82.9988],
	['Cleveland, OH', 41.4993, -81.6944],
	['Detroit, MI', 42.3314, -83.0458],
	['Madison, WI', 43.0731, -89.4012],
	['Minneapolis, MN', 44.9778, -93.265],
	['Omaha, NE', 41.2565, -95.9345],
	['Kansas City, MO', 39.0997, -94.5786],
	['St. Louis, MO', 38.627, -90.1994],
	['Dallas, TX', 32.7767, -96.797],
	['Houston, TX', 29.7604, -95.3698],
	['San Antonio, TX', 29.4241, -98.4936],
	['Albuquerque, NM', 35.0844, -106.6504],
	['Santa Fe, NM', 35.687, -105.9378],
	['Salt Lake City, UT', 40.7608, -111.891],
	['Las Vegas, NV', 36.1699, -115.1398],
	['Reno, NV', 39.5296, -119.8138],
	['Sacramento, CA', 38.5816, -121.4944],
	['San Diego, CA', 32.7157, -117.1611],
	['Los Angeles, CA', 34.0522, -118.2437],
	['San Jose, CA', 37.3382, -121.8863],
	['Oakland, CA', 37.8044, -122.2712],
	['Palo Alto, CA', 37.4419, -122.143],
	['Spokane, WA', 47.6588, -117.426],
	['Tacoma, WA', 47.2529, -122.4443],
	['Anchorage, AK', 61.2181, -149.9003],
	['Honolulu, HI', 21.3069, -157.8583],
	['Burlington, VT', 44.4759, -73.2121],
	['Portland, ME', 43.6591, -70.2568],
	['Providence, RI', 41.824, -71.4128],
	['Hartford, CT', 41.7658, -72.6734],
	['Philadelphia, PA', 39.9526, -75.1652],
	['Pittsburgh, PA', 40.4406, -79.9959],
	['Baltimore, MD', 39.2904, -76.6122],
	['Richmond, VA', 37.5407, -77.436],
]
const cities = cityPlaces.map(([name]) => name)

const openers = [
	'Set on a quiet, tree-lined street a short walk from shops and cafes.',
	'Tucked away at the end of a cul-de-sac with little passing traffic.',
	'In a friendly neighbourhood close to schools, parks and public transport.',
	'On a corner lot with plenty of light from morning to evening.',
	'Overlooking a green with a playground and tennis courts.',
	'A few minutes from the highway yet surprisingly peaceful.',
	'In a sought-after district known for its restaurants and markets.',
	'On the top floor of a well-kept building with an elevator.',
	'Facing south, so the main rooms are bright all day long.',
	'Within walking distance of the waterfront and the weekend market.',
	'Close to the hospital, the university and the main bus lines.',
	'In a historic quarter with cobbled streets and old trees.',
	'On a generous plot backing onto open fields.',
	'In a small, well-run community with a shared garden.',
	'Near the ski lifts and the hiking trails of the valley.',
]

const middles = [
	'The open-plan living area flows onto a private terrace.',
	'The kitchen was renovated last year with new appliances and stone worktops.',
	'Hardwood floors, tall windows and a working fireplace give the rooms character.',
	'Every bedroom has built-in wardrobes and the primary suite has its own bathroom.',
	'A separate study makes working from home easy.',
	'The basement holds a laundry room and generous storage.',
	'Large sliding doors open the dining room to the garden.',
	'Underfloor heating and double glazing keep energy bills low.',
	'The attic has been converted into a bright extra room.',
	'A covered veranda wraps around two sides of the house.',
	'The bathrooms were refitted with walk-in showers.',
	'High ceilings and original mouldings have been carefully preserved.',
	'A heated pool and an outdoor kitchen make summer evenings easy.',
	'The garage has room for two cars and a workbench.',
	'Solar panels and a heat pump were installed two years ago.',
	'The building has a gym, a concierge and a roof garden for residents.',
	'Mature fruit trees and a vegetable patch fill the back garden.',
	'The lower floor could serve as a self-contained guest flat.',
]

const closers = [
	'Available now.',
	'Viewings by appointment.',
	'Pets considered.',
	'Offered unfurnished, with flexible lease terms.',
	'A rare chance to buy in this location.',
	'Ready to move in.',
	'Utilities included in the rent.',
	'Open house on Saturday mornings.',
	'Sold with all fitted appliances.',
	'Minimum lease of twelve months.',
	'Well suited to families and home workers alike.',
	'Priced to sell.',
]

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`

/** The index an entry is picked at; `skew` above 1 favours the first entries (a rough Zipf-like spread). */
const pickIndex = (array: string, random: string, skew = 1) =>
	`1 + floor(power(${random}, ${skew}) * array_length(${array}, 1))::int`

/** Picks an entry (see pickIndex). */
const pick = (array: string, random: string, skew = 1) => `(${array})[${pickIndex(array, random, skew)}]`

const sqlNumbers = (values: number[]) => `array[${values.join(', ')}]::float8[]`

/** Generated owners: listings belong to one of them. */
export const OWNER_COUNT = 2_000

/**
 * How many homes in a thousand have each feature: among apartments and studios, and among houses,
 * townhouses, bungalows and others (land has none). A pool, a charger or solar panels are rare; a
 * washing machine common. Each feature is drawn on its own, from a hash of the row number.
 */
const featureShares: Record<Feature, [flat: number, house: number]> = {
	garden: [120, 700],
	balcony: [550, 150],
	terrace: [150, 250],
	garage: [80, 550],
	lift: [450, 10],
	air_conditioning: [350, 400],
	fireplace: [80, 300],
	pool: [15, 60],
	pets_allowed: [350, 500],
	step_free_access: [250, 150],
	washing_machine: [600, 750],
	dishwasher: [500, 650],
	ev_charging: [30, 80],
	solar_panels: [20, 120],
}

export function fillSql(listingCount: number) {
	const featureRows = FEATURES.map(
		(feature, index) => `(${index + 1}, '${feature}', ${featureShares[feature].join(', ')})`,
	).join(', ')
	const adjective = pick('w.adjectives', 'r.r1')
	const kind = pick('w.kinds', 'r.r2', 1.8)
	const feature = pick('w.features', 'r.r3', 1.3)
	const city = pick('w.cities', 'r.r4', 1.5)
	return /* sql */ `
select setseed(0.4242);

insert into users (username, email, avatar)
select 'owner' || g, 'owner' || g || '@bench.example', '/images/avatar-default.svg'
from generate_series(1, ${OWNER_COUNT}) g;

create temporary table bench_owners as select row_number() over (order by id) as n, id from users;
create unique index on bench_owners (n);

insert into listings (
	name, description, address, type, bedrooms, bathrooms, regular_price, discount_price,
	offer, parking, furnished, image_urls, image_alts, user_ref, created_at, updated_at, status, reduced_at,
	latitude, longitude, property_type, floor_area, year_built, features, deposit, available_from, minimum_term_months
)
select
	r.name, r.description, r.address, r.type::listing_type, r.bedrooms, least(10, greatest(1, r.bedrooms - 1 + floor(r.r6 * 3)::int)),
	r.regular_price, case when r.offer then round(r.regular_price * (0.8 + 0.17 * r.r7))::int else 0 end,
	r.offer, r.r8 < 0.6, r.r9 < 0.3,
	array['/images/demo/home-' || lpad((1 + floor(r.r10 * 30))::text, 2, '0') || '-1.webp'], array[''],
	(select id from bench_owners where n = 1 + floor(r.r11 * ${OWNER_COUNT})::int),
	r.created_at, r.created_at,
	-- Where the homes are on the market, and recent price cuts, from the row number and the listing's
	-- age (no random draw, so the other columns come out as before). The older a listing, the likelier
	-- it has ended: none of the newest, 55 % of those three years old, three in five of them sold or
	-- let and two in five withdrawn; 3 % are under offer at any age. In all about 70 % available, 3 %
	-- under offer, 16 % sold or let and 11 % withdrawn; 3 % cut in the last 30 days.
	(case
		when mod(r.n::bigint * 2654435761, 1000) < 330 * (1 - r.n::float8 / ${listingCount})
			then case when r.type = 'sale' then 'sold' else 'let' end
		when mod(r.n::bigint * 2654435761, 1000) < 550 * (1 - r.n::float8 / ${listingCount}) then 'withdrawn'
		when mod(r.n::bigint * 2654435761, 1000) < 550 * (1 - r.n::float8 / ${listingCount}) + 30 then 'under_offer'
		else 'active'
	end)::listing_status,
	case when mod(r.n::bigint * 40503, 1000) < 30 then now() - mod(r.n, 30) * interval '1 day' end,
	-- Positions around the address's city, from the row number too: within about 17 km of its centre,
	-- denser towards it; 2 % have none, as listings from before positions.
	case when mod(r.n::bigint * 7919, 100) >= 2 then round((r.city_latitude + r.offset_north * 0.15)::numeric, 6) end,
	case when mod(r.n::bigint * 7919, 100) >= 2 then round((r.city_longitude
		+ r.offset_east * 0.15 / cos(radians(r.city_latitude)))::numeric, 6) end,
	-- The home's facts, from the row number too (r.property_type below): a floor area growing with the
	-- bedrooms, smaller for apartments and studios, none for land (and 3 % of the others give none); a
	-- year from 1880 to 2025; features as homes of the kind have them (featureShares); a rent's terms.
	r.property_type::property_type,
	case when mod(r.n::bigint * 16807, 100) >= 3 then case r.property_type
		when 'land' then null
		when 'studio' then 250 + mod(r.n::bigint * 69621, 400)::int
		when 'apartment' then 200 + r.bedrooms * 300 + mod(r.n::bigint * 69621, 500)::int
		else 300 + r.bedrooms * 400 + mod(r.n::bigint * 69621, 700)::int
	end end,
	(1880 + mod(r.n::bigint * 69621, 146))::smallint,
	array(
		select f.feature from (values ${featureRows}) as f(i, feature, flat, house)
		where mod(hashint8(r.n::bigint * 16 + f.i)::bigint + 2147483648, 1000)
			< case when r.property_type in ('apartment', 'studio') then f.flat when r.property_type = 'land' then 0 else f.house end
		order by f.i
	),
	case when r.type = 'rent' then r.regular_price end,
	case when r.type = 'rent' then (r.created_at + interval '30 days')::date end,
	case when r.type = 'rent' then 12 end
from (
	select
		r.*,
		-- 40 % houses, 30 % apartments, then townhouses, bungalows, studios, land and others.
		case
			when mod(r.n::bigint * 48271, 100) < 40 then 'house'
			when mod(r.n::bigint * 48271, 100) < 70 then 'apartment'
			when mod(r.n::bigint * 48271, 100) < 82 then 'townhouse'
			when mod(r.n::bigint * 48271, 100) < 90 then 'bungalow'
			when mod(r.n::bigint * 48271, 100) < 96 then 'studio'
			when mod(r.n::bigint * 48271, 100) < 98 then 'land'
			else 'other'
		end as property_type,
		${adjective} || ' ' || ${kind} || case
			when r.r5 < 0.55 then ' with ' || ${feature}
			when r.r5 < 0.8 then ' near ' || ${pick('w.landmarks', 'r.r12')}
			else ' in ' || split_part(${city}, ',', 1)
		end as name,
		'A ' || lower(${adjective}) || ' ' || lower(${kind}) || ' with ' || lower(${pick('w.features', 'r.r13', 1.3)}) || '. '
			|| ${pick('w.openers', 'r.r14')} || ' ' || ${pick('w.middles', 'r.r15')} || ' ' || ${pick('w.middles', 'r.r16')} || ' '
			|| ${pick('w.closers', 'r.r17')} as description,
		(1 + floor(r.r18 * 9899))::int || ' ' || ${pick('w.street_starts', 'r.r19', 1.2)} || ${pick('w.street_ends', 'r.r20', 1.2)} || ' '
			|| ${pick('w.street_suffixes', 'r.r21')} || ', ' || ${city} || ' ' || lpad((10000 + floor(r.r22 * 89999))::text, 5, '0') as address,
		case when r.r23 < 0.55 then 'sale' else 'rent' end as type,
		-- Log-uniform prices (many modest homes, few expensive ones), higher for more bedrooms.
		case
			when r.r23 < 0.55 then round(exp(ln(60000) + r.r24 * ln(6000000 / 60000.0)) * (0.7 + 0.15 * r.bedrooms) / 1000) * 1000
			else round(exp(ln(500) + r.r24 * ln(20000 / 500.0)) * (0.7 + 0.15 * r.bedrooms) / 50) * 50
		end::int as regular_price,
		r.r26 < 0.2 as offer,
		w.latitudes[${pickIndex('w.cities', 'r.r4', 1.5)}] as city_latitude,
		w.longitudes[${pickIndex('w.cities', 'r.r4', 1.5)}] as city_longitude,
		-- Two fractions from the row number (no random draw: the other columns stay as they were), their
		-- sums and differences spread around 0 like a tent, more near the centre than at the edge.
		(mod(r.n::bigint * 2654435761, 1000003) + mod(r.n::bigint * 40503 + 7, 999983)) / 1000000.0 - 1 as offset_north,
		(mod(r.n::bigint * 2246822519, 999979) + mod(r.n::bigint * 3266489917, 1000033)) / 1000000.0 - 1 as offset_east,
		-- Rows are stored in the order they were listed, as in a real table that grows over time.
		now() - interval '1095 days' * (1 - r.n::float8 / ${listingCount}) + (r.r27 - 0.5) * interval '2 hours' as created_at
	from generate_series(1, ${listingCount}) g
	cross join lateral (
		select
			g as n, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
			random() r8, random() r9, random() r10, random() r11, random() r12, random() r13, random() r14,
			random() r15, random() r16, random() r17, random() r18, random() r19, random() r20, random() r21,
			random() r22, random() r23, random() r24, random() r26, random() r27,
			-- Bedrooms as homes come: mostly two or three, rarely more than five.
			(select count(*)::int from unnest(array[0.2, 0.5, 0.8, 0.93, 0.97, 0.985, 0.993, 0.997, 0.999]) as step where step <= r25)
				+ 1 as bedrooms
		from (select random() as r25) as bedroom_draw
	) r
	cross join (
		select
			${sqlArray(adjectives)} as adjectives, ${sqlArray(kinds)} as kinds, ${sqlArray(features)} as features,
			${sqlArray(landmarks)} as landmarks, ${sqlArray(streetStarts)} as street_starts,
			${sqlArray(streetEnds)} as street_ends, ${sqlArray(streetSuffixes)} as street_suffixes,
			${sqlArray(cities)} as cities, ${sqlArray(openers)} as openers, ${sqlArray(middles)} as middles,
			${sqlArray(closers)} as closers, ${sqlNumbers(cityPlaces.map(([, latitude]) => latitude))} as latitudes,
			${sqlNumbers(cityPlaces.map(([, , longitude]) => longitude))} as longitudes
	) w
) r;
`
}
