import { useEffect, useId, useState } from 'react'
import { Icon } from '~/components/icon'
import { useHydrated } from '~/utils/use-hydrated'

const NOTICE_MS = 2000

/**
 * Copies the page's address. Without JavaScript a button could do nothing, so the
 * address is shown in a read-only box to copy by hand; the same box appears if the
 * browser refuses clipboard access (pages served over plain http).
 */
export function CopyLinkButton({ url }: { url: string }) {
	const hydrated = useHydrated()
	const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

	useEffect(() => {
		if (state !== 'copied') return
		const timer = setTimeout(() => setState('idle'), NOTICE_MS)
		return () => clearTimeout(timer)
	}, [state])

	if (!hydrated || state === 'failed') return <ShareUrl url={url} />

	async function copy() {
		try {
			await navigator.clipboard.writeText(url)
			setState('copied')
		} catch {
			setState('failed')
		}
	}

	return (
		<div className="relative flex h-10 items-center">
			<button type="button" onClick={copy} className="btn-secondary rounded-full px-4 py-2">
				{state === 'copied' ? <Icon name="check" className="size-4" /> : <Icon name="link-2" className="size-4" />}
				Copy link
			</button>
			{/* Always in the page, so screen readers announce the notice when it appears. */}
			<p role="status" className="absolute top-full right-0 z-10 mt-2">
				{state === 'copied' ? (
					<span className="block rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow-lg dark:bg-white dark:text-slate-900">
						Link copied!
					</span>
				) : null}
			</p>
		</div>
	)
}

function ShareUrl({ url }: { url: string }) {
	const id = useId()
	return (
		<div className="flex h-10 max-w-full items-center gap-2">
			<label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700 dark:text-slate-300">
				Share link
			</label>
			<input
				id={id}
				type="url"
				readOnly
				value={url}
				onFocus={(event) => event.currentTarget.select()}
				className="input w-64 max-w-full py-1.5 text-sm"
			/>
		</div>
	)
}
