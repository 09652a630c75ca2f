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
			else reject(new Error(answer?.message ?? 'Image upload failed (2 mb max per image)'))
		}
		request.onerror = () => reject(new Error('Image upload failed (2 mb max per image)'))
		request.send(body)
	})
}

/** The API answers this site's photos as absolute addresses; the pages keep them as paths on the site. */
function pagePath(url: string) {
	const origin = `${window.location.origin}/`
	return url.startsWith(origin) ? url.slice(origin.length - 1) : url
}
