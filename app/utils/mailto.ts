/**
 * A `mailto:` address with a subject and body. Encoded with encodeURIComponent, so spaces
 * are %20: mail clients show a `+` (what a GET form would send) literally.
 */
export function mailtoHref(to: string, { subject, body }: { subject: string; body?: string }) {
	const query = [`subject=${encodeURIComponent(subject)}`]
	if (body) query.push(`body=${encodeURIComponent(body)}`)
	return `mailto:${to}?${query.join('&')}`
}

/** The subject of a message to a listing's owner. */
export function contactSubject(listingName: string) {
	return `Regarding ${listingName}`
}
