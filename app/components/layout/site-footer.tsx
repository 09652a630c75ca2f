import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { RenderedOnce } from '~/components/rendered-once'
import { footerColumns } from '~/content/navigation'
import { LOGO } from '~/utils/pictures'
import { NewsletterForm } from '../newsletter-form'

export function SiteFooter() {
	return (
		<footer className="border-t border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
			<div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
				{/* The same on every page: rendered once (see RenderedOnce). */}
				<RenderedOnce name="footer-links">
					<FooterLinks />
				</RenderedOnce>
				<div>
					<h2 className="text-sm font-semibold tracking-wide text-strong uppercase">Newsletter</h2>
					<p className="mt-4 text-sm">New listings and price drops, once a week.</p>
					<div className="mt-3">
						<NewsletterForm />
					</div>
				</div>
			</div>
			<div id="footer-end" className="border-t border-slate-200 dark:border-slate-800">
				<div className="container-page flex flex-wrap items-center justify-between gap-3 py-5 text-sm">
					<p>© {new Date().getFullYear()} Homestead Realty. All rights reserved.</p>
					<a href="#top" className="inline-flex items-center gap-1 hover:underline">
						<Icon name="arrow-up" className="size-4" />
						Back to top
					</a>
				</div>
			</div>
		</footer>
	)
}

/** The agency's name, how to reach it, and the footer's columns of links. */
function FooterLinks() {
	return (
		<>
			<div className="lg:col-span-1">
				<PlainLink to="/" className="flex items-center gap-2 text-lg font-bold text-strong">
					<img src={LOGO} alt="" width={28} height={28} className="size-7" />
					Homestead
				</PlainLink>
				<p className="mt-3 text-sm">Homes to buy and rent, listed by the people who know them best.</p>
				<ul className="mt-4 space-y-2 text-sm">
					<li className="flex items-center gap-2">
						<Icon name="phone" className="size-4 shrink-0" />
						<a href="tel:+15125550142" className="hover:underline">
							+1 (512) 555-0142
						</a>
					</li>
					<li className="flex items-center gap-2">
						<Icon name="mail" className="size-4 shrink-0" />
						<a href="mailto:hello@homestead.example" className="hover:underline">
							hello@homestead.example
						</a>
					</li>
					<li className="flex items-center gap-2">
						<Icon name="map-pin" className="size-4 shrink-0" />
						<span>401 Congress Ave, Austin, TX</span>
					</li>
				</ul>
			</div>
			{footerColumns.map((column) => (
				<nav key={column.title} aria-label={column.title}>
					<h2 className="text-sm font-semibold tracking-wide text-strong uppercase">{column.title}</h2>
					<ul className="mt-4 space-y-2 text-sm">
						{column.links.map((link) => (
							<li key={link.id}>
								<PlainLink to={link.url} className="link-quiet">
									{link.linkText}
								</PlainLink>
							</li>
						))}
					</ul>
				</nav>
			))}
		</>
	)
}
