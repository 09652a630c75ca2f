import { Form, useRevalidator } from '@remix-run/react'
import { useRef, useState } from 'react'
import { FlashMessage } from '~/components/flash-message'
import { Icon } from '~/components/icon'
import { type Flash } from '~/utils/flash.server'
import { AVATAR_FAILED, AVATAR_UPLOADED } from '~/utils/messages'
import { pictureUrl } from '~/utils/pictures'
import { useHydrated } from '~/utils/use-hydrated'

type Props = { avatar: string; username: string; flash: Flash | null }

/**
 * The avatar: with JavaScript, click it to choose an image, which uploads at once
 * showing 'Uploading N%'; without it, a file input and an Upload button post the form.
 */
export function AvatarUpload({ avatar, username, flash }: Props) {
	const hydrated = useHydrated()
	const input = useRef<HTMLInputElement>(null)
	const revalidator = useRevalidator()
	const [status, setStatus] = useState<{ progress?: number; message?: string; error?: boolean } | null>(null)

	function upload(file: File) {
		const body = new FormData()
		body.append('avatar', file)
		const request = new XMLHttpRequest()
		request.open('POST', '/profile/avatar')
		request.setRequestHeader('Accept', 'application/json')
		request.responseType = 'json'
		setStatus({ progress: 0 })
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) setStatus({ progress: Math.round((event.loaded / event.total) * 100) })
		}
		request.onload = () => {
			const answer = request.response as { message?: string } | null
			const ok = request.status === 200
			setStatus({ message: answer?.message ?? (ok ? AVATAR_UPLOADED : AVATAR_FAILED), error: !ok })
			if (ok) revalidator.revalidate()
		}
		request.onerror = () => setStatus({ message: AVATAR_FAILED, error: true })
		request.send(body)
	}

	const progress = status?.progress
	const avatarFlash =
		flash && (flash.message === AVATAR_UPLOADED || flash.message === AVATAR_FAILED || flash.kind === 'error')

	return (
		<Form
			method="post"
			action="/profile/avatar"
			encType="multipart/form-data"
			className="mt-6 flex flex-col items-center gap-3"
		>
			<button
				type="button"
				onClick={() => input.current?.click()}
				disabled={!hydrated}
				className="group relative rounded-full disabled:cursor-default"
				aria-label="Change your avatar"
			>
				<img
					src={pictureUrl(avatar)}
					alt={`${username}’s avatar`}
					width={96}
					height={96}
					className="size-24 rounded-full object-cover ring-4 ring-brand-100 dark:ring-brand-900"
				/>
				{hydrated ? (
					<span className="absolute right-0 bottom-0 rounded-full bg-brand-700 p-1.5 text-white shadow group-hover:bg-brand-800">
						<Icon name="camera" className="size-4" />
					</span>
				) : null}
			</button>
			<div className={hydrated ? 'sr-only' : 'flex w-full max-w-sm items-center gap-2'}>
				<label htmlFor="avatar-file" className={hydrated ? undefined : 'sr-only'}>
					Choose a new avatar
				</label>
				<input
					ref={input}
					id="avatar-file"
					name="avatar"
					type="file"
					accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
					tabIndex={hydrated ? -1 : undefined}
					onChange={(event) => {
						const file = event.currentTarget.files?.[0]
						if (file) upload(file)
						event.currentTarget.value = ''
					}}
					className="input min-w-0 flex-1 p-2 text-sm"
				/>
				{hydrated ? null : (
					<button type="submit" className="btn-secondary shrink-0">
						Upload
					</button>
				)}
			</div>
			<div aria-live="polite" className="min-h-5 text-center text-sm">
				{progress !== undefined && progress < 100 ? (
					<p className="text-slate-700 dark:text-slate-300">Uploading {progress}%</p>
				) : status?.message ? (
					<FlashMessage flash={{ kind: status.error ? 'error' : 'success', message: status.message }} />
				) : avatarFlash ? (
					<FlashMessage flash={flash} />
				) : null}
			</div>
		</Form>
	)
}
