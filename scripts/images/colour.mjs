/**
 * Colour arithmetic on #rrggbb strings.
 */

export function hexToRgb(hex) {
	let h = hex.replace('#', '')
	if (h.length === 3) h = [...h].map((ch) => ch + ch).join('')
	const v = parseInt(h, 16)
	return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function rgbToHex(rgb) {
	return (
		'#' +
		rgb
			.map((v) =>
				Math.max(0, Math.min(255, Math.round(v)))
					.toString(16)
					.padStart(2, '0'),
			)
			.join('')
	)
}

export const mix = (a, b, t) => {
	const A = hexToRgb(a)
	const B = hexToRgb(b)
	return rgbToHex(A.map((v, i) => v + (B[i] - v) * t))
}
export const lighten = (c, t) => mix(c, '#ffffff', t)
/** Darkens towards a cool navy rather than pure black: shadows look less dirty. */
export const darken = (c, t) => mix(c, '#141a2e', t)
