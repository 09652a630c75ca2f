import { type ReactNode } from 'react'
import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'

type Props = {
	/** What its toggle says ('Search and filters'). */
	label: string
	icon: IconName
	/** Said after the label on the toggle: how many filters are set, say. */
	badge?: ReactNode
	/**
	 * Open, without its toggle, from the lg breakpoint up (the list view's sidebar); otherwise a
	 * toggle at every width (on a phone, and in the map view, where the map takes the room).
	 */
	openOnDesktop: boolean
	/** Classes of the open panel from lg up, in the sidebar (its frame, say). */
	desktopClassName?: string
	children: ReactNode
}

/**
 * A panel of the search page that the results come before: a toggle above them that opens it
 * in place. A <details> element, so it opens and closes with or without JavaScript.
 */
export function SearchPanel({ label, icon, badge, openOnDesktop, desktopClassName = '', children }: Props) {
	// From lg up in the sidebar, browsers that can style a <details>' content show it open, without its
	// toggle; the others keep the toggle.
	return (
		<details
			className={`group/panel min-w-[10rem] flex-1 rounded-xl border border-slate-200 bg-white open:basis-full dark:border-slate-700 dark:bg-slate-900 ${openOnDesktop ? `lg:supports-[selector(::details-content)]:basis-auto lg:supports-[selector(::details-content)]:[&::details-content]:[content-visibility:visible] ${desktopClassName}` : ''}`}
		>
			<summary
				className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2.5 text-sm font-semibold text-strong [&::-webkit-details-marker]:hidden ${openOnDesktop ? 'lg:supports-[selector(::details-content)]:hidden' : ''}`}
			>
				<span className="flex items-center gap-2">
					<Icon name={icon} className="size-4 shrink-0" />
					{label}
					{badge}
				</span>
				<Icon name="chevron-down" className="size-4 shrink-0 transition-transform group-open/panel:rotate-180" />
			</summary>
			<div className={`px-4 pb-4 ${openOnDesktop ? 'lg:supports-[selector(::details-content)]:p-0' : ''}`}>
				{children}
			</div>
		</details>
	)
}
