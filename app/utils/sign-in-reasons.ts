/**
 * Why a visitor is asked to sign in, said on the sign-in and sign-up pages: the `reason` of their
 * address names one of these, and only these words are ever shown (never text from the address).
 */
export const SIGN_IN_REASONS = {
	'save-home': 'save this home',
	'save-search': 'save this search',
	message: 'send your message',
	'list-property': 'list your property',
} as const

export type SignInReason = keyof typeof SIGN_IN_REASONS

/** The reason a `reason` parameter names, or undefined for anything else. */
export function signInReason(value: unknown): SignInReason | undefined {
	return typeof value === 'string' && Object.hasOwn(SIGN_IN_REASONS, value) ? (value as SignInReason) : undefined
}
