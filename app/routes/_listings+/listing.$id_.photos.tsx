import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Icon } from '~/components/icon'
import { findListing } from '~/models/listing.server'
import { type PageCacheHandle } from '~/page-cache'
import { getUser } from '~/services/auth.server'
import { LISTING_NOT_FOUND, maySeeListing } from '~/services/permissions.server'
import { notFound } from '~/utils/http-errors'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { listingPath } from '~/utils/paths'
import { photoAlts, photoSources } from '~/utils/photos'

/** Kept for every visitor until the listing changes (app/page-cache/). */
export const handle = {
	pageCache: { query: [], tags: (data) => [`listing:${(data as { id: string }).id}`] } satisfies PageCacheHandle,
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Photos of ${data.name} | Homestead` : 'Photos | Homestead' },
]

/** Every photo of a listing, one under another: the photo grid's 'See all' without JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const listing = await findListing(params.id ?? '')
	if (!listing || !maySeeListing(listing, await getUser(request))) notFound(LISTING_NOT_FOUND)
	return { id: listing.id, name: listing.name, photos: listing.imageUrls, alts: photoAlts(listing) }
}

export default function ListingPhotos() {
	const { id, name, photos, alts } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-4xl py-8">
			<Link to={listingPath(id)} className="inline-flex items-center gap-1 link">
				<Icon name="arrow-left" className="size-4" />
				Back to the listing
			</Link>
			<h1 className="mt-4 text-3xl font-bold text-balance text-strong">Photos of {name}</h1>
			<ol className="mt-6 flex flex-col gap-6">
				{photos.map((photo, index) => (
					<li key={`${index}-${photo}`} id={`photo-${index + 1}`} className="scroll-mt-20">
						<figure>
							<img
								loading={index < 2 ? 'eager' : 'lazy'}
								sizes="(min-width: 896px) 896px, 100vw"
								{...photoSources(photo)}
								width={1200}
								height={800}
								alt={alts[index]}
								className="w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
							/>
							<figcaption className="mt-2 text-sm text-muted">
								Photo {index + 1} of {photos.length}
							</figcaption>
						</figure>
					</li>
				))}
			</ol>
		</div>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
