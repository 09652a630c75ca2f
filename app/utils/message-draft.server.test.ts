import { describe, expect, test } from 'vitest'
import { DRAFT_MAX_BYTES, draftToKeep, keepMessageDraft, takeMessageDraft } from './message-draft.server'

const LISTING = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f'

/** Characters in no order (CJK ideographs from a fixed generator): they compress poorly. */
function scattered(length: number) {
	let seed = 11
	return Array.from({ length }, () => {
		seed = (seed * 1103515245 + 12345) % 2 ** 31
		return String.fromCodePoint(0x4e00 + (seed % 20000))
	}).join('')
}

/** The request of a browser that was given this Set-Cookie header, to the contact form. */
const requestWith = (setCookie: string) =>
	new Request(`http://localhost/listing/${LISTING}/contact`, { headers: { Cookie: setCookie.split(';')[0]! } })

describe('draftToKeep', () => {
	test('a message of 5,000 ordinary characters is kept whole', () => {
		const text = 'Is the flat still free in June? We would love to come and see it. '.repeat(80).slice(0, 5000)
		expect(draftToKeep(text)).toMatchObject({ text, cut: false })
	})

	test('at the limit the whole text is kept; one character past it, the start that fits', () => {
		const long = scattered(5000)
		const { text: kept, payload, cut } = draftToKeep(long)
		expect(cut).toBe(true)
		expect(payload.length).toBeLessThanOrEqual(DRAFT_MAX_BYTES)
		expect(long.startsWith(kept)).toBe(true)
		// The start that was kept fits by itself; with the next character it no longer does.
		expect(draftToKeep(kept)).toMatchObject({ text: kept, cut: false })
		const onePast = long.slice(0, kept.length + 1)
		expect(draftToKeep(onePast)).toMatchObject({ text: kept, cut: true })
	})

	test('a cut never splits a character', () => {
		const emoji = '👩‍👩‍👧 '.repeat(2000)
		const { text, cut } = draftToKeep(`${scattered(1500)}${emoji}`)
		expect(cut).toBe(true)
		expect(text).not.toMatch(/[\uD800-\uDBFF]$/)
	})
})

describe('the draft cookie', () => {
	test('kept for the listing’s contact form only, signed, and small enough for a browser', () => {
		const header = keepMessageDraft(LISTING, scattered(5000))
		expect(header).toContain(`Path=/listing/${LISTING}/;`)
		expect(header).toContain('HttpOnly')
		expect(header).toContain('SameSite=Lax')
		expect(header.split(';')[0]!.length).toBeLessThanOrEqual(4096)

		const text = 'Hello, café owner! 👋'
		const { draft, headers } = takeMessageDraft(requestWith(keepMessageDraft(LISTING, text)), LISTING)
		expect(draft).toEqual({ text, cut: false })
		expect(headers?.['Set-Cookie']).toMatch(/Max-Age=0/)
	})

	test('another listing’s draft, or a changed one, is not shown', () => {
		const header = keepMessageDraft(LISTING, 'Hello')
		expect(takeMessageDraft(requestWith(header), '00000000-0000-4000-8000-000000000000').draft).toBeNull()
		const [name, value] = header.split(';')[0]!.split('=') as [string, string]
		const [flag, payload, signature] = value.split('.')
		const forged = `${name}=${flag}.${Buffer.from('Send money').toString('base64url')}.${signature}`
		expect(takeMessageDraft(requestWith(forged), LISTING).draft).toBeNull()
		expect(takeMessageDraft(requestWith(`${name}=${flag}.${payload}.${signature}`), LISTING).draft).toEqual({
			text: 'Hello',
			cut: false,
		})
	})
})
