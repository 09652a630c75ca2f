import { avatar } from './images'
import { siteContent } from './site-content'

export type Testimonial = { id: string; name: string; role: string; image: string; reviewText: string }

/** Every testimonial card shows the same read-only rating: a fixed 4.5 stars. */
export const TESTIMONIAL_RATING = 4.5

/** What clients said, as the operator wrote it in app/content/site.json, with each person's picture. */
export const testimonials: Testimonial[] = siteContent.testimonials.map((testimonial) => ({
	...testimonial,
	image: avatar(testimonial.id),
}))
