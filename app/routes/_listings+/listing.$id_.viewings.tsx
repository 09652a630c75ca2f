import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { Field, inputProps, SubmitButton, useSchemaForm } from '~/components/forms'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { CancelViewingForm } from '~/components/viewings/cancel-viewing-form'
import { bookFormSchema, slotFormSchema } from '~/schemas/viewing'
import { getUser, requireUser } from '~/services/auth.server'
import { describeTime } from '~/services/viewing-bookings.server'
import {
	bookViewing,
	offerViewingSeries,
	openViewingTimes,
	takeBackViewingTime,
	upcomingViewings,
} from '~/services/viewing-times.server'
import { readFlash, redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { asHttpError } from '~/utils/http-errors'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { listingPath, listingViewingsPath, signInPath, VIEWINGS_PATH } from '~/utils/paths'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'
import { addDays, dayInZone, timeZoneName } from '~/utils/site-time'

/** The open times change with every booking: the page is never kept by a cache, nor the page cache. */
export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Viewings of ${data.listing.name} | Homestead` : 'Viewings | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** The listing's open times: to book (a member), to sign in for (a visitor), or to offer and take back (its owner). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await getUser(request)
	const { listing, slots, timeZone } = await openViewingTimes(params.id ?? '', user).catch(asHttpError)
	const viewer: 'visitor' | 'owner' | 'member' = !user ? 'visitor' : user.id === listing.userRef ? 'owner' : 'member'
	const [viewings, flash] = await Promise.all([user ? upcomingViewings(user) : [], readFlash(request)])
	return data(
		{
			listing: { id: listing.id, name: listing.name, hasPosition: listing.latitude !== null },
			viewer,
			timeZone: timeZoneName(timeZone),
			today: dayInZone(new Date(), timeZone),
			slots: slots.map((slot) => ({ id: slot.id, when: describeTime(slot, timeZone) })),
			bookings: viewings
				.filter((viewing) => viewing.listing.id === listing.id)
				.map((viewing) => ({
					id: viewing.id,
					when: describeTime(viewing, timeZone),
					seekerName: viewing.seeker.username,
				})),
			flash: flash.flash,
		},
		{ headers: { ...PRIVATE_PAGE, ...flash.headers } },
	)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const back = listingViewingsPath(params.id ?? '')
	const user = await requireUser(request, { redirectTo: back })
	const form = await readFormData(request)
	const intent = form.get('intent')
	if (intent === 'book') {
		const submission = parseWithZod(form, { schema: bookFormSchema })
		if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })
		try {
			const { slot, timeZone } = await bookViewing(user, submission.value.slotId)
			return redirectWithFlash(
				back,
				`Viewing booked: ${describeTime(slot, timeZone)}. The details are on their way by mail.`,
			)
		} catch (error) {
			return replyToClientError(submission, error, { also: { intent } })
		}
	}
	if (intent === 'take-back') {
		try {
			await takeBackViewingTime(user, String(form.get('slotId') ?? ''))
			return redirectWithFlash(back, 'The time is no longer offered.')
		} catch (error) {
			return redirectWithClientError(back, error)
		}
	}
	const submission = parseWithZod(form, { schema: slotFormSchema })
	if (submission.status !== 'success') return data({ intent: 'offer', result: submission.reply() }, { status: 400 })
	try {
		const { slots: added } = await offerViewingSeries(user, params.id ?? '', submission.value)
		return redirectWithFlash(back, added.length === 1 ? '1 time offered.' : `${added.length} times offered.`)
	} catch (error) {
		// The model's refusals name the API's `start`; here that is the field of the first time, `from`.
		return replyToClientError(submission, error, {
			also: { intent: 'offer' },
			notFoundIsThePage: true,
			fieldNames: { start: 'from' },
		})
	}
}

export default function ListingViewingsPage() {
	const { listing, viewer, slots, bookings, flash, timeZone } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-3xl py-10">
			<p>
				<Link to={listingPath(listing.id)} className="link">
					← {listing.name}
				</Link>
			</p>
			<h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-strong">
				{viewer === 'owner' ? 'Viewing times' : 'Book a viewing'}
			</h1>
			<p className="mt-2 text-muted">
				Times are in {timeZone}
				{listing.hasPosition
					? ', where the home is.'
					: viewer === 'owner'
						? '. Give the home its position on the edit page to offer times in its own time zone.'
						: '.'}
			</p>
			{flash ? (
				<div role={flash.kind === 'error' ? 'alert' : 'status'} className="mt-4">
					<FlashMessage flash={flash} />
				</div>
			) : null}
			{viewer === 'owner' ? <OwnerView slots={slots} bookings={bookings} /> : <SeekerView />}
		</div>
	)
}

function SeekerView() {
	const { listing, viewer, slots, bookings } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(bookFormSchema, {
		id: 'book-viewing',
		lastResult: actionData?.intent === 'book' ? actionData.result : undefined,
	})
	const mine = bookings[0]
	if (mine)
		return (
			<section aria-labelledby="your-viewing" className="mt-8 card p-5">
				<h2 id="your-viewing" className="text-xl font-semibold text-strong">
					Your viewing
				</h2>
				<p className="mt-2">{mine.when}</p>
				<CancelViewingForm bookingId={mine.id} redirectTo={listingViewingsPath(listing.id)} />
			</section>
		)
	if (!slots.length)
		return <p className="mt-8">No viewing times are offered at the moment. Write to the owner to ask for one.</p>
	return (
		<Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-8">
			<input type="hidden" name="intent" value="book" />
			<fieldset aria-describedby={fields.slotId.errors?.length ? fields.slotId.errorId : undefined}>
				<legend className="text-xl font-semibold text-strong">Choose a time</legend>
				<ul className="mt-4 flex flex-col gap-2">
					{slots.map((slot) => (
						<li key={slot.id}>
							<label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
								<input
									type="radio"
									name={fields.slotId.name}
									value={slot.id}
									className="mt-1 size-4 accent-brand-700"
								/>
								<span>{slot.when}</span>
							</label>
						</li>
					))}
				</ul>
			</fieldset>
			<div className="mt-2 min-h-5" id={fields.slotId.errorId}>
				{[...(fields.slotId.errors ?? []), ...(form.errors ?? [])].map((message) => (
					<p key={message} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
						{message}
					</p>
				))}
			</div>
			{viewer === 'visitor' ? (
				<p className="mt-4">
					<Link to={signInPath(listingViewingsPath(listing.id))} className="btn-primary">
						Sign in to book a viewing
					</Link>
				</p>
			) : (
				<SubmitButton pendingText="Booking…" className="mt-4 btn-primary">
					Book a viewing
				</SubmitButton>
			)}
		</Form>
	)
}

type OwnerProps = {
	slots: Array<{ id: string; when: string }>
	bookings: Array<{ id: string; when: string; seekerName: string }>
}

function OwnerView({ slots, bookings }: OwnerProps) {
	const { listing, today } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(slotFormSchema, {
		id: 'offer-times',
		lastResult: actionData?.intent === 'offer' ? actionData.result : undefined,
		defaultValue: { date: addDays(today, 1), from: '10:00', minutes: '30', weeks: '1' },
	})
	return (
		<>
			<section aria-labelledby="offer-title" className="mt-8 card p-5">
				<h2 id="offer-title" className="text-xl font-semibold text-strong">
					Offer times
				</h2>
				<p className="mt-1 text-sm text-muted">
					One time: a day, a start and a length. Several: fill in Until for times one after another that day, and Weeks
					to offer the same on that weekday for several weeks.
				</p>
				<Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="mt-4">
					<input type="hidden" name="intent" value="offer" />
					<div className="grid gap-x-4 sm:grid-cols-2">
						<Field label="Date" inputProps={inputProps(fields.date, { type: 'date' })} errors={fields.date.errors} />
						<Field
							label="Start time"
							inputProps={inputProps(fields.from, { type: 'time' })}
							errors={fields.from.errors}
						/>
						<Field
							label="Length (minutes)"
							inputProps={inputProps(fields.minutes, { type: 'number' })}
							errors={fields.minutes.errors}
						/>
						<Field
							label="Until (optional)"
							inputProps={inputProps(fields.until, { type: 'time' })}
							errors={fields.until.errors}
						/>
						<Field
							label="Weeks"
							inputProps={inputProps(fields.weeks, { type: 'number' })}
							errors={fields.weeks.errors}
						/>
					</div>
					{form.errors?.length ? (
						<p role="alert" className="mb-2 text-sm font-medium text-red-700 dark:text-red-400">
							{form.errors.join(' ')}
						</p>
					) : null}
					<SubmitButton pendingText="Offering…" className="btn-primary">
						Offer these times
					</SubmitButton>
				</Form>
			</section>
			<section aria-labelledby="booked-title" className="mt-8">
				<h2 id="booked-title" className="text-xl font-semibold text-strong">
					Booked
				</h2>
				{bookings.length ? (
					<ul className="mt-3 flex flex-col gap-3">
						{bookings.map((booking) => (
							<li key={booking.id} className="card p-4">
								<p>
									{booking.when}: <span className="font-semibold">{booking.seekerName}</span>
								</p>
								<CancelViewingForm bookingId={booking.id} redirectTo={listingViewingsPath(listing.id)} />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted">Nobody has booked a viewing yet.</p>
				)}
			</section>
			<section aria-labelledby="open-title" className="mt-8">
				<h2 id="open-title" className="text-xl font-semibold text-strong">
					Open times
				</h2>
				{slots.length ? (
					<ul className="mt-3 flex flex-col gap-2">
						{slots.map((slot) => (
							<li
								key={slot.id}
								className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
							>
								<span>{slot.when}</span>
								<Form method="post">
									<input type="hidden" name="intent" value="take-back" />
									<input type="hidden" name="slotId" value={slot.id} />
									<button type="submit" className="text-sm link font-semibold" aria-label={`Take back ${slot.when}`}>
										Take back
									</button>
								</Form>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted">No open times.</p>
				)}
			</section>
			<p className="mt-8">
				<Link to={VIEWINGS_PATH} className="link">
					All your viewings
				</Link>
			</p>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
