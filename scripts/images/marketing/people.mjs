/**
 * People: head-and-shoulders portraits, drawn on a 256×320 canvas.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { darken, lighten } from '../colour.mjs'
import { writePicture } from '../output.mjs'
import { circle, ellipse, group, line, pathEl, poly, rect, smoothPath, Svg } from '../svg.mjs'

export const PORTRAIT_W = 256
export const PORTRAIT_H = 320
export const HEAD = { cx: 128, cy: 138, rx: 41, ry: 50 }

/** The back part of the hair (behind the head and neck). */
export function hairBack(p) {
	const c = p.hair
	switch (p.hairStyle) {
		case 'long':
			return pathEl(
				'M80 132C72 74 100 66 128 66c30 0 58 10 50 66c-2 40 6 76 18 102c-18 10-50 14-68 14s-54-4-70-14c12-26 24-62 22-102z',
				c,
			)
		case 'wavy':
			return pathEl(
				smoothPath(
					[
						[84, 110],
						[92, 74],
						[128, 62],
						[166, 74],
						[176, 112],
						[182, 160],
						[196, 196],
						[188, 228],
						[160, 240],
						[128, 236],
						[96, 240],
						[68, 228],
						[60, 196],
						[74, 160],
					],
					true,
				),
				c,
			)
		case 'bob':
			return pathEl(
				'M80 140C72 78 102 64 128 64s56 14 48 76c-2 18 2 34 8 48c-16 6-36 8-56 8s-40-2-56-8c6-14 10-30 8-48z',
				c,
			)
		case 'bun':
			return circle(128, 66, 22, c) + circle(122, 60, 8, lighten(c, 0.12), { opacity: 0.5 })
		case 'curly':
			return [
				...[
					[128, 90, 50],
					[88, 112, 28],
					[168, 112, 28],
					[96, 82, 26],
					[160, 82, 26],
					[128, 72, 28],
					[82, 144, 18],
					[174, 144, 18],
				].map(([x, y, r]) => circle(x, y, r, c)),
			].join('')
		case 'ponytail':
			return pathEl('M168 104c24 10 30 46 20 78c-4 14-12 22-18 20c6-26 6-58-12-80z', c)
		default:
			return ''
	}
}

/** The front part of the hair (over the forehead). */
export function hairFront(p) {
	const c = p.hair
	const shine = lighten(c, 0.18)
	switch (p.hairStyle) {
		case 'short':
			return (
				pathEl(
					'M85 130C80 84 104 62 130 62C158 62 178 84 171 130C168 116 164 106 157 100C140 108 112 108 97 100C91 108 87 118 85 130Z',
					c,
				) +
				pathEl('M110 72c14-4 30-2 42 6', 'none', {
					stroke: shine,
					strokeWidth: 3,
					strokeLinecap: 'round',
					opacity: 0.5,
				})
			)
		case 'side-part':
			return (
				pathEl('M86 136c-8-50 18-74 46-74c28 0 46 22 40 70c-4-18-12-30-22-38c-12 6-34 6-52 2c-8 10-12 24-12 40z', c) +
				pathEl('M104 70c10 10 12 20 10 30', 'none', {
					stroke: darken(c, 0.25),
					strokeWidth: 2.5,
					strokeLinecap: 'round',
					opacity: 0.6,
				})
			)
		case 'buzz':
			return pathEl(
				'M87 126C86 96 104 81 128 81C152 81 170 96 169 126C162 110 148 99 128 99C108 99 94 110 87 126Z',
				c,
				{ opacity: 0.85 },
			)
		case 'bald':
			return pathEl('M100 86c10-8 36-10 50-2', 'none', {
				stroke: lighten(p.skin, 0.35),
				strokeWidth: 6,
				strokeLinecap: 'round',
				opacity: 0.5,
			})
		case 'curly':
			return (
				[
					[100, 92, 20],
					[126, 84, 22],
					[152, 92, 20],
					[88, 110, 14],
					[168, 110, 14],
				]
					.map(([x, y, r]) => circle(x, y, r, c))
					.join('') + circle(118, 78, 8, shine, { opacity: 0.35 })
			)
		case 'long':
		case 'wavy':
			return pathEl('M86 128c0-40 18-62 44-62c26 0 46 18 42 60c-16-6-30-20-38-34c-10 18-28 32-48 36z', c)
		case 'bob':
			return pathEl('M84 132c-2-42 18-66 46-66c26 0 46 20 44 64c-20-2-44-10-58-26c-8 14-18 24-32 28z', c)
		case 'bun':
		case 'ponytail':
			return (
				pathEl('M86 130c-2-42 18-64 42-64c26 0 44 20 42 62c-10-14-24-26-42-30c-18 4-32 16-42 32z', c) +
				pathEl('M106 76c12-6 30-6 42 2', 'none', {
					stroke: shine,
					strokeWidth: 3,
					strokeLinecap: 'round',
					opacity: 0.45,
				})
			)
		default:
			return ''
	}
}

