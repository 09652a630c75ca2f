/**
 * The cookies the site sets and reads, by name: the one place that lists them, so that the page cache
 * (app/page-cache/) knows which make a page someone's own. A cookie of any other name (a load
 * balancer's, an analytics script's) is read by no page.
 */
export const COOKIE_NAMES = {
	/** The signed-in member (session.server.ts). */
	session: '__session',
	/** A message for the next page (flash.server.ts). */
	flash: 'flash',
	/** Where to go after signing in with Google, for the round trip (google.server.ts). */
	googleReturn: 'google-return',
	/** The address a member's own sign-in post chose to go on to, for a minute (sign-in-intent.server.ts). */
	signInIntent: 'sign-in-intent',
	/** A message a visitor wrote before signing in, kept for the contact form (message-draft.server.ts). */
	messageDraft: 'message-draft',
	/** The chosen colour theme: the one cookie a page anyone may be given depends on (theme.server.ts). */
	theme: 'theme',
} as const
