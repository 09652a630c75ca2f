import { type Flash } from '~/utils/flash.server'

/** A message left by the previous action: green when it went well, red when not. */
export function FlashMessage({ flash }: { flash: Flash }) {
	return (
		<p
			className={`text-sm font-medium ${flash.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-brand-800 dark:text-brand-300'}`}
		>
			{flash.message}
		</p>
	)
}
