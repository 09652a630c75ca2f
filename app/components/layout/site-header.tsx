import { PlainLink } from '~/components/plain-link'
import { LOGO } from '~/utils/pictures'
import { DashboardLink, MessagesLink, ModerationQueueLink, SavedLink } from './header-links'
import { HeaderSearch } from './header-search'
import { DesktopNav, MobileNav } from './main-nav'
import { ProfileLink } from './profile-link'
import { ThemeSwitch } from './theme-switch'

type Props = {
	user: {
		username: string
		avatar: string
		unreadMessages: number
		moderationQueue: number | null
		hasListings: boolean
	} | null
}

export function SiteHeader({ user }: Props) {
	return (
		// While the search box is open, the desktop menu makes room for it (CSS :has, no script needed);
		// on a phone the brand name steps aside too, but stays the logo link's name for screen readers; it does
		// the same on a phone for a signed-in member, whose saved-homes and messages links need the room.
		<header className="site-header sticky top-0 z-40 border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95 max-sm:[&:has(.header-search[open])_.brand-text]:sr-only [&:has(.header-search[open])_.desktop-nav]:hidden max-sm:[&:has(.messages-link)_.brand-text]:sr-only">
			<div className="container-page flex h-[45px] items-center justify-between gap-2">
				<PlainLink to="/" className="flex shrink-0 items-center gap-2 font-bold text-strong">
					<img src={LOGO} alt="" width={28} height={28} className="size-7" />
					{/* Below 360 px the name and the icons are set tighter, so all fit a 320 px phone. */}
					<span className="brand-text text-base tracking-tight min-[360px]:text-lg">Homestead</span>
				</PlainLink>
				<DesktopNav />
				<div className="flex items-center min-[360px]:gap-1">
					<HeaderSearch />
					<ThemeSwitch />
					{user && user.moderationQueue !== null ? <ModerationQueueLink waiting={user.moderationQueue} /> : null}
					{user?.hasListings ? <DashboardLink /> : null}
					{user ? <SavedLink /> : null}
					{user ? <MessagesLink unread={user.unreadMessages} /> : null}
					<ProfileLink user={user} />
					<MobileNav />
				</div>
			</div>
		</header>
	)
}
