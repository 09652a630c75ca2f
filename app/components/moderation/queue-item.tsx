import { Form, Link } from '@remix-run/react'
import { Photo } from '~/components/photo'
import { formatDateTime, formatPrice } from '~/utils/format'
import { formatDistance } from '~/utils/geo'
import {
	APPROVE_EDIT_REASON_LABELS,
	DISMISS_REASON_LABELS,
	HOLD_REASON_WORDS,
	type ModerationReason,
	REMOVE_REASON_LABELS,
	REPORT_REASON_LABELS,
} from '~/utils/moderation'
import { adminMemberPath, casePhotosPath, listingPath } from '~/utils/paths'

type Reporter = { id: string; username: string; ageDays: number; verified: boolean; suspended: boolean }

type Member = { id: string; username: string; email: string; createdAt: string; suspended: boolean; deleted: boolean }

export type QueueItemView = {
	caseId: string
	kind: 'listing' | 'conversation'
	id: string
	reasons: ModerationReason[]
	evidence: Partial<Record<ModerationReason, unknown>>
	reports: Array<{
		reason: keyof typeof REPORT_REASON_LABELS
		details: string
		byMember: boolean
		reporter: Reporter | null
		network: string | null
		createdAt: string
	}>
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
		description: string
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

/** The errors of the queue's forms, by `intent:caseId:field` (a reason left empty, say). */
export type ActionErrors = Record<string, string | undefined>
/** What was written in a form the server sent back, by `intent:caseId`. */
export type ActionValues = Record<string, Record<string, string>>

/** One case of the moderation queue: what it is about, why it is here, the evidence, and the actions. */
export function QueueItem({
	item,
	errors,
	values,
}: {
	item: QueueItemView
	errors?: ActionErrors
	values?: ActionValues
}) {
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
								{REPORT_REASON_LABELS[report.reason]} (<ReportedBy report={report} />,{' '}
								{formatDateTime(report.createdAt)}){report.details ? `: “${report.details}”` : null}
							</li>
						))}
					</ul>
				</section>
			) : null}
			<Actions item={item} errors={errors} values={values} />
		</article>
	)
}

