/**
 * Extras: fallback picture, owner portrait, default avatar and the logo.
 */
import { circle, ellipse, H, pathEl, poly, rect, Svg, W } from './svg.mjs'

/** Neutral "photo coming soon" picture: a quiet monochrome house. */
export function fallbackSvg() {
	const s = new Svg()
	const ink = '#5f7f7a'
	const soft = '#c9d8d4'
	const paper = '#fbfcfc'
	s.add(
		rect(
			0,
			0,
			W,
			H,
			s.linear([
				[0, '#f4f7f6'],
				[1, '#e2eae8'],
			]),
		),
	)
	s.add(
		circle(
			600,
			400,
			300,
			s.radial([
				[0, '#ffffff', 0.9],
				[1, '#ffffff', 0],
			]),
		),
	)
	s.add(circle(600, 410, 230, '#e9f0ee'))
	// the drawing, enlarged around its centre
	s.wrap('translate(600 430) scale(1.3) translate(-600 -430)', () => {
		// ground
		s.add(ellipse(600, 560, 260, 18, '#d5e1de'))
		// tree
		s.add(rect(407, 430, 8, 130, '#a9bcb8', { rx: 3 }))
		s.add(
			circle(411, 420, 46, soft),
			circle(392, 445, 32, soft),
			circle(432, 448, 30, soft),
			circle(398, 408, 20, '#d9e5e2'),
		)
		// house
		s.add(rect(470, 400, 260, 160, paper))
		s.add(
			poly(
				[
					[450, 410],
					[600, 300],
					[750, 410],
					[738, 420],
					[600, 318],
					[462, 420],
				],
				ink,
			),
		)
		s.add(
			poly(
				[
					[470, 405],
					[600, 318],
					[730, 405],
				],
				paper,
			),
		)
		s.add(rect(672, 312, 24, 50, ink), rect(668, 306, 32, 8, ink, { rx: 2 }))
		s.add(rect(574, 470, 52, 90, ink, { rx: 4 }), circle(615, 518, 3, paper))
		for (const x of [498, 652]) {
			s.add(rect(x, 440, 50, 50, soft, { rx: 3 }), rect(x + 23.5, 440, 3, 50, paper), rect(x, 463.5, 50, 3, paper))
		}
		s.add(circle(600, 372, 16, soft), rect(598.5, 356, 3, 32, paper), rect(584, 370.5, 32, 3, paper))
		s.add(rect(466, 556, 268, 6, '#b5c7c3', { rx: 3 }))
		// small photo badge
		s.add(circle(752, 300, 40, '#ffffff'), circle(752, 300, 40, 'none', { stroke: soft, strokeWidth: 2 }))
		s.add(rect(730, 286, 44, 32, 'none', { stroke: ink, strokeWidth: 3, rx: 6 }))
		s.add(rect(741, 280, 16, 8, ink, { rx: 2 }), circle(752, 302, 8.5, 'none', { stroke: ink, strokeWidth: 3 }))
		// shrubs
		for (const [x, r] of [
			[486, 18],
			[512, 14],
			[700, 16],
			[722, 20],
		])
			s.add(circle(x, 560 - r * 0.6, r, '#c2d3cf'))
	})
	return s.toString()
}

/** Friendly flat-illustration portrait for the demo owner (256×256). */
export function ownerSvg() {
	const s = new Svg(256, 256)
	const skin = '#eab48f'
	const skinShade = '#d99d78'
	const hair = '#3f2a22'
	s.add(
		rect(
			0,
			0,
			256,
			256,
			s.linear([
				[0, '#cfe9e3'],
				[1, '#8ccabd'],
			]),
		),
	)
	s.add(circle(200, 60, 70, '#ffffff', { opacity: 0.25 }))
	// back hair
	s.add(pathEl('M74 118C66 60 102 38 132 40c34 2 60 26 54 80c-2 26 6 50 14 66H60c10-18 18-40 14-68z', hair))
	// shoulders and sweater
	s.add(pathEl('M36 256c4-44 34-68 92-68s88 24 92 68z', '#0f766e'))
	s.add(pathEl('M100 192c8 16 48 16 56 0l-4-8h-48z', '#0c5f58'))
	// neck
	s.add(pathEl('M110 160h36v30c0 10-36 10-36 0z', skinShade))
	// head
	s.add(ellipse(128, 118, 44, 52, skin))
	s.add(ellipse(84, 124, 8, 12, skin), ellipse(172, 124, 8, 12, skin))
	s.add(circle(84, 138, 3.5, '#f2c14e'), circle(172, 138, 3.5, '#f2c14e'))
	// fringe
	s.add(pathEl('M82 110c0-38 22-58 50-58c28 0 48 18 46 54c-14-4-30-18-38-32c-10 18-32 32-58 36z', hair))
	// face
	s.add(ellipse(110, 122, 4.5, 5.5, '#2b2220'), ellipse(146, 122, 4.5, 5.5, '#2b2220'))
	s.add(circle(111.5, 120, 1.5, '#ffffff'), circle(147.5, 120, 1.5, '#ffffff'))
	s.add(pathEl('M100 108q10-6 20-1', 'none', { stroke: hair, strokeWidth: 3.5, strokeLinecap: 'round' }))
	s.add(pathEl('M136 107q10-5 20 1', 'none', { stroke: hair, strokeWidth: 3.5, strokeLinecap: 'round' }))
	s.add(pathEl('M128 126q-4 12 2 14', 'none', { stroke: skinShade, strokeWidth: 3, strokeLinecap: 'round' }))
	s.add(pathEl('M112 148q16 14 32 0', 'none', { stroke: '#a4473f', strokeWidth: 4, strokeLinecap: 'round' }))
	s.add(ellipse(100, 140, 9, 6, '#f08f86', { opacity: 0.35 }), ellipse(156, 140, 9, 6, '#f08f86', { opacity: 0.35 }))
	return s.toString()
}

export const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="User">
	<defs><clipPath id="avatar-clip"><circle cx="32" cy="32" r="32"/></clipPath></defs>
	<circle cx="32" cy="32" r="32" fill="#94a3b8"/>
	<g clip-path="url(#avatar-clip)" fill="#e2e8f0">
		<circle cx="32" cy="25" r="11"/>
		<path d="M9 64c0-13.5 10.3-22 23-22s23 8.5 23 22z"/>
	</g>
</svg>
`

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Homestead">
	<rect width="64" height="64" rx="15" fill="#0f766e"/>
	<path d="M44.5 23.5V15" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
	<path d="M12 32 32 15l20 17" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
	<path d="M19 29v17.5a3.5 3.5 0 0 0 3.5 3.5h19a3.5 3.5 0 0 0 3.5-3.5V29" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
	<path d="M27.5 50V41a4.5 4.5 0 0 1 9 0v9z" fill="#ffffff"/>
</svg>
`
