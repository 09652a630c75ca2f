/**
 * Memory of the server while CLIENTS clients at once each upload FILES photos of
 * just under 2 MB to POST /api/upload (the production build, local photo store).
 *
 *   npm run bench:upload                 5 clients × 6 photos
 *   CLIENTS=10 npm run bench:upload
 *   DATABASE_URL=postgres://… npm run bench:upload   (without the embedded database's memory)
 */
import sharp from 'sharp'
import { processMemory, signedInCookie, startBenchServer } from './support/server'

const CLIENTS = Number(process.env.CLIENTS ?? 5)
const FILES = Number(process.env.FILES ?? 6)
const TARGET_BYTES = 2 * 1024 * 1024 - 64 * 1024

/** A camera-like JPEG just under 2 MB: noise compresses badly, so the file is big for its pixels. */
async function photoNear2Mb() {
	let width = 1600
	for (;;) {
		const height = Math.round((width * 2) / 3)
		const noise = Buffer.alloc(width * height * 3)
		for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0
		const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
			.jpeg({ quality: 70 })
			.toBuffer()
		if (jpeg.length >= TARGET_BYTES && jpeg.length <= 2 * 1024 * 1024) return jpeg
		width = Math.round(width * Math.sqrt((TARGET_BYTES + 32 * 1024) / jpeg.length))
	}
}

const photo = await photoNear2Mb()
if (photo.length > 2 * 1024 * 1024) throw new Error(`The test photo came out at ${photo.length} bytes, over the limit`)
const server = await startBenchServer()
try {
	const cookies = await Promise.all(
		Array.from({ length: CLIENTS }, (_, i) => signedInCookie(server.url, `uploader${i}${Date.now() % 100000}`)),
	)
	const idle = processMemory(server.process.pid!)
	let sampledPeak = idle.rssMb
	const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, processMemory(server.process.pid!).rssMb)), 20)

	const started = performance.now()
	const results = await Promise.all(
		cookies.map(async (cookie) => {
			const body = new FormData()
			for (let i = 0; i < FILES; i++) body.append('images', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`)
			const response = await fetch(`${server.url}/api/upload`, {
				method: 'POST',
				headers: { Cookie: cookie, Origin: server.url },
				body,
			})
			return response.status
		}),
	)
	const seconds = (performance.now() - started) / 1000
	clearInterval(sampler)
	const after = processMemory(server.process.pid!)
	const megabytes = (photo.length / 1024 / 1024).toFixed(2)
	console.log(
		`${CLIENTS} clients × ${FILES} photos of ${megabytes} MB (${((CLIENTS * FILES * photo.length) / 1024 / 1024).toFixed(0)} MB in all) in ${seconds.toFixed(1)} s`,
	)
	console.log(`answers: ${results.join(', ')}`)
	console.log(
		`server resident memory: ${idle.rssMb.toFixed(0)} MB before, peak ${sampledPeak.toFixed(0)} MB during the uploads ` +
			`(+${(sampledPeak - idle.rssMb).toFixed(0)} MB; sampled every 20 ms), ${after.rssMb.toFixed(0)} MB after; ` +
			`process high-water mark since start ${after.peakMb.toFixed(0)} MB`,
	)
	if (results.some((status) => status !== 201)) process.exitCode = 1
} finally {
	await server.stop()
}
