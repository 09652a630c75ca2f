import { describe, expect, test } from 'vitest'
import { newMessageMail } from './templates.server'

describe('newMessageMail', () => {
	test('a long message is quoted up to 1,000 characters, never with half an emoji at the cut', () => {
		const body = `${'x'.repeat(999)}\u{1f3e1}${'y'.repeat(50)}`
		const mail = newMessageMail({
			username: 'anna',
			senderName: 'ben',
			listingName: 'Flat',
			body,
			conversationId: 'c1',
		})
		expect(mail.text).toContain(`${'x'.repeat(999)}…`)
		expect(mail.text).not.toMatch(/\p{Cs}/u)
		expect(mail.html).not.toMatch(/\p{Cs}/u)
	})
})
