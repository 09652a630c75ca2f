import { Form } from '@remix-run/react'
import { SelectFilter } from '~/components/filter-fields'
import { HoneypotField } from '~/components/honeypot-field'
import { FREQUENCIES, FREQUENCY_LABELS } from '~/utils/alert-frequency'
import { EMAIL_MAX } from '~/utils/field-limits'

const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))

type Props = {
	/** The search as it would be saved (its canonical parameters). */
	query: string
	/** The readable summary that names it unless the member types a name. */
	summary: string
	/** The name and frequency chosen already (a link that saves a search), else the summary and daily. */
	name?: string
	frequency?: string
	signedIn: boolean
	/** Classes of its heading: hidden where the toggle of the panel it is in says the same. */
	headingClassName?: string
}

/**
 * "Save this search" beside the results: plain form posts to /search/save (no JavaScript needed).
 * A visitor who is not signed in is sent to sign in, or can give just an e-mail address.
 */
export function SaveSearchForm({ query, summary, name, frequency, signedIn, headingClassName = '' }: Props) {
	return (
		<section aria-labelledby="save-search-heading" className="space-y-4">
			<h2 id="save-search-heading" className={`text-lg font-semibold text-strong ${headingClassName}`}>
				Save this search
			</h2>
			<Form method="post" action="/search/save" reloadDocument className="space-y-3">
				<input type="hidden" name="query" value={query} />
				<div>
					<label htmlFor="save-search-name" className="mb-1.5 block text-sm font-semibold text-strong">
						Name
					</label>
					<input id="save-search-name" name="name" defaultValue={name ?? summary} maxLength={120} className="input" />
				</div>
				<SelectFilter
					id="save-search-frequency"
					name="frequency"
					label="E-mail me new homes"
					defaultValue={frequency ?? 'daily'}
					options={FREQUENCY_OPTIONS}
				/>
				<button type="submit" className="btn-primary w-full">
					Save this search
				</button>
				{signedIn ? null : <p className="text-sm text-muted">You will be asked to sign in first.</p>}
			</Form>
			{signedIn ? null : (
				<div className="border-t pt-4">
					<AlertSignupForm query={query} summary={summary} />
				</div>
			)}
		</section>
	)
}

type AlertSignupProps = {
	/** The search as it would be saved (its canonical parameters). */
	query: string
	/** Its readable summary, the alert's name. */
	summary: string
	/** What was typed, when the form comes back with an error. */
	email?: string
	/** Why the server refused the address. */
	emailError?: string
}

/**
 * "No account?": a daily e-mail of new homes for the search, to an address alone. Shown again,
 * filled in, on /search/save when the server refuses the address.
 */
export function AlertSignupForm({ query, summary, email, emailError }: AlertSignupProps) {
	const errorId = emailError ? 'alert-email-error' : undefined
	return (
		<Form method="post" action="/search/save" reloadDocument className="space-y-3">
			<input type="hidden" name="query" value={query} />
			<input type="hidden" name="name" value={summary} />
			<input type="hidden" name="frequency" value="daily" />
			<p className="text-sm text-muted">No account? Get a daily e-mail of new homes for this search.</p>
			<div>
				<label htmlFor="alert-email" className="mb-1.5 block text-sm font-semibold text-strong">
					Your e-mail address
				</label>
				<input
					id="alert-email"
					name="email"
					type="email"
					required
					maxLength={EMAIL_MAX}
					autoComplete="email"
					defaultValue={email}
					aria-invalid={errorId ? true : undefined}
					aria-describedby={errorId}
					className="input"
				/>
				{emailError ? (
					<p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
						{emailError}
					</p>
				) : null}
			</div>
			<HoneypotField />
			<button type="submit" className="btn-secondary w-full">
				E-mail me new homes
			</button>
		</Form>
	)
}
