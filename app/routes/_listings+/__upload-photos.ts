import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

const UPLOAD_FAILED = 'Image upload failed (2 mb max per image)'

/**
 * Sends photos to POST /api/upload, reporting progress (0–100), and resolves with
 * their stored addresses. XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadPhotos(files: File[], onProgress: (percent: number) => void, field = 'images') {
	return new Promise<string[]>((resolve, reject) => {
		const body = new FormData()
		for (const file of files) body.append(field, file)
		const request = new XMLHttpRequest()
		request.open('POST', '/api/upload')
		request.responseType = 'json'
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
		}
		request.onload = () => {
			const answer = request.response as { urls?: string[]; message?: string } | null
			if (request.status === 201 && answer?.urls) resolve(answer.urls.map(pagePath))
			else reject(new Error(answer?.message ?? UPLOAD_FAILED))
		}
		request.onerror = () => reject(new Error(UPLOAD_FAILED))
		request.send(body)
	})
}

/** The API answers this site's photos as absolute addresses; the pages keep them as paths on the site. */
function pagePath(url: string) {
	const origin = `${window.location.origin}/`
	return url.startsWith(origin) ? url.slice(origin.length - 1) : url
}

export type UploadOptions = {
	/** How many photos the listing has, and how many it may have: more chosen than fit are refused. */
	photoCount: number
	maxPhotos: number
	/** The errors of a save that took the chosen files with the form. */
	uploadErrors?: string[]
	/** Takes the stored photos' addresses, in the order they were chosen. */
	onUploaded: (urls: string[]) => void
}

/**
 * The Upload button with JavaScript: its click sends the files chosen in `fileInput` to
 * /api/upload in place of posting the form (before hydration it posts, as without JavaScript),
 * with the progress (null when nothing is uploading) and the errors found in the browser.
 */
export function useUploadInPlace({ photoCount, maxPhotos, uploadErrors, onUploaded }: UploadOptions) {
	const hydrated = useHydrated()
	const fileInput = useRef<HTMLInputElement>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const [clientError, setClientError] = useState<string | null>(null)

	/** Empties the file input: a chosen file is uploaded or refused, never left to go with the next save. */
	const clearChosenFiles = () => {
		if (fileInput.current) fileInput.current.value = ''
	}

	// A save that came back with an upload error (the files went with the form): let go of them too.
	useEffect(() => {
		if (uploadErrors?.length) clearChosenFiles()
	}, [uploadErrors])

	async function upload(event: MouseEvent<HTMLButtonElement>) {
		if (!hydrated) return
		event.preventDefault()
		const files = [...(fileInput.current?.files ?? [])]
		setClientError(null)
		if (!files.length) return setClientError('Choose at least one image to upload')
		if (files.length + photoCount > maxPhotos) {
			clearChosenFiles()
			return setClientError(`You can only upload ${maxPhotos} images per listing`)
		}
		setProgress(0)
		try {
			onUploaded(await uploadPhotos(files, setProgress))
		} catch (error) {
			setClientError(error instanceof Error ? error.message : UPLOAD_FAILED)
		} finally {
			clearChosenFiles()
			setProgress(null)
		}
	}

	return { fileInput, progress, clientError, upload }
}
