import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { listingFormSchema, listingSchema } from './listing'

const valid = {
	name: 'Sunny two-bedroom flat',
	description: 'Bright rooms over the park.',
	address: '12 Park Lane, Austin, TX',
	type: 'rent',
	bedrooms: 2,
	bathrooms: 1,
	regularPrice: 1800,
	imageUrls: ['/uploads/a.webp'],
}

function firstMessage(body: Record<string, unknown>) {
	const result = listingSchema.safeParse(body)
	return result.success ? undefined : result.error.issues[0]?.message
}

describe('the listing rules and messages of the create and edit forms', () => {
	test('a valid listing passes with the defaults filled in, discount 0 without an offer', () => {
		expect(listingSchema.parse(valid)).toMatchObject({
			parking: false,
			furnished: false,
			offer: false,
			discountPrice: 0,
		})
	})

	test.each([
		[{ name: 'Too short' }, 'Name must be at least 10 characters'],
		[{ name: 'x'.repeat(63) }, 'Name must be at most 62 characters'],
		[{ name: undefined }, 'Name is required'],
		[{ description: '   ' }, 'Description is required'],
		[{ address: '' }, 'Address is required'],
		[{ type: 'lease' }, 'Type must be sale or rent'],
		[{ bedrooms: 0 }, 'Bedrooms must be between 1 and 10'],
		[{ bathrooms: 11 }, 'Bathrooms must be between 1 and 10'],
		[{ bedrooms: 2.5 }, 'Bedrooms must be a whole number'],
		[{ regularPrice: 49 }, 'Regular price must be between $50 and $10,000,000'],
		[{ regularPrice: 10_000_001 }, 'Regular price must be between $50 and $10,000,000'],
		[{ regularPrice: '1800' }, 'Regular price must be a number'],
		[{ imageUrls: [] }, 'You must upload at least one image'],
		[
			{ imageUrls: Array.from({ length: 7 }, (_, i) => `/uploads/p${i}.webp`) },
			'You can only upload 6 images per listing',
		],
		[
			{ imageUrls: ['ftp://example.com/a.png'] },
			'Image address must be an http(s) URL or a photo uploaded to this site',
		],
		[{ offer: true, discountPrice: 1800 }, 'Discount price must be lower than regular price'],
		[{ offer: true, discountPrice: 2000 }, 'Discount price must be lower than regular price'],
		[{ offer: true }, 'Discount price must be a whole number between $0 and $10,000,000'],
		[{ offer: true, discountPrice: 'cheap' }, 'Discount price must be a whole number between $0 and $10,000,000'],
		[{ offer: 'yes' }, 'Offer must be true or false'],
	])('%o is refused: %s', (change, message) => {
		expect(firstMessage({ ...valid, ...change })).toBe(message)
	})

	test('an offer keeps its discount; without an offer a stale or broken discount is ignored', () => {
		expect(listingSchema.parse({ ...valid, offer: true, discountPrice: 1500 }).discountPrice).toBe(1500)
		expect(listingSchema.parse({ ...valid, offer: false, discountPrice: 'junk' }).discountPrice).toBe(0)
	})

	test('every problem is reported at once, the discount ones included', () => {
		const result = listingSchema.safeParse({ ...valid, name: 'Short', imageUrls: [], offer: true, discountPrice: 1800 })
		expect(result.success).toBe(false)
		expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
			'Discount price must be lower than regular price',
			'Name must be at least 10 characters',
			'You must upload at least one image',
		])
	})

	test('the form’s text is read as numbers and booleans', () => {
		const form = new FormData()
		for (const [key, value] of Object.entries({
			...valid,
			bedrooms: '3',
			bathrooms: '2',
			regularPrice: '2500',
			offer: 'on',
			discountPrice: '2300',
			parking: 'on',
		})) {
			if (Array.isArray(value)) for (const item of value) form.append(key, item)
			else form.append(key, String(value))
		}
		const submission = parseWithZod(form, { schema: listingSchema })
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value).toMatchObject({
			bedrooms: 3,
			regularPrice: 2500,
			offer: true,
			discountPrice: 2300,
			parking: true,
			furnished: false,
		})
	})
})

describe('the editor', () => {
	test('asks for the discounted price when Offer is ticked and the field is left blank', () => {
		const form = new FormData()
		const fields = {
			name: 'Sunny two-bedroom flat',
			description: 'Bright rooms over the park.',
			address: '12 Park Lane, Austin, TX',
			type: 'rent',
			bedrooms: '2',
			bathrooms: '1',
			regularPrice: '1800',
			offer: 'on',
			discountPrice: '',
			'photos[0].url': '/uploads/a.webp',
		}
		for (const [key, value] of Object.entries(fields)) form.append(key, value)
		const submission = parseWithZod(form, { schema: listingFormSchema })
		expect(submission.status).toBe('error')
		expect(submission.status === 'error' && submission.error?.discountPrice).toEqual([
			'Enter the discounted price (a whole number up to $10,000,000), or untick Offer',
		])
	})
})
