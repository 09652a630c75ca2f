import { Form, Link } from '@remix-run/react'
import { REVIEW_NOTE_MAX } from '~/utils/field-limits'
import { formatDate } from '~/utils/format'
import { HOLD_REASON_ADVICE, HOLD_REASON_WORDS, type ModerationReason } from '~/utils/moderation'
import { editListingPath, reviewListingPath } from '~/utils/paths'

type Props = {
	listingId: string
	moderation: {
		state: 'published' | 'pending' | 'removed'
		reasons: ModerationReason[]
		removalReason: string | null
		ownerSuspended: boolean
		/** When its owner asked for a review of what waits about it. */
		reviewRequestedAt: string | null
		/** Whether something about it waits for our team (a case in the queue). */
		open: boolean
	}
	/** The owner reads what to do; an administrator reads the same and acts in the queue. */
	viewer: 'owner' | 'administrator'
}

/**
 * Why nobody else sees this listing, or that people reported it, for its owner (with what to do, and a
 * request for review) and administrators.
 */
export function ModerationBanner({ listingId, moderation, viewer }: Props) {
	// Shown to everyone, and reported: its owner hears of it.
	const reported = moderation.state === 'published' && !moderation.ownerSuspended
	return (
		<section
			aria-labelledby="moderation-title"
			className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/40 dark:bg-amber-400/10 dark:text-amber-100"
		>
			<h2 id="moderation-title" className="font-semibold">
				{moderation.ownerSuspended
					? 'This account is suspended: its listings are hidden'
					: moderation.state === 'removed'
						? 'Our team removed this listing'
						: reported
							? 'People reported this listing'
							: 'This listing is waiting for a check by our team'}
			</h2>
			{reported ? (
				<>
					<p className="mt-2">
						It stays on the site while our team looks at the reports. {HOLD_REASON_ADVICE.reported}
					</p>
					{viewer === 'owner' ? <ReviewRequest listingId={listingId} moderation={moderation} /> : null}
				</>
			) : null}
			{moderation.state === 'removed' ? (
				<>
					<p className="mt-2">Nobody else can see it.{moderation.removalReason ? ' The reason:' : ''}</p>
					{moderation.removalReason ? (
						<blockquote className="mt-2 border-l-4 border-amber-400 pl-3 whitespace-pre-line">
							{moderation.removalReason}
						</blockquote>
					) : null}
					<p className="mt-2">
						If you think this is a mistake,{' '}
						<Link to="/contact" className="link">
							write to us
						</Link>{' '}
						and we will look again.
					</p>
				</>
			) : moderation.state === 'pending' ? (
				<>
					<p className="mt-2">
						Nobody else can see it until we have looked at it. We held it because{' '}
						{moderation.reasons.length
							? moderation.reasons.map((reason) => HOLD_REASON_WORDS[reason]).join('; and ')
							: 'it needs a look'}
						.
					</p>
					{moderation.reasons.length ? (
						<ul className="mt-2 list-disc pl-5">
							{moderation.reasons.map((reason) => (
								<li key={reason}>{HOLD_REASON_ADVICE[reason]}</li>
							))}
						</ul>
					) : null}
					{viewer === 'owner' ? (
						<>
							<p className="mt-2">
								<Link to={editListingPath(listingId)} className="link">
									Edit the listing
								</Link>
								: we check it again when you save. Most checks are done within a day.
							</p>
							<ReviewRequest listingId={listingId} moderation={moderation} />
						</>
					) : (
						<p className="mt-2">
							<Link to="/admin" className="link">
								Decide in the moderation queue
							</Link>
						</p>
					)}
				</>
			) : null}
		</section>
	)
}

/** 'Ask for a review': the owner's word to our team, once per case; then when they asked. */
function ReviewRequest({ listingId, moderation }: Pick<Props, 'listingId' | 'moderation'>) {
	if (!moderation.open) return null
	if (moderation.reviewRequestedAt)
		return (
			<p className="mt-2">
				You asked for a review on {formatDate(moderation.reviewRequestedAt.slice(0, 10))}: we will look at it.
			</p>
		)
	return (
		<details className="mt-3">
			<summary className="cursor-pointer font-medium underline">Ask for a review</summary>
			<Form method="post" action={reviewListingPath(listingId)} className="mt-2 flex flex-col gap-2">
				<label htmlFor="review-note" className="text-sm font-medium">
					What should our team know? (optional)
				</label>
				<textarea id="review-note" name="note" rows={3} maxLength={REVIEW_NOTE_MAX} className="input" />
				<button type="submit" className="btn-secondary self-start">
					Ask for a review
				</button>
			</Form>
		</details>
	)
}
