const unsafeInScript: Record<string, string> = {
	'<': '\\u003c',
	'>': '\\u003e',
	'&': '\\u0026',
	'\u2028': '\\u2028',
	'\u2029': '\\u2029',
}

/**
 * JSON to place inside a <script> element: `<`, `>` and `&` escaped so that a listing text
 * such as `</script>` cannot end the element early. Still valid JSON that parses to the same value.
 */
export function serializeJsonLd(value: unknown) {
	return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => unsafeInScript[character]!)
}