/** Who reported, for administrators: the member's account (linked), its age and whether verified; a visitor's network. */
function ReportedBy({ report }: { report: QueueItemView['reports'][number] }) {
	const { reporter } = report
	if (reporter)
		return (
			<>
				by{' '}
				<Link to={adminMemberPath(reporter.id)} className="link">
					{reporter.username}
				</Link>
				, an account{' '}
				{reporter.ageDays === 0 ? 'under a day' : reporter.ageDays === 1 ? '1 day' : `${reporter.ageDays} days`} old,{' '}
				{reporter.verified ? 'verified' : 'not verified'}
				{reporter.suspended ? ', suspended' : ''}
			</>
		)
	if (report.byMember) return <>by a member whose account is gone</>
	return <>by a visitor on the network {report.network ?? 'not kept (an earlier report)'}</>
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

/** How many pairs of matching photos a case shows as thumbnails; its page of photos shows them all. */
const THUMBNAIL_PAIRS = 4

/** A pair of matching photos: one of the listing's, and the other member's that it looks the same as. */
export type PhotoMatch = { photo: string; otherListingId: string; otherPhoto: string; distance: number }

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
	const photos = evidence.duplicate_photo as PhotoMatch[] | undefined
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
					<h3 className="font-semibold text-strong">Photos that match another member’s listing ({photos.length})</h3>
					<ul className="mt-2 flex flex-wrap gap-3">
						{photos.slice(0, THUMBNAIL_PAIRS).map((match, index) => (
							<li key={index} className="flex flex-col gap-1">
								<div className="flex gap-1">
									<Photo
										src={match.photo}
										sizes="96px"
										alt={`This listing’s photo ${index + 1}`}
										className="aspect-[4/3] w-24 rounded object-cover"
									/>
									<Photo
										src={match.otherPhoto}
										sizes="96px"
										alt={`The other listing’s photo ${index + 1}`}
										className="aspect-[4/3] w-24 rounded object-cover"
									/>
								</div>
								<p className="text-xs text-muted">
									<Link to={listingPath(match.otherListingId)} className="link">
										The other listing
									</Link>{' '}
									(distance {match.distance})
								</p>
							</li>
						))}
					</ul>
					<p className="mt-2">
						<Link to={casePhotosPath(item.caseId)} className="link">
							{photos.length > THUMBNAIL_PAIRS
								? `All ${photos.length} matching photos at full size`
								: 'The matching photos at full size'}
						</Link>
					</p>
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

function Actions({ item, errors, values }: { item: QueueItemView; errors?: ActionErrors; values?: ActionValues }) {
	const members = [item.listing?.owner, item.conversation?.seeker, item.conversation?.owner].filter(
		(member): member is Member => Boolean(member) && !member!.suspended,
	)
	const form = (intent: string) => ({
		errorOf: (field: string) => errors?.[`${intent}:${item.caseId}:${field}`],
		valueOf: (field: string) => values?.[`${intent}:${item.caseId}`]?.[field],
		/** A field's id, unique on the page: one member or listing can be in several cases. */
		idOf: (field: string) => `${intent}-${item.caseId}-${field}`,
	})
	return (
		<div className="mt-5 flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
			{item.listing ? (
				<>
					{item.listing.moderation !== 'published' ? (
						<ApproveForm item={item} listing={item.listing} {...form('approve')} />
					) : null}
					{item.listing.moderation !== 'pending' ? (
						<CaseForm caseId={item.caseId} id={item.listing.id} kind="listing">
							<ReasonChoice
								{...form('dismiss')}
								label="Why you close it without action"
								reasons={DISMISS_REASON_LABELS}
							/>
							<div>
								<button type="submit" name="intent" value="dismiss" className="btn-secondary">
									{item.listing.moderation === 'published'
										? 'Close without action: keep it published'
										: 'Close without action: keep it removed'}
								</button>
							</div>
						</CaseForm>
					) : null}
					<CaseForm caseId={item.caseId} id={item.listing.id}>
						<ReasonChoice
							{...form('remove')}
							label={`Why “${item.listing.name}” is removed (its owner reads this)`}
							reasons={REMOVE_REASON_LABELS}
						/>
						<NoteField {...form('remove')} label="A note for its owner (optional; needed with “Another reason”)" />
						<div>
							<button type="submit" name="intent" value="remove" className="btn-danger">
								Remove the listing
							</button>
						</div>
					</CaseForm>
				</>
			) : (
				<CaseForm caseId={item.caseId} id={item.id} kind="conversation">
					<div>
						<button type="submit" name="intent" value="dismiss" className="btn-secondary">
							Nothing wrong: close
						</button>
					</div>
				</CaseForm>
			)}
			{members.map((member) => (
				<ReasonForm
					key={member.id}
					intent="suspend"
					id={member.id}
					fieldId={`suspend-${item.caseId}-${member.id}-reason`}
					caseId={item.caseId}
					label={`Why ${member.username} is suspended (they read this when they sign in)`}
					button={`Suspend ${member.username}`}
					error={
						errors?.[`suspend:${item.caseId}:reason`] && values?.[`suspend:${item.caseId}`]?.id === member.id
							? errors[`suspend:${item.caseId}:reason`]
							: undefined
					}
				/>
			))}
		</div>
	)
}

type FieldHelpers = {
	errorOf: (field: string) => string | undefined
	valueOf: (field: string) => string | undefined
	idOf: (field: string) => string
}

/** A form of one case: which case, what it acts on, and its fields. */
function CaseForm({
	caseId,
	id,
	kind,
	children,
}: {
	caseId: string
	id: string
	kind?: 'listing' | 'conversation'
	children: React.ReactNode
}) {
	return (
		<Form method="post" className="flex flex-col gap-2">
			<input type="hidden" name="caseId" value={caseId} />
			<input type="hidden" name="id" value={id} />
			{kind ? <input type="hidden" name="kind" value={kind} /> : null}
			{children}
		</Form>
	)
}

/** The message under a field, which the field points to. */
function FieldError({ id, error }: { id: string; error?: string }) {
	return error ? (
		<p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
			{error}
		</p>
	) : null
}

/** A reason chosen from the fixed list of a decision, in words. */
function ReasonChoice({
	label,
	reasons,
	optional,
	errorOf,
	valueOf,
	idOf,
}: FieldHelpers & { label: string; reasons: Record<string, string>; optional?: string }) {
	const id = idOf('reason')
	const error = errorOf('reason')
	return (
		<>
			<label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
				{label}
			</label>
			<select
				id={id}
				name="reason"
				defaultValue={valueOf('reason') ?? ''}
				required={!optional}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				className="input"
			>
				<option value="">{optional ?? 'Choose a reason'}</option>
				{Object.entries(reasons).map(([value, words]) => (
					<option key={value} value={value}>
						{words}
					</option>
				))}
			</select>
			<FieldError id={id} error={error} />
		</>
	)
}

function NoteField({ label, errorOf, valueOf, idOf }: FieldHelpers & { label: string }) {
	const id = idOf('note')
	const error = errorOf('note')
	return (
		<>
			<label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
				{label}
			</label>
			<textarea
				id={id}
				name="note"
				rows={2}
				maxLength={2000}
				defaultValue={valueOf('note') ?? ''}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				className="input"
			/>
			<FieldError id={id} error={error} />
		</>
	)
}

/**
 * Approve and publish, with the listing's texts to change first (to take a phone number out, say)
 * folded away: sent as they are, nothing changes.
 */
function ApproveForm({
	item,
	listing,
	...helpers
}: FieldHelpers & { item: QueueItemView; listing: NonNullable<QueueItemView['listing']> }) {
	const { errorOf, valueOf, idOf } = helpers
	const edited = ['name', 'description', 'address', 'reason', 'note'].some((field) => errorOf(field))
	const text = (field: 'name' | 'description' | 'address', label: string, multiline = false) => {
		const id = idOf(field)
		const error = errorOf(field)
		const shared = {
			id,
			name: field,
			defaultValue: valueOf(field) ?? listing[field],
			'aria-invalid': error ? true : undefined,
			'aria-describedby': error ? `${id}-error` : undefined,
			className: 'input',
		}
		return (
			<>
				<label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
					{label}
				</label>
				{multiline ? <textarea {...shared} rows={6} maxLength={5000} /> : <input {...shared} maxLength={200} />}
				<FieldError id={id} error={error} />
			</>
		)
	}
	return (
		<CaseForm caseId={item.caseId} id={listing.id}>
			<details open={edited} className="text-sm">
				<summary className="cursor-pointer font-medium text-strong">Change its texts before publishing</summary>
				<div className="mt-2 flex flex-col gap-2">
					{text('name', 'Name')}
					{text('description', 'Description', true)}
					{text('address', 'Address')}
					<ReasonChoice
						{...helpers}
						label="Why you changed it (its owner reads this)"
						reasons={APPROVE_EDIT_REASON_LABELS}
						optional="Nothing changed"
					/>
					<NoteField {...helpers} label="A note for its owner (optional; needed with “Another reason”)" />
				</div>
			</details>
			<div>
				<button type="submit" name="intent" value="approve" className="btn-primary">
					Approve and publish
				</button>
			</div>
		</CaseForm>
	)
}

/** An action that needs a reason in the administrator's words: its text box and button, with the reason's error under it. */
export function ReasonForm({
	intent,
	id,
	fieldId,
	caseId,
	label,
	button,
	error,
}: {
	intent: 'suspend'
	id: string
	/** Unique on the page. */
	fieldId: string
	caseId?: string
	label: string
	button: string
	error?: string
}) {
	return (
		<Form method="post" className="flex flex-col gap-2">
			{caseId ? <input type="hidden" name="caseId" value={caseId} /> : null}
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
