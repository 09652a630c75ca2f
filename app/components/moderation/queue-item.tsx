import { Form, Link } from '@remix-run/react'
import { Photo } from '~/components/photo'
import { formatDateTime, formatPrice } from '~/utils/format'
import { formatDistance } from '~/utils/geo'
import { HOLD_REASON_WORDS, type ModerationReason, REPORT_REASON_LABELS } from '~/utils/moderation'
import { listingPath } from '~/utils/paths'

type Member = { id: string; username: string; email: string; createdAt: string; suspended: boolean; deleted: boolean }

export type QueueItemView = {
	caseId: string
	kind: 'listing' | 'conversation'
	id: string
	reasons: ModerationReason[]
	evidence: Partial<Record<ModerationReason, unknown>>
	reports: Array<{ reason: keyof typeof REPORT_REASON_LABELS; details: string; byMember: boolean; createdAt: string }>
	independentReporters: number
	reviewRequest: { at: string; note: string } | null
	createdAt: string
	listing: {
		id: string
		name: string
		moderation: string
		type: string
		price: number
		address: string
		imageUrls: string[]
		owner: Member | null
	} | null
	conversation: {
		id: string
		listingId: string | null
		listingName: string
		seeker: Member | null
		owner: Member | null
		messages: Array<{ senderId: string; senderName: string; body: string; asksForMoney: boolean; createdAt: string }>
	} | null
}

/** The errors of the queue's forms, by `intent:id` (a reason left empty, say). */
export type ActionErrors = Record<string, string | undefined>

/** One case of the moderation queue: what it is about, why it is here, the evidence, and the actions. */
export function QueueItem({ item, errors }: { item: QueueItemView; errors?: ActionErrors }) {
	const headingId = `case-${item.caseId}`
	return (
		<article aria-labelledby={headingId} className="card p-4 sm:p-6">
			<h2 id={headingId} className="text-xl font-bold break-words text-strong">
				{item.listing ? (
					<Link to={listingPath(item.listing.id)} className="link">
						{item.listing.name}
					</Link>
				) : item.conversation ? (
					<>Conversation about {item.conversation.listingName}</>
				) : (
					'Gone'
				)}
			</h2>
			<p className="mt-1 text-sm text-muted">
				{item.kind === 'listing' ? 'Listing' : 'Conversation'} · in the queue since {formatDateTime(item.createdAt)}
				{item.listing ? ` · ${item.listing.moderation}` : null}
			</p>
			<ul className="mt-3 flex flex-col gap-1 text-sm">
				{item.reasons.map((reason) => (
					<li key={reason}>
						<strong className="font-semibold">{reason.replaceAll('_', ' ')}</strong>: {HOLD_REASON_WORDS[reason]}
					</li>
				))}
			</ul>
			<Evidence item={item} />
			{item.reviewRequest ? (
				<section className="mt-4 text-sm" aria-label="The owner asks for a review">
					<h3 className="font-semibold text-strong">
						The owner asks for a review ({formatDateTime(item.reviewRequest.at)})
					</h3>
					{item.reviewRequest.note ? (
						<blockquote className="mt-1 border-l-4 border-slate-300 pl-3 whitespace-pre-line dark:border-slate-600">
							{item.reviewRequest.note}
						</blockquote>
					) : null}
				</section>
			) : null}
			{item.reports.length ? (
				<section className="mt-4" aria-label="Reports">
					<h3 className="font-semibold text-strong">
						Reports ({item.reports.length}, from {item.independentReporters}{' '}
						{item.independentReporters === 1 ? 'network' : 'different networks'})
					</h3>
					<ul className="mt-1 flex flex-col gap-1 text-sm">
						{item.reports.map((report, index) => (
							<li key={index}>
								{REPORT_REASON_LABELS[report.reason]} ({report.byMember ? 'a member' : 'a visitor'},{' '}
								{formatDateTime(report.createdAt)}){report.details ? `: “${report.details}”` : null}
							</li>
						))}
					</ul>
				</section>
			) : null}
			<Actions item={item} errors={errors} />
		</article>
	)
}

