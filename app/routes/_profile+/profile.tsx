import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { CheckboxField, ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { AvatarUpload } from '~/components/profile/avatar-upload'
import { DeleteAccountButton } from '~/components/profile/delete-account-button'
import { EmailVerification, isVerificationFlash, SendVerificationForm } from '~/components/profile/email-verification'
import { ListingExchangeLinks } from '~/components/profile/listing-exchange-links'
import { OwnerListings } from '~/components/profile/owner-listings'
import { getListingsByOwner } from '~/models/listing.server'
import { profileFormSchema } from '~/schemas/user'
import { changeAccount, changesNeedConfirming, requestChangeByMail } from '~/services/account.server'
import { confirmCurrentPassword, requireUser, signInCookie } from '~/services/auth.server'
import { moderationStatesOf } from '~/services/owner-notices.server'
import { readFlash, redirectWithFlash } from '~/utils/flash.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { getLogger } from '~/utils/logger.server'
import { AVATAR_UPLOADED } from '~/utils/messages'
import { DASHBOARD_PATH } from '~/utils/paths'
import { clientAddress } from '~/utils/request.server'

const CURRENT_PASSWORD_TO_CHANGE = 'Enter your current password to change your e-mail address or password'

export const meta: MetaFunction = () => [
	{ title: 'Your profile | Homestead' },
	{ name: 'description', content: 'Manage your Homestead account and your listings.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const flash = await readFlash(request)
	const listings = await getListingsByOwner(user.id).then(
		async (rows) => ({ ok: true as const, rows, states: await moderationStatesOf(rows) }),
		(error: unknown) => {
			getLogger().error({ err: error }, 'Error showing listings')
			return { ok: false as const, rows: [], states: new Map<string, string | null>() }
		},
	)
	return data(
		{
			user: {
				id: user.id,
				username: user.username,
				email: user.email,
				emailVerified: user.emailVerified,
				showEmail: user.showEmail,
				// An account that only ever signed in with Google confirms changes by mail instead.
				hasPassword: user.passwordHash !== null,
				avatar: user.avatar,
				updatedAt: user.updatedAt.toISOString(),
			},
			listings: listings.rows.map(({ id, name, imageUrls, type, status }) => ({
				id,
				name,
				type,
				status,
				moderationState: listings.states.get(id) ?? null,
				coverUrl: imageUrls[0],
			})),
			listingsFailed: !listings.ok,
			flash: flash.flash,
		},
		{ headers: flash.headers },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	// The avatar has its own form; here only the account details change.
	const submission = parseWithZod(await readFormData(request), { schema: profileFormSchema })
	const hideFields = ['password', 'currentPassword']
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields }) }, { status: 400 })
	}
	const changes = submission.value
	if (changesNeedConfirming(user, changes)) {
		// A new address or password could take the account over: its owner confirms it.
		if (!user.passwordHash) {
			await requestChangeByMail(user, { changes })
			return redirectWithFlash('/profile', `To confirm the change, open the link we have mailed to ${user.email}.`)
		}
		try {
			await confirmCurrentPassword(user, changes.currentPassword, clientAddress(context), CURRENT_PASSWORD_TO_CHANGE)
		} catch (error) {
			return replyToClientError(submission, error, { hideFields })
		}
	}
	try {
		const updated = await changeAccount(user, changes)
		// A new password ended the other sessions; this one carries on with a fresh cookie,
		// which the redirect lets the next page read.
		return redirectWithFlash('/profile', 'User is updated successfully!', {
			headers: { 'Set-Cookie': await signInCookie(request, updated!) },
		})
	} catch (error) {
		return replyToClientError(submission, error, { hideFields })
	}
}

export default function Profile() {
	const { user, listings, listingsFailed, flash } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(profileFormSchema, {
		// A new id after each saved change resets the form to the saved values (and clears the password).
		id: `profile-${user.updatedAt}`,
		lastResult: actionData?.result,
		defaultValue: { username: user.username, email: user.email, showEmail: user.showEmail },
	})

	return (
		<div className="container-page max-w-xl py-12">
			<h1 className="text-center text-3xl font-bold text-strong">Profile</h1>
			<AvatarUpload
				avatar={user.avatar}
				username={user.username}
				flash={flash && !isVerificationFlash(flash) ? flash : null}
			/>
			<Form method="post" {...getFormProps(form)} className="mt-8 flex flex-col gap-1">
				<InputField label="Username" meta={fields.username} type="text" autoComplete="username" />
				<InputField label="E-mail" meta={fields.email} type="email" autoComplete="email" />
				<EmailVerification verified={user.emailVerified} flash={flash} />
				<CheckboxField
					label="Show my e-mail address on my listings"
					meta={fields.showEmail}
					hint="Off: others write to you through messages on Homestead and never see your address."
				/>
				<InputField
					label="New password"
					meta={fields.password}
					type="password"
					autoComplete="new-password"
					hint="Leave blank to keep your current password."
				/>
				{user.hasPassword ? (
					<InputField
						label="Current password"
						meta={fields.currentPassword}
						type="password"
						autoComplete="current-password"
						hint="Needed to change your e-mail address or password."
					/>
				) : (
					<p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
						Your account signs in with Google: a new e-mail address or a password is confirmed by a link we mail you.
					</p>
				)}
				<SubmitButton pendingText="Loading..." formAction="/profile">
					Update
				</SubmitButton>
				<div className="mt-3" role="status">
					{flash && flash.kind === 'success' && flash.message !== AVATAR_UPLOADED && !isVerificationFlash(flash) ? (
						<FlashMessage flash={flash} />
					) : null}
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			</Form>
			<SendVerificationForm />
			<Link to="/create-listing" className="mt-2 btn w-full bg-emerald-800 text-white hover:bg-emerald-900">
				Create Listing
			</Link>
			<div className="mt-6 flex items-center justify-between">
				<DeleteAccountButton />
				<Form method="post" action="/sign-out">
					<button type="submit" className="font-semibold text-red-700 hover:underline dark:text-red-400">
						Sign out
					</button>
				</Form>
			</div>
			{listings.length ? (
				<p className="mt-8 text-center">
					<Link to={DASHBOARD_PATH} className="link font-semibold">
						Dashboard: your listings’ views, saves, enquiries and viewings
					</Link>
				</p>
			) : null}
			<ListingExchangeLinks hasListings={listings.length > 0} />
			<OwnerListings listings={listings} failed={listingsFailed} />
		</div>
	)
}
