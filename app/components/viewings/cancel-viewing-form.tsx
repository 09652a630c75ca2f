import { Form } from '@remix-run/react'
import { ErrorList } from '~/components/forms'
import { VIEWINGS_PATH } from '~/utils/paths'
import { MAX_CANCEL_MESSAGE } from '~/utils/viewing-rules'

type Props = {
	bookingId: string
	/** Where the form comes back to. */
	redirectTo: string
	/** The message's errors, when this form was sent back with one. */
	errors?: string[]
	defaultMessage?: string
}

/** Cancel a viewing, with an optional sentence for the other side: a plain form post, so it works without JavaScript. */
export function CancelViewingForm({ bookingId, redirectTo, errors, defaultMessage }: Props) {
	const id = `cancel-message-${bookingId}`
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<Form method="post" action={VIEWINGS_PATH} className="mt-3 flex flex-col gap-2">
			<input type="hidden" name="intent" value="cancel" />
			<input type="hidden" name="bookingId" value={bookingId} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
				A word for the other side (optional)
			</label>
			<textarea
				id={id}
				name="message"
				rows={2}
				maxLength={MAX_CANCEL_MESSAGE}
				defaultValue={defaultMessage}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={errorId}
				className="input"
			/>
			<ErrorList id={errorId} errors={errors} />
			<div>
				<button type="submit" className="btn-secondary">
					Cancel the viewing
				</button>
			</div>
		</Form>
	)
}
