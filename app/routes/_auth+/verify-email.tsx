import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { verifyEmail } from '~/services/account.server'
import { EMAIL_VERIFIED, LINK_EXPIRED } from '~/utils/messages'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Confirm your e-mail address | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

/** Opening the mailed link verifies the address it was sent to (once; the link then stops working). */
export async function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const user = await verifyEmail(token)
	return data({ email: user?.email ?? null }, { status: user ? 200 : 400, headers: PRIVATE_PAGE })
}

export default function VerifyEmail() {
	const { email } = useLoaderData<typeof loader>()
	return (
		<AuthLayout title="Confirm your e-mail address">
			{email ? (
				<>
					<AuthNotice>
						<p>{EMAIL_VERIFIED}</p>
						<p className="mt-2 font-normal break-words">
							Mail for your account goes to <strong>{email}</strong>.
						</p>
					</AuthNotice>
					<Link to="/profile" className="btn-primary w-full">
						Go to your profile
					</Link>
				</>
			) : (
				<AuthNotice kind="error">
					<p>{LINK_EXPIRED}</p>
					<p className="mt-2">
						<Link to="/profile" className="link">
							Ask for a new link on your profile
						</Link>
					</p>
				</AuthNotice>
			)}
		</AuthLayout>
	)
}
