/** Messages shown by pages and answered by the server alike (docs/product.md, docs/api.md). */
export const AVATAR_UPLOADED = 'Image successfully uploaded!'
export const AVATAR_FAILED = 'Error Image upload (image must be less than 2 mb)'

/** The one answer to a request for a reset link, whether or not an account uses the address. */
export const RESET_LINK_SENT =
	'If an account uses that address, we have sent a link to reset the password. It works for one hour.'
export const PASSWORD_RESET = 'Password has been reset!'
export const PASSWORD_CHANGED_SIGN_IN = 'Your password has been changed. Sign in with the new one.'
export const LINK_EXPIRED = 'This link has expired or was already used. Ask for a new one.'
export const EMAIL_VERIFIED = 'Your e-mail address is verified.'
export const VERIFICATION_SENT = 'We have sent a new link to your e-mail address. It works for seven days.'
export const VERIFICATION_LIMITED =
	'We have sent several links already. Look for them in your inbox and spam folder, or try again in an hour.'
export const LINK_NO_LONGER_GOOD =
	'This link no longer works: the listing was confirmed or changed since it was sent, or it was deleted.'

/** The error page of a listing that is not there (or no longer shown): its pages and the pages about it. */
export const LISTING_NOT_FOUND_PAGE = {
	title: 'Something went wrong!',
	message: 'We could not find this listing. It may have been removed, or the link may be mistyped.',
}

/** The error page of a conversation that is not there, or not the visitor's. */
/** What the API and a form answer about a conversation that is not there or not the member's. */
export const CONVERSATION_NOT_FOUND = 'Conversation not found'

export const CONVERSATION_NOT_FOUND_PAGE = {
	title: 'Conversation not found',
	message: 'There is no conversation at this address, or it is not one of yours.',
}

/** The error page of an administrators' page asked for by someone not signed in (401). */
export const ADMIN_SIGN_IN_PAGE = { title: 'Please sign in', message: 'Sign in as an administrator to see this page.' }
