import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ListingCard } from '~/components/listing-card'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { getLatestListings } from '~/models/listing.server'

export const meta: MetaFunction = () => [
	{ title: 'Homestead | Homes to buy and rent' },
	{
		name: 'description',
		content: 'Search homes for sale and for rent, read the details of every listing and publish your own property on Homestead.',
	},
]

export async function loader() {
	return { listings: await getLatestListings(6) }
}

export default function Home() {
	const { listings } = useLoaderData<typeof loader>()
	return (
		<>
			<section className="bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
				<div className="container-page py-16 sm:py-24">
					<h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
						Find a place you will love to call home
					</h1>
					<p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">
						Homes for sale and for rent, listed by their owners, with every detail that matters.
					</p>
					<Link to="/search" className="btn-primary mt-8">
						Get started
					</Link>
				</div>
			</section>
			<section className="container-page py-14" aria-labelledby="latest-title">
				<h2 id="latest-title" className="text-2xl font-bold text-slate-900 dark:text-white">
					Latest homes
				</h2>
				<div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{listings.map((listing, index) => (
						<ListingCard key={listing.id} listing={listing} priority={index < 3} />
					))}
				</div>
			</section>
			<NewsletterBanner />
		</>
	)
}
