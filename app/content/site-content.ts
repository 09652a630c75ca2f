import { z } from '~/schemas/zod'
import content from './site.json'

/*
 * The operator's own words and claims, in one file they edit without touching code: app/content/site.json
 * (README, "Site content"). The agency's name and addresses, the figures it claims (never a count of the
 * homes on the market: those come from the listings), its team and its clients' testimonials. Checked
 * here when the app is built and started: a mistake stops the build with the field that is wrong.
 */

const text = z.string().trim().min(1)
const figure = z.object({ value: text, label: text })
/** A person's id names their pictures: public/images/people/<id>.webp and <id>-avatar.webp. */
const personId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by dashes')

export const siteContentSchema = z.object({
	company: z.object({
		name: text,
		founded: z.number().int(),
		phone: text,
		phoneHref: z.string().startsWith('tel:'),
		email: z.email(),
		address: z.object({ street: text, city: text }),
		hours: text,
		/** The line above the home page's headline. */
		tagline: text,
	}),
	heroFigures: z.array(figure).length(3),
	statBand: z.array(figure).length(4),
	skills: z.array(z.object({ label: text, percent: z.number().int().min(0).max(100) })),
	about: z.object({ paragraphs: z.array(text).min(1), highlights: z.array(text) }),
	team: z.array(z.object({ id: personId, name: text, role: text, bio: text })).min(1),
	testimonials: z.array(z.object({ id: personId, name: text, role: text, reviewText: text })).min(1),
})

export const siteContent = siteContentSchema.parse(content)
