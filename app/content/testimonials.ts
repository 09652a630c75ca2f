import { avatar } from './images'

export type Testimonial = { id: string; name: string; role: string; image: string; reviewText: string }

/** Every testimonial card shows the same read-only rating: a fixed 4.5 stars. */
export const TESTIMONIAL_RATING = 4.5

export const testimonials: Testimonial[] = [
	{
		id: 'rachel-patterson',
		name: 'Rachel Patterson',
		role: 'Bought a home in Mueller',
		image: avatar('rachel-patterson'),
		reviewText:
			'We lost three bidding wars before we called Homestead. Daniel told us which houses were overpriced, wrote an offer the sellers could say yes to, and we moved in five weeks later.',
	},
	{
		id: 'luis-hernandez',
		name: 'Luis Hernández',
		role: 'Sold his house in Travis Heights',
		image: avatar('luis-hernandez'),
		reviewText:
			'Priya had a clear plan from the first visit: fix the porch, repaint two rooms, list on a Thursday. We had four offers by Sunday and closed above asking.',
	},
	{
		id: 'aisha-thompson',
		name: 'Aisha Thompson',
		role: 'First-time buyer, East Austin',
		image: avatar('aisha-thompson'),
		reviewText:
			'I had no idea what an option period was. Sofia explained every step in plain words and answered my texts at nine at night. I never felt rushed.',
	},
	{
		id: 'kevin-nguyen',
		name: 'Kevin Nguyen',
		role: 'Owner of two rental homes',
		image: avatar('kevin-nguyen'),
		reviewText:
			'I live in Denver and my houses are in Round Rock. Marcus finds good tenants, handles repairs the same week and sends a statement I can actually read.',
	},
	{
		id: 'hannah-brooks',
		name: 'Hannah Brooks',
		role: 'Relocated from Seattle',
		image: avatar('hannah-brooks'),
		reviewText:
			'We rented sight unseen from two thousand miles away. The video walk-throughs were honest, down to the squeaky stair, and the house was exactly as shown.',
	},
	{
		id: 'elena-ruiz',
		name: 'Elena Ruiz',
		role: 'Renovated a 1950s ranch in Crestview',
		image: avatar('elena-ruiz'),
		reviewText:
			'Tom’s crew opened up our kitchen and redid both bathrooms in nine weeks, on budget. Grace helped us pick tile we still love every morning.',
	},
]
