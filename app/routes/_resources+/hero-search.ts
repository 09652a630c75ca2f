import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { heroSearchQuery } from '~/content/hero-search'
import { searchPath } from '~/utils/paths'

/**
 * Where the hero search bar of the home pages submits: turns its choices (a price range,
 * a kind of property, buy or rent) into the filters of /search and goes there.
 */
export function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const query = heroSearchQuery({
		price: params.get('price'),
		kind: params.get('kind'),
		purpose: params.get('purpose'),
	})
	return redirect(searchPath(query))
}
