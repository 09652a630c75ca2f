import { PlainLink } from '~/components/plain-link'
import { pictureUrl } from '~/utils/pictures'
import { HeaderIconLink } from './header-links'

type Props = { user: { username: string; avatar: string } | null }

/** The avatar of the signed-in user linking to their profile, or a person icon linking to sign-in. */
export function ProfileLink({ user }: Props) {
	if (!user) {
		return <HeaderIconLink to="/sign-in" label="Sign in" icon="circle-user-round" iconClassName="size-6" />
	}
	return (
		<PlainLink to="/profile" title="Your profile" className="flex size-9 items-center justify-center rounded-full">
			<img
				src={pictureUrl(user.avatar)}
				alt={`${user.username}, your profile`}
				width={32}
				height={32}
				className="size-8 rounded-full object-cover ring-2 ring-brand-600/40"
			/>
		</PlainLink>
	)
}
