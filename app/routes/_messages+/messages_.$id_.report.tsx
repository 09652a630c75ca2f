import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { ReportForm } from '~/components/moderation/report-form'
import { answerReportForm } from '~/moderation'
import { requireUser } from '~/services/auth.server'
import { openConversation } from '~/services/conversations.server'
import { reportConversation } from '~/services/trust-and-safety.server'
import { readFormData } from '~/utils/form.server'
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
	return answerReportForm(
		await readFormData(request),
		(report) => reportConversation(user, params.id ?? '', clientAddress(context), report),
		(thanks) => ({ thanks, errors: null }),
	)
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
