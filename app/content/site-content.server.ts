import { z } from '~/schemas/zod'
import { ConfigError } from '~/utils/env.server'
import { siteContent } from './site-content'

/*
 * The check of app/content/site.json (README, "Site content"), on the server only (zod stays out of the
 * browser's bundle): the server build runs it when it loads, so a mistake stops the start with the field
 * that is wrong, and the content tests run it on every change.
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

/** Throws, naming the field, when the operator's site content is not as the pages need it. */
export function checkSiteContent() {
	const result = siteContentSchema.safeParse(siteContent)
	if (result.success) return
	const issue = result.error.issues[0]!
	throw new ConfigError(`Invalid site content: app/content/site.json ${issue.path.join('.')}: ${issue.message}`)
}
