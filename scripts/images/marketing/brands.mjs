/**
 * Partner logos (made-up companies), transparent.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writePicture } from '../output.mjs'
import { circle, ellipse, group, pathEl, poly, rect, Svg, text } from '../svg.mjs'

export const BRANDS = [
	{
		id: 'lone-star-title',
		color: '#1e3a5f',
		mark: (c) => circle(40, 40, 32, 'none', { stroke: c, strokeWidth: 5 }) + poly(starPoints(40, 42, 20, 8.5), c),
		name: 'LONE STAR',
		tagline: 'TITLE COMPANY',
	},
	{
		id: 'barton-creek-builders',
		color: '#7c4a2d',
		mark: (c) =>
			pathEl('M8 40L40 12L72 40', 'none', {
				stroke: c,
				strokeWidth: 6,
				strokeLinecap: 'round',
				strokeLinejoin: 'round',
			}) +
			[0, 1, 2]
				.map((row) =>
					[0, 1].map((col) => rect(18 + col * 22 + (row % 2) * 6, 44 + row * 11, 18, 8, c, { rx: 1.5 })).join(''),
				)
				.join(''),
		name: 'Barton Creek',
		tagline: 'BUILDERS',
	},
	{
		id: 'pecan-street-lending',
		color: '#55622b',
		mark: (c) =>
			ellipse(40, 42, 22, 30, c) +
			pathEl('M40 14v56', 'none', { stroke: '#ffffff', strokeWidth: 3 }) +
			pathEl('M40 14c8-8 20-8 26-4', 'none', { stroke: c, strokeWidth: 4, strokeLinecap: 'round' }),
		name: 'Pecan Street',
		tagline: 'LENDING',
	},
	{
		id: 'hill-country-interiors',
		color: '#8c3b4a',
		mark: (c) => pathEl('M6 62Q24 26 42 50Q56 30 74 62Z', c) + circle(56, 22, 8, c),
		name: 'HILL COUNTRY',
		tagline: 'interiors',
	},
	{
		id: 'colorado-river-insurance',
		color: '#1f6f8b',
		mark: (c) =>
			pathEl('M40 8L68 20V42C68 58 56 70 40 76C24 70 12 58 12 42V20Z', c) +
			pathEl('M22 44q9-8 18 0t18 0M22 56q9-8 18 0t18 0', 'none', {
				stroke: '#ffffff',
				strokeWidth: 3.5,
				strokeLinecap: 'round',
			}),
		name: 'COLORADO RIVER',
		tagline: 'INSURANCE',
	},
	{
		id: 'capitol-movers',
		color: '#b45309',
		mark: (c) =>
			rect(4, 30, 48, 34, c, { rx: 4 }) +
			poly(
				[
					[54, 38],
					[68, 38],
					[76, 50],
					[76, 64],
					[54, 64],
				],
				c,
			) +
			circle(18, 66, 8, '#ffffff') +
			circle(18, 66, 5, c) +
			circle(62, 66, 8, '#ffffff') +
			circle(62, 66, 5, c) +
			rect(58, 42, 10, 8, '#ffffff', { rx: 1 }),
		name: 'CAPITOL',
		tagline: 'MOVERS',
	},
]

export function starPoints(cx, cy, outer, inner) {
	const list = []
	for (let i = 0; i < 10; i++) {
		const a = -Math.PI / 2 + (i * Math.PI) / 5
		const r = i % 2 ? inner : outer
		list.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
	}
	return list
}

export function brandSvg(brand) {
	const s = new Svg(480, 160, '0 0 300 100')
	s.add(group(brand.mark(brand.color), { transform: 'translate(4 10)' }))
	const long = brand.name.length > 12
	s.add(
		text(96, 52, brand.name, {
			fontSize: long ? 21 : 25,
			fontWeight: 700,
			fill: brand.color,
			letterSpacing: brand.name === brand.name.toUpperCase() ? 0.5 : 0,
		}),
	)
	s.add(
		text(97, 74, brand.tagline, {
			fontSize: 13,
			fill: brand.color,
			letterSpacing: brand.tagline === brand.tagline.toUpperCase() ? 3 : 1,
			opacity: 0.85,
		}),
	)
	return s.toString()
}

export async function writeBrands(outDir, png) {
	const dir = path.join(outDir, 'brands')
	await mkdir(dir, { recursive: true })
	for (const brand of BRANDS)
		await writePicture(brandSvg(brand), path.join(dir, `${brand.id}.webp`), {
			width: 480,
			height: 160,
			png,
			alpha: true,
			variants: false,
		})
}
