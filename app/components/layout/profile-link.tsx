import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'

type Props = { user: { username: string; avatar: string } | null }

/** The avatar of the signed-in user linking to their profile, or a person icon linking to sign-in. */
export function ProfileLink({ user }: Props) {
	if (!user) {
		return (
			<Link
				to="/sign-in"
				aria-label="Sign in"
				title="Sign in"
				className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
			>
				<Icon name="circle-user-round" className="size-6" />
			</Link>
		)
	}
	return (
		<Link to="/profile" title="Your profile" className="flex size-9 items-center justify-center rounded-full">
			<img
				src={user.avatar}
				alt={`${user.username}, your profile`}
				width={32}
				height={32}
				className="size-8 rounded-full object-cover ring-2 ring-brand-600/40"
			/>
		</Link>
	)
}
