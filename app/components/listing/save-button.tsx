import { type FetcherWithComponents, useFetcher, useLocation } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { saveListingPath } from '~/utils/paths'
import { useHydrated } from '~/utils/use-hydrated'

type Props = {
	listingId: string
	listingName: string
	/** Whether the visitor has saved it (false for visitors who are not signed in). */
	saved: boolean
	/** The id of the element to come back to after the post without JavaScript (the home's card in a list). */
	anchor?: string
	className?: string
}

type SaveFetcher = Pick<FetcherWithComponents<{ saved: boolean }>, 'Form' | 'formData' | 'data'>

/**
 * The fetcher that posts the heart in place, in the browser. On the server, where nothing is posted in
 * place, the form is its markup alone (a search page has nine hearts): the same markup the fetcher's form
 * renders, so the browser hydrates it. Chosen when the module is built (the browser's has no other).
 */
const useSaveFetcher = (import.meta.env.SSR ? () => ({ Form: 'form' }) : useFetcher) as () => SaveFetcher

/**
 * The heart of a listing: a form post that saves or unsaves the home and comes back to this page,
 * scrolled to `anchor` (without JavaScript), or toggles in place (with it). A visitor who is not signed in is sent to
 * sign in, and the home is saved on the way back.
 */
export function SaveButton({ listingId, listingName, saved, anchor, className = '' }: Props) {
	const fetcher = useSaveFetcher()
	const location = useLocation()
	const hydrated = useHydrated()
	const pending = fetcher.formData?.get('intent')
	const isSaved = pending ? pending === 'save' : (fetcher.data?.saved ?? saved)
	return (
		<fetcher.Form method="post" action={saveListingPath(listingId)} className={className}>
			<input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
			<input
				type="hidden"
				name="redirectTo"
				value={location.pathname + location.search + (anchor ? `#${anchor}` : '')}
			/>
			{hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
			<button
				type="submit"
				aria-pressed={isSaved}
				aria-label={isSaved ? `Remove ${listingName} from saved homes` : `Save ${listingName}`}
				title={isSaved ? 'Saved' : 'Save'}
				className="flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:text-red-600 dark:bg-slate-900/90 dark:text-slate-200"
			>
				<Icon name="heart" className={`size-5 ${isSaved ? 'fill-current text-red-600' : ''}`} />
			</button>
		</fetcher.Form>
	)
}
