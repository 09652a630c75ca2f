/**
 * A listing's moderation state beside its market status, for its owner (and administrators): 'Held for
 * a check', 'Waiting for review', 'Reported: our team is looking', 'Removed by our team'. Nothing when
 * the listing is shown and nothing about it waits.
 */
export function ModerationState({ label, className = '' }: { label: string | null; className?: string }) {
	if (!label) return null
	return (
		<span
			className={`inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold whitespace-nowrap text-amber-950 dark:bg-amber-400/15 dark:text-amber-100 ${className}`}
		>
			<span className="sr-only">Moderation: </span>
			{label}
		</span>
	)
}
