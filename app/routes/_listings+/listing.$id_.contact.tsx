import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout } from '~/components/auth-layout'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { MessageForm } from '~/components/messages/message-form'
import { getListingById } from '~/models/listing.server'
import { getUserById } from '~/models/user.server'
import { messageSchema } from '~/schemas/message'
import { requireUser } from '~/services/auth.server'
import { contactListingOwner } from '~/services/conversations.server'
import { LISTING_NOT_FOUND } from '~/services/permissions.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { notFound } from '~/utils/http-errors'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { contactListingPath, conversationPath, listingPath } from '~/utils/paths'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Message about ${data.listing.name} | Homestead` : 'Message | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** The contact form on a page of its own: where a message with a mistake comes back to, with its text. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const listing = await getListingById(params.id ?? '')
	if (!listing) notFound(LISTING_NOT_FOUND)
	if (listing.userRef === user.id) throw redirect(listingPath(listing.id))
	const owner = await getUserById(listing.userRef)
	return { listing: { id: listing.id, name: listing.name }, ownerName: owner?.username ?? 'the owner' }
}

/** 'Send message' of a listing's contact panel: starts or continues the conversation and goes to it. */
export async function action({ request, params }: ActionFunctionArgs) {
	const back = listingPath(params.id ?? '')
	const user = await requireUser(request, { redirectTo: back })
	const form = await readFormData(request)
	if (isBotSubmission(form, 'contact-landlord')) return redirect(back, 303)
	// The panel's field was `body` before messages went through the site; a page open since then still sends it.
	if (!form.has('message') && form.has('body')) form.set('message', String(form.get('body')))
	const submission = parseWithZod(form, { schema: messageSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		const conversationId = await contactListingOwner(user, params.id ?? '', submission.value.message)
		return redirect(conversationPath(conversationId), 303)
	} catch (error) {
		return replyToClientError(submission, error)
	}
}

export default function ContactPage() {
	const { listing, ownerName } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<AuthLayout title="Send a message">
			<p className="mb-4 text-slate-700 dark:text-slate-200">
				To <span className="font-semibold text-strong">{ownerName}</span> about{' '}
				<Link to={listingPath(listing.id)} className="link">
					{listing.name}
				</Link>
			</p>
			<MessageForm
				id="contact-landlord"
				action={contactListingPath(listing.id)}
				label="Message"
				submitLabel="Send message"
				lastResult={actionData?.result}
			/>
		</AuthLayout>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
