import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '~/utils/field-limits'
import { z } from './zod'

/** A required text field whose messages name it, also when something other than text arrives. */
export function textField(label: string) {
	return (
		z
			.string({
				error: (issue) =>
					issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
			})
			// PostgreSQL text cannot hold the NUL character; no one types it.
			.refine((value) => !value.includes('\u0000'), `${label} contains a character that is not allowed`)
	)
}

/** A required whole number of a form, `min` to `max`, whose messages name it. */
export function wholeNumberField(label: string, min: number, max: number, range = `between ${min} and ${max}`) {
	return z
		.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
		.int(`${label} must be a whole number`)
		.min(min, `${label} must be ${range}`)
		.max(max, `${label} must be ${range}`)
}

/** A checkbox of a form: true or false, false when left out. */
export const flagField = (label: string) => z.boolean({ error: `${label} must be true or false` }).default(false)

const uuid = z.uuid()

/** Whether `id` is a UUID, as every row id is: anything else finds nothing, without asking the database. */
export const isUuid = (id: string) => uuid.safeParse(id).success

/** An e-mail address as people type it: trimmed, checked, at most 254 characters. */
export const emailField = textField('E-mail')
	.trim()
	.min(1, 'E-mail is required')
	.max(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`)
	.pipe(z.email('Enter a valid e-mail address'))

/** Scripts told apart in usernames; letters of scripts not listed are only accepted on their own. */
const SCRIPTS = [
	'Latin',
	'Cyrillic',
	'Greek',
	'Armenian',
	'Georgian',
	'Hebrew',
	'Arabic',
	'Syriac',
	'Thaana',
	'Devanagari',
	'Bengali',
	'Gurmukhi',
	'Gujarati',
	'Oriya',
	'Tamil',
	'Telugu',
	'Kannada',
	'Malayalam',
	'Sinhala',
	'Thai',
	'Lao',
	'Tibetan',
	'Myanmar',
	'Khmer',
	'Ethiopic',
	'Cherokee',
	'Mongolian',
	'Hangul',
	'Hiragana',
	'Katakana',
	'Han',
].map((name) => ({ name, pattern: new RegExp(`^\\p{Script_Extensions=${name}}$`, 'u') }))
/** Each script alone, and the scripts one language writes together (Japanese; Korean with hanja). */
const WRITING_SYSTEMS = [
	...SCRIPTS.map(({ name }) => new Set([name])),
	new Set(['Han', 'Hiragana', 'Katakana']),
	new Set(['Han', 'Hangul']),
]

/**
 * True when the letters (and non-ASCII digits) of `value` all belong to one writing system, going
 * by each character's Unicode script extensions (so the kana long-vowel mark counts as Japanese):
 * `dеmo` with a Cyrillic `е` does not, so it cannot pass for `demo`.
 */
export function isSingleScript(value: string) {
	const characters = [...value].filter((character) => !/[0-9._-]/.test(character))
	const scriptsOf = characters.map((character) =>
		SCRIPTS.filter(({ pattern }) => pattern.test(character)).map(({ name }) => name),
	)
	if (scriptsOf.every((scripts) => scripts.length === 0)) return true
	return WRITING_SYSTEMS.some((system) => scriptsOf.every((scripts) => scripts.some((script) => system.has(script))))
}

/**
 * A username as it is stored and compared: NFKC-normalised (full-width `ｄｅｍｏ` is `demo`),
 * in one script, compared without case (the database's unique index is on lower(username)).
 */
export const usernameField = textField('Username')
	.trim()
	.normalize('NFKC')
	.min(3, 'Username must be at least 3 characters')
	.max(30, 'Username must be at most 30 characters')
	.regex(/^[\p{L}\p{N}._-]+$/u, 'Username can only contain letters, numbers, dots, dashes and underscores')
	.refine(isSingleScript, 'Username cannot mix letters of different alphabets')

/** A new password: at least 8 characters, at most 128 so hashing stays cheap. */
export const newPasswordField = textField('Password')
	.min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
	.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)

const ownPhotoPath = /^\/(uploads|images)\/[\w./-]+$/

export const NOT_A_PHOTO_ADDRESS = 'Image address must be an http(s) URL or a photo uploaded to this site'

/** A photo address: one stored by this site (`/uploads/…`) or an absolute http(s) URL (clients of the old API). */
export const photoUrlField = textField('Image address')
	.trim()
	.max(2048, 'Image address is too long')
	.refine((value) => {
		if (ownPhotoPath.test(value)) return !value.includes('..')
		try {
			const url = new URL(value)
			return url.protocol === 'https:' || url.protocol === 'http:'
		} catch {
			return false
		}
	}, NOT_A_PHOTO_ADDRESS)
