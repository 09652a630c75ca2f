import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'
import { ContactForm } from '~/components/marketing/contact-form'
import { PageBanner } from '~/components/marketing/page-banner'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { company } from '~/content/company'
import { imageSources, marketingImages } from '~/content/images'
import { saveContactMessage } from '~/models/contact.server'
import { contactSchema } from '~/schemas/contact'
import { readFormData } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'

export const meta: MetaFunction = () => [
	{ title: 'Contact us | Homestead' },
	{
		name: 'description',
		content:
			'Call, e-mail or visit Homestead Realty at 401 Congress Ave in downtown Austin, or send us a message: we answer within one working day.',
	},
]

export async function action({ request }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const submission = parseWithZod(form, { schema: contactSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), sent: false as const, firstName: '', email: '' }, { status: 400 })
	}
	if (!isBotSubmission(form, 'contact')) await saveContactMessage(submission.value)
	return {
		result: submission.reply({ resetForm: true }),
		sent: true as const,
		firstName: submission.value.firstName,
		email: submission.value.email,
	}
}

export default function ContactPage() {
	const actionData = useActionData<typeof action>()
	const map = marketingImages.contactMap
	const details: { icon: IconName; title: string; body: ReactNode }[] = [
		{
			icon: 'phone',
			title: 'Phone',
			body: (
				<a href={company.phoneHref} className="link">
					{company.phone}
				</a>
			),
		},
		{
			icon: 'mail',
			title: 'E-mail',
			body: (
				<a href={`mailto:${company.email}`} className="link">
					{company.email}
				</a>
			),
		},
		{
			icon: 'map-pin',
			title: 'Office',
			body: (
				<address className="not-italic">
					{company.address.street}
					<br />
					{company.address.city}
				</address>
			),
		},
		{ icon: 'clock', title: 'Opening hours', body: company.hours },
	]
	return (
		<>
			<PageBanner
				title="Contact us"
				text="Questions about a home, a renovation or your rental? Write to us, call, or come by the office on Congress Avenue."
				trail={[{ label: 'Contact' }]}
			/>
			<div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_1.1fr]">
				<section aria-labelledby="reach-us-title">
					<h2 id="reach-us-title" className="text-2xl font-bold text-strong">
						How to reach us
					</h2>
					<ul className="mt-6 grid gap-4 sm:grid-cols-2">
						{details.map(({ icon, title, body }) => (
							<li key={title} className="card p-5">
								<span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
									<Icon name={icon} className="size-5" />
								</span>
								<h3 className="mt-3 font-semibold text-strong">{title}</h3>
								<div className="mt-1 text-sm text-slate-700 dark:text-slate-200">{body}</div>
							</li>
						))}
					</ul>
					<figure className="mt-6">
						<img
							{...imageSources(map)}
							sizes="(min-width: 1024px) 560px, 100vw"
							width={map.width}
							height={map.height}
							loading="lazy"
							decoding="async"
							alt="Map of downtown Austin with our office marked at 401 Congress Avenue, two blocks north of Lady Bird Lake"
							className="aspect-[3/2] w-full rounded-2xl object-cover shadow-md ring-1 ring-slate-200 dark:ring-slate-800"
						/>
						<figcaption className="mt-2 text-sm text-muted">
							Two blocks north of Lady Bird Lake; visitor parking in the garage on 4th Street.
						</figcaption>
					</figure>
				</section>
				<section
					aria-labelledby="message-title"
					className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
				>
					<h2 id="message-title" className="text-2xl font-bold text-strong">
						Send us a message
					</h2>
					<p className="mt-2 text-muted">We read every message and answer within one working day.</p>
					<div className="mt-6">
						<ContactForm reply={actionData} />
					</div>
				</section>
			</div>
			<NewsletterBanner />
		</>
	)
}
