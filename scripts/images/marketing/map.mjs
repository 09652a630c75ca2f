/**
 * The contact map: downtown Austin with our office marked.
 */
import { circle, ellipse, pathEl, poly, rect, smoothPath, softShadow, Svg, text } from '../svg.mjs'

export function mapSvg() {
	const W = 1200
	const H = 800
	const s = new Svg(W, H)
	const land = '#eef0ea'
	const block = '#e2e5de'
	const park = '#cfe3c4'
	const water = '#a9d2ea'
	const street = '#ffffff'
	const labelStyle = {
		fill: '#5b6472',
		stroke: '#ffffff',
		strokeWidth: 4,
		paintOrder: 'stroke',
		fontWeight: 700,
		fontSize: 15,
	}
	s.add(rect(0, 0, W, H, land))
	// the grid of downtown: avenues run north-south, numbered streets east-west
	const avenues = [
		[130, 'Lamar Blvd', 14],
		[220, '', 6],
		[300, '', 6],
		[380, '', 6],
		[460, 'Guadalupe St', 8],
		[540, 'Lavaca St', 6],
		[620, 'Colorado St', 6],
		[700, 'Congress Ave', 16],
		[780, 'Brazos St', 6],
		[860, 'San Jacinto Blvd', 8],
		[940, 'Trinity St', 6],
		[1020, 'Red River St', 8],
	]
	const streets = [
		[600, 'Cesar Chavez St', 14],
		[545, '2nd St', 6],
		[490, '3rd St', 6],
		[435, '4th St', 6],
		[380, '5th St', 8],
		[325, '6th St', 8],
		[270, '7th St', 6],
		[215, '8th St', 6],
		[160, '9th St', 6],
		[105, '10th St', 6],
		[50, '11th St', 10],
	]
	for (let i = 0; i < avenues.length - 1; i++) {
		for (let j = 0; j < streets.length - 1; j++) {
			const x0 = avenues[i][0] + avenues[i][2] / 2 + 6
			const x1 = avenues[i + 1][0] - avenues[i + 1][2] / 2 - 6
			const y1 = streets[j][0] - streets[j][2] / 2 - 6
			const y0 = streets[j + 1][0] + streets[j + 1][2] / 2 + 6
			s.add(rect(x0, y0, x1 - x0, y1 - y0, block, { rx: 4 }))
		}
	}
	// squares and the Capitol grounds
	const squareAt = (i, j, name) => {
		const x0 = avenues[i][0] + 10
		const x1 = avenues[i + 1][0] - 10
		const y1 = streets[j][0] - 10
		const y0 = streets[j + 1][0] + 10
		s.add(rect(x0, y0, x1 - x0, y1 - y0, park, { rx: 6 }))
		for (const [dx, dy] of [
			[0.3, 0.35],
			[0.65, 0.6],
			[0.4, 0.75],
		])
			s.add(circle(x0 + (x1 - x0) * dx, y0 + (y1 - y0) * dy, 7, '#b4d3a5'))
		return name
	}
	squareAt(3, 2, 'Republic Square')
	squareAt(3, 7, 'Wooldridge Square')
	squareAt(9, 2, 'Brush Square')
	s.add(rect(630, 0, 140, 44, park, { rx: 6 }), rect(696, 0, 8, 44, street))
	// West of Lamar: Shoal Creek winding north
	s.add(
		pathEl(
			smoothPath([
				[88, 0],
				[80, 120],
				[96, 260],
				[76, 420],
				[92, 560],
				[84, 640],
			]),
			'none',
			{ stroke: water, strokeWidth: 9, strokeLinecap: 'round' },
		),
	)
	// streets on top of the blocks
	for (const [x, , w] of avenues) s.add(rect(x - w / 2, 0, w, 640, street))
	for (const [y, , w] of streets) s.add(rect(0, y - w / 2, 1080, w, street))
	// I-35 on the east
	s.add(rect(1080, 0, 40, H, '#f6d88f'), rect(1080, 0, 4, H, '#e8c06b'), rect(1116, 0, 4, H, '#e8c06b'))
	// Lady Bird Lake, its shore trail and parks, and the Congress Avenue bridge
	const lakeTop = [
		[-20, 640],
		[200, 650],
		[420, 628],
		[640, 640],
		[860, 662],
		[1080, 650],
		[1220, 660],
	]
	const lakeBottom = [
		[1220, 742],
		[1000, 736],
		[760, 716],
		[520, 722],
		[300, 744],
		[100, 730],
		[-20, 740],
	]
	s.add(
		pathEl(`${smoothPath(lakeTop)}L1220,742${smoothPath(lakeBottom).replace(/^M[^C]+/, '')}L-20,640Z`, park, {
			transform: 'translate(0 -16) scale(1 1.02)',
		}),
	)
	s.add(pathEl(`${smoothPath(lakeTop)}L1220,742${smoothPath(lakeBottom).replace(/^M[^C]+/, '')}L-20,640Z`, water))
	s.add(rect(0, 748, W, 60, park), rect(0, 770, W, 40, land))
	for (const [x, w] of [
		[700, 20],
		[130, 14],
	])
		s.add(rect(x - w / 2, 600, w, 200, street))
	s.add(rect(1080, 600, 40, 200, '#f6d88f'))
	// the Capitol
	s.add(
		rect(664, 24, 72, 16, '#f4efe6'),
		rect(688, 14, 24, 12, '#f4efe6'),
		ellipse(700, 14, 13, 11, '#f4efe6'),
		rect(698, 0, 4, 6, '#d8d1c4'),
	)
	// labels
	const label = (x, y, t, o = {}) => s.add(text(x, y, t, { ...labelStyle, ...o }))
	const labelY = {
		'Lamar Blvd': 240,
		'Guadalupe St': 240,
		'Lavaca St': 180,
		'Colorado St': 300,
		'Congress Ave': 240,
		'Brazos St': 180,
		'San Jacinto Blvd': 170,
		'Trinity St': 240,
		'Red River St': 180,
	}
	for (const [x, name] of avenues)
		if (name)
			label(x + 5, labelY[name], name, { transform: `rotate(-90 ${x + 5} ${labelY[name]})`, textAnchor: 'middle' })
	for (const [y, name] of streets)
		if (name && ['Cesar Chavez St', '4th St', '6th St', '11th St', '2nd St', '8th St'].includes(name))
			label(164, y + 5, name, { fontSize: 13 })
	label(230, 704, 'Lady Bird Lake', { fill: '#3b7ea6', fontSize: 20, fontStyle: 'italic', strokeWidth: 0 })
	label(420, 470, 'Republic Sq.', { fill: '#3f6b31', fontSize: 11, textAnchor: 'middle' })
	label(700, 64, 'Texas State Capitol', { fontSize: 13, textAnchor: 'middle', fill: '#4b7a3c' })
	label(1100, 780, 'I-35', { fontSize: 14, textAnchor: 'middle', fill: '#8a5a12', stroke: '#f6d88f' })
	label(716, 790, 'S Congress Ave', { fontSize: 13 })
	// the office, at 401 Congress Ave
	const px = 716
	const py = 408
	s.add(circle(px, py, 46, '#0f766e', { opacity: 0.12 }), circle(px, py, 24, '#0f766e', { opacity: 0.18 }))
	s.add(ellipse(px, py + 2, 12, 4, '#0d1226', { opacity: 0.3, filter: s.blur(2) }))
	s.add(
		pathEl(
			`M${px} ${py}C${px - 6} ${py - 20} ${px - 26} ${py - 32} ${px - 26} ${py - 52}A26 26 0 1 1 ${px + 26} ${py - 52}C${px + 26} ${py - 32} ${px + 6} ${py - 20} ${px} ${py}Z`,
			'#0f766e',
		),
	)
	s.add(
		pathEl(`M${px - 11} ${py - 50}l11-10l11 10M${px - 8} ${py - 52}v10h16v-10`, 'none', {
			stroke: '#ffffff',
			strokeWidth: 3,
			strokeLinecap: 'round',
			strokeLinejoin: 'round',
		}),
	)
	// the callout
	const bx = px + 36
	const by = py - 118
	s.add(softShadow(s, bx + 120, by + 62, 120, 20, 0.25, 8))
	s.add(
		rect(bx, by, 248, 64, '#ffffff', { rx: 12 }),
		poly(
			[
				[bx + 14, by + 64],
				[bx + 30, by + 64],
				[bx + 8, by + 82],
			],
			'#ffffff',
		),
	)
	s.add(text(bx + 16, by + 28, 'Homestead Realty', { fontSize: 17, fontWeight: 700, fill: '#0f766e' }))
	s.add(text(bx + 16, by + 49, '401 Congress Ave, Suite 1540', { fontSize: 13, fill: '#475569' }))
	// compass
	s.add(
		circle(1150, 56, 26, '#ffffff', { opacity: 0.9 }),
		poly(
			[
				[1150, 34],
				[1158, 58],
				[1150, 54],
				[1142, 58],
			],
			'#0f766e',
		),
		text(1150, 76, 'N', { fontSize: 12, fontWeight: 700, fill: '#475569', textAnchor: 'middle' }),
	)
	return s.toString()
}
