import { FREQUENCIES } from '~/utils/alert-frequency'
import { clip } from '~/utils/excerpt'
import { formatPrice } from '~/utils/format'
import { formatDistance } from '~/utils/geo'
import { DEFAULT_SEARCH_STATUSES, STATUS_LABELS } from '~/utils/listing-status'
import { singleLine } from '~/utils/misc'
import { emailField } from './fields'
import { type SearchFilters } from './search'
import { z } from './zod'

export const MAX_SEARCH_NAME = 120

const frequencyField = z.enum(FREQUENCIES, { error: 'frequency must be instant, daily or weekly' })

/** A search's name: spacing and control characters read as single spaces; blank means none given. */
const nameField = z.preprocess(
	(value) => (typeof value === 'string' ? singleLine(value) || undefined : value),
	z
		.string({ error: 'The name must be text' })
		.max(MAX_SEARCH_NAME, `The name must be at most ${MAX_SEARCH_NAME} characters`)
		.optional(),
)

/** "Save this search" on /search (a member): the search's address, a name (else a summary) and how often to mail. */
export const saveSearchSchema = z.object({
	query: z.string().max(2000).default(''),
	name: nameField,
	frequency: z.preprocess((value) => value || undefined, frequencyField.default('daily')),
})

/** The same for a visitor without an account: an e-mail address instead of a session. */
export const alertSignupSchema = saveSearchSchema.extend({ email: emailField })

/** POST /api/search/save: `query` as URL parameters (text) or an object of them. */
export const apiSaveSearchSchema = z.object({
	query: z.unknown().refine((value) => value !== undefined && value !== null, 'query is required'),
	name: nameField,
	frequency: frequencyField.default('daily'),
})

/** A change to a saved search: its name, how often it is mailed (which turns its mails back on). */
export const updateSearchSchema = z
	.object({
		name: nameField,
		frequency: frequencyField.optional(),
	})
	.refine((changes) => changes.name !== undefined || changes.frequency !== undefined, 'Give a new name or a frequency')

/** A readable summary of a search, its default name: 'Rent · parking · up to $2,000 · "garden"'. */
export function describeSearch(filters: SearchFilters) {
	const parts: string[] = []
	parts.push(filters.type === 'rent' ? 'Rent' : filters.type === 'sale' ? 'Sale' : 'Rent or sale')
	if (filters.offer) parts.push('offer')
	if (filters.parking) parts.push('parking')
	if (filters.furnished) parts.push('furnished')
	if (filters.reduced) parts.push('price reduced')
	if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
		parts.push(`${formatPrice(filters.minPrice)} to ${formatPrice(filters.maxPrice)}`)
	else if (filters.maxPrice !== undefined) parts.push(`up to ${formatPrice(filters.maxPrice)}`)
	else if (filters.minPrice !== undefined) parts.push(`from ${formatPrice(filters.minPrice)}`)
	if (filters.bedrooms) parts.push(`${filters.bedrooms}+ bedrooms`)
	if (filters.bathrooms) parts.push(`${filters.bathrooms}+ bathrooms`)
	const defaultStatuses =
		filters.status.length === DEFAULT_SEARCH_STATUSES.length &&
		DEFAULT_SEARCH_STATUSES.every((status) => filters.status.includes(status))
	if (!defaultStatuses) parts.push(filters.status.map((status) => STATUS_LABELS[status].toLowerCase()).join(' or '))
	if (filters.near)
		parts.push(`within ${formatDistance(filters.radiusKm)}${filters.where ? ` of ${filters.where}` : ''}`)
	else if (filters.polygon) parts.push('drawn area')
	else if (filters.bbox) parts.push('map area')
	if (filters.searchTerm) parts.push(`"${filters.searchTerm}"`)
	return clip(parts.join(' · '), MAX_SEARCH_NAME)
}
