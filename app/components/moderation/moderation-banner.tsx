import { Link } from '@remix-run/react'
import { HOLD_REASON_ADVICE, HOLD_REASON_WORDS, type ModerationReason } from '~/utils/moderation'
import { editListingPath } from '~/utils/paths'

type Props = {
	listingId: string
	moderation: {
		state: 'published' | 'pending' | 'removed'
		reasons: ModerationReason[]
		removalReason: string | null
		ownerSuspended: boolean
	}
	/** The owner reads what to do; an administrator reads the same and acts in the queue. */
	viewer: 'owner' | 'administrator'
}

/** Why nobody else sees this listing, for its owner (with what to do) and administrators. */
export function ModerationBanner({ listingId, moderation, viewer }: Props) {
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
						: 'This listing is waiting for a check by our team'}
			</h2>
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
						<p className="mt-2">
							<Link to={editListingPath(listingId)} className="link">
								Edit the listing
							</Link>
							: we check it again when you save. Most checks are done within a day.
						</p>
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
