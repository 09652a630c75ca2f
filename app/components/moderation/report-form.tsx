import { Form } from '@remix-run/react'
import { HoneypotField } from '~/components/honeypot-field'
import { REPORT_DETAILS_MAX } from '~/utils/field-limits'
import { REPORT_REASON_LABELS } from '~/utils/moderation'

type Props = {
	/** Where the report is posted: `/listing/:id/report` or `/messages/:id/report`. */
	action: string
	/** 'listing' or 'conversation': what the legend names. */
	what: 'listing' | 'conversation'
	/** Open from the start (the report's own page). */
	open?: boolean
	errors?: { reason?: string; details?: string; form?: string }
}

/**
 * 'Report this listing' (and a conversation's 'Report'): a <details> that opens without JavaScript,
 * with the reasons, optional details and the public forms' honeypot.
 */
export function ReportForm({ action, what, open = false, errors }: Props) {
	const id = `report-${what}`
	return (
		<details className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" open={open || undefined}>
			<summary className="cursor-pointer text-sm font-semibold text-slate-700 dark:text-slate-300">
				{what === 'listing' ? 'Report this listing' : 'Report this conversation'}
			</summary>
			<Form method="post" action={action} className="mt-4 flex flex-col gap-3" aria-describedby={`${id}-hint`}>
				<p id={`${id}-hint`} className="text-sm text-muted">
					Our team looks at every report. Nobody is told who reported it.
				</p>
				<HoneypotField />
				<fieldset aria-describedby={errors?.reason ? `${id}-reason-error` : undefined}>
					<legend className="text-sm font-medium text-slate-800 dark:text-slate-200">What is wrong?</legend>
					<div className="mt-2 flex flex-col gap-1">
						{Object.entries(REPORT_REASON_LABELS).map(([value, label]) => (
							<label key={value} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
								<input type="radio" name="reason" value={value} className="size-4 accent-brand-700" />
								{label}
							</label>
						))}
					</div>
					{errors?.reason ? (
						<p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
							{errors.reason}
						</p>
					) : null}
				</fieldset>
				<div>
					<label
						htmlFor={`${id}-details`}
						className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
					>
						Details (optional)
					</label>
					<textarea
						id={`${id}-details`}
						name="details"
						rows={3}
						maxLength={REPORT_DETAILS_MAX}
						aria-invalid={errors?.details ? true : undefined}
						aria-describedby={errors?.details ? `${id}-details-error` : undefined}
						className="input"
					/>
					{errors?.details ? (
						<p id={`${id}-details-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
							{errors.details}
						</p>
					) : null}
				</div>
				{errors?.form ? (
					<p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
						{errors.form}
					</p>
				) : null}
				<button type="submit" className="btn-secondary self-start">
					Send the report
				</button>
			</Form>
		</details>
	)
}
