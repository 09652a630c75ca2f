// npm run bench:photo-hash [-- --photos=100000 --runs=200 --pictures=0 --only=hashes|database]
//
// The duplicate_photo hold's perceptual hash (docs/decisions/031), in two parts.
//
// 1. Hashes: every picture of the site (public/images: the demo listings' photos, the marketing scenes
//    and portraits; not the avatars cut from those nor the logos) is hashed as an upload of it would
//    be, then changed the ways a copied photo is (JPEG at quality 50-95, WebP, resized to 50 % and
//    25 %, cropped by 2-10 %, made brighter or darker, mirrored) and hashed again. The distance is the
//    check's: the nearest of the copy's hashes (its own, of it mirrored) to the original's kept hashes
//    (its own, of its centre at 95 % and 90 %); "alone" is the photo's hash against the photo's hash only
//    (the check before mirrored and cropped forms were hashed). Printed: the bits between each picture
//    and its changed copy, the bits between different pictures (each in turn the new one), and for each
//    threshold the share of copies found and of pairs of different pictures taken for copies.
// 2. The search at scale: a database of its own with 100,000 photos of random hashes, each shown in a
//    listing (10 photos a listing, 10,000 owners), then findDuplicatePhotos for a new member's 10-photo
//    listing, timed (p50, p95): with one photo a near copy of a stored one (the listings are then read
//    too) and with none. On a fresh embedded database, and on PostgreSQL too when DATABASE_URL is set
//    (a database of its own on that server, dropped afterwards). Each database is measured in a child
//    process, as the app reads its configuration once.
import { spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import sharp, { type Sharp } from 'sharp'

// App modules read the version of the site's pictures from a module of the Vite build
// (scripts/site-pictures.ts); here, outside Vite, it is a fixed one.
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
const photoCount = Number(options.photos ?? 100_000)
const runs = Number(options.runs ?? 200)
const pictureLimit = Number(options.pictures ?? 0)
const PHOTOS_PER_LISTING = 10
const OWNERS = photoCount / PHOTOS_PER_LISTING
const QUERY_LISTINGS = 20

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
const bits = (a: bigint, b: bigint) =>
	BigInt.asUintN(64, a ^ b)
		.toString(2)
		.replaceAll('0', '').length
const share = (count: number, total: number) => `${((100 * count) / total).toFixed(count && count < total ? 1 : 0)} %`

async function threshold() {
	const { getEnv } = await import('~/utils/env.server')
	return getEnv().holds.photoDistance
}

/** The site's pictures that are photos of their own (the people's avatars are cut from their portraits). */
function sitePictures() {
	const folders = ['public/images/demo', 'public/images/marketing', 'public/images/marketing/people']
	const files = folders.flatMap((folder) =>
		fs
			.readdirSync(folder)
			.filter((name) => name.endsWith('.webp') && !/\.w\d+\.webp$/.test(name))
			.filter((name) => !name.includes('avatar') && name !== 'owner.webp')
			.map((name) => path.join(folder, name)),
	)
	files.push('public/images/listing-fallback.webp')
	return pictureLimit ? files.slice(0, pictureLimit) : files
}

type Change = (image: Sharp, width: number, height: number) => Sharp

function crop(fraction: number, oneSide = false): Change {
	return (image, width, height) => {
		if (oneSide) return image.extract({ left: 0, top: 0, width: Math.round(width * (1 - fraction)), height })
		const [x, y] = [Math.round((width * fraction) / 2), Math.round((height * fraction) / 2)]
		return image.extract({ left: x, top: y, width: width - 2 * x, height: height - 2 * y })
	}
}

/** How a copied photo comes back: each ends in a JPEG at quality 85 unless it says otherwise. */
const CHANGES: Array<{ name: string; change: Change; encoded?: true }> = [
	{ name: 'JPEG quality 95', change: (image) => image.jpeg({ quality: 95 }), encoded: true },
	{ name: 'JPEG quality 75', change: (image) => image.jpeg({ quality: 75 }), encoded: true },
	{ name: 'JPEG quality 50', change: (image) => image.jpeg({ quality: 50 }), encoded: true },
	{ name: 'WebP quality 80', change: (image) => image.webp({ quality: 80 }), encoded: true },
	{ name: 'resized to 50 %', change: (image, width) => image.resize({ width: Math.round(width / 2) }) },
	{ name: 'resized to 25 %', change: (image, width) => image.resize({ width: Math.round(width / 4) }) },
	{ name: 'cropped 2 % (1 % each side)', change: crop(0.02) },
	{ name: 'cropped 3 %', change: crop(0.03) },
	{ name: 'cropped 5 %', change: crop(0.05) },
	{ name: 'cropped 5 % off one side', change: crop(0.05, true) },
	{ name: 'cropped 8 %', change: crop(0.08) },
	{ name: 'cropped 10 %', change: crop(0.1) },
	{
		name: 'cropped 8 %, 10 % brighter',
		change: (image, width, height) => crop(0.08)(image, width, height).modulate({ brightness: 1.1 }),
	},
	{
		name: 'cropped 10 %, 10 % darker',
		change: (image, width, height) => crop(0.1)(image, width, height).modulate({ brightness: 0.9 }),
	},
	{ name: 'mirrored', change: (image) => image.flop() },
	{
		name: 'mirrored, cropped 6 %, 10 % brighter',
		change: (image, width, height) => crop(0.06)(image, width, height).flop().modulate({ brightness: 1.1 }),
	},
	{ name: 'brighter by 10 %', change: (image) => image.modulate({ brightness: 1.1 }) },
	{ name: 'darker by 10 %', change: (image) => image.modulate({ brightness: 0.9 }) },
	{ name: 'brighter by 20 %', change: (image) => image.modulate({ brightness: 1.2 }) },
	{ name: 'contrast +20 %', change: (image) => image.linear(1.2, -25) },
	{
		name: 'resized to 50 %, JPEG 60, crop 2 %',
		change: (image, width, height) =>
			crop(0.02)(image, width, height)
				.resize({ width: Math.round(width / 2) })
				.jpeg({ quality: 60 }),
		encoded: true,
	},
]

async function measureHashes() {
	const { photoHashesOf } = await import('~/services/photo-uploads.server')
	const distance = await threshold()
	const files = sitePictures()
	console.log(`Hashing ${files.length} pictures of the site and ${CHANGES.length} changed copies of each...`)
	type Hashes = Awaited<ReturnType<typeof photoHashesOf>>
	// The check's distance: the new photo's probes against the stored photo's indexed hashes.
	const checked = (copy: Hashes, stored: Hashes) =>
		Math.min(
			...[copy.phash, copy.mirror].flatMap((probe) =>
				[stored.phash, stored.crop5, stored.crop10].map((kept) => bits(probe, kept)),
			),
		)
	const hashes: Hashes[] = []
	const copies = CHANGES.map(() => [] as number[])
	const alone = CHANGES.map(() => [] as number[])
	const hashTimes: number[] = []
	for (const file of files) {
		const original = fs.readFileSync(file)
		const { width, height } = await sharp(original).metadata()
		const started = performance.now()
		const hash = await photoHashesOf(original)
		hashTimes.push(performance.now() - started)
		hashes.push(hash)
		for (const [index, { change, encoded }] of CHANGES.entries()) {
			const changed = change(sharp(original), width!, height!)
			const copy = await photoHashesOf(await (encoded ? changed : changed.jpeg({ quality: 85 })).toBuffer())
			copies[index]!.push(checked(copy, hash))
			alone[index]!.push(bits(copy.phash, hash.phash))
		}
	}
	const different: Array<{ bits: number; pair: string }> = []
	for (let i = 0; i < hashes.length; i++) {
		for (let j = 0; j < hashes.length; j++) {
			if (i === j) continue
			different.push({
				bits: checked(hashes[i]!, hashes[j]!),
				pair: `${path.basename(files[i]!)} / ${path.basename(files[j]!)}`,
			})
		}
	}
	different.sort((a, b) => a.bits - b.bits)
	hashTimes.sort((a, b) => a - b)

	console.log(`\nBits between a picture and its copy (of 64; ${files.length} pictures):`)
	console.log('| change | median | p95 | max | within the threshold | alone: within |')
	console.log('| --- | --: | --: | --: | --: | --: |')
	for (const [index, { name }] of CHANGES.entries()) {
		const sorted = [...copies[index]!].sort((a, b) => a - b)
		const found = sorted.filter((value) => value <= distance).length
		const foundAlone = alone[index]!.filter((value) => value <= distance).length
		console.log(
			`| ${name} | ${percentile(sorted, 50)} | ${percentile(sorted, 95)} | ${sorted.at(-1)} | ${share(found, sorted.length)} | ${share(foundAlone, sorted.length)} |`,
		)
	}
	const all = different.map((pair) => pair.bits)
	console.log(
		`\nBits between different pictures (${all.length.toLocaleString('en-US')} ordered pairs): min ${all[0]}, p1 ${percentile(all, 1)}, p5 ${percentile(all, 5)}, median ${percentile(all, 50)}`,
	)
	console.log('The closest pairs:')
	for (const { bits: value, pair } of different.slice(0, 10)) console.log(`  ${value}  ${pair}`)

	console.log('\nFor each threshold: copies found (all changes together; re-encoded or resized only), and')
	console.log('different pictures taken for copies (pairs; pictures with at least one such other picture):')
	console.log('| threshold | copies found | re-encoded or resized | different pairs within | pictures with one |')
	console.log('| --: | --: | --: | --: | --: |')
	const plain = CHANGES.flatMap(({ name }, index) => (/JPEG quality|WebP|resized to \d+ %$/.test(name) ? [index] : []))
	for (let limit = 3; limit <= 12; limit++) {
		const every = copies.flat()
		const plainCopies = plain.flatMap((index) => copies[index]!)
		const falsePairs = different.filter((pair) => pair.bits <= limit)
		const pictures = new Set(falsePairs.flatMap((pair) => pair.pair.split(' / ')))
		console.log(
			`| ${limit}${limit === distance ? ' (chosen)' : ''} | ${share(every.filter((value) => value <= limit).length, every.length)} | ${share(plainCopies.filter((value) => value <= limit).length, plainCopies.length)} | ${falsePairs.length} of ${all.length} (${((100 * falsePairs.length) / all.length).toFixed(2)} %) | ${pictures.size} of ${files.length} |`,
		)
	}
	console.log(
		`\nHashing one picture as an upload does (decode, 400 px, its four hashes): median ${percentile(hashTimes, 50).toFixed(1)} ms, p95 ${percentile(hashTimes, 95).toFixed(1)} ms`,
	)
}

/** In a child process: fills the database of DATABASE_URL (or a fresh embedded one) and times the search. */
async function measureDatabase() {
	const { sql } = await import('drizzle-orm')
	const { connect, closeDb, getDb } = await import('~/db/client.server')
	const { photos } = await import('~/db/schema')
	const { findDuplicatePhotos } = await import('~/models/photo.server')
	const { driver } = await connect()
	const db = await getDb()
	const distance = await threshold()
	const label = driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'

	const started = performance.now()
	// Random hashes from md5: all 64 bits uniform. Owner n has listing n, showing photos n, n + OWNERS, ….
	await db.execute(
		sql.raw(`
		insert into users (id, username, email)
		select md5('bench-owner-' || n)::uuid, 'bench-owner-' || n, 'bench-owner-' || n || '@example.test'
		from generate_series(0, ${OWNERS - 1}) n`),
	)
	await db.execute(
		sql.raw(`
		insert into photos (url, owner_id, widths, phash, phash_crop5, phash_crop10, phash_mirror)
		select '/uploads/bench-' || n || '.webp', md5('bench-owner-' || (n % ${OWNERS}))::uuid, array[400, 800, 1200],
			('x' || md5('bench-hash-' || n))::bit(64)::bigint, ('x' || md5('bench-crop5-' || n))::bit(64)::bigint,
			('x' || md5('bench-crop10-' || n))::bit(64)::bigint, ('x' || md5('bench-mirror-' || n))::bit(64)::bigint
		from generate_series(0, ${photoCount - 1}) n`),
	)
	await db.execute(
		sql.raw(`
		insert into listings (name, description, address, user_ref, image_urls)
		select 'Bench home ' || n, 'A home for measuring the photo search.', n || ' Bench Street', md5('bench-owner-' || n)::uuid,
			array(select '/uploads/bench-' || (n + k * ${OWNERS}) || '.webp' from generate_series(0, ${PHOTOS_PER_LISTING - 1}) k)
		from generate_series(0, ${OWNERS - 1}) n`),
	)
	await db.execute(sql`analyze photos`)
	await db.execute(sql`analyze listings`)
	console.log(
		`${label}: ${photoCount.toLocaleString('en-US')} photos in ${OWNERS.toLocaleString('en-US')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	)

	// The member's listings: 10 photos of random hashes each, the first a near copy (3 bits off, one in
	// each of three bands) of a stored photo in another member's listing: mirrored and cropped, so that
	// its mirrored hash is near the stored photo's 90 % centre.
	const member = randomUUID()
	await db.execute(
		sql`insert into users (id, username, email) values (${member}, 'bench-member', 'bench-member@example.test')`,
	)
	const withCopy: string[][] = []
	const withoutCopy: string[][] = []
	for (let i = 0; i < QUERY_LISTINGS; i++) {
		const rows: Array<{ url: string; phash: bigint; phashMirror: bigint }> = []
		for (const kind of ['copy', 'none']) {
			const urls: string[] = []
			for (let k = 0; k < PHOTOS_PER_LISTING; k++) {
				const phash = randomBytes(8).readBigInt64BE()
				let phashMirror = randomBytes(8).readBigInt64BE()
				if (kind === 'copy' && k === 0) {
					const [stored] = await db
						.select({ crop10: photos.phashCrop10 })
						.from(photos)
						.where(sql`${photos.url} = ${`/uploads/bench-${(i * 7919) % photoCount}.webp`}`)
					phashMirror = BigInt.asIntN(64, stored!.crop10! ^ (1n << 3n) ^ (1n << 21n) ^ (1n << 40n))
				}
				const url = `/uploads/bench-member-${kind}-${i}-${k}.webp`
				urls.push(url)
				rows.push({ url, phash, phashMirror })
			}
			;(kind === 'copy' ? withCopy : withoutCopy).push(urls)
		}
		await db.insert(photos).values(rows.map((row) => ({ ...row, ownerId: member, widths: [400, 800, 1200] })))
	}

	// At least the planted copy is found; a random hash may come within a wide threshold of another by chance.
	const time = async (listings: string[][], maxDistance: number, expected: number) => {
		for (let i = 0; i < 10; i++) await findDuplicatePhotos(listings[i % listings.length]!, member, maxDistance)
		const times: number[] = []
		for (let i = 0; i < runs; i++) {
			const urls = listings[i % listings.length]!
			const begun = performance.now()
			const found = await findDuplicatePhotos(urls, member, maxDistance)
			times.push(performance.now() - begun)
			if (found.length < expected) throw new Error(`Found ${found.length} near photos, expected ${expected}`)
		}
		times.sort((a, b) => a - b)
		return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`
	}
	console.log(`findDuplicatePhotos, a 10-photo listing, ${runs} runs each:`)
	console.log(`  threshold ${distance}, one near copy: ${await time(withCopy, distance, 1)}`)
	console.log(`  threshold ${distance}, none:          ${await time(withoutCopy, distance, 0)}`)
	console.log(`  threshold 10 (2 bits a band), one near copy: ${await time(withCopy, 10, 1)}`)
	console.log(`  threshold 12, past the band lookup (every photo compared): ${await time(withCopy, 12, 1)}`)
	await closeDb()
}

/** Runs this file again for one database: a process of its own, with its own configuration. */
function measureIn(env: Record<string, string | undefined>) {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-bench-photo-hash-'))
	try {
		const child = spawnSync(
			process.execPath,
			[...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2), '--child=database'],
			{
				stdio: 'inherit',
				env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...env },
			},
		)
		if (child.status !== 0) throw new Error(`The measurement on ${env.DATABASE_URL ?? 'PGlite'} failed`)
	} finally {
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

if (options.child === 'database') {
	await measureDatabase()
} else {
	if (options.only !== 'database') await measureHashes()
	if (options.only !== 'hashes') {
		console.log('')
		measureIn({ DATABASE_URL: undefined })
		if (process.env.DATABASE_URL) {
			const { createTestDatabase } = await import('../tests/support/databases')
			const database = await createTestDatabase(process.env.DATABASE_URL)
			try {
				measureIn({ DATABASE_URL: database.url })
			} finally {
				await database.drop()
			}
		}
	}
}
