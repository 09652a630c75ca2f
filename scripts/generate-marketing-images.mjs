#!/usr/bin/env node
/**
 * Draws the illustrated pictures of the marketing pages (hero, about pictures, video
 * poster, contact map, team portraits, client avatars and partner logos) as SVG and
 * rasterises them with sharp, in the flat style of the demo pictures. The drawing code
 * lives in scripts/images/marketing/.
 *
 * Deterministic: running it twice writes the same files.
 *
 *   node scripts/generate-marketing-images.mjs                 everything
 *   node scripts/generate-marketing-images.mjs --only=hero,map  some pictures (hero, renovation, plans, poster, map, people, brands)
 *   node scripts/generate-marketing-images.mjs --png=/tmp/out  also write PNG previews there
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { IMAGES_DIR, parseArgs } from './images/cli.mjs'
import { writeBrands } from './images/marketing/brands.mjs'
import { plansSvg, renovationSvg } from './images/marketing/indoor.mjs'
import { mapSvg } from './images/marketing/map.mjs'
import { heroSvg, posterSvg } from './images/marketing/outdoor.mjs'
import { writePeople } from './images/marketing/people.mjs'
import { writePicture } from './images/output.mjs'

const OUT_DIR = path.join(IMAGES_DIR, 'marketing')

const JOBS = {
	hero: (png) => writePicture(heroSvg(), path.join(OUT_DIR, 'hero.webp'), { width: 1200, height: 900, png }),
	poster: (png) =>
		writePicture(posterSvg(), path.join(OUT_DIR, 'video-poster.webp'), { width: 1200, height: 675, png }),
	renovation: (png) =>
		writePicture(renovationSvg(), path.join(OUT_DIR, 'about-renovation.webp'), { width: 1200, height: 800, png }),
	plans: (png) => writePicture(plansSvg(), path.join(OUT_DIR, 'about-plans.webp'), { width: 1200, height: 800, png }),
	map: (png) => writePicture(mapSvg(), path.join(OUT_DIR, 'contact-map.webp'), { width: 1200, height: 800, png }),
	people: (png) => writePeople(OUT_DIR, png),
	brands: (png) => writeBrands(OUT_DIR, png),
}

const { only, png } = parseArgs()
await mkdir(OUT_DIR, { recursive: true })
if (png) await mkdir(png, { recursive: true })
for (const [name, job] of Object.entries(JOBS)) {
	if (only && !only.includes(name)) continue
	const started = Date.now()
	await job(png)
	console.log(`${name} done in ${Date.now() - started} ms`)
}
