import { TESTIMONIAL_RATING, type Testimonial } from '~/content/testimonials'
import { pictureUrl } from '~/utils/pictures'
import { Section } from './section-heading'
import { StarRating } from './star-rating'

type Props = { testimonials: Testimonial[] }

/** Reviews as cards, each with the fixed read-only rating. */
export function TestimonialCards({ testimonials }: Props) {
	return (
		<Section
			id="reviews-title"
			eyebrow="Reviews"
			title="Trusted by buyers, sellers and owners"
			text="A few words from people we have worked with this year."
		>
			<ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
				{testimonials.map((testimonial) => (
					<li key={testimonial.id}>
						<article aria-label={`Review by ${testimonial.name}`} className="flex h-full flex-col card p-6 shadow-sm">
							<StarRating id={`review-${testimonial.id}`} rating={TESTIMONIAL_RATING} />
							<p className="mt-4 flex-1 leading-relaxed text-slate-700 dark:text-slate-200">
								“{testimonial.reviewText}”
							</p>
							<div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
								<img
									src={pictureUrl(testimonial.image)}
									alt=""
									width={48}
									height={48}
									loading="lazy"
									className="size-12 rounded-full object-cover"
								/>
								<p>
									<span className="block font-semibold text-strong">{testimonial.name}</span>
									<span className="text-sm text-muted">{testimonial.role}</span>
								</p>
							</div>
						</article>
					</li>
				))}
			</ul>
		</Section>
	)
}
