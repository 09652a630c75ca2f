import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { memberState, moderationInWords } from '~/components/moderation/record'
import { searchForAdministrators } from '~/services/admin-records.server'
import { requireAdministrator } from '~/services/permissions.server'
import { formatDateTime, pluralize } from '~/utils/format'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
import { ADMIN_PATH, auditLogPath } from '~/utils/paths'

export const meta: MetaFunction = () => [
	{ title: 'Find a member or listing | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** The longest search administrators type: an address, a name, an id. */
const QUERY_MAX = 200

/**
 * An administrator's search: members by e-mail, username or id, listings by name, address or id, in
 * every state (held, removed, suspended, deleted). Administrators only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdministrator(request)
	const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX)
	const found = query ? await searchForAdministrators(query) : { members: [], listings: [] }
	return { query, ...found }
}

export default function AdminSearch() {
	const { query, members, listings } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-8 sm:py-12">
			<div className="flex flex-wrap items-baseline justify-between gap-3">
				<h1 className="text-3xl font-bold text-strong">Find a member or listing</h1>
				<p className="flex flex-wrap gap-4">
					<Link to={ADMIN_PATH} className="link">
						Moderation queue
					</Link>
					<Link to={auditLogPath()} className="link">
						Audit log
					</Link>
				</p>
			</div>
			<Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
				<label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
					E-mail, username, listing name, address or id
					<input
						type="search"
						name="q"
						defaultValue={query}
						maxLength={QUERY_MAX}
						required
						className="input font-normal"
					/>
				</label>
				<button type="submit" className="btn-primary">
					Search
				</button>
			</Form>
			{query ? (
				<>
					<section aria-labelledby="members-title" className="mt-10">
						<h2 id="members-title" className="text-2xl font-bold text-strong">
							Members
						</h2>
						{members.length ? (
							<ul className="mt-4 flex flex-col gap-3">
								{members.map((member) => (
									<li key={member.id} className="card p-4 text-sm">
										<p className="font-semibold break-words text-strong">
											<Link to={member.path} className="link">
												{member.username}
											</Link>{' '}
											({member.email})
										</p>
										<p className="text-muted">
											Joined {formatDateTime(member.createdAt)} ·{' '}
											{member.emailVerified ? 'address verified' : 'address not verified'} ·{' '}
											{pluralize(member.listings, 'listing')} · {memberState(member)}
										</p>
									</li>
								))}
							</ul>
						) : (
							<p className="mt-2 text-muted">No member matches “{query}”.</p>
						)}
					</section>
					<section aria-labelledby="listings-title" className="mt-10">
						<h2 id="listings-title" className="text-2xl font-bold text-strong">
							Listings
						</h2>
						{listings.length ? (
							<ul className="mt-4 flex flex-col gap-3">
								{listings.map((listing) => (
									<li key={listing.id} className="card p-4 text-sm">
										<p className="font-semibold break-words text-strong">
											<Link to={listing.path} className="link">
												{listing.name}
											</Link>
										</p>
										<p className="break-words text-muted">
											{listing.address} · {moderationInWords(listing.moderation)}
											{listing.ownerActive ? '' : ' (its owner is suspended or deleted)'} · by{' '}
											<Link to={listing.owner.path} className="link">
												{listing.owner.username}
											</Link>
										</p>
									</li>
								))}
							</ul>
						) : (
							<p className="mt-2 text-muted">No listing matches “{query}”.</p>
						)}
					</section>
				</>
			) : null}
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				401: () => ADMIN_SIGN_IN_PAGE,
			}}
		/>
	)
}
