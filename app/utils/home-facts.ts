/*
 * The facts of a home that a seeker decides by, beside its price and rooms: the kind of property, its
 * floor area (in the site's unit, AREA_UNIT), the year it was built, its features from a fixed list,
 * and for a rent the deposit, when it is available and the shortest term. Shared by the schemas, the
 * editor, the pages and the API.
 */
import { formatDate, formatNumber, formatPrice, formatPriceWithCents } from './format'

export const PROPERTY_TYPES = ['house', 'apartment', 'townhouse', 'bungalow', 'studio', 'land', 'other'] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
	house: 'House',
	apartment: 'Apartment',
	townhouse: 'Townhouse',
	bungalow: 'Bungalow',
	studio: 'Studio',
	land: 'Land',
	other: 'Other',
}

export const FEATURES = [
	'garden',
	'balcony',
	'terrace',
	'garage',
	'lift',
	'air_conditioning',
	'fireplace',
	'pool',
	'pets_allowed',
	'step_free_access',
	'washing_machine',
	'dishwasher',
	'ev_charging',
	'solar_panels',
] as const
export type Feature = (typeof FEATURES)[number]

export const FEATURE_LABELS: Record<Feature, string> = {
	garden: 'Garden',
	balcony: 'Balcony',
	terrace: 'Terrace',
	garage: 'Garage',
	lift: 'Lift',
	air_conditioning: 'Air conditioning',
	fireplace: 'Fireplace',
	pool: 'Pool',
	pets_allowed: 'Pets allowed',
	step_free_access: 'Step-free access',
	washing_machine: 'Washing machine',
	dishwasher: 'Dishwasher',
	ev_charging: 'Electric car charging',
	solar_panels: 'Solar panels',
}

/** The units a site can show floor areas in (AREA_UNIT): the values are kept in that unit. */
export const AREA_UNITS = ['sqft', 'm2'] as const
export type AreaUnit = (typeof AREA_UNITS)[number]
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqft: 'sq ft', m2: 'm²' }

/** The largest floor area a listing may give, in either unit. */
export const FLOOR_AREA_MAX = 1_000_000
/** The earliest year built a listing may give; the latest is next year (homes sold before they are finished). */
export const YEAR_BUILT_MIN = 1500
export const latestYearBuilt = (now = new Date()) => now.getUTCFullYear() + 1
/** The longest minimum term of a rent, in months. */
export const MINIMUM_TERM_MAX = 120

/** '1,850 sq ft'. */
export function formatArea(area: number, unit: AreaUnit) {
	return `${formatNumber(area)} ${AREA_UNIT_LABELS[unit]}`
}

/** The price per unit of area: '$312 / sq ft'; under $100 with its cents ('$2.65 / sq ft', a month's rent). */
export function formatPricePerArea(price: number, area: number, unit: AreaUnit) {
	return `${formatAreaPrice(price / area)} / ${AREA_UNIT_LABELS[unit]}`
}

/** An amount per unit of area: whole dollars from $100, else with cents. */
export function formatAreaPrice(amount: number) {
	return amount < 100 ? formatPriceWithCents(amount) : formatPrice(amount)
}

/** An amount per unit of area as the API gives it: to the cent. */
export const roundAreaPrice = (amount: number) => Math.round(amount * 100) / 100

/** 'Available now' once the date has come, else 'Available from Mar 1, 2027' (the site's date format). */
export function availabilityText(availableFrom: string, today = new Date().toISOString().slice(0, 10)) {
	if (availableFrom <= today) return 'Available now'
	return `Available from ${formatDate(availableFrom)}`
}
