/**
 * Indoor scenes of the marketing pages.
 */
import { darken, lighten } from '../colour.mjs'
import { createRng } from '../rng.mjs'
import {
	attrs,
	circle,
	ellipse,
	group,
	line,
	num,
	pathEl,
	poly,
	rect,
	smoothPath,
	softShadow,
	Svg,
	text,
} from '../svg.mjs'

/** A living room halfway through a repaint: new colour, tape, swatches, ladder and roller. */
export function renovationSvg() {
	const W = 1200
	const H = 800
	const s = new Svg(W, H)
	const floorY = 600
	const newPaint = '#9fb8a2'
	const oldPaint = '#efe6d6'
	// walls
	s.add(rect(0, 0, W, floorY, oldPaint))
	s.add(rect(0, 0, 640, floorY, newPaint))
	s.add(pathEl('M640 0v600', 'none', { stroke: darken(newPaint, 0.1), strokeWidth: 2, opacity: 0.5 }))
	// painter's tape along the ceiling and the edge
	s.add(rect(0, 40, W, 10, '#7fb6d9', { opacity: 0.9 }), rect(0, 0, W, 40, '#fbfaf7'), rect(0, 36, W, 6, '#e4ddd0'))
	// window with a garden view on the old wall
	s.add(
		rect(820, 120, 260, 300, '#f7f4ee'),
		rect(
			836,
			136,
			228,
			268,
			s.linear([
				[0, '#9cc7ea'],
				[0.6, '#cfe6f4'],
				[1, '#dfeee0'],
			]),
		),
	)
	s.add(
		circle(900, 330, 70, '#7fae74'),
		circle(1000, 350, 56, '#6a9d63'),
		circle(960, 300, 50, '#8dbb7e'),
		rect(836, 360, 228, 44, '#86b26f'),
	)
	s.add(rect(946, 136, 8, 268, '#f7f4ee'), rect(836, 266, 228, 8, '#f7f4ee'))
	s.add(
		poly(
			[
				[860, 404],
				[920, 136],
				[950, 136],
				[890, 404],
			],
			'#ffffff',
			{ opacity: 0.22 },
		),
	)
	s.add(rect(808, 418, 284, 14, '#ffffff'), rect(808, 430, 284, 4, '#d8d1c4'))
	// swatches taped on the old wall
	for (const [i, c] of ['#9fb8a2', '#c9a27e', '#d8c7a6', '#6e8fa3'].entries()) {
		const x = 680 + (i % 2) * 66
		const y = 150 + Math.floor(i / 2) * 86
		s.add(rect(x, y, 56, 72, '#ffffff', { rx: 3, transform: `rotate(${i % 2 ? 3 : -2} ${x + 28} ${y + 36})` }))
		s.add(rect(x + 5, y + 5, 46, 46, c, { rx: 2, transform: `rotate(${i % 2 ? 3 : -2} ${x + 28} ${y + 36})` }))
		s.add(
			rect(x + 18, y - 6, 20, 10, '#f3e3a3', {
				opacity: 0.85,
				transform: `rotate(${i % 2 ? 3 : -2} ${x + 28} ${y + 36})`,
			}),
		)
	}
	// skirting board, the old part not yet painted
	s.add(rect(0, floorY - 26, W, 26, '#ffffff'), rect(0, floorY - 4, W, 4, '#ddd5c8'))
	// wooden floor in perspective
	s.add(
		rect(
			0,
			floorY,
			W,
			H - floorY,
			s.linear([
				[0, '#c99a6b'],
				[1, '#b2804f'],
			]),
		),
	)
	for (let i = -12; i <= 24; i++) {
		const xTop = 600 + i * 60
		const xBottom = 600 + i * 120
		s.add(line(xTop, floorY, xBottom, H, '#9c6d42', 1.5, { opacity: 0.45 }))
	}
	// drop cloth
	s.add(
		pathEl(
			smoothPath(
				[
					[120, 640],
					[420, 620],
					[760, 636],
					[900, 700],
					[860, 790],
					[420, 800],
					[90, 780],
					[60, 700],
				],
				true,
			),
			'#e9e6df',
		),
	)
	for (const d of ['M200 660q80 40 60 120', 'M520 640q40 70 10 150', 'M720 660q40 40 90 60'])
		s.add(pathEl(d, 'none', { stroke: '#cfcac0', strokeWidth: 4, strokeLinecap: 'round' }))
	// A-frame ladder
	s.add(softShadow(s, 330, 690, 130, 14, 0.25, 6))
	s.add(
		poly(
			[
				[250, 690],
				[318, 250],
				[334, 250],
				[268, 690],
			],
			'#d4a35d',
		),
	)
	s.add(
		poly(
			[
				[410, 690],
				[346, 250],
				[330, 250],
				[392, 690],
			],
			'#c28f4b',
		),
	)
	for (let i = 1; i < 7; i++) {
		const y = 250 + i * 62
		const t = (y - 250) / 440
		s.add(rect(326 - 68 * t, y, 136 * t + 12, 10, '#b47f3e', { rx: 2 }))
	}
	s.add(rect(308, 236, 56, 20, '#b47f3e', { rx: 4 }))
	// paint can on the ladder top
	s.add(
		rect(318, 196, 36, 42, '#e7e9ec', { rx: 3 }),
		rect(318, 196, 36, 10, newPaint),
		pathEl('M322 200q14-26 28 0', 'none', { stroke: '#8b8f96', strokeWidth: 2 }),
	)
	// roller on an extension pole leaning on the wall
	s.add(line(560, 690, 610, 250, '#6b7280', 8, { strokeLinecap: 'round' }))
	s.add(pathEl('M610 252v-14h-6', 'none', { stroke: '#4b5563', strokeWidth: 5, strokeLinejoin: 'round' }))
	s.add(
		rect(568, 210, 84, 30, newPaint, { rx: 12, transform: 'rotate(-6 610 225)' }),
		rect(568, 210, 84, 8, lighten(newPaint, 0.25), { rx: 4, transform: 'rotate(-6 610 225)', opacity: 0.6 }),
	)
	// paint tray with a roller on the cloth
	s.add(softShadow(s, 700, 736, 90, 10, 0.25, 4))
	s.add(
		poly(
			[
				[610, 700],
				[790, 700],
				[770, 736],
				[630, 736],
			],
			'#d7dade',
		),
		poly(
			[
				[624, 704],
				[740, 704],
				[724, 730],
				[640, 730],
			],
			newPaint,
		),
	)
	s.add(
		rect(690, 706, 80, 22, '#f4f1ea', { rx: 10 }),
		line(770, 716, 830, 700, '#374151', 5, { strokeLinecap: 'round' }),
	)
	// paint cans
	for (const [x, c] of [
		[880, '#c9a27e'],
		[950, newPaint],
	]) {
		s.add(softShadow(s, x + 30, 744, 38, 6, 0.25, 4))
		s.add(rect(x, 676, 60, 68, '#e7e9ec', { rx: 4 }), rect(x, 700, 60, 26, c), ellipse(x + 30, 676, 30, 7, '#cfd3d8'))
	}
	// plant in the corner
	s.add(softShadow(s, 1110, 640, 50, 8, 0.25, 4))
	s.add(
		poly(
			[
				[1076, 560],
				[1144, 560],
				[1134, 640],
				[1086, 640],
			],
			'#d8cfc0',
		),
	)
	for (const [a, l] of [
		[-40, 110],
		[-15, 150],
		[10, 130],
		[35, 120],
		[-60, 80],
		[55, 90],
	]) {
		const rad = (a * Math.PI) / 180
		const tx = 1110 + Math.sin(rad) * l
		const ty = 560 - Math.cos(rad) * l
		s.add(
			pathEl(
				`M1110 560Q${1110 + Math.sin(rad) * l * 0.3 - 18},${560 - Math.cos(rad) * l * 0.6} ${tx},${ty}Q${1110 + Math.sin(rad) * l * 0.3 + 18},${560 - Math.cos(rad) * l * 0.6} 1110 560Z`,
				a % 20 ? '#4e8c57' : '#3f7d4f',
			),
		)
	}
	// sunlight falling from the window
	s.add(
		poly(
			[
				[836, 420],
				[1064, 420],
				[900, 800],
				[560, 800],
			],
			'#fff6dc',
			{ opacity: 0.16 },
		),
	)
	return s.toString()
}

