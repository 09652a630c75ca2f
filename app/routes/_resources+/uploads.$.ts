import fs from 'node:fs'
import path from 'node:path'
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from '~/utils/env.server'
import { isPhotoKey } from '~/utils/photo-store.server'

const CONTENT_TYPES: Record<string, string> = {
	webp: 'image/webp',
	avif: 'image/avif',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
}

/**
 * Photos of the local store (`$DATA_DIR/uploads`). A stored file never changes (a new photo gets a
 * new name), so it is cached for a year. Only plain file names are served: no path can leave the folder.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const key = params['*'] ?? ''
	const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()]
	if (!isPhotoKey(key) || !contentType) return notFound()

	const file = path.join(getEnv().dataDir, 'uploads', key)
	let stat: fs.Stats
	try {
		stat = await fs.promises.stat(file)
	} catch {
		return notFound()
	}
	if (!stat.isFile()) return notFound()

	const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
	const headers = new Headers({
		'Content-Type': contentType,
		'Cache-Control': 'public, max-age=31536000, immutable',
		ETag: etag,
		'Last-Modified': stat.mtime.toUTCString(),
	})
	const ifNoneMatch = request.headers
		.get('If-None-Match')
		?.split(',')
		.map((tag) => tag.trim().replace(/^W\//, ''))
	if (ifNoneMatch?.includes(etag) || ifNoneMatch?.includes('*')) return new Response(null, { status: 304, headers })

	headers.set('Content-Length', String(stat.size))
	const body = request.method === 'HEAD' ? null : createReadableStreamFromReadable(fs.createReadStream(file))
	return new Response(body, { status: 200, headers })
}

function notFound() {
	return new Response('Not found', {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}
