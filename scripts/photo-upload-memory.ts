/**
 * Measures the memory of the photo pipeline under load: a server process parses multipart uploads
 * with `parsePhotoForm` (local store in a temporary folder) while CLIENTS clients at once each post
 * FILES photos of just under 2 MB; the server samples its resident memory and reports the peak.
 *
 *   npx tsx scripts/photo-upload-memory.ts            5 clients × 6 photos (24-megapixel JPEGs)
 *   CLIENTS=10 FILES=6 npx tsx scripts/photo-upload-memory.ts
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const CLIENTS = Number(process.env.CLIENTS ?? 5)
const FILES = Number(process.env.FILES ?? 6)
const BOUNDARY = 'MemoryMeasurementBoundary'

if (process.argv[2] === 'server') await serve()
else await measure()

async function serve() {
	const { createReadableStreamFromReadable } = await import('@remix-run/node')
	const { createLocalPhotoStore } = await import('../app/utils/photo-store.server')
	const { parsePhotoForm } = await import('../app/utils/photos.server')
	const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-memory-'))
	const store = createLocalPhotoStore(directory)
	let peak = 0
	const sample = () => (peak = Math.max(peak, process.memoryUsage().rss))
	const sampler = setInterval(sample, 10)

	const server = http.createServer(async (req, res) => {
		const request = new Request(`http://localhost${req.url}`, {
			method: 'POST',
			headers: req.headers as Record<string, string>,
			body: createReadableStreamFromReadable(req),
			duplex: 'half',
		} as RequestInit)
		try {
			const { photos } = await parsePhotoForm(request, { field: 'images', maxFiles: 6, store })
			res.writeHead(201).end(JSON.stringify(photos))
		} catch (error) {
			res.writeHead((error as { status?: number }).status ?? 500).end(String(error))
		}
	})
	server.listen(0, '127.0.0.1', () => {
		sample()
		process.send!({ port: (server.address() as AddressInfo).port, idle: process.memoryUsage().rss })
	})
	process.on('message', () => {
		clearInterval(sampler)
		sample()
		fs.rmSync(directory, { recursive: true, force: true })
		process.send!({ peak }, () => process.exit(0))
	})
}

async function measure() {
	const photo = await photoJustUnder2MB()
	const part = (i: number) =>
		Buffer.concat([
			Buffer.from(
				`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${i}.jpg"\r\n` +
					'Content-Type: image/jpeg\r\n\r\n',
			),
			photo,
			Buffer.from('\r\n'),
		])
	const body = Buffer.concat([...Array.from({ length: FILES }, (_, i) => part(i)), Buffer.from(`--${BOUNDARY}--\r\n`)])

	const server = fork(fileURLToPath(import.meta.url), ['server'], { execArgv: ['--import', 'tsx'] })
	const next = () => new Promise<Record<string, number>>((resolve) => server.once('message', resolve))
	const { port, idle } = await next()
	const started = performance.now()
	const statuses = await Promise.all(
		Array.from({ length: CLIENTS }, async () => {
			const response = await fetch(`http://127.0.0.1:${port}/`, {
				method: 'POST',
				headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
				body: new Uint8Array(body),
			})
			await response.text()
			return response.status
		}),
	)
	const seconds = (performance.now() - started) / 1000
	server.send('stop')
	const { peak } = await next()
	const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
	console.log(
		`${CLIENTS} clients × ${FILES} photos of ${(photo.length / 1024 / 1024).toFixed(2)} MB ` +
			`(${(await sharp(photo).metadata()).width}×${(await sharp(photo).metadata()).height} JPEG): ` +
			`answers ${statuses.join(', ')} in ${seconds.toFixed(1)} s`,
	)
	console.log(`server resident memory: ${mb(idle!)} idle, ${mb(peak!)} peak`)
}

/** A 6000×4000 (24-megapixel) JPEG of fine noise, at the highest quality that stays under 2 MB. */
async function photoJustUnder2MB() {
	let best: Buffer | undefined
	for (let quality = 50; quality <= 95; quality += 5) {
		const jpeg = await sharp({
			create: {
				width: 6000,
				height: 4000,
				channels: 3,
				background: '#808080',
				noise: { type: 'gaussian', mean: 128, sigma: 6 },
			},
		})
			.jpeg({ quality })
			.toBuffer()
		if (jpeg.length >= 2 * 1024 * 1024) break
		best = jpeg
	}
	return best!
}
