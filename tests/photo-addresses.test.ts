import fs from 'node:fs'
import { stringify } from 'csv-stringify/sync'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, newMemberOf, startAppServer, waitForHealthy } from './support/app-server'
import { type Visitor } from './support/visitor'

// Another member's photo under another spelling of its address, and copies of it, against the production
// server over HTTP (its public address is http://localhost:PORT; it answers on 127.0.0.1 too), with the
// copied-photo check on at its default of 7 bits (the shared site turns it off).
let server: AppServer
beforeAll(async () => {
	server = await startAppServer({ HOLD_PHOTO_DISTANCE: '7' })
	await waitForHealthy(server)
})
afterAll(() => server?.stop())

const newMember = async (prefix: string) => (await newMemberOf(server, prefix)).visitor

/** One of the site's demo pictures as a JPEG, as an owner uploads a photo of theirs. */
const cameraPhoto = (name: string) =>
	sharp(fs.readFileSync(`public/images/demo/${name}.webp`))
		.jpeg({ quality: 90 })
		.toBuffer()

/** Uploads a photo through POST /api/upload: the address the API answers. */
async function upload(member: Visitor, image: Buffer) {
	const form = new FormData()
	form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg')
	const page = await member.request('/api/upload', { method: 'POST', body: form })
	expect(page.status).toBe(201)
	return (JSON.parse(page.html) as { urls: string[] }).urls[0]!
}

function listing(imageUrls: string[]) {
	return {
		name: 'Bright flat near the park',
		description: 'Two rooms, a balcony, a quiet street.',
		address: '12 Park Lane, Austin, TX',
		type: 'rent',
		bedrooms: 2,
		bathrooms: 1,
		regularPrice: 1800,
		discountPrice: 0,
		offer: false,
		parking: false,
		furnished: false,
		imageUrls,
	}
}

const publish = (member: Visitor, imageUrls: string[]) =>
	member.api<{ _id: string; moderation: string; imageUrls: string[]; message?: string }>(
		'/api/listing/create',
		listing(imageUrls),
	)

describe('another member’s photo under another spelling of its address', () => {
	test('is that photo: refused by the API and the CSV import; the owner’s own is stored under its one address', async () => {
		const owner = await newMember('photo-owner')
		const photo = new URL(await upload(owner, await cameraPhoto('home-08-2')))
		const port = new URL(server.url).port
		const key = photo.pathname.slice('/uploads/'.length)
		const spellings = [
			`http://127.0.0.1:${port}${photo.pathname}`,
			`https://localhost:${port}${photo.pathname}`,
			`http://localhost:${port}${photo.pathname}?x=1`,
			`http://[::1]:${port}/UPLOADS/${key}`,
			`http://localhost:${port}/images/../uploads/./${key}#x`,
		]
		const thief = await newMember('photo-thief')
		for (const spelling of spellings) {
			const created = await publish(thief, [spelling])
			expect(created.status, spelling).toBe(400)
			expect(created.body.message).toBe('You can only use photos you uploaded')
		}

		const imported = await thief.request('/api/listing/import', {
			method: 'POST',
			headers: { 'Content-Type': 'text/csv' },
			body: stringify([
				[
					'ListingId',
					'Title',
					'PublicRemarks',
					'UnparsedAddress',
					'PropertyType',
					'ListPrice',
					'BedroomsTotal',
					'BathroomsTotalInteger',
					'Photo1URL',
				],
				[
					'HOME-1',
					'Bright flat near the park',
					'A plain home.',
					'1 Mill Lane, Springfield',
					'ResidentialLease',
					'1200',
					'2',
					'1',
					spellings[0]!,
				],
			]),
		})
		expect(JSON.parse(imported.html)).toMatchObject({
			created: 0,
			errors: [{ row: 2, column: 'Photo1URL', message: 'You can only use photos you uploaded' }],
		})

		// The owner's own photo under those spellings is accepted, and kept as the photo.
		const own = await publish(owner, spellings.slice(0, 3))
		expect(own.status).toBe(201)
		expect(own.body.imageUrls).toEqual([photo.href, photo.href, photo.href])
	})
})

describe('copies of another member’s photo', () => {
	test('a mirrored copy is held; the owner’s reuse of the photo after it is not', async () => {
		const owner = await newMember('photo-first')
		const original = await cameraPhoto('home-10-3')
		const photo = await upload(owner, original)
		expect((await publish(owner, [photo])).body.moderation).toBe('published')

		const copier = await newMember('photo-copier')
		const mirrored = await sharp(original).flop().jpeg({ quality: 80 }).toBuffer()
		const copy = await publish(copier, [await upload(copier, mirrored)])
		expect(copy.status).toBe(201)
		expect(copy.body.moderation).toBe('pending')

		const again = await publish(owner, [photo])
		expect(again.status).toBe(201)
		expect(again.body.moderation).toBe('published')
		// The listing page shows the owner's photo.
		const page = await owner.get(`/listing/${again.body._id}`)
		expect(page.status).toBe(200)
		expect(page.html).toContain(new URL(photo).pathname)
	})
})