/** The clothes are drawn for shoulders at y 232 and lifted to sit under a shorter neck. */
export const LIFT = { transform: 'translate(0 -16)' }

/** Jacket, sweater or blouse over the shoulders. */
export function clothes(p) {
	const c = p.top
	const shade = darken(c, 0.18)
	const body = pathEl('M14 340C18 262 62 232 128 232C194 232 238 262 242 340Z', c)
	switch (p.outfit) {
		case 'blazer':
			return group(
				[
					body,
					poly(
						[
							[102, 232],
							[154, 232],
							[128, 290],
						],
						p.shirt ?? '#f4f5f7',
					),
					poly(
						[
							[96, 234],
							[128, 300],
							[118, 320],
							[80, 252],
						],
						shade,
					),
					poly(
						[
							[160, 234],
							[128, 300],
							[138, 320],
							[176, 252],
						],
						shade,
					),
					line(128, 300, 128, 320, darken(c, 0.3), 1.5),
					circle(122, 312, 2.5, darken(c, 0.4)),
				],
				LIFT,
			)
		case 'crew':
			return group(
				[body, pathEl('M104 234c8 16 40 16 48 0', 'none', { stroke: shade, strokeWidth: 7, strokeLinecap: 'round' })],
				LIFT,
			)
		case 'vneck':
			return group(
				[
					body,
					poly(
						[
							[108, 233],
							[148, 233],
							[128, 268],
						],
						p.skinShade,
					),
					pathEl('M106 233l22 38l22-38', 'none', { stroke: shade, strokeWidth: 5, strokeLinejoin: 'round' }),
				],
				LIFT,
			)
		case 'collar':
			return group(
				[
					body,
					poly(
						[
							[112, 232],
							[128, 252],
							[144, 232],
						],
						p.skinShade,
					),
					poly(
						[
							[104, 230],
							[128, 252],
							[116, 262],
						],
						lighten(c, 0.25),
					),
					poly(
						[
							[152, 230],
							[128, 252],
							[140, 262],
						],
						lighten(c, 0.25),
					),
					line(128, 252, 128, 320, shade, 2),
					...[270, 292, 314].map((y) => circle(128, y, 2.2, shade)),
				],
				LIFT,
			)
		default:
			return group(body, LIFT)
	}
}

