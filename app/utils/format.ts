const usd = new Intl.NumberFormat('en-US', {
	style: 'currency',
	currency: 'USD',
	maximumFractionDigits: 0,
})

/** A price in dollars as people read it: $1,250,000. */
export function formatPrice(amount: number) {
	return usd.format(amount)
}

/** "1 Bed", "3 Beds": the count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`) {
	return `${count} ${count === 1 ? singular : plural}`
}

/** What a home is offered for, as its badge says it: "For Rent" or "For Sale". */
export function purposeLabel(purpose: 'rent' | 'sale') {
	return purpose === 'rent' ? 'For Rent' : 'For Sale'
}
