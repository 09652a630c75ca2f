type PageItem = { type: 'page'; page: number } | { type: 'break'; key: string }

/**
 * The links of a pagination bar: the first and last page, the current page with
 * `range` pages around it (half on each side), and '…' for every run of pages left out.
 * Page numbers are 1-based.
 */
export function paginationItems(current: number, total: number, range = 2): PageItem[] {
	if (total <= 1) return total === 1 ? [{ type: 'page', page: 1 }] : []
	const page = Math.min(Math.max(1, current), total)
	const before = Math.floor(range / 2)
	const after = range - before
	const shown = (n: number) => n === 1 || n === total || (n >= page - before && n <= page + after)
	const items: PageItem[] = []
	for (let n = 1; n <= total; n++) {
		if (shown(n)) items.push({ type: 'page', page: n })
		else if (items.at(-1)?.type !== 'break') items.push({ type: 'break', key: `break-${n}` })
	}
	return items
}

/** One page of a list, with the page clamped to the pages that exist. */
export function paginate<T>(list: readonly T[], page: number, perPage: number) {
	const pageCount = Math.max(1, Math.ceil(list.length / perPage))
	const current = Math.min(Math.max(1, page), pageCount)
	return {
		items: list.slice((current - 1) * perPage, current * perPage),
		page: current,
		pageCount,
		total: list.length,
	}
}
