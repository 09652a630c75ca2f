import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node'
import { Link, useActionData } from '@remix-run/react'
import { NewsletterForm } from '~/components/newsletter-form'
import { subscribeToNewsletter } from '~/models/newsletter.server'
import { newsletterSchema } from '~/schemas/newsletter'
import { readFormData } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'

export const meta: MetaFunction = () => [
	{ title: 'Newsletter | Homestead' },
	{ name: 'description', content: 'Get new homes, price drops and market notes from Homestead once a week.' },
]

export async function action({ request }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const submission = newsletterSchema.safeParse({ email: form.get('email') ?? undefined })
	if (!submission.success) {
		const email = form.get('email')
		return data(
			{ subscribed: false, error: submission.error.issues[0]?.message, email: typeof email === 'string' ? email : '' },
			{ status: 400 },
		)
	}
	if (!isBotSubmission(form, 'newsletter')) await subscribeToNewsletter(submission.data.email)
	return { subscribed: true, error: undefined, email: submission.data.email }
}

/** Where the newsletter form lands without JavaScript; also a page of its own. */
export default function NewsletterPage() {
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-xl py-16">
			<h1 className="text-3xl font-bold text-strong">Our newsletter</h1>
			{actionData?.subscribed ? (
				<div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100">
					<p className="font-semibold">Thanks! You are subscribed to our newsletter.</p>
					<p className="mt-2">
						<Link to="/" className="link">
							Back to the home page
						</Link>
					</p>
				</div>
			) : (
				<>
					<p className="mt-3 text-muted">One short e-mail a week with fresh listings, price drops and market notes.</p>
					<div className="mt-6">
						<NewsletterForm reply={actionData} />
					</div>
				</>
			)}
		</div>
	)
}