/** Which homes the price was compared with, in words. */
function comparedWith({
	within = 'nearby',
	radiusKm,
	town,
}: {
	within?: string
	radiusKm: number | null
	town?: string
}) {
	const of = town ? ` of ${town} (the town of its address; it has no map position)` : ''
	if (within === 'nearby') return `within ${formatDistance(radiusKm ?? 0)}${of}`
	if (within === 'nearest') return `nearest to it${of}, up to ${formatDistance(radiusKm ?? 0)} away`
	return 'anywhere on the site (it could not be placed, or has none nearer)'
}

function Evidence({ item }: { item: QueueItemView }) {
	const { evidence } = item
	const contact = evidence.contact_details as Array<{ kind: string; text: string }> | undefined
	const price = evidence.price_outlier as
		| {
				price: number
				median: number
				homes: number
				radiusKm: number | null
				ratio: number
				prices?: number[]
				within?: 'nearby' | 'nearest' | 'site'
				town?: string
		  }
		| undefined
	const photos = evidence.duplicate_photo as
		Array<{ photo: string; otherListingId: string; otherPhoto: string; distance: number }> | undefined
	const burst = evidence.new_account_burst as { listings: number; accountAgeHours: number } | undefined
	const money = evidence.money_request as { matched: string[] } | undefined
	return (
		<div className="mt-4 flex flex-col gap-4 text-sm">
			{item.listing ? (
				<p>
					{formatPrice(item.listing.price)} ({item.listing.type}) · {item.listing.address} · by{' '}
					<MemberLine member={item.listing.owner} />
				</p>
			) : null}
			{contact?.length ? (
				<section aria-label="Contact details found">
					<h3 className="font-semibold text-strong">Contact details found</h3>
					<ul className="mt-1 flex flex-wrap gap-2">
						{contact.map((found, index) => (
							<li
								key={index}
								className="rounded bg-amber-100 px-2 py-0.5 text-amber-950 dark:bg-amber-400/20 dark:text-amber-100"
							>
								{found.kind}: <mark className="bg-transparent font-mono text-inherit">{found.text}</mark>
							</li>
						))}
					</ul>
				</section>
			) : null}
			{price ? (
				<section aria-label="Comparable prices">
					<h3 className="font-semibold text-strong">Comparable prices</h3>
					<p className="mt-1">
						{formatPrice(price.price)} against a median of {formatPrice(price.median)} for {price.homes} similar homes{' '}
						{comparedWith(price)} ({Math.round(price.ratio * 100)} % of it).
					</p>
					{price.prices?.length ? <p className="mt-1 text-muted">{price.prices.map(formatPrice).join(' · ')}</p> : null}
				</section>
			) : null}
			{photos?.length ? (
				<section aria-label="Matching photos">
					<h3 className="font-semibold text-strong">Photos that match another member’s listing</h3>
					<ul className="mt-2 flex flex-col gap-3">
						{photos.map((match, index) => (
							<li key={index} className="grid grid-cols-2 gap-2">
								<figure>
									<Photo
										src={match.photo}
										sizes="(min-width: 640px) 320px, 45vw"
										alt="This listing’s photo"
										className="aspect-[4/3] w-full rounded object-cover"
									/>
									<figcaption className="mt-1 text-xs text-muted">This listing</figcaption>
								</figure>
								<figure>
									<Photo
										src={match.otherPhoto}
										sizes="(min-width: 640px) 320px, 45vw"
										alt="The other listing’s photo"
										className="aspect-[4/3] w-full rounded object-cover"
									/>
									<figcaption className="mt-1 text-xs text-muted">
										<Link to={listingPath(match.otherListingId)} className="link">
											The other listing
										</Link>{' '}
										(distance {match.distance})
									</figcaption>
								</figure>
							</li>
						))}
					</ul>
				</section>
			) : null}
			{burst ? (
				<p>
					{burst.listings} listings from an account {burst.accountAgeHours} hours old.
				</p>
			) : null}
			{money ? <p>Asks for money: {money.matched.map((text) => `“${text}”`).join(', ')}</p> : null}
			{item.conversation ? (
				<section aria-label="Messages">
					<h3 className="font-semibold text-strong">
						Between <MemberLine member={item.conversation.seeker} /> (seeker) and{' '}
						<MemberLine member={item.conversation.owner} /> (owner)
					</h3>
					<ol className="mt-2 flex flex-col gap-2">
						{item.conversation.messages.map((message, index) => (
							<li
								key={index}
								className={`rounded-lg p-2 ${message.asksForMoney ? 'bg-amber-50 dark:bg-amber-400/10' : 'bg-slate-50 dark:bg-slate-800'}`}
							>
								<p className="text-xs text-muted">
									{message.senderName}, {formatDateTime(message.createdAt)}
								</p>
								<p className="break-words whitespace-pre-line">{message.body}</p>
							</li>
						))}
					</ol>
				</section>
			) : null}
		</div>
	)
}

