import { useId } from 'react'
import { HONEYPOT_FIELD } from '~/utils/honeypot'

/**
 * The bot trap of a public form: a field that is not displayed, so people (and screen
 * readers, and the keyboard) never reach it, while form-filling bots fill it in.
 */
export function HoneypotField() {
	const id = `${HONEYPOT_FIELD}-${useId()}`
	return (
		<div className="hidden" aria-hidden>
			<label htmlFor={id}>Leave this field empty</label>
			<input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}
