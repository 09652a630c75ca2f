import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { AuthLayout } from '~/components/auth-layout'

export const meta: MetaFunction = () => [
	{ title: 'Forgot your password? | Homestead' },
	{ name: 'description', content: 'How to get back into your Homestead account.' },
]

/** The honest answer until password reset by e-mail exists: how to recover the account today. */
export default function ForgotPassword() {
	return (
		<AuthLayout title="Forgot your password?">
			<div className="space-y-4 text-slate-700 dark:text-slate-300">
				<p>We cannot send reset links by e-mail yet. Here is how to get back into your account:</p>
				<ul className="list-disc space-y-2 pl-5">
					<li>
						If you signed up with Google, or your Google account uses the same e-mail address, choose{' '}
						<strong>Continue with Google</strong> on the sign-in page.
					</li>
					<li>
						Otherwise write to{' '}
						<a href="mailto:support@homestead.example?subject=Password%20reset" className="link">
							support@homestead.example
						</a>{' '}
						from the address on your account. We will confirm it is you and help you set a new password.
					</li>
				</ul>
				<p>
					<Link to="/sign-in" className="link">
						Back to sign in
					</Link>
				</p>
			</div>
		</AuthLayout>
	)
}