/** Seen from above: house plans on a desk, keys with a Homestead tag, a tape measure, coffee and a pencil. */
export function plansSvg() {
	const W = 1200
	const H = 800
	const s = new Svg(W, H)
	// desk
	s.add(
		rect(
			0,
			0,
			W,
			H,
			s.linear(
				[
					[0, '#c79a6e'],
					[1, '#b6875b'],
				],
				0,
				0,
				1,
				1,
			),
		),
	)
	const r = createRng(5)
	for (let y = 10; y < H; y += r.range(14, 30))
		s.add(
			pathEl(
				smoothPath([
					[0, y],
					[300, y + r.range(-6, 6)],
					[700, y + r.range(-6, 6)],
					[1200, y + r.range(-6, 6)],
				]),
				'none',
				{ stroke: '#a87849', strokeWidth: r.range(1, 2.5), opacity: 0.35 },
			),
		)
	// the plan sheet
	const sheet = []
	sheet.push(rect(0, 0, 640, 460, '#24588c', { rx: 4 }))
	sheet.push(rect(16, 16, 608, 428, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5, opacity: 0.7 }))
	for (let x = 16; x < 624; x += 24) sheet.push(line(x, 16, x, 444, '#ffffff', 0.6, { opacity: 0.1 }))
	for (let y = 16; y < 444; y += 24) sheet.push(line(16, y, 624, y, '#ffffff', 0.6, { opacity: 0.1 }))
	const ink = { stroke: '#f4f8fc', strokeWidth: 5, fill: 'none', strokeLinejoin: 'round' }
	sheet.push(`<path d="M60 60H480V360H60Z" ${attrs(ink)}/>`)
	for (const d of [
		'M240 60V200',
		'M240 250V360',
		'M60 220H180',
		'M220 220H240',
		'M360 60V150',
		'M360 190V230H480',
		'M240 300H320',
	])
		sheet.push(`<path d="${d}" ${attrs({ ...ink, strokeWidth: 3.5 })}/>`)
	// door swings
	for (const [x, y, rr, a] of [
		[180, 220, 40, 'M180 220A40 40 0 0 1 220 180'],
		[240, 200, 50, 'M240 200A50 50 0 0 0 290 250'],
		[360, 150, 40, 'M360 150A40 40 0 0 1 400 190'],
	]) {
		sheet.push(pathEl(a, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5, strokeDasharray: '4 3' }))
		sheet.push(circle(x, y, 2.5, '#cfe2f5'))
		void rr
	}
	// windows
	for (const [x, y, w, h] of [
		[100, 56, 80, 8],
		[280, 56, 60, 8],
		[400, 56, 60, 8],
		[476, 250, 8, 70],
		[120, 356, 90, 8],
		[56, 260, 8, 60],
	])
		sheet.push(rect(x, y, w, h, '#24588c'), rect(x, y, w, h, 'none', { stroke: '#f4f8fc', strokeWidth: 1.5 }))
	// kitchen counter and island, bed, bath fixtures
	sheet.push(
		rect(256, 70, 90, 22, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }),
		rect(266, 130, 70, 34, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }),
	)
	sheet.push(
		rect(380, 250, 80, 90, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }),
		rect(388, 256, 64, 18, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5 }),
	)
	sheet.push(
		rect(376, 76, 90, 46, 'none', { stroke: '#cfe2f5', strokeWidth: 2, rx: 18 }),
		circle(446, 170, 12, 'none', { stroke: '#cfe2f5', strokeWidth: 2 }),
	)
	sheet.push(rect(80, 240, 100, 54, 'none', { stroke: '#cfe2f5', strokeWidth: 2, rx: 6 }))
	const label = (x, y, t) =>
		text(x, y, t, { fontSize: 14, fontWeight: 700, fill: '#e6f0fa', letterSpacing: 1.5, textAnchor: 'middle' })
	sheet.push(
		label(150, 150, 'LIVING'),
		label(300, 214, 'KITCHEN'),
		label(420, 330, 'BED 1'),
		label(420, 150, 'BATH'),
		label(150, 320, 'DINING'),
	)
	// dimension line
	sheet.push(
		line(60, 392, 480, 392, '#cfe2f5', 1.5),
		line(60, 384, 60, 400, '#cfe2f5', 1.5),
		line(480, 384, 480, 400, '#cfe2f5', 1.5),
	)
	sheet.push(text(270, 412, '42\' - 6"', { fontSize: 13, fill: '#cfe2f5', textAnchor: 'middle' }))
	// title block
	sheet.push(
		rect(500, 330, 108, 98, 'none', { stroke: '#cfe2f5', strokeWidth: 1.5 }),
		line(500, 360, 608, 360, '#cfe2f5', 1.2),
	)
	sheet.push(
		text(554, 351, 'HOMESTEAD', {
			fontSize: 11,
			fontWeight: 700,
			fill: '#f4f8fc',
			textAnchor: 'middle',
			letterSpacing: 1,
		}),
	)
	sheet.push(
		text(554, 382, 'GROUND FLOOR', { fontSize: 9, fill: '#cfe2f5', textAnchor: 'middle' }),
		text(554, 400, 'SCALE 1:50', { fontSize: 9, fill: '#cfe2f5', textAnchor: 'middle' }),
		text(554, 418, 'SHEET A-101', { fontSize: 9, fill: '#cfe2f5', textAnchor: 'middle' }),
	)
	s.add(softShadow(s, 470, 440, 340, 250, 0.35, 14))
	s.add(group(sheet, { transform: 'translate(150 170) rotate(-4 320 230)' }))
	// a second sheet peeking out
	s.add(
		group(
			[
				rect(0, 0, 300, 200, '#f4efe4', { rx: 3 }),
				...[30, 60, 90, 120].map((y) => line(24, y, 200 + (y % 60), y, '#b9ae9b', 3, { strokeLinecap: 'round' })),
			],
			{ transform: 'translate(860 520) rotate(8)' },
		),
	)
	// pencil
	s.add(
		group(
			[
				rect(0, 0, 260, 16, '#f2c14e', { rx: 2 }),
				rect(0, 0, 260, 5, '#f8d77a'),
				poly(
					[
						[260, 0],
						[292, 8],
						[260, 16],
					],
					'#f1d9b5',
				),
				poly(
					[
						[282, 5],
						[292, 8],
						[282, 11],
					],
					'#3b3f46',
				),
				rect(-22, 0, 24, 16, '#e58f8f', { rx: 3 }),
				rect(-2, -1, 8, 18, '#b8bcc2'),
			],
			{ transform: 'translate(170 690) rotate(-18)' },
		),
	)
	// coffee mug from above
	s.add(softShadow(s, 1010, 210, 82, 82, 0.35, 10))
	s.add(rect(1060, 190, 56, 34, '#ffffff', { rx: 17 }), rect(1072, 198, 34, 18, '#c79a6e', { rx: 9 }))
	s.add(
		circle(1000, 200, 78, '#ffffff'),
		circle(1000, 200, 66, '#f1ede6'),
		circle(1000, 200, 60, '#6b4226'),
		circle(988, 188, 20, '#8a5a38', { opacity: 0.6 }),
	)
	// tape measure with a length of tape
	s.add(softShadow(s, 930, 420, 70, 70, 0.35, 8))
	s.add(
		rect(930, 404, 190, 32, '#f5e6a8'),
		...Array.from({ length: 18 }, (_, i) => rect(940 + i * 10, 404, 1.5, i % 2 ? 10 : 16, '#3b3f46')),
	)
	s.add(
		rect(890, 360, 96, 96, '#f2c14e', { rx: 22 }),
		circle(938, 408, 26, '#3b3f46'),
		circle(938, 408, 10, '#f2c14e'),
		rect(976, 400, 16, 16, '#3b3f46', { rx: 3 }),
	)
	// keys with a Homestead tag
	s.add(softShadow(s, 260, 150, 110, 46, 0.3, 8))
	s.add(circle(220, 130, 34, 'none', { stroke: '#c9ccd1', strokeWidth: 6 }))
	s.add(
		group(
			[
				rect(0, -13, 120, 26, '#d4b25c', { rx: 8 }),
				circle(18, 0, 7, '#b8963f'),
				rect(110, -5, 60, 10, '#d4b25c'),
				poly(
					[
						[150, 5],
						[154, 14],
						[160, 5],
						[166, 12],
						[170, 5],
					],
					'#d4b25c',
				),
			],
			{ transform: 'translate(240 150) rotate(18)' },
		),
	)
	s.add(
		group(
			[
				rect(0, -12, 110, 24, '#c9ccd1', { rx: 8 }),
				circle(16, 0, 6, '#a5a9b0'),
				rect(100, -4, 50, 8, '#c9ccd1'),
				poly(
					[
						[130, 4],
						[134, 12],
						[140, 4],
						[146, 10],
						[150, 4],
					],
					'#c9ccd1',
				),
			],
			{ transform: 'translate(245 130) rotate(-12)' },
		),
	)
	s.add(
		group(
			[
				pathEl('M0 22L34 -6L68 22V70Q68 78 60 78H8Q0 78 0 70Z', '#0f766e'),
				circle(34, 14, 5, '#f4f1ea'),
				pathEl('M20 44l14-12l14 12M23 42v16h22v-16', 'none', {
					stroke: '#ffffff',
					strokeWidth: 3.5,
					strokeLinecap: 'round',
					strokeLinejoin: 'round',
				}),
			],
			{ transform: 'translate(156 132) rotate(-24)' },
		),
	)
	// plant from above in the corner
	s.add(softShadow(s, 1110, 700, 120, 120, 0.3, 10))
	s.add(circle(1110, 700, 84, '#d8cfc0'), circle(1110, 700, 70, '#6b4f3a'))
	for (let i = 0; i < 12; i++) {
		const a = (i / 12) * Math.PI * 2
		s.add(leafTop(1110, 700, 130, 34, a, i % 2 ? '#4e8c57' : '#3f7d4f'))
	}
	return s.toString()
}

export function leafTop(x, y, len, width, angle, color) {
	const tx = x + Math.cos(angle) * len
	const ty = y + Math.sin(angle) * len
	const nx = -Math.sin(angle) * width
	const ny = Math.cos(angle) * width
	const mx = (x + tx) / 2
	const my = (y + ty) / 2
	return pathEl(
		`M${num(x)},${num(y)}Q${num(mx + nx)},${num(my + ny)} ${num(tx)},${num(ty)}Q${num(mx - nx)},${num(my - ny)} ${num(x)},${num(y)}Z`,
		color,
	)
}
