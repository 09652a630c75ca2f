import { crc32 } from 'node:zlib'
import sharp from 'sharp'

type Format = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

/** A real picture in `format`: red on the left half, blue on the right. */
export async function testImage(format: Format, width = 600, height = 400) {
	const half = Math.floor(width / 2)
	const image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
		{ input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 },
	])
	return image.toFormat(format, format === 'avif' ? { effort: 0 } : {}).toBuffer()
}

/**
 * A phone-style JPEG: pixels stored sideways with EXIF orientation 6 (turn 90° clockwise to view),
 * a camera make and a GPS position. Viewed upright it is red on top and blue at the bottom.
 */
export async function sidewaysJpegWithGps() {
	const stored = await testImage('png', 300, 200)
	return sharp(stored)
		.jpeg()
		.withExif({
			IFD0: { Make: 'HomesteadTestCam' },
			IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
		})
		.withMetadata({ orientation: 6 })
		.toBuffer()
}

/**
 * A small PNG whose header declares `width` × `height` pixels (a decompression bomb as far as
 * any decoder that trusts the header can tell), with the header checksum fixed up.
 */
export async function pngDeclaring(width: number, height: number) {
	const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
		.png()
		.toBuffer()
	// Signature (8 bytes), IHDR length (4), 'IHDR' (4), then width and height.
	png.writeUInt32BE(width, 16)
	png.writeUInt32BE(height, 20)
	png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
	return png
}

/** The RGB colour of one pixel. */
export async function pixel(image: Buffer, x: number, y: number) {
	const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
	const at = (y * info.width + x) * info.channels
	return [data[at]!, data[at + 1]!, data[at + 2]!] as const
}

export function isReddish([r, g, b]: readonly number[]) {
	return r! > 200 && g! < 60 && b! < 60
}

export function isBluish([r, g, b]: readonly number[]) {
	return b! > 200 && r! < 60 && g! < 60
}

const COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#7c3aed']

/** Small real JPEG photos (distinct colours), as a form's file field sends them. */
export function makePhotos(count: number) {
	return Promise.all(
		Array.from({ length: count }, async (_, index) => ({
			name: `photo-${index + 1}.jpg`,
			type: 'image/jpeg',
			content: await sharp({
				create: { width: 900, height: 600, channels: 3, background: COLOURS[index % COLOURS.length]! },
			})
				.jpeg({ quality: 80 })
				.toBuffer(),
		})),
	)
}

/** A phone photo of 5 MB: over the 2 MB limit before a byte of it is read. */
export const TOO_LARGE = { name: 'phone-photo.jpg', type: 'image/jpeg', content: Buffer.alloc(5 * 1024 * 1024, 0x41) }
/** A text file offered as a photo. */
export const LETTER = {
	name: 'letter.txt',
	type: 'text/plain',
	content: Buffer.from('Dear landlord, this is a letter, not a photo.\n'),
}
