import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Photo } from '~/components/photo'
import { requireAdministrator } from '~/services/permissions.server'
import { readCasePhotos } from '~/services/trust-and-safety.server'
import { asHttpError } from '~/utils/http-errors'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
import { ADMIN_PATH, listingPath } from '~/utils/paths'

export const meta: MetaFunction = () => [
	{ title: 'Matching photos | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** Every pair of a case's photos that match another member's listing, at full size. Administrators only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdministrator(request)
	return await readCasePhotos(params.id ?? '').catch(asHttpError)
}

export default function CasePhotos() {
	const { listing, photos, open } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-8 sm:py-12">
			<p>
				<Link to={ADMIN_PATH} className="link">
					Back to the queue
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold break-words text-strong">
				Matching photos{listing ? ` of “${listing.name}”` : ''}
			</h1>
			<p className="mt-2 text-muted">
				{photos.length === 1 ? '1 photo looks' : `${photos.length} photos look`} the same as another member’s
				{open ? '.' : ' (the case is closed).'}
				{listing ? (
					<>
						{' '}
						<Link to={listingPath(listing.id)} className="link">
							The listing
						</Link>
					</>
				) : null}
			</p>
			<ol className="mt-6 flex flex-col gap-6">
				{photos.map((match, index) => (
					<li key={index} className="grid gap-2 sm:grid-cols-2">
						<figure>
							<Photo
								src={match.photo}
								sizes="(min-width: 640px) 50vw, 100vw"
								alt={`This listing’s photo ${index + 1}`}
								className="aspect-[4/3] w-full rounded object-cover"
							/>
							<figcaption className="mt-1 text-sm text-muted">This listing</figcaption>
						</figure>
						<figure>
							<Photo
								src={match.otherPhoto}
								sizes="(min-width: 640px) 50vw, 100vw"
								alt={`The other listing’s photo ${index + 1}`}
								className="aspect-[4/3] w-full rounded object-cover"
							/>
							<figcaption className="mt-1 text-sm text-muted">
								<Link to={listingPath(match.otherListingId)} className="link">
									The other listing
								</Link>{' '}
								(distance {match.distance})
							</figcaption>
						</figure>
					</li>
				))}
			</ol>
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				401: () => ADMIN_SIGN_IN_PAGE,
				404: () => ({ title: 'No such case', message: 'There is no such case.' }),
			}}
		/>
	)
}
