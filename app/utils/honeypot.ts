/**
 * The hidden field of the public forms (sign-up, contact, newsletter). People never
 * see it; form-filling bots do and fill it in, which gives them away.
 */
export const HONEYPOT_FIELD = 'homepage'
