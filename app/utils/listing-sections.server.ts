/**
 * A listing section of a marketing page whose query failed shows nothing, and the
 * failure goes to the log only, nothing shown in its place, instead of
 * taking the whole page down with it.
 */
export function sectionFailed(error: unknown) {
	console.error('A listing section could not be loaded', error)
	return { listings: [], total: 0 }
}
