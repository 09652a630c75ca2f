import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { heroSearchQuery } from '~/content/hero-search'
import { searchPath } from '~/utils/paths'

/**
 * Where the hero search bar of the home pages submits: turns its choices (where, buy or rent, a price
 * band of that purpose, a kind of home) into the filters of /search and goes there.
 */
export function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const query = heroSearchQuery(
		Object.fromEntries(
			(['where', 'purpose', 'salePrice', 'rentPrice', 'price', 'propertyType', 'kind'] as const).map((name) => [
				name,
				params.get(name),
			]),
		),
	)
	return redirect(searchPath(query))
}
