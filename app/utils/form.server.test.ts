import { describe, expect, test } from 'vitest'
import { MAX_FORM_FIELDS, MAX_VALUES_PER_NAME, parseFormBody, readFormData } from './form.server'

const post = (body: BodyInit, contentType = 'application/x-www-form-urlencoded') =>
	new Request('http://localhost/contact', { method: 'POST', headers: { 'Content-Type': contentType }, body })

async function refusal(promise: Promise<unknown>) {
	const thrown = await promise.then(
		() => undefined,
		(error: unknown) => error,
	)
	expect(thrown).toBeInstanceOf(Response)
	const response = thrown as Response
	return { status: response.status, message: await response.text() }
}

describe('readFormData', () => {
	test('reads an urlencoded form, repeated names included', async () => {
		const form = await readFormData(post('email=a%40example.com&imageUrls=1&imageUrls=2&message=caf%C3%A9'))
		expect(form.get('email')).toBe('a@example.com')
		expect(form.getAll('imageUrls')).toEqual(['1', '2'])
		expect(form.get('message')).toBe('café')
	})

	test('one name repeated 40,000 times is refused with 413 before anything parses it', async () => {
		const body = 'email=x&' + Array.from({ length: 40_000 }, () => 'email=x').join('&')
		expect(await refusal(readFormData(post(body)))).toEqual({ status: 413, message: 'The form has too many fields' })
	})

	test('at most 50 values of one name and 1,000 fields in all', () => {
		const repeated = (count: number, name = 'a') => Array.from({ length: count }, () => `${name}=1`).join('&')
		expect(parseFormBody(repeated(MAX_VALUES_PER_NAME)).getAll('a')).toHaveLength(MAX_VALUES_PER_NAME)
		expect(() => parseFormBody(repeated(MAX_VALUES_PER_NAME + 1))).toThrow(Response)
		const distinct = (count: number) => Array.from({ length: count }, (_, index) => `f${index}=1`).join('&')
		expect([...parseFormBody(distinct(MAX_FORM_FIELDS)).keys()]).toHaveLength(MAX_FORM_FIELDS)
		expect(() => parseFormBody(distinct(MAX_FORM_FIELDS + 1))).toThrow(Response)
		// Empty pairs count too: they cost the parser as much.
		expect(() => parseFormBody('&'.repeat(MAX_FORM_FIELDS))).toThrow(Response)
	})

	test('a multipart body is refused (415): no form that reads here takes files', async () => {
		const body = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'
		expect(await refusal(readFormData(post(body, 'multipart/form-data; boundary=x')))).toEqual({
			status: 415,
			message: 'This form does not take files',
		})
	})

	test('a body over 1 MB is refused (413) as it streams, without a length too', async () => {
		let pulled = 0
		const chunk = new TextEncoder().encode('a'.repeat(64 * 1024))
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				pulled += chunk.byteLength
				if (pulled > 20 * 1024 * 1024) controller.close()
				else controller.enqueue(chunk)
			},
		})
		const request = new Request('http://localhost/contact', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body,
			duplex: 'half',
		} as RequestInit)
		expect((await refusal(readFormData(request))).status).toBe(413)
		expect(pulled).toBeLessThan(2 * 1024 * 1024)
	})

	test('other bodies are a 400 with the usual message', async () => {
		expect(await refusal(readFormData(post('{"email":"x"}', 'application/json')))).toEqual({
			status: 400,
			message: 'The form could not be read. Please try again.',
		})
	})
})