export function face(p) {
	const ink = '#2b2220'
	const parts = []
	// eyes
	parts.push(ellipse(111, 140, 4.6, 5.4, ink), ellipse(145, 140, 4.6, 5.4, ink))
	parts.push(circle(112.6, 138.2, 1.5, '#ffffff'), circle(146.6, 138.2, 1.5, '#ffffff'))
	// brows
	const brow = p.brow ?? darken(p.hair, 0.1)
	parts.push(pathEl('M101 127q10-6 20-1', 'none', { stroke: brow, strokeWidth: 3.4, strokeLinecap: 'round' }))
	parts.push(pathEl('M135 126q10-5 20 1', 'none', { stroke: brow, strokeWidth: 3.4, strokeLinecap: 'round' }))
	// nose
	parts.push(pathEl('M128 144q-5 12 1 15', 'none', { stroke: p.skinShade, strokeWidth: 3, strokeLinecap: 'round' }))
	// cheeks
	parts.push(
		ellipse(101, 160, 9, 5.5, '#f08f86', { opacity: 0.28 }),
		ellipse(155, 160, 9, 5.5, '#f08f86', { opacity: 0.28 }),
	)
	if (p.beard) {
		parts.push(
			pathEl(
				'M88 146c2 30 18 52 40 52s38-22 40-52c-6 12-10 18-16 20c-6-6-16-8-24-8s-18 2-24 8c-6-2-10-8-16-20z',
				p.hair,
				{ opacity: p.beard === 'stubble' ? 0.2 : 0.95 },
			),
		)
	}
	if (p.moustache) parts.push(pathEl('M112 164q16-8 32 0q-16 4-32 0z', p.hair))
	// mouth
	if (p.smile === 'open') {
		parts.push(
			pathEl('M114 168q14 16 28 0z', '#8f3a35'),
			pathEl('M117 169.5h22q-1 3-3 4.5h-16q-2-1.5-3-4.5z', '#ffffff'),
		)
	} else {
		parts.push(pathEl('M115 169q13 12 26 0', 'none', { stroke: '#a4473f', strokeWidth: 3.6, strokeLinecap: 'round' }))
	}

	if (p.glasses) {
		const frame = p.glasses
		parts.push(rect(97, 129, 28, 22, 'none', { rx: 8, stroke: frame, strokeWidth: 3 }))
		parts.push(rect(131, 129, 28, 22, 'none', { rx: 8, stroke: frame, strokeWidth: 3 }))
		parts.push(pathEl('M125 137q3-3 6 0', 'none', { stroke: frame, strokeWidth: 3 }))
		parts.push(line(97, 136, 87, 134, frame, 3), line(159, 136, 169, 134, frame, 3))
	}
	if (p.earrings) parts.push(circle(86, 156, 3.5, p.earrings), circle(170, 156, 3.5, p.earrings))
	return parts.join('')
}

/** A whole portrait; `viewBox` crops it (the avatars are the head only). */
export function portraitSvg(p, { width, height, viewBox }) {
	const s = new Svg(width, height, viewBox)
	const bg = p.background
	s.add(
		rect(
			-20,
			-20,
			PORTRAIT_W + 40,
			PORTRAIT_H + 40,
			s.linear([
				[0, lighten(bg, 0.35)],
				[1, bg],
			]),
		),
	)
	// a soft studio light behind the head
	s.add(
		circle(
			150,
			110,
			120,
			s.radial([
				[0, '#ffffff', 0.5],
				[1, '#ffffff', 0],
			]),
		),
	)
	s.add(circle(36, 300, 80, darken(bg, 0.08), { opacity: 0.35 }))
	s.add(hairBack(p))
	// neck with a shadow under the jaw
	s.add(pathEl('M108 168h40v50c0 12-40 12-40 0z', p.skin))
	s.add(pathEl('M108 182c10 12 30 12 40 0v-14h-40z', p.skinShade, { opacity: 0.8 }))
	s.add(clothes(p))
	// head
	s.add(ellipse(HEAD.cx - 42, HEAD.cy + 4, 8, 12, p.skin), ellipse(HEAD.cx + 42, HEAD.cy + 4, 8, 12, p.skin))
	s.add(
		pathEl('M87 134C87 96 104 86 128 86C152 86 169 96 169 134C169 172 152 190 128 190C104 190 87 172 87 134Z', p.skin),
	)
	s.add(
		pathEl('M160 110c8 14 10 34 4 52c-6 16-18 26-30 28c18-10 28-30 28-52c0-10-1-20-2-28z', p.skinShade, {
			opacity: 0.35,
		}),
	)
	s.add(hairFront(p))
	s.add(face(p))
	return s.toString()
}

export const SKIN = {
	fair: ['#f6d5bd', '#e7b79a'],
	light: ['#f1c6a5', '#dfa886'],
	warm: ['#e6b48e', '#d19a73'],
	tan: ['#d59e76', '#bf855e'],
	brown: ['#b37a52', '#9b6541'],
	deep: ['#8a5a3c', '#74472d'],
	deepest: ['#6d452d', '#5a3723'],
}

export function person(id, o) {
	const [skin, skinShade] = SKIN[o.skinTone]
	return { id, skin, skinShade, smile: 'closed', ...o }
}

