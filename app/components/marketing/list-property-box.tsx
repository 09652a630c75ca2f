import { Link, useRouteLoaderData } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { type loader as rootLoader } from '~/root'
import { CREATE_LISTING_PATH } from '~/utils/paths'

/**
 * The invitation to list a property: the listing form, which asks a visitor who is not signed in
 * to sign in first ('Sign in to list your property') and leads back to it.
 */
export function ListPropertyBox() {
	const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
	return (
		<section aria-labelledby="list-property-title" className="container-page py-16">
			<div className="relative overflow-hidden rounded-3xl bg-slate-900 px-6 py-10 text-white shadow-xl sm:px-12 dark:bg-slate-800 dark:ring-1 dark:ring-slate-700">
				<div
					aria-hidden
					className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-brand-600/40 blur-3xl"
				/>
				<div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
					<div className="flex items-start gap-5">
						<span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 sm:flex">
							<Icon name="house" className="size-7" />
						</span>
						<div>
							<h2 id="list-property-title" className="text-2xl font-bold sm:text-3xl">
								List your property with Homestead
							</h2>
							<p className="mt-2 max-w-xl text-slate-200">
								Publish your home for sale or rent in a few minutes: photos, price and the details buyers ask about. It
								is free, and you can edit it whenever you like.
							</p>
						</div>
					</div>
					<Link
						to={CREATE_LISTING_PATH}
						className="btn inline-flex shrink-0 bg-white px-6 py-3 text-base text-slate-900 hover:bg-brand-50"
					>
						{user ? 'Create a listing' : 'List your property'}
						<Icon name="arrow-right" className="size-5" />
					</Link>
				</div>
			</div>
		</section>
	)
}