function MemberLine({ member }: { member: Member | null }) {
	if (!member) return <>a deleted account</>
	return (
		<>
			{member.username} ({member.email}, joined {formatDateTime(member.createdAt)}
			{member.suspended ? ', suspended' : ''}
			{member.deleted ? ', deleted' : ''})
		</>
	)
}

function Actions({ item, errors }: { item: QueueItemView; errors?: ActionErrors }) {
	const members = [item.listing?.owner, item.conversation?.seeker, item.conversation?.owner].filter(
		(member): member is Member => Boolean(member) && !member!.suspended,
	)
	return (
		<div className="mt-5 flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
			{item.listing ? (
				<div className="flex flex-wrap gap-3">
					{item.listing.moderation !== 'published' ? (
						<Form method="post">
							<input type="hidden" name="id" value={item.listing.id} />
							<button type="submit" name="intent" value="approve" className="btn-primary">
								Approve and publish
							</button>
						</Form>
					) : null}
					{item.listing.moderation === 'published' ? (
						<Form method="post">
							<input type="hidden" name="kind" value="listing" />
							<input type="hidden" name="id" value={item.id} />
							<button type="submit" name="intent" value="dismiss" className="btn-secondary">
								Keep it published
							</button>
						</Form>
					) : null}
				</div>
			) : (
				<Form method="post">
					<input type="hidden" name="kind" value="conversation" />
					<input type="hidden" name="id" value={item.id} />
					<button type="submit" name="intent" value="dismiss" className="btn-secondary">
						Nothing wrong: close
					</button>
				</Form>
			)}
			{item.listing ? (
				<ReasonForm
					intent="remove"
					id={item.listing.id}
					label={`Why “${item.listing.name}” is removed (its owner reads this)`}
					button="Remove the listing"
					error={errors?.[`remove:${item.listing.id}`]}
				/>
			) : null}
			{members.map((member) => (
				<ReasonForm
					key={member.id}
					intent="suspend"
					id={member.id}
					label={`Why ${member.username} is suspended (they read this when they sign in)`}
					button={`Suspend ${member.username}`}
					error={errors?.[`suspend:${member.id}`]}
				/>
			))}
		</div>
	)
}

/** An action that needs a reason: its text box and button, with the reason's error under it. */
export function ReasonForm({
	intent,
	id,
	label,
	button,
	error,
}: {
	intent: 'remove' | 'suspend'
	id: string
	label: string
	button: string
	error?: string
}) {
	const fieldId = `${intent}-${id}-reason`
	return (
		<Form method="post" className="flex flex-col gap-2">
			<input type="hidden" name="id" value={id} />
			<label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
				{label}
			</label>
			<textarea
				id={fieldId}
				name="reason"
				rows={2}
				required
				maxLength={2000}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${fieldId}-error` : undefined}
				className="input"
			/>
			{error ? (
				<p id={`${fieldId}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
					{error}
				</p>
			) : null}
			<div>
				<button type="submit" name="intent" value={intent} className="btn-danger">
					{button}
				</button>
			</div>
		</Form>
	)
}
