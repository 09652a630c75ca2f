import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { ReportForm } from '~/components/moderation/report-form'
import { reportSchema } from '~/schemas/report'
import { requireUser } from '~/services/auth.server'
import { openConversation } from '~/services/conversations.server'
import { reportConversation } from '~/services/moderation.server'
import { ClientError } from '~/utils/client-error'
import { readFormData } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { asHttpError } from '~/utils/http-errors'
import { CONVERSATION_NOT_FOUND_PAGE } from '~/utils/messages'
import { conversationPath, reportConversationPath } from '~/utils/paths'
import { clientAddress } from '~/utils/request.server'

export const meta: MetaFunction = () => [
	{ title: 'Report a conversation | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** The report form on a page of its own: where a report with a mistake comes back to, and the thanks. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const { conversation } = await openConversation(user, params.id ?? '').catch(asHttpError)
	return { conversation: { id: conversation.id, listingName: conversation.listingName } }
}

/** A participant's report of the conversation: it goes to the moderation queue; the answer is a thanks. */
export async function action({ request, params, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	if (isBotSubmission(form, 'report')) return { thanks: 'Thank you.', errors: null }
	const submission = parseWithZod(form, { schema: reportSchema })
	if (submission.status !== 'success') {
		const errors = submission.error ?? {}
		return data({ thanks: null, errors: { reason: errors.reason?.[0], details: errors.details?.[0] } }, { status: 400 })
	}
	try {
		const thanks = await reportConversation(user, params.id ?? '', clientAddress(context), submission.value)
		return { thanks, errors: null }
	} catch (error) {
		if (!(error instanceof ClientError) || error.status === 404) asHttpError(error)
		return data({ thanks: null, errors: { form: error.formMessage } }, { status: error.status })
	}
}

export default function ReportConversation() {
	const { conversation } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<AuthLayout title="Report a conversation">
			<p className="mb-4 text-slate-700 dark:text-slate-200">
				Your conversation about{' '}
				<Link to={conversationPath(conversation.id)} className="link">
					{conversation.listingName}
				</Link>
			</p>
			{answer?.thanks ? (
				<AuthNotice>
					<p>{answer.thanks}</p>
				</AuthNotice>
			) : (
				<ReportForm
					action={reportConversationPath(conversation.id)}
					what="conversation"
					open
					errors={answer?.errors ?? undefined}
				/>
			)}
		</AuthLayout>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => CONVERSATION_NOT_FOUND_PAGE }} />
}
