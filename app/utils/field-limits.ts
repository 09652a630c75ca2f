/** Limits of form fields, shared by the schemas and by forms that check in the browser without zod. */
export const EMAIL_MAX = 254
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const REPORT_DETAILS_MAX = 2000
/** The longest note an owner sends with a request for review of their listing. */
export const REVIEW_NOTE_MAX = 1000
