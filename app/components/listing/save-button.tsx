import { useFetcher, useLocation } from '@remix-run/react'
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

/**
 * The heart of a listing: a form post that saves or unsaves the home and comes back to this page,
 * scrolled to `anchor` (without JavaScript), or toggles in place (with it). A visitor who is not signed in is sent to
 * sign in, and the home is saved on the way back.
 *
 * On the server it is the form's markup alone (a search page has nine): the fetcher that posts it in
 * place, and shows the change before the answer, is the browser's, and renders the same markup to hydrate.
 */
export function SaveButton(props: Props) {
	const location = useLocation()
	const redirectTo = location.pathname + location.search + (props.anchor ? `#${props.anchor}` : '')
	if (typeof document === 'undefined') {
		return (
			<form method="post" action={saveListingPath(props.listingId)} className={props.className ?? ''}>
				<SaveFields {...props} isSaved={props.saved} redirectTo={redirectTo} inPlace={false} />
			</form>
		)
	}
	return <InPlaceSaveButton {...props} redirectTo={redirectTo} />
}

function InPlaceSaveButton({ redirectTo, ...props }: Props & { redirectTo: string }) {
	const fetcher = useFetcher<{ saved: boolean }>()
	const hydrated = useHydrated()
	const pending = fetcher.formData?.get('intent')
	const isSaved = pending ? pending === 'save' : (fetcher.data?.saved ?? props.saved)
	return (
		<fetcher.Form method="post" action={saveListingPath(props.listingId)} className={props.className ?? ''}>
			<SaveFields {...props} isSaved={isSaved} redirectTo={redirectTo} inPlace={hydrated} />
		</fetcher.Form>
	)
}

/** The form's fields and its button: what it posts, and the heart as it stands. */
function SaveFields({
	listingName,
	isSaved,
	redirectTo,
	inPlace,
}: Pick<Props, 'listingName'> & { isSaved: boolean; redirectTo: string; inPlace: boolean }) {
	return (
		<>
			<input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
			{inPlace ? <input type="hidden" name="inPlace" value="1" /> : null}
			<button
				type="submit"
				aria-pressed={isSaved}
				aria-label={isSaved ? `Remove ${listingName} from saved homes` : `Save ${listingName}`}
				title={isSaved ? 'Saved' : 'Save'}
				className="flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:text-red-600 dark:bg-slate-900/90 dark:text-slate-200"
			>
				<Icon name="heart" className={`size-5 ${isSaved ? 'fill-current text-red-600' : ''}`} />
			</button>
		</>
	)
}
