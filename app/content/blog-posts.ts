import { type BlogCategory, type BlogTag } from './blog-labels'
import { demoPhoto } from './images'

export type AuthorId =
	| 'maya-castillo'
	| 'daniel-okafor'
	| 'priya-raman'
	| 'tom-whitaker'
	| 'grace-lin'
	| 'marcus-bell'
	| 'sofia-marquez'
	| 'ben-harlow'

export type BlogSection = { heading?: string; paragraphs: string[] }

export type BlogPostSource = {
	id: string
	title: string
	/** ISO date, YYYY-MM-DD. */
	datePosted: string
	image: string
	category: BlogCategory
	description: string
	author: AuthorId
	tags: BlogTag[]
	body: BlogSection[]
}

/** The posts of the Homestead blog, newest first. */
export const blogPostSources: BlogPostSource[] = [
	{
		id: 'what-austin-buyers-want-this-fall',
		title: 'What Austin buyers are asking for this fall',
		datePosted: '2026-10-21',
		image: demoPhoto(2),
		category: 'architecture',
		author: 'daniel-okafor',
		tags: ['Popular', 'Home'],
		description:
			'We looked back at three hundred buyer consultations from the last six months. Home offices are still on every list, but the biggest change is outside: shade, a covered porch and a yard that does not need watering in August now beat a bigger kitchen for most of the families we meet.',
		body: [
			{
				paragraphs: [
					'Every buyer consultation at Homestead ends with the same question: what would make you walk away from a house you otherwise like? We keep the answers, and twice a year we read them all. This fall the pattern is clearer than ever.',
				],
			},
			{
				heading: 'Shade is the new square footage',
				paragraphs: [
					'After another summer of hundred-degree weeks, buyers are asking about orientation before they ask about bedrooms. A west-facing living room with no overhang is now a real objection, and a deep covered porch or a mature live oak on the south side adds value we can see in offers.',
					'If you are selling, show the shade. Photograph the porch in the late afternoon and mention the tree canopy in the listing. It costs nothing and it answers the question before it is asked.',
				],
			},
			{
				heading: 'The home office moved to the garage',
				paragraphs: [
					'Most buyers still need a place to work, but fewer want it in a bedroom. Detached studios and finished garage bays came up in one consultation out of four. Where the lot allows, a permitted accessory building is worth more than a fourth bedroom.',
				],
			},
			{
				heading: 'Yards that look after themselves',
				paragraphs: [
					'Native plantings, gravel paths and drip irrigation beat a green lawn for almost everyone under forty. Buyers have seen their water bills. A front yard of buffalo grass and salvia reads as well kept, not neglected.',
					'None of this means kitchens stopped mattering. It means the outside of the house is now part of the decision in a way it was not five years ago, and smart sellers are spending their preparation budget accordingly.',
				],
			},
		],
	},
	{
		id: 'a-cosy-living-room-without-the-clutter',
		title: 'A cosy living room without the clutter',
		datePosted: '2026-10-14',
		image: demoPhoto(13, 2),
		category: 'interior',
		author: 'grace-lin',
		tags: ['Interior Design', 'Home'],
		description:
			'Cosy does not have to mean crowded. A warm living room comes from a few well-chosen layers: soft light at eye level, one generous rug, textiles you want to touch and a place for everything that would otherwise end up on the coffee table. Here is how we put it together in a small cabin.',
		body: [
			{
				paragraphs: [
					'When the evenings draw in, most of us want a living room that feels like a blanket. The temptation is to add things: another throw, another side table, another lamp. Usually the answer is the opposite.',
				],
			},
			{
				heading: 'Start with light, not furniture',
				paragraphs: [
					'Turn off the ceiling light and look at the room with lamps only. You want three or four pools of warm light at different heights: a floor lamp by the reading chair, a table lamp beside the sofa, something low on a shelf. Bulbs of 2700 kelvin or warmer make wood and fabric glow.',
				],
			},
			{
				heading: 'One big rug beats three small ones',
				paragraphs: [
					'A rug large enough for the front legs of every seat pulls the furniture into a group and quiets the floor. In the cabin we styled this month, one wool rug replaced two runners and a sheepskin, and the room immediately felt calmer.',
				],
			},
			{
				heading: 'Texture you can feel',
				paragraphs: [
					'Cosy is tactile. Mix a nubby wool throw, linen cushions and a leather or suede surface. Keep the colours close to each other so the textures do the work.',
					'Finally, give clutter a home. A lidded basket for remotes and chargers and a closed cabinet for games mean the coffee table stays clear, and a clear surface is what lets a room feel restful.',
				],
			},
		],
	},
	{
		id: 'buying-a-condo-read-these-hoa-documents',
		title: 'Buying a condo? Read these five HOA documents first',
		datePosted: '2026-10-08',
		image: demoPhoto(28),
		category: 'architecture',
		author: 'sofia-marquez',
		tags: ['Condo', 'Apartment'],
		description:
			'A condo is two purchases: your unit and a share of a building you do not control. The homeowners association documents tell you how that building is run, how much money it has saved for the roof and the elevators, and whether a special assessment is coming. Here is what to read, and in what order.',
		body: [
			{
				paragraphs: [
					'In Texas, a condo seller must give you the association documents, and your contract usually gives you a few days to review them and walk away. Those days go quickly. This is the order we read them in with our buyers.',
				],
			},
			{
				heading: '1. The reserve study',
				paragraphs: [
					'It lists every major component of the building, from the roof to the parking garage membrane, with its expected life and replacement cost. Compare the money the association has saved with the money the study says it should have. A reserve below half of what is recommended is a warning sign.',
				],
			},
			{
				heading: '2. The budget and the last two years of minutes',
				paragraphs: [
					'The budget tells you where the dues go; the minutes tell you what the board is worried about. Search them for the words assessment, leak, lawsuit and insurance.',
				],
			},
			{
				heading: '3. The declaration and the rules',
				paragraphs: [
					'These decide whether you can rent your unit, keep a large dog, install hard floors or run a business from home. If your plans depend on any of these, check before the option period ends.',
				],
			},
			{
				heading: '4. The insurance certificate and 5. the resale certificate',
				paragraphs: [
					'The master policy shows what the association insures and what you must insure yourself. The resale certificate confirms the dues, any unpaid amounts on the unit and any pending assessments. Together they tell you what your real monthly cost will be.',
				],
			},
		],
	},
	{
		id: 'five-weekend-projects-for-a-better-front-porch',
		title: 'Five weekend projects for a better front porch',
		datePosted: '2026-10-03',
		image: demoPhoto(26),
		category: 'architecture',
		author: 'tom-whitaker',
		tags: ['Home', 'Popular'],
		description:
			'Fall is porch season in Central Texas, and the porch is the first thing a visitor or a buyer sees. These five projects each fit in a weekend, need no permit and cost less than a new sofa: fresh paint on the ceiling, better lighting, a sturdier railing, house numbers you can read and planters that survive.',
		body: [
			{
				paragraphs: [
					'Our crews rebuild porches every month, but most of them do not need rebuilding. They need a weekend of attention. Here are the jobs we recommend to homeowners who want to do it themselves.',
				],
			},
			{
				heading: 'Paint the ceiling',
				paragraphs: [
					'A fresh coat of exterior paint on the porch ceiling brightens the whole entry. Pale blue is traditional in the South and it is still a good choice: it reflects light down onto the door.',
				],
			},
			{
				heading: 'Change the light',
				paragraphs: [
					'Swap the single bare bulb for a fixture sized to the door, about a third of its height, and use a warm LED bulb on a dusk-to-dawn sensor. The house looks cared for at night, and you never forget to turn it on.',
				],
			},
			{
				heading: 'Tighten the railing and the steps',
				paragraphs: [
					'Loose balusters and a wobbly handrail are the first thing inspectors note. New structural screws and a few replacement boards take an afternoon.',
				],
			},
			{
				heading: 'Numbers and planters',
				paragraphs: [
					'House numbers should be readable from the street at night: at least four inches tall, in a colour that contrasts with the wall. Finish with two large planters of something tough, such as rosemary or agave, that can take the afternoon sun without daily watering.',
				],
			},
		],
	},
	{
		id: 'three-layers-of-light-every-kitchen-needs',
		title: 'Three layers of light every kitchen needs',
		datePosted: '2026-10-01',
		image: demoPhoto(15, 3),
		category: 'interior',
		author: 'grace-lin',
		tags: ['Interior Design'],
		description:
			'Most kitchens we renovate have one ceiling fixture doing three jobs badly. A kitchen that is pleasant to cook in and to sit in needs three separate layers of light, each on its own switch: general light for the room, task light on the counters and a softer accent layer for the evening.',
		body: [
			{
				paragraphs: [
					'Lighting is the cheapest part of a kitchen remodel and the one people regret most when it is wrong. Plan it in layers and put every layer on its own switch or dimmer.',
				],
			},
			{
				heading: 'Ambient light',
				paragraphs: [
					'Recessed lights or a pair of flush fixtures give even light across the room. Place them over the front edge of the counters rather than in the middle of the floor, so you never stand in your own shadow.',
				],
			},
			{
				heading: 'Task light',
				paragraphs: [
					'LED strips under the upper cabinets light the counters where you chop and read recipes. Choose a high colour rendering index, 90 or above, so food looks like food.',
				],
			},
			{
				heading: 'Accent light',
				paragraphs: [
					'Pendants over the island, a lamp on the counter or lights inside glass cabinets make the kitchen part of the living space after dinner. On a dimmer, this is the layer you will leave on all evening.',
				],
			},
		],
	},
	{
		id: 'designing-a-home-that-stays-cool',
		title: 'Designing a home that stays cool in a Texas summer',
		datePosted: '2026-06-24',
		image: demoPhoto(16),
		category: 'architecture',
		author: 'ben-harlow',
		tags: ['Architect', 'Home', 'Popular'],
		description:
			'Before air conditioning, Texas houses stayed livable with deep porches, high ceilings, cross breezes and light-coloured roofs. Those ideas still work, and combined with modern insulation and glazing they can cut a summer cooling bill by a third. Here is what we design into every addition and new build.',
		body: [
			{
				paragraphs: [
					'The cheapest kilowatt is the one you never need. Most of the heat that enters a house comes through the roof and the windows, so that is where design pays back first.',
				],
			},
			{
				heading: 'Shade the glass',
				paragraphs: [
					'A window in the sun lets in many times the heat of the wall around it. Overhangs on the south side, porches or screens on the west and low-emissivity glass everywhere keep the sun off the glass in summer while still letting winter light in.',
				],
			},
			{
				heading: 'A roof that reflects',
				paragraphs: [
					'A light-coloured metal roof over a vented attic, or spray foam at the roof deck when the ductwork is in the attic, can drop attic temperatures by forty degrees on an August afternoon.',
				],
			},
			{
				heading: 'Let the air move',
				paragraphs: [
					'Windows on opposite walls, a high clerestory to let hot air out and ceiling fans in every room make spring and fall comfortable without the air conditioner at all. We plan floor layouts around the prevailing south-east breeze.',
					'None of this is new. It is how the best old houses in Austin were built, and it is why many of them are still pleasant to live in.',
				],
			},
		],
	},
	{
		id: 'storage-ideas-for-a-one-bedroom-apartment',
		title: 'Storage ideas for a one-bedroom apartment',
		datePosted: '2026-06-17',
		image: demoPhoto(4, 4),
		category: 'interior',
		author: 'grace-lin',
		tags: ['Apartment', 'Interior Design'],
		description:
			'In a one-bedroom apartment every piece of furniture has to earn its floor space. The trick is to store vertically, choose furniture that hides things and keep the floor as clear as possible, because visible floor is what makes a small room feel larger. Our favourite ideas from recent staging jobs.',
		body: [
			{
				paragraphs: [
					'We stage a lot of small apartments for sale, and the same few ideas make them feel bigger every time.',
				],
			},
			{
				heading: 'Go up, not out',
				paragraphs: [
					'Shelving that runs to the ceiling holds twice as much as a bookcase of the usual height and draws the eye up. Keep the top shelves for things you use once a year.',
				],
			},
			{
				heading: 'Furniture that hides things',
				paragraphs: [
					'A bed with drawers, an ottoman with a lid and a bench by the door with space for shoes underneath each replace a separate storage piece. Choose pieces on legs where you can: seeing the floor under them makes the room feel lighter.',
				],
			},
			{
				heading: 'Use the doors',
				paragraphs: [
					'The back of every door can hold hooks, a slim rack or a mirror. In the kitchen, a rail under the upper cabinets frees a drawer for things that would otherwise sit on the counter.',
					'Finally, edit. Storage helps, but the apartments that photograph best are the ones where the owner gave away a box of things before we arrived.',
				],
			},
		],
	},
	{
		id: 'what-a-pool-villa-really-costs-to-run',
		title: 'What a pool villa really costs to run',
		datePosted: '2026-06-10',
		image: demoPhoto(9),
		category: 'architecture',
		author: 'maya-castillo',
		tags: ['Luxury Villa'],
		description:
			'The asking price of a luxury villa is only the start. Pool care, landscaping, insurance on a large roof, higher property taxes and the electricity of a big glass house add up to a yearly figure buyers should know before they fall in love. We break down the running costs of a typical Austin pool villa.',
		body: [
			{
				paragraphs: [
					'We sell villas every month, and we always give buyers a running-cost sheet alongside the listing. Here is what a typical 4,000 square foot pool villa in west Austin costs to keep each year, in round numbers.',
				],
			},
			{
				heading: 'Property tax and insurance',
				paragraphs: [
					'Property tax in Travis County runs at around two percent of the appraised value, so a two-million-dollar villa carries a tax bill of about forty thousand dollars a year. Insurance on a large roof in hail country adds another eight to twelve thousand.',
				],
			},
			{
				heading: 'Pool and garden',
				paragraphs: [
					'Weekly pool service costs around two thousand dollars a year, plus the electricity of the pump and heater. Landscaping and irrigation on a large lot add three to six thousand. Native planting can halve that.',
				],
			},
			{
				heading: 'Energy and upkeep',
				paragraphs: [
					'Large glass walls are beautiful and hot. Expect summer electricity bills of five hundred dollars a month or more unless the glazing is high performance. Budget one percent of the value each year for maintenance.',
					'None of this should put anyone off. It should simply be part of the decision, and a good agent will show it to you before you make an offer.',
				],
			},
		],
	},
	{
		id: 'a-bathroom-remodel-week-by-week',
		title: 'A bathroom remodel, week by week',
		datePosted: '2026-06-05',
		image: demoPhoto(16, 4),
		category: 'interior',
		author: 'tom-whitaker',
		tags: ['Home', 'Interior Design'],
		description:
			'A full bathroom remodel takes our crews five to six weeks from the first hammer to the last bead of caulk. Knowing what happens each week, and which decisions you must make before work starts, is the best way to keep a remodel on time and on budget. Here is the schedule we share with every client.',
		body: [
			{
				paragraphs: [
					'Most delays in a bathroom remodel come from decisions made too late: a tile that is back-ordered, a vanity that does not fit. We ask clients to choose everything before week one. After that, the job runs like this.',
				],
			},
			{
				heading: 'Week 1: demolition and inspection',
				paragraphs: [
					'We take the room back to the studs and look at what is behind the walls: old plumbing, water damage, wiring. Surprises are found and priced in the first three days.',
				],
			},
			{
				heading: 'Weeks 2 and 3: rough-in',
				paragraphs: [
					'Plumbers and electricians move drains, valves and circuits to the new layout, and the city inspects the work before the walls are closed. Then come cement board and a waterproof membrane in the shower.',
				],
			},
			{
				heading: 'Weeks 4 to 6: tile, fixtures and finish',
				paragraphs: [
					'Tile takes the longest and is worth the patience. Then the vanity, toilet, glass and mirrors go in, the painter finishes, and we walk the room with you and a punch list.',
				],
			},
		],
	},
	{
		id: 'how-to-choose-an-architect-for-your-addition',
		title: 'How to choose an architect for your addition',
		datePosted: '2026-06-02',
		image: demoPhoto(27),
		category: 'architecture',
		author: 'ben-harlow',
		tags: ['Architect'],
		description:
			'An addition changes how your whole house works, not just the new rooms. The right architect listens first, knows the local permit rules and draws something that looks as if it was always there. These are the questions we suggest asking in a first meeting, whether you work with us or with someone else.',
		body: [
			{
				paragraphs: [
					'I have drawn more than a hundred additions in Austin. The good ones have one thing in common: the owner and the architect agreed on the problem before anyone drew a line.',
				],
			},
			{
				heading: 'Ask to see similar work, finished',
				paragraphs: [
					'Renderings are easy. Ask to visit an addition the architect completed at least two years ago, and ask the owners what they would change.',
				],
			},
			{
				heading: 'Ask about the permit office',
				paragraphs: [
					'In Austin, setbacks, impervious cover limits and the historic districts decide what you can build before taste does. An architect who works here every week will know what gets approved and how long it takes.',
				],
			},
			{
				heading: 'Ask how they charge',
				paragraphs: [
					'Some charge a percentage of construction, some a fixed fee per phase. Either is fine if you know what is included: construction drawings, permit submission and site visits during the build should all be in writing.',
				],
			},
		],
	},
	{
		id: 'the-spring-listing-checklist',
		title: 'The spring listing checklist we give every seller',
		datePosted: '2026-04-27',
		image: demoPhoto(10, 2),
		category: 'interior',
		author: 'priya-raman',
		tags: ['Popular', 'Home'],
		description:
			'Spring is when most Austin homes come on the market, which means your house competes with more listings than at any other time of year. This is the checklist we hand every seller six weeks before the photos: what to repair, what to paint, what to put away and what to leave exactly as it is.',
		body: [
			{
				paragraphs: [
					'The first weekend on the market decides most sales. Buyers compare photos on their phones before they ever visit, so the work happens before the photographer arrives.',
				],
			},
			{
				heading: 'Six weeks out: repairs',
				paragraphs: [
					'Fix what an inspector will find anyway: dripping taps, sticking doors, cracked switch plates, missing caulk. A buyer who finds ten small problems starts wondering about big ones.',
				],
			},
			{
				heading: 'Four weeks out: paint and light',
				paragraphs: [
					'Repaint any room in a strong colour in a warm white, and replace every bulb with the same warm LED. Consistent light makes photos look professional.',
				],
			},
			{
				heading: 'Two weeks out: put things away',
				paragraphs: [
					'Remove half of what is on every shelf and counter, all family photos and anything on the fridge door. Rent a storage unit for a month if you need to; it is the best money you will spend.',
				],
			},
			{
				heading: 'Leave the character',
				paragraphs: [
					'Do not rip out the original built-ins or the old pine floors. Buyers in Austin pay for character. Clean it, light it and let it show.',
				],
			},
		],
	},
	{
		id: 'bringing-a-1950s-ranch-up-to-date',
		title: 'Bringing a 1950s ranch up to date without losing its character',
		datePosted: '2026-04-20',
		image: demoPhoto(24),
		category: 'architecture',
		author: 'tom-whitaker',
		tags: ['Architect', 'Home', 'Popular'],
		description:
			'Crestview, Allandale and Brentwood are full of 1950s ranch houses with low rooflines, big windows and small, closed kitchens. They make wonderful homes once updated, and the best renovations keep what made them special. Here is how we approach them, from the roofline to the terrazzo floors.',
		body: [
			{
				paragraphs: [
					'Mid-century ranches were built quickly and well, with long horizontal lines that suit a wide Texas lot. Most need new systems and a more open kitchen. Few need to change their shape.',
				],
			},
			{
				heading: 'Keep the roofline',
				paragraphs: [
					'The low-pitched roof with wide eaves is the house. If you need more space, add it at the back or as a separate studio rather than a second storey on top.',
				],
			},
			{
				heading: 'Open the kitchen, not the whole house',
				paragraphs: [
					'Removing the wall between kitchen and dining room is usually enough. Keep the living room as a separate, quieter space; it is what makes the house work for a family.',
				],
			},
			{
				heading: 'Save the original details',
				paragraphs: [
					'Terrazzo floors, built-in cabinets, breeze-block walls and steel windows are expensive to reproduce and they are what buyers look for. Restore them where you can and match them where you must.',
					'Systems are another story: replace the wiring, the cast-iron drains and the single-pane glass. Nobody misses those.',
				],
			},
		],
	},
	{
		id: 'paint-colours-for-hill-country-light',
		title: 'Paint colours that work in Hill Country light',
		datePosted: '2026-04-14',
		image: demoPhoto(21, 2),
		category: 'interior',
		author: 'grace-lin',
		tags: ['Interior Design'],
		description:
			'The light in Central Texas is strong, warm and high for most of the year, and it changes how paint looks on the wall. Cool greys that look calm in a catalogue can turn blue and cold in a north room, and bright whites glare in a west room at five in the afternoon. How to choose colours that work here.',
		body: [
			{
				paragraphs: [
					'Every paint colour is a guess until it is on your wall. These rules make the guess a better one.',
				],
			},
			{
				heading: 'Warm whites for sunny rooms',
				paragraphs: [
					'In south and west rooms, a white with a little yellow or red in it softens the glare of the afternoon sun. Pure, bright whites look harsh here.',
				],
			},
			{
				heading: 'Earthy colours for north rooms',
				paragraphs: [
					'North light is cool and even. Warm clay, sage and soft ochre keep these rooms from feeling grey. Avoid cool greys, which will read as blue.',
				],
			},
			{
				heading: 'Test large, test twice',
				paragraphs: [
					'Paint samples at least two feet square on two different walls, and look at them in the morning, at noon and after dark with your own lamps on. Choose the one you still like at night.',
				],
			},
		],
	},
	{
		id: 'materials-that-survive-lake-life',
		title: 'Materials that survive lake life',
		datePosted: '2026-04-08',
		image: demoPhoto(14),
		category: 'architecture',
		author: 'ben-harlow',
		tags: ['Luxury Villa', 'Architect'],
		description:
			'A lake house on Lake Travis or Lake LBJ lives a harder life than a house in town: wet feet, strong sun, wind off the water and guests who never take their shoes off. The materials you choose decide whether the house looks good in ten years or needs a new deck and new floors. What we specify, and why.',
		body: [
			{
				paragraphs: ['We design and renovate lake houses every year. These are the materials we come back to.'],
			},
			{
				heading: 'Outside',
				paragraphs: [
					'Fibre-cement siding and standing-seam metal roofing shrug off sun and hail. For decks, a dense tropical hardwood or a good composite lasts far longer than pine. Stainless steel fasteners everywhere near the water.',
				],
			},
			{
				heading: 'Inside',
				paragraphs: [
					'Porcelain tile that looks like wood is the floor we recommend most: it does not mind wet swimsuits or sand. Washable performance fabrics on every sofa and chair, and outdoor rugs inside near the doors.',
				],
			},
			{
				heading: 'Between the two',
				paragraphs: [
					'A mudroom or an outdoor shower by the path up from the dock saves the rest of the house. It is the most appreciated room in every lake house we have built.',
				],
			},
		],
	},
	{
		id: 'furnishing-your-first-apartment-on-a-budget',
		title: 'Furnishing your first apartment on a budget',
		datePosted: '2026-04-02',
		image: demoPhoto(20, 2),
		category: 'interior',
		author: 'marcus-bell',
		tags: ['Apartment', 'Interior Design'],
		description:
			'Moving into your first apartment is exciting until you see the price of a sofa. You do not need to buy everything at once, and you should not. Buy the few things you use every day, borrow or find the rest second-hand, and let the apartment come together over a year. Our tenants’ best tips.',
		body: [
			{
				paragraphs: [
					'We hand over the keys to hundreds of first apartments a year, and our tenants are very good at making them feel like home without spending much. Here is what they tell us.',
				],
			},
			{
				heading: 'Spend on the bed and the chair',
				paragraphs: [
					'You will spend a third of your life in bed and most evenings in one seat. Buy those new and buy the best you can afford. Everything else can wait.',
				],
			},
			{
				heading: 'Buy second-hand for solid things',
				paragraphs: [
					'Tables, dressers and bookcases made of real wood last for decades and are easy to find second-hand in Austin, especially at the end of each semester. A coat of paint or new handles makes them yours.',
				],
			},
			{
				heading: 'Light and plants',
				paragraphs: [
					'Two lamps and a few plants change a rental more than anything else. Neither needs a drill, and both move with you.',
				],
			},
		],
	},
	{
		id: 'where-austin-is-building-in-2026',
		title: 'Where Austin is building in 2026',
		datePosted: '2026-01-26',
		image: demoPhoto(20),
		category: 'architecture',
		author: 'maya-castillo',
		tags: ['Popular', 'Condo'],
		description:
			'New homes in Austin are no longer only on the edges of town. Changes to the city’s land rules now allow up to three homes on most single-family lots, and corridors like Burnet Road and East Riverside are filling with mid-rise apartments. What is being built, where, and what it means for buyers and owners this year.',
		body: [
			{
				paragraphs: [
					'Every January we drive the city with our team and look at what is going up. This year the change is visible on almost every street.',
				],
			},
			{
				heading: 'More homes on ordinary lots',
				paragraphs: [
					'Since the city allowed up to three homes on most residential lots, we see backyard cottages and small duplexes in neighbourhoods that had not changed in decades. For owners, a second unit can pay a mortgage. For buyers, it means more smaller homes in central areas.',
				],
			},
			{
				heading: 'Mid-rise along the corridors',
				paragraphs: [
					'Burnet Road, East Riverside and North Lamar are lined with new five- to seven-storey buildings with shops below. Condos in these buildings are among the most affordable ways to own close to the centre.',
				],
			},
			{
				heading: 'Master-planned suburbs keep growing',
				paragraphs: [
					'Leander, Hutto and Kyle still add thousands of houses a year. Prices there have settled, and builders are offering rate buy-downs that make them worth a look for families who need space.',
				],
			},
		],
	},
	{
		id: 'open-plan-or-broken-plan',
		title: 'Open plan or broken plan? Rethinking the family room',
		datePosted: '2026-01-19',
		image: demoPhoto(25, 2),
		category: 'interior',
		author: 'grace-lin',
		tags: ['Interior Design', 'Home'],
		description:
			'For twenty years every renovation brief asked us to knock down walls. Now families who work and study at home want the opposite: rooms that are connected but separate, where one person can cook, another can take a call and a third can watch a film. We call it broken plan, and it is easier to do than you might think.',
		body: [
			{
				paragraphs: [
					'A fully open ground floor looks wonderful in photos and can be hard to live in. Noise travels, nothing can be left out and there is nowhere to retreat. Broken plan keeps the light and the sight lines and adds back a little privacy.',
				],
			},
			{
				heading: 'Half walls and glass',
				paragraphs: [
					'A half-height wall with shelves, or a glazed steel partition, separates a study or a snug from the kitchen without blocking the light.',
				],
			},
			{
				heading: 'Changes of level and ceiling',
				paragraphs: [
					'A step down into a living area, or a lower ceiling over a reading corner, tells you that you are entering a different place, even with no door at all.',
				],
			},
			{
				heading: 'Doors that disappear',
				paragraphs: [
					'Pocket doors and wide sliding doors stay open most of the day and close when someone needs quiet. They are the simplest way to make an open plan flexible.',
				],
			},
		],
	},
	{
		id: 'buying-a-luxury-villa-what-photos-dont-show',
		title: "Buying a luxury villa: what the photos don't show",
		datePosted: '2026-01-12',
		image: demoPhoto(17),
		category: 'architecture',
		author: 'priya-raman',
		tags: ['Luxury Villa', 'Popular'],
		description:
			'Listing photos of a luxury villa are taken at the best hour with the best lens. They rarely show the slope of the drive, the noise of the road behind the hedge or the state of the pool equipment. Before you make an offer on a high-end home, these are the things we check in person, and why each one matters.',
		body: [
			{
				paragraphs: [
					'At the top of the market, small problems are expensive problems. We visit every villa our buyers are serious about at least twice, at different times of day.',
				],
			},
			{
				heading: 'The site',
				paragraphs: [
					'Walk the whole lot. Look at drainage after rain, the slope of the drive in a delivery truck, and what you can hear from the pool deck at rush hour.',
				],
			},
			{
				heading: 'The systems',
				paragraphs: [
					'Large homes often have several air conditioning units, water heaters and pool pumps of different ages. Ask for the service records and the age of each, and have a specialist inspect the pool.',
				],
			},
			{
				heading: 'The neighbourhood rules',
				paragraphs: [
					'Deed restrictions can limit fences, guest houses, short-term rentals and even exterior colours. Read them before you plan changes you cannot make.',
				],
			},
		],
	},
	{
		id: 'condo-or-townhouse',
		title: 'Condo or townhouse: which suits you better?',
		datePosted: '2026-01-07',
		image: demoPhoto(11),
		category: 'architecture',
		author: 'daniel-okafor',
		tags: ['Condo', 'Apartment', 'Home'],
		description:
			'Both let you live close to the centre for less than a detached house, and both come with shared walls and an association. The differences are in what you own, what you pay for and how much you maintain yourself. A side-by-side comparison for buyers deciding between the two in Austin this year.',
		body: [
			{
				paragraphs: [
					'First-time buyers ask us this question more than any other. There is no single answer, but there is a clear way to decide.',
				],
			},
			{
				heading: 'What you own',
				paragraphs: [
					'With a condo you own the space inside your walls and a share of everything else. With a townhouse you usually own the building and the land under it, and share only the common areas.',
				],
			},
			{
				heading: 'What you pay',
				paragraphs: [
					'Condo dues are higher because they cover the roof, the exterior and often insurance and amenities. Townhouse dues are lower, but the roof and the exterior are your responsibility.',
				],
			},
			{
				heading: 'How you live',
				paragraphs: [
					'Condos suit people who want to lock the door and travel. Townhouses suit people who want a small garden, a garage and the freedom to change things. Think about the next five years, not the next five months.',
				],
			},
		],
	},
	{
		id: 'a-bedroom-designed-for-better-sleep',
		title: 'A bedroom designed for better sleep',
		datePosted: '2026-01-03',
		image: demoPhoto(2, 4),
		category: 'interior',
		author: 'grace-lin',
		tags: ['Interior Design', 'Home'],
		description:
			'A new year is a good time to look at the room you spend the most hours in. Good sleep depends on darkness, quiet, a cool temperature and a room that does not remind you of work. Small changes to light, colour, fabrics and layout make a measurable difference, and most of them cost very little.',
		body: [
			{
				paragraphs: [
					'We design bedrooms around four things: darkness, quiet, temperature and calm. Everything else is decoration.',
				],
			},
			{
				heading: 'Darkness',
				paragraphs: [
					'Blackout lining behind curtains, or blinds that fit inside the window frame, block street light. Choose lamps with warm, dimmable bulbs for the last hour of the evening.',
				],
			},
			{
				heading: 'Quiet and temperature',
				paragraphs: [
					'A thick rug, lined curtains and an upholstered headboard absorb sound. A ceiling fan and breathable cotton or linen bedding keep the room cool through a Texas summer.',
				],
			},
			{
				heading: 'Calm',
				paragraphs: [
					'Keep work out of the bedroom if you can, and choose soft, muted colours for the walls. The last thing you see at night should be something you like.',
				],
			},
		],
	},
]