/** The Homestead team (portraits and avatars) and the clients of the testimonials (avatars). */
export const TEAM = [
	person('maya-castillo', {
		skinTone: 'tan',
		hair: '#3b2a24',
		hairStyle: 'wavy',
		outfit: 'blazer',
		top: '#0f766e',
		shirt: '#f5efe6',
		background: '#c9e4de',
		earrings: '#f2c14e',
		smile: 'open',
	}),
	person('daniel-okafor', {
		skinTone: 'deep',
		hair: '#1d1614',
		hairStyle: 'short',
		beard: 'full',
		outfit: 'blazer',
		top: '#27364f',
		shirt: '#f4f6f8',
		background: '#d6dff0',
	}),
	person('priya-raman', {
		skinTone: 'brown',
		hair: '#1b1514',
		hairStyle: 'long',
		outfit: 'vneck',
		top: '#d39b2a',
		background: '#f3e1c4',
		earrings: '#e8d7a8',
		smile: 'open',
	}),
	person('tom-whitaker', {
		skinTone: 'light',
		hair: '#7a5234',
		hairStyle: 'side-part',
		beard: 'full',
		outfit: 'collar',
		top: '#4f6d8f',
		background: '#dfe7ea',
	}),
	person('grace-lin', {
		skinTone: 'fair',
		hair: '#1f1a1a',
		hairStyle: 'bob',
		glasses: '#3b3f46',
		outfit: 'crew',
		top: '#d98b8b',
		background: '#f4dcd6',
	}),
	person('marcus-bell', {
		skinTone: 'deepest',
		hair: '#1a1412',
		hairStyle: 'buzz',
		glasses: '#2a2a2a',
		outfit: 'blazer',
		top: '#5b6470',
		shirt: '#dfe8f1',
		background: '#d9e2e8',
		smile: 'open',
	}),
	person('sofia-marquez', {
		skinTone: 'warm',
		hair: '#2e1f1a',
		hairStyle: 'bun',
		outfit: 'blazer',
		top: '#8e3b46',
		shirt: '#f6ede4',
		background: '#ecd8d9',
		earrings: '#f2c14e',
	}),
	person('ben-harlow', {
		skinTone: 'fair',
		hair: '#a8552e',
		hairStyle: 'curly',
		glasses: '#2f3640',
		outfit: 'crew',
		top: '#2f3640',
		background: '#e4e1d6',
	}),
]

export const CLIENTS = [
	person('rachel-patterson', {
		skinTone: 'fair',
		hair: '#d9b36a',
		hairStyle: 'long',
		outfit: 'crew',
		top: '#4d7ea8',
		background: '#d7e6f2',
		smile: 'open',
	}),
	person('luis-hernandez', {
		skinTone: 'tan',
		hair: '#201816',
		hairStyle: 'short',
		moustache: true,
		outfit: 'collar',
		top: '#4f8a5b',
		background: '#dcebdc',
	}),
	person('aisha-thompson', {
		skinTone: 'deep',
		hair: '#1c1513',
		hairStyle: 'curly',
		outfit: 'vneck',
		top: '#e0a83a',
		background: '#f6e7c8',
		earrings: '#f2c14e',
		smile: 'open',
	}),
	person('kevin-nguyen', {
		skinTone: 'light',
		hair: '#1c1818',
		hairStyle: 'side-part',
		outfit: 'crew',
		top: '#6b7280',
		background: '#e2e5ea',
	}),
	person('hannah-brooks', {
		skinTone: 'fair',
		hair: '#9c4a2a',
		hairStyle: 'ponytail',
		outfit: 'crew',
		top: '#5e8c6a',
		background: '#e0ecdf',
		smile: 'open',
	}),
	person('elena-ruiz', {
		skinTone: 'warm',
		hair: '#3a2420',
		hairStyle: 'wavy',
		outfit: 'vneck',
		top: '#e07a5f',
		background: '#f6dcd2',
		earrings: '#e8d7a8',
	}),
]

export async function writePeople(outDir, png) {
	const dir = path.join(outDir, 'people')
	await mkdir(dir, { recursive: true })
	for (const p of TEAM) {
		await writePicture(
			portraitSvg(p, { width: 640, height: 800, viewBox: '24 38 208 260' }),
			path.join(dir, `${p.id}.webp`),
			{
				width: 640,
				height: 800,
				png,
			},
		)
	}
	for (const p of [...TEAM, ...CLIENTS]) {
		await writePicture(
			portraitSvg(p, { width: 160, height: 160, viewBox: '56 54 144 144' }),
			path.join(dir, `${p.id}-avatar.webp`),
			{
				width: 160,
				height: 160,
				png,
				variants: false,
			},
		)
	}
}
