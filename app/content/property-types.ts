/** Kinds of property and purchase budgets: the labels of the property filter (light enough for the browser bundle). */
export const PROPERTY_TYPES = [
	'apartment',
	'house',
	'villa',
	'luxury-home',
	'studio',
	'office',
	'industrial',
	'land',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const propertyTypeLabels: Record<PropertyType, string> = {
	apartment: 'Apartment',
	house: 'House',
	villa: 'Villa',
	'luxury-home': 'Luxury home',
	studio: 'Studio',
	office: 'Office',
	industrial: 'Industrial',
	land: 'Land',
}

type BudgetTier = { id: 'low' | 'medium' | 'high'; name: string; min: number; max: number }

/** Purchase budgets of the property filter (docs/product.md, Property pages). */
export const budgetTiers: BudgetTier[] = [
	{ id: 'low', name: 'Low budget', min: 100_000, max: 300_000 },
	{ id: 'medium', name: 'Medium budget', min: 300_000, max: 500_000 },
	{ id: 'high', name: 'High budget', min: 500_000, max: 1_000_000 },
]
