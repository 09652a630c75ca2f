// npm run bench:moderation [-- --per-kind=100 --ordinary=400 --market=320 --seed=7]
//
// The checks before publication (docs/product.md, "Keeping the market honest") on a corpus generated
// here, through the real create path: each photo is stored and hashed as an upload is
// (processPhotoWithHash, recordPhotos), each body is validated by the listing schema, and each listing
// is created by createOwnListing, which runs the checks; HOLD_* at their defaults. On a fresh embedded
// database, or with DATABASE_URL on a database of its own on that server (dropped afterwards).
//
// 1. A market of published homes in eight towns (`--market`), each by an owner of a month, with a
//    photo of its own: the comparable prices and the photos that copies are made from.
// 2. Ordinary listings (`--ordinary`): the corpus's ordinary texts (bench/moderation-corpus.ts: years,
//    sizes, prices, street numbers, postcodes, in four languages), a price within the town's spread,
//    photos of their own, owners of a month and, for a fifth, accounts made that day with one to three
//    listings.
// 3. Scam-like listings, `--per-kind` of each kind: contact details written many ways (the corpus's
//    scam texts); prices at 20-45 % of the town's level; a photo copied from another member's listing
//    and changed (JPEG at quality 55-90, resized to 50-90 %, cropped 2-4 %, brightness ±10 %); new
//    accounts that publish five listings on their first day (the fourth and fifth are the scam-like ones,
//    the first three count as ordinary).
//
// 4. The held-out part of the corpus (bench/moderation-holdout.ts, `--held-out` of each): scam texts
//    with the dodges of issue 40 and honest texts full of numbers, written before the detector was
//    changed for them and never tuned against, by owners of a month named as the texts say.
//
// Printed: the share of each kind held, and for which reasons; the share of ordinary listings held (the
// false holds); the same two figures for the held-out part on their own; and the time of each check
// (p50, p95), measured again on each listing just created, and of the whole create with its checks.
import fs from 'node:fs'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { ordinaryListingTexts, scamListingTexts, type ListingText } from './moderation-corpus'
import { heldOutHonestTexts, heldOutScamTexts } from './moderation-holdout'

