import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

/** Writes small real JPEG photos (distinct colours) to a temporary folder and returns their paths. */
export async function makePhotoFiles(count: number) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-photos-'))
	const colours = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#7c3aed']
	return Promise.all(
		Array.from({ length: count }, async (_, index) => {
			const file = path.join(dir, `photo-${index + 1}.jpg`)
			await sharp({ create: { width: 900, height: 600, channels: 3, background: colours[index % colours.length]! } })
				.jpeg({ quality: 80 })
				.toFile(file)
			return file
		}),
	)
}
