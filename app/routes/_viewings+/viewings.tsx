import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { EmptyState } from '~/components/empty-state'
import { FlashMessage } from '~/components/flash-message'
import { CancelViewingForm } from '~/components/viewings/cancel-viewing-form'
import { cancelViewingSchema } from '~/schemas/viewing'
import { requireUser } from '~/services/auth.server'
import { cancelViewing, describeTime } from '~/services/viewing-bookings.server'
import { upcomingViewings } from '~/services/viewing-times.server'
import { clientMistake } from '~/utils/client-error'
import { readFlash, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { safeRedirectPath } from '~/utils/misc'
import { listingPath, listingViewingsPath, VIEWINGS_PATH } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: 'Your viewings | Homestead' }]

/** The member's upcoming viewings: the homes they go to see, and the people who come to see theirs. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const [viewings, flash] = await Promise.all([upcomingViewings(user), readFlash(request)])
	return data(
		{
			viewings: viewings.map((viewing) => ({
				id: viewing.id,
				role: viewing.role,
				when: describeTime(viewing, viewing.timeZone),
				listing: viewing.listing,
				otherName: viewing.role === 'owner' ? viewing.seeker.username : viewing.owner.username,
			})),
			flash: flash.flash,
		},
		{ headers: flash.headers },
	)
}

/** 'Cancel the viewing', from here, the listing's viewings page or the dashboard. */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const bookingId = String(form.get('bookingId') ?? '')
	const back = safeRedirectPath(form.get('redirectTo'), VIEWINGS_PATH)
	const submission = parseWithZod(form, { schema: cancelViewingSchema })
	const message = String(form.get('message') ?? '')
	if (submission.status !== 'success')
		return data({ bookingId, message, errors: submission.error?.message ?? ['Check the message'] }, { status: 400 })
	try {
		const cancelled = await cancelViewing(user, bookingId, submission.value.message)
		return redirectWithFlash(
			back,
			`Viewing cancelled: ${describeTime(cancelled.slot, cancelled.timeZone)}. We told the other side.`,
		)
	} catch (error) {
		const mistake = clientMistake(error)
		return data({ bookingId, message, errors: [mistake.message] }, { status: mistake.status })
	}
}

export default function ViewingsPage() {
	const { viewings, flash } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const failedNotShown = actionData && !viewings.some((viewing) => viewing.id === actionData.bookingId)
	return (
		<div className="container-page max-w-3xl py-10 sm:py-12">
			<h1 className="text-3xl font-bold text-strong">Your viewings</h1>
			{flash ? (
				<div role={flash.kind === 'error' ? 'alert' : 'status'} className="mt-4">
					<FlashMessage flash={flash} />
				</div>
			) : null}
			{failedNotShown ? (
				<p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-400">
					{actionData.errors.join(' ')}
				</p>
			) : null}
			{viewings.length === 0 ? (
				<div className="mt-8">
					<EmptyState title="No viewings booked.">Book one from a home’s page: “Book a viewing”.</EmptyState>
				</div>
			) : (
				<ul className="mt-8 flex flex-col gap-4">
					{viewings.map((viewing) => (
						<li key={viewing.id} className="card p-5">
							<p className="text-sm text-muted">
								{viewing.role === 'owner' ? `${viewing.otherName} comes to see` : `You see, with ${viewing.otherName}`}
							</p>
							<h2 className="text-lg font-semibold text-strong">
								<Link to={listingPath(viewing.listing.id)} className="hover:underline">
									{viewing.listing.name}
								</Link>
							</h2>
							<p className="mt-1">{viewing.when}</p>
							<p className="text-sm text-muted">{viewing.listing.address}</p>
							{viewing.role === 'owner' ? (
								<p className="mt-1 text-sm">
									<Link to={listingViewingsPath(viewing.listing.id)} className="link">
										Viewing times of this home
									</Link>
								</p>
							) : null}
							<CancelViewingForm
								bookingId={viewing.id}
								redirectTo={VIEWINGS_PATH}
								errors={actionData?.bookingId === viewing.id ? actionData.errors : undefined}
								defaultMessage={actionData?.bookingId === viewing.id ? actionData.message : undefined}
							/>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