// App modules read the version of the site's pictures from a module of the Vite build; here it is fixed.
const hooks = `export async function resolve(specifier, context, next) {
	if (specifier === 'virtual:site-pictures') {
		return { url: 'data:text/javascript,export const PICTURES_VERSION = "bench"', shortCircuit: true }
	}
	return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const perKind = Number(options['per-kind'] ?? 100)
const ordinaryCount = Number(options.ordinary ?? 400)
const marketCount = Number(options.market ?? 320)
const seed = Number(options.seed ?? 7)
const heldOutCount = Number(options['held-out'] ?? 200)

/** A small seeded generator (mulberry32), so that a run can be repeated. */
function random(seedValue: number) {
	let state = seedValue >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}
const rand = random(seed)
const between = (low: number, high: number) => low + rand() * (high - low)
const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-bench-moderation-'))
Object.assign(process.env, {
	DATA_DIR: dataDir,
	SEED_DEMO: '0',
	LOG_LEVEL: 'silent',
	PUBLIC_URL: 'http://127.0.0.1:3999',
})
for (const name of ['HOLD_NEW_ACCOUNT_LISTINGS', 'HOLD_PRICE_RATIO', 'HOLD_PHOTO_DISTANCE', 'HOLD_REPORTS'])
	delete process.env[name]
const database = process.env.DATABASE_URL
	? await (await import('../tests/support/databases')).createTestDatabase(process.env.DATABASE_URL)
	: undefined
if (database) process.env.DATABASE_URL = database.url
const driver = database ? 'PostgreSQL' : 'PGlite'

const { getDb, closeDb } = await import('~/db/client.server')
const { users } = await import('~/db/schema')
const { listingSchema } = await import('~/schemas/listing')
const { createOwnListing } = await import('~/services/own-listings.server')
const { processPhotoWithHash } = await import('~/services/photo-uploads.server')
const { recordPhotos, findDuplicatePhotos } = await import('~/models/photo.server')
const { countListingsCreated } = await import('~/models/moderation.server')
const { comparePrice } = await import('~/services/trust-and-safety.server')
const { findContactDetails } = await import('~/moderation')
const { photoAlts } = await import('~/utils/photos')
const { getEnv } = await import('~/utils/env.server')

type Owner = { id: string; createdAt: Date; username: string }
const DAY = 24 * 60 * 60 * 1000
let ownerNumber = 0
/** Letters that no other letters look like, for a prefix that keeps the texts' usernames apart. */
const PREFIX_LETTERS = 'abcdefghjkpqstuvwxyz'
const prefixOf = (number: number): string =>
	(number >= PREFIX_LETTERS.length ? prefixOf(Math.floor(number / PREFIX_LETTERS.length)) : '') +
	PREFIX_LETTERS[number % PREFIX_LETTERS.length]
/** An owner whose account is `ageDays` old, named as the text says (after a prefix of letters, unique). */
async function newOwner(ageDays: number, username = 'owner'): Promise<Owner> {
	const db = await getDb()
	ownerNumber++
	const createdAt = new Date(Date.now() - ageDays * DAY)
	const [owner] = await db
		.insert(users)
		.values({
			username: `${prefixOf(ownerNumber)}_${username}`,
			email: `owner${ownerNumber}@bench.example`,
			createdAt,
			updatedAt: createdAt,
		})
		.returning({ id: users.id, createdAt: users.createdAt, username: users.username })
	return owner!
}

/** A photo of its own: a sky, a ground and a house-like arrangement of random blocks, 800 × 600. */
async function uniquePhoto() {
	const colour = () =>
		`rgb(${Math.floor(between(0, 255))},${Math.floor(between(0, 255))},${Math.floor(between(0, 255))})`
	const shapes = Array.from({ length: 6 + Math.floor(between(0, 8)) }, () => {
		const [x, y, w, h] = [between(0, 700), between(100, 550), between(40, 300), between(30, 250)]
		return rand() < 0.5
			? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour()}"/>`
			: `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}"/>`
	}).join('')
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
		<rect width="800" height="${between(150, 350)}" fill="${colour()}"/>
		<rect y="${between(300, 450)}" width="800" height="300" fill="${colour()}"/>${shapes}</svg>`
	return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

/** A copy of another member's photo, changed the ways a copied photo is. */
async function copiedPhoto(original: Buffer) {
	const scale = between(0.5, 0.9)
	const crop = between(0.02, 0.04)
	const [x, y] = [Math.round((800 * crop) / 2), Math.round((600 * crop) / 2)]
	return sharp(original)
		.extract({ left: x, top: y, width: 800 - 2 * x, height: 600 - 2 * y })
		.resize({ width: Math.round(800 * scale) })
		.modulate({ brightness: between(0.9, 1.1) })
		.jpeg({ quality: Math.round(between(55, 90)) })
		.toBuffer()
}

async function upload(owner: Owner, data: Buffer) {
	const { url, hashes } = await processPhotoWithHash(data)
	await recordPhotos(owner.id, [url], [hashes])
	return url
}

const TOWNS = [
	{ latitude: 30.27, longitude: -97.74, level: 1.0 },
	{ latitude: 41.88, longitude: -87.63, level: 1.3 },
	{ latitude: 47.61, longitude: -122.33, level: 1.6 },
	{ latitude: 39.74, longitude: -104.99, level: 1.2 },
	{ latitude: 35.23, longitude: -80.84, level: 0.9 },
	{ latitude: 44.98, longitude: -93.27, level: 1.1 },
	{ latitude: 36.16, longitude: -86.78, level: 1.0 },
	{ latitude: 33.45, longitude: -112.07, level: 0.95 },
]
/** What a home usually costs in its town: a rent a month, or a sale price. */
const usualPrice = (town: (typeof TOWNS)[number], type: 'rent' | 'sale', bedrooms: number) =>
	type === 'rent' ? town.level * (600 + 400 * bedrooms) : town.level * (80_000 + 60_000 * bedrooms)

function aHome(priceFactor: [number, number]) {
	const town = pick(TOWNS)
	const type = rand() < 0.6 ? ('rent' as const) : ('sale' as const)
	const bedrooms = 1 + Math.floor(between(0, 5))
	// Within about 8 km of the town's centre.
	const position = { latitude: town.latitude + between(-0.07, 0.07), longitude: town.longitude + between(-0.08, 0.08) }
	const price = Math.round(usualPrice(town, type, bedrooms) * between(...priceFactor))
	return { type, bedrooms, bathrooms: 1 + Math.floor(bedrooms / 2), regularPrice: price, ...position }
}

function body(text: ListingText, home: ReturnType<typeof aHome>, imageUrls: string[]) {
	return listingSchema.safeParse({
		name: text.name,
		description: text.description,
		address: text.address,
		imageUrls,
		imageAlts: imageUrls.map((_, index) => text.photoDescriptions[index] ?? ''),
		...home,
	})
}

type Outcome = { kind: string; held: boolean; reasons: string[]; createMs: number }
const outcomes: Outcome[] = []
const timings = { contact: [] as number[], price: [] as number[], photo: [] as number[], burst: [] as number[] }
let refused = 0

async function create(
	kind: string,
	owner: Owner,
	text: ListingText,
	home: ReturnType<typeof aHome>,
	imageUrls: string[],
) {
	const parsed = body(text, home, imageUrls)
	if (!parsed.success) {
		refused++
		return
	}
	const started = performance.now()
	const { listing } = await createOwnListing(owner, parsed.data)
	const createMs = performance.now() - started
	const db = await getDb()
	const { moderationCases } = await import('~/db/schema')
	const { eq } = await import('drizzle-orm')
	const [found] = await db.select().from(moderationCases).where(eq(moderationCases.listingId, listing.id))
	outcomes.push({ kind, held: listing.moderation === 'pending', reasons: found?.reasons ?? [], createMs })

	// Each check again, timed on its own.
	let at = performance.now()
	findContactDetails([owner.username, listing.name, listing.description, listing.address, ...photoAlts(listing)])
	timings.contact.push(performance.now() - at)
	at = performance.now()
	await comparePrice(listing)
	timings.price.push(performance.now() - at)
	at = performance.now()
	await findDuplicatePhotos(listing.imageUrls, owner.id)
	timings.photo.push(performance.now() - at)
	at = performance.now()
	await countListingsCreated(owner.id)
	timings.burst.push(performance.now() - at)
}

const started = performance.now()
console.log(
	`bench:moderation on ${driver}, ${os.cpus().length} cores, load ${os
		.loadavg()
		.map((value) => value.toFixed(1))
		.join(' ')}; seed ${seed}`,
)
console.log(
	`HOLD_NEW_ACCOUNT_LISTINGS ${getEnv().holds.newAccountListings}, HOLD_PRICE_RATIO ${getEnv().holds.priceRatio}, HOLD_PHOTO_DISTANCE ${getEnv().holds.photoDistance}`,
)

// 1. The market: published homes with photos of their own, by owners of a month (not measured).
const marketPhotos: Array<{ ownerId: string; data: Buffer }> = []
const marketTexts = ordinaryListingTexts(marketCount, seed + 1)
for (const text of marketTexts) {
	const owner = await newOwner(30)
	const data = await uniquePhoto()
	marketPhotos.push({ ownerId: owner.id, data })
	const parsed = body(text, aHome([0.75, 1.35]), [await upload(owner, data)])
	if (parsed.success) await createOwnListing(owner, parsed.data)
}
console.log(
	`market: ${marketCount} homes in ${TOWNS.length} towns (${((performance.now() - started) / 1000).toFixed(0)} s)`,
)

// 2. and 3., interleaved as a site receives them.
type Job = () => Promise<void>
const jobs: Job[] = []
const ordinaryTexts = ordinaryListingTexts(ordinaryCount + perKind * 3, seed + 2)
let nextOrdinary = 0
const ordinaryText = () => ordinaryTexts[nextOrdinary++ % ordinaryTexts.length]!

for (let index = 0; index < ordinaryCount; index++) {
	jobs.push(async () => {
		// A fifth from accounts made today, which publish one to three listings.
		const count = index % 5 === 0 ? 1 + (index % 3) : 1
		const first = ordinaryTexts[nextOrdinary % ordinaryTexts.length]!
		const owner = await newOwner(index % 5 === 0 ? 0.1 : 30, first.username)
		for (let each = 0; each < count; each++) {
			const photos = [await upload(owner, await uniquePhoto())]
			await create('ordinary', owner, ordinaryText(), aHome([0.75, 1.35]), photos)
		}
	})
}
for (const text of scamListingTexts(perKind, seed + 3)) {
	jobs.push(async () => {
		const owner = await newOwner(30, text.username)
		// As many photos as the text describes (contact details may hide in any description).
		const photos: string[] = []
		for (let each = 0; each < Math.min(6, Math.max(1, text.photoDescriptions.length)); each++)
			photos.push(await upload(owner, await uniquePhoto()))
		await create('contact details', owner, text, aHome([0.75, 1.35]), photos)
	})
}
for (let index = 0; index < perKind; index++) {
	jobs.push(async () => {
		const owner = await newOwner(30)
		await create('price far below', owner, ordinaryText(), aHome([0.2, 0.45]), [
			await upload(owner, await uniquePhoto()),
		])
	})
	jobs.push(async () => {
		const owner = await newOwner(30)
		const copied = await copiedPhoto(pick(marketPhotos).data)
		await create('copied photo', owner, ordinaryText(), aHome([0.75, 1.35]), [await upload(owner, copied)])
	})
}
for (let account = 0; account < Math.ceil(perKind / 2); account++) {
	jobs.push(async () => {
		const owner = await newOwner(0.05)
		for (let each = 0; each < 5; each++) {
			const photos = [await upload(owner, await uniquePhoto())]
			await create(
				each < 3 ? 'ordinary (new account, first three)' : 'new account burst',
				owner,
				ordinaryText(),
				aHome([0.75, 1.35]),
				photos,
			)
		}
	})
}
// 4. The held-out part, by owners of a month named as the texts say.
for (const [kind, texts] of [
	['held-out contact details', heldOutScamTexts(heldOutCount, seed + 4)],
	['held-out ordinary', heldOutHonestTexts(heldOutCount, seed + 5)],
] as const) {
	for (const text of texts) {
		jobs.push(async () => {
			const owner = await newOwner(30, text.username)
			const photos: string[] = []
			for (let each = 0; each < Math.min(6, Math.max(1, text.photoDescriptions.length)); each++)
				photos.push(await upload(owner, await uniquePhoto()))
			await create(kind, owner, text, aHome([0.75, 1.35]), photos)
		})
	}
}
// Shuffled, seeded.
for (let index = jobs.length - 1; index > 0; index--) {
	const other = Math.floor(rand() * (index + 1))
	;[jobs[index], jobs[other]] = [jobs[other]!, jobs[index]!]
}
for (const job of jobs) await job()

const percentile = (values: number[], p: number) => {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
}
const share = (count: number, total: number) => `${((100 * count) / Math.max(total, 1)).toFixed(1)} %`

console.log('\n| listings | created | held | share held | reasons |')
console.log('| --- | ---: | ---: | ---: | --- |')
const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))].sort()
for (const kind of kinds) {
	const of = outcomes.filter((outcome) => outcome.kind === kind)
	const held = of.filter((outcome) => outcome.held)
	const reasons = new Map<string, number>()
	for (const outcome of held) for (const reason of outcome.reasons) reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
	console.log(
		`| ${kind} | ${of.length} | ${held.length} | ${share(held.length, of.length)} | ${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ') || '–'} |`,
	)
}
const scamKinds = ['contact details', 'price far below', 'copied photo', 'new account burst']
const heldOutKinds = ['held-out contact details', 'held-out ordinary']
const scam = outcomes.filter((outcome) => scamKinds.includes(outcome.kind))
const ordinary = outcomes.filter((outcome) => !scamKinds.includes(outcome.kind) && !heldOutKinds.includes(outcome.kind))
const heldShare = (of: Outcome[]) => share(of.filter((outcome) => outcome.held).length, of.length)
console.log(
	`\nscam-like held: ${heldShare(scam)} (target ≥ 95 %); ordinary held (false): ${heldShare(ordinary)} (target ≤ 2 %); ${refused} bodies refused by the listing schema`,
)
const heldOutScam = outcomes.filter((outcome) => outcome.kind === 'held-out contact details')
const heldOutHonest = outcomes.filter((outcome) => outcome.kind === 'held-out ordinary')
console.log(
	`held-out part, never tuned against: scam held ${heldShare(heldOutScam)} (target ≥ 95 %); honest held (false) ${heldShare(heldOutHonest)} (target ≤ 2 %)`,
)
console.log('\n| check | p50 | p95 |')
console.log('| --- | ---: | ---: |')
for (const [name, values] of Object.entries({
	'contact details (text)': timings.contact,
	'price (comparable homes)': timings.price,
	'duplicate photo': timings.photo,
	'new account burst': timings.burst,
	'create with every check (createOwnListing)': outcomes.map((outcome) => outcome.createMs),
}))
	console.log(`| ${name} | ${percentile(values, 50).toFixed(2)} ms | ${percentile(values, 95).toFixed(2)} ms |`)
console.log(`\n${outcomes.length} listings measured in ${((performance.now() - started) / 1000).toFixed(0)} s`)

await closeDb()
await database?.drop()
fs.rmSync(dataDir, { recursive: true, force: true })
