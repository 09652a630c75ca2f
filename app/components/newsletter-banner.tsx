import { Icon } from '~/components/icon'
import { NewsletterForm } from './newsletter-form'

/** The call-to-action band that invites visitors to the newsletter. */
export function NewsletterBanner() {
	return (
		<section aria-labelledby="newsletter-banner-title" className="bg-brand-800 text-white">
			<div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
				<div className="flex items-start gap-4">
					<span className="hidden rounded-full bg-white/10 p-3 sm:block">
						<Icon name="mail" className="size-6" />
					</span>
					<div>
						<h2 id="newsletter-banner-title" className="text-2xl font-bold">
							New homes in your inbox
						</h2>
						<p className="mt-1 text-brand-100">
							One short e-mail a week with fresh listings, price drops and market notes. Unsubscribe any time.
						</p>
					</div>
				</div>
				<div className="w-full md:max-w-md">
					<NewsletterForm tone="dark" />
				</div>
			</div>
		</section>
	)
}
