/**
 * Rasterising and writing pictures.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { H, W } from './svg.mjs'

export const VARIANT_WIDTHS = [400, 800]
export const WEBP_QUALITY = 80

/** Rasterises once, then writes the full-size WebP and its 400/800 px variants. */
export async function writePicture(svg, file, { width = W, height = H, png, alpha = false, variants = true } = {}) {
	const raster = await sharp(Buffer.from(svg)).png().toBuffer()
	const base = file.replace(/\.webp$/, '')
	const webp = { quality: WEBP_QUALITY, effort: 5, alphaQuality: alpha ? 90 : undefined }
	await sharp(raster).webp(webp).toFile(file)
	for (const w of variants ? VARIANT_WIDTHS : []) {
		if (w >= width) continue
		const h = Math.round((w * height) / width)
		await sharp(raster).resize(w, h, { fit: 'cover' }).webp(webp).toFile(`${base}.w${w}.webp`)
	}
	if (png) await writeFile(path.join(png, path.basename(base) + '.png'), raster)
}
