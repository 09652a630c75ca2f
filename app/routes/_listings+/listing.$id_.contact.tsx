import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { MessageForm } from '~/components/messages/message-form'
import { getListingById } from '~/models/listing.server'
import { getUserById } from '~/models/user.server'
import { isUuid } from '~/schemas/fields'
import { MESSAGE_MAX, messageSchema } from '~/schemas/message'
import { getUser, requireUser } from '~/services/auth.server'
import { contactListingOwner } from '~/services/conversations.server'
import { LISTING_NOT_FOUND } from '~/services/permissions.server'
import { clip } from '~/utils/excerpt'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { notFound } from '~/utils/http-errors'
import { keepMessageDraft, takeMessageDraft } from '~/utils/message-draft.server'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { contactListingPath, conversationPath, listingPath, signInPath } from '~/utils/paths'
import { PRIVATE_PAGE } from '~/utils/private-page'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Message about ${data.listing.name} | Homestead` : 'Message | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/**
 * The contact form on a page of its own: where a message with a mistake comes back to, with its
 * text, and where a visitor who wrote before signing in finds what they wrote (not sent yet).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request, { reason: 'message' })
	const listing = await getListingById(params.id ?? '')
	if (!listing) notFound(LISTING_NOT_FOUND)
	if (listing.userRef === user.id) throw redirect(listingPath(listing.id))
	const owner = await getUserById(listing.userRef)
	const { draft, headers } = takeMessageDraft(request, listing.id)
	return data(
		{ listing: { id: listing.id, name: listing.name }, ownerName: owner?.username ?? 'the owner', draft },
		{ headers: { ...PRIVATE_PAGE, ...headers } },
	)
}

/**
 * 'Send message' of a listing's contact panel: starts or continues the conversation and goes to it.
 * A visitor's message is kept in their browser while they sign in (or sign up), then shown on this
 * form: it is sent only when they press the button again.
 */
export async function action({ request, params }: ActionFunctionArgs) {
	const listingId = params.id ?? ''
	const back = listingPath(listingId)
	const user = await getUser(request)
	const form = await readFormData(request)
	if (isBotSubmission(form, 'contact-landlord')) return redirect(back, 303)
	// The panel's field was `body` before messages went through the site; a page open since then still sends it.
	if (!form.has('message') && form.has('body')) form.set('message', String(form.get('body')))
	if (!user) {
		// No longer than a message may be (the form says so too): a longer one would be refused when sent.
		const text = clip(String(form.get('message') ?? '').trim(), MESSAGE_MAX)
		const headers = text && isUuid(listingId) ? { 'Set-Cookie': keepMessageDraft(listingId, text) } : undefined
		return redirect(signInPath(contactListingPath(listingId), 'message'), { status: 303, headers })
	}
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
	const { listing, ownerName, draft } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<AuthLayout title="Send a message">
			<p className="mb-4 text-slate-700 dark:text-slate-200">
				To <span className="font-semibold text-strong">{ownerName}</span> about{' '}
				<Link to={listingPath(listing.id)} className="link">
					{listing.name}
				</Link>
			</p>
			{draft && !actionData ? (
				<AuthNotice>
					<p>Your message is below, not sent yet: read it over and press Send message.</p>
					{draft.cut ? (
						<p className="mt-2 font-normal">
							It was too long to keep whole while you signed in: only its first{' '}
							{draft.text.length.toLocaleString('en-US')} characters are here.
						</p>
					) : null}
				</AuthNotice>
			) : null}
			<MessageForm
				id="contact-landlord"
				action={contactListingPath(listing.id)}
				label="Message"
				submitLabel="Send message"
				lastResult={actionData?.result}
				defaultMessage={draft?.text}
			/>
		</AuthLayout>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
