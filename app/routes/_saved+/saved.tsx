import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EmptyState } from '~/components/empty-state'
import { ListingCard, toListingCard } from '~/components/listing-card'
import { listSavedListings } from '~/models/saved.server'
import { requireUser } from '~/services/auth.server'
import { formatPrice } from '~/utils/format'

export const meta: MetaFunction = () => [{ title: 'Saved homes | Homestead' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const rows = await listSavedListings(user.id)
	return {
		homes: rows.map(({ listing, savedPrice }) => ({
			card: toListingCard(listing),
			change: listing.effectivePrice - savedPrice,
		})),
	}
}

/** 'Reduced by $200 since you saved it', 'Up by $100 since you saved it', or nothing. */
function priceChange(change: number) {
	if (change === 0) return null
	return change < 0
		? `Reduced by ${formatPrice(-change)} since you saved it`
		: `Up by ${formatPrice(change)} since you saved it`
}

/** The member's saved homes, newest saved first, with any change of price since. */
export default function Saved() {
	const { homes } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-10 sm:py-12">
			<h1 className="text-3xl font-bold text-strong">Saved homes</h1>
			{homes.length === 0 ? (
				<EmptyState title="No saved homes yet.">
					Press the heart on a home to keep it here; we show you when its price changes.
				</EmptyState>
			) : (
				<ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{homes.map(({ card, change }) => (
						<li key={card.id} className="flex flex-col gap-2">
							<ListingCard listing={card} saved />
							{priceChange(change) ? (
								<p
									className={`text-sm font-semibold ${change < 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-300'}`}
								>
									{priceChange(change)}
								</p>
							) : null}
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
