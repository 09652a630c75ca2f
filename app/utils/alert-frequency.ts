/** How often a saved search's new matches are mailed: at once, or as a daily or weekly digest. */
export const FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type Frequency = (typeof FREQUENCIES)[number]

export const FREQUENCY_LABELS: Record<Frequency, string> = {
	instant: 'At once',
	daily: 'Once a day',
	weekly: 'Once a week',
}
