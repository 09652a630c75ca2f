import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { UTApi, UTFile } from 'uploadthing/server'
import { z } from 'zod'
import { getEnv } from './env.server'
import { absoluteUrl } from './listing-meta'
import { PHOTO_WIDTHS } from './photos'

/** Where photos are kept: the local disk by default, UploadThing when `UPLOADTHING_TOKEN` is set. */
export interface PhotoStore {
	/** What the public URL of every file of this store starts with ('/uploads/' on the local disk). */
	readonly urlPrefix: string
	/** Stores one file under `key` (e.g. 'ab12cd.w400.webp') and returns its public URL. */
	put(key: string, data: Buffer, contentType: string): Promise<string>
	/** Deletes the files at these public URLs (ours only; ignore foreign URLs); idempotent. */
	delete(urls: string[]): Promise<void>
	/** The file at this public URL of the store, or undefined when the store does not have it (or it is not the store's). */
	read?(url: string): Promise<Buffer | undefined>
}

/**
 * A file name this site may store or serve: letters, digits, '.', '_' and '-', not starting
 * with a dot (temporary files do) and without '..', so it can never leave its directory.
 */
export function isPhotoKey(key: string) {
	return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(key) && !key.includes('..')
}

function assertPhotoKey(key: string) {
	if (!isPhotoKey(key)) throw new Error(`Invalid photo key ${JSON.stringify(key)}`)
}

/** Public path prefix of the local store; `app/routes/_resources+/uploads.$.ts` serves it. */
const LOCAL_PHOTO_PREFIX = '/uploads/'

/** Photos as files in `directory`, each published at `/uploads/<key>`. */
export function createLocalPhotoStore(directory: string): PhotoStore {
	return {
		urlPrefix: LOCAL_PHOTO_PREFIX,
		async put(key, data) {
			assertPhotoKey(key)
			await fs.mkdir(directory, { recursive: true })
			// Written under a temporary name and renamed, so a reader never sees half a file.
			const temporary = path.join(directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`)
			try {
				await fs.writeFile(temporary, data, { flag: 'wx' })
				await fs.rename(temporary, path.join(directory, key))
			} catch (error) {
				await fs.rm(temporary, { force: true })
				throw error
			}
			return LOCAL_PHOTO_PREFIX + key
		},
		async delete(urls) {
			const keys = urls.flatMap((url) => {
				if (!url.startsWith(LOCAL_PHOTO_PREFIX)) return []
				const key = url.slice(LOCAL_PHOTO_PREFIX.length)
				return isPhotoKey(key) ? [key] : []
			})
			await Promise.all(keys.map((key) => fs.rm(path.join(directory, key), { force: true })))
		},
		async read(url) {
			const key = url.startsWith(LOCAL_PHOTO_PREFIX) ? url.slice(LOCAL_PHOTO_PREFIX.length) : ''
			if (!isPhotoKey(key)) return undefined
			try {
				return await fs.readFile(path.join(directory, key))
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
				throw error
			}
		},
	}
}

type UploadThingStoreOptions = {
	/** Base64 JSON `{ apiKey, appId, regions }`, as the UploadThing dashboard gives it. */
	token: string
	/** Overrides of the SDK's API server, ingest server and file host (a stand-in in tests). */
	apiUrl?: string
	ingestUrl?: string
	ufsHost?: string
	ufsAppIdLocation?: 'subdomain' | 'path'
}

const uploadThingToken = z.object({ apiKey: z.string().startsWith('sk_'), appId: z.string().min(1) })

/**
 * Photos on UploadThing. Each file is uploaded with its key as `customId`, and the URL we keep
 * is the file host's address by custom id (`https://<appId>.ufs.sh/f/<customId>`), so the URL
 * of every width follows from the canonical one, as it does on the local disk.
 */
export function createUploadThingStore(options: UploadThingStoreOptions): PhotoStore {
	const token = parseUploadThingToken(options.token)
	const ufsHost = options.ufsHost ?? 'ufs.sh'
	// The same rule as the SDK's own file URLs (UTApi.generateSignedURL).
	const protocol = ufsHost.includes('local') ? 'http' : 'https'
	const prefix =
		(options.ufsAppIdLocation ?? 'subdomain') === 'subdomain'
			? `${protocol}://${token.appId}.${ufsHost}/f/`
			: `${protocol}://${ufsHost}/a/${token.appId}/`
	silenceInternalDeprecationWarnings()
	// Options left out (not passed as undefined) so that the SDK falls back to its defaults.
	const overrides = Object.fromEntries(
		(['apiUrl', 'ingestUrl', 'ufsHost', 'ufsAppIdLocation'] as const).flatMap((name) =>
			options[name] === undefined ? [] : [[name, options[name]]],
		),
	)
	// The SDK (and the Effect library under it, a third of the modules the server would load) is loaded
	// when the store is first used, so that a server keeping its photos on disk never loads it.
	let sdk: Promise<{ utapi: UTApi; UTFile: typeof UTFile }> | undefined
	const loadSdk = () =>
		(sdk ??= import('uploadthing/server').then(({ UTApi, UTFile }) => ({
			utapi: new UTApi({ token: options.token, logLevel: 'Error', ...overrides }),
			UTFile,
		})))

	return {
		urlPrefix: prefix,
		async put(key, data, contentType) {
			assertPhotoKey(key)
			const bytes = new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength)
			const { utapi, UTFile } = await loadSdk()
			const file = new UTFile([bytes], key, {
				type: contentType,
				customId: key,
			})
			const result = await utapi.uploadFiles(file)
			if (result.error) {
				throw new Error(`UploadThing refused ${key}: ${result.error.code} ${result.error.message}`)
			}
			return prefix + key
		},
		async delete(urls) {
			const customIds = urls.flatMap((url) => {
				if (!url.startsWith(prefix)) return []
				const key = url.slice(prefix.length)
				return isPhotoKey(key) ? [key] : []
			})
			if (!customIds.length) return
			const { utapi } = await loadSdk()
			const result = await utapi.deleteFiles(customIds, { keyType: 'customId' })
			if (!result.success) throw new Error(`UploadThing did not delete ${customIds.join(', ')}`)
		},
		async read(url) {
			if (!url.startsWith(prefix) || !isPhotoKey(url.slice(prefix.length))) return undefined
			// The files are public: read from the file host like any visitor.
			const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
			if (response.status === 404) return undefined
			if (!response.ok) throw new Error(`UploadThing answered ${response.status} for ${url}`)
			return Buffer.from(await response.arrayBuffer())
		},
	}
}

/**
 * uploadthing 7.7 reads its own deprecated `url`/`appUrl` getters inside `uploadFiles`, printing two
 * warnings per file although we never use them (pingdotgg/uploadthing#1224). Only those two are dropped.
 */
function silenceInternalDeprecationWarnings() {
	if (warningsFiltered) return
	warningsFiltered = true
	const warn = console.warn
	console.warn = (...args: unknown[]) => {
		const internal = /^⚠️ \[uploadthing\]\[deprecated\] `file\.(url|appUrl)` is deprecated/
		if (typeof args[0] === 'string' && internal.test(args[0])) return
		warn.apply(console, args)
	}
}
let warningsFiltered = false

function parseUploadThingToken(token: string) {
	try {
		return uploadThingToken.parse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')))
	} catch {
		throw new Error('UPLOADTHING_TOKEN is not an UploadThing token (base64 JSON with apiKey, appId and regions)')
	}
}

let store: PhotoStore | undefined

/** The store of this server: UploadThing when `UPLOADTHING_TOKEN` is set, else `$DATA_DIR/uploads`. */
export function getPhotoStore(): PhotoStore {
	if (store) return store
	const env = getEnv()
	store = env.uploadthingToken
		? createUploadThingStore({ token: env.uploadthingToken, ...env.uploadthing })
		: createLocalPhotoStore(path.join(env.dataDir, 'uploads'))
	return store
}

/** A photo file of this site, at any width: `<prefix><name>.webp` or `<prefix><name>.w<width>.webp`. */
const photoFile = /^(.*\/)([A-Za-z0-9_-]+)(?:\.w\d+)?\.webp$/

/** True for an address in this site's photo store (the local one too, after a move to UploadThing). */
export function isStoredPhotoUrl(url: string, store: PhotoStore = getPhotoStore()) {
	return url.startsWith(LOCAL_PHOTO_PREFIX) || url.startsWith(store.urlPrefix)
}

/**
 * The one form in which a photo address is kept and compared, so that every rule sees a photo under
 * one address however it is spelled. An address of this site (a path, or an absolute URL whose host
 * is this site: see isThisSite) is read as a browser reads it (`.` and `..` resolved, percent-encoding
 * decoded, the query and fragment dropped, `/UPLOADS/` as `/uploads/`) and, when it is one of the
 * site's photos or pictures, becomes its path (`/uploads/x.webp`); an address in the photo store
 * (UploadThing) loses its query and fragment. Any width of a stored photo (`x.w400.webp`) becomes the
 * photo itself (`x.webp`). Every other address is kept as it is (trimmed).
 */
export function canonicalPhotoUrl(url: string, store: PhotoStore = getPhotoStore(), publicUrl = getEnv().publicUrl) {
	const given = url.trim()
	const path = sitePhotoPath(given, publicUrl) ?? storePhotoUrl(given, store)
	if (path === undefined) return given
	const match = photoFile.exec(path)
	return match ? `${match[1]}${match[2]}.webp` : path
}

/** The photo or picture of this site an address shows (`/uploads/<key>`, `/images/…`), as a path. */
function sitePhotoPath(address: string, publicUrl: string) {
	let parsed: URL
	try {
		parsed = new URL(address, publicUrl)
	} catch {
		return undefined
	}
	if (!/^https?:$/.test(parsed.protocol) || !isThisSite(parsed, publicUrl)) return undefined
	const segments = decodedSegments(parsed.pathname)
	if (!segments || segments.length < 2) return undefined
	const [directory, ...rest] = segments
	const folder = directory!.toLowerCase()
	if (folder === 'uploads' && rest.length === 1 && isPhotoKey(rest[0]!)) return `${LOCAL_PHOTO_PREFIX}${rest[0]}`
	if (folder === 'images' && rest.every((segment) => /^[\w.-]+$/.test(segment) && !segment.startsWith('.'))) {
		return `/images/${rest.join('/')}`
	}
	return undefined
}

/** An address in the photo store of another host (UploadThing), without its query and fragment. */
function storePhotoUrl(address: string, store: PhotoStore) {
	if (store.urlPrefix.startsWith('/')) return undefined
	try {
		const parsed = new URL(address)
		const segments = decodedSegments(parsed.pathname)
		const plain = segments && `${parsed.origin}/${segments.join('/')}`
		return plain?.startsWith(store.urlPrefix) && isPhotoKey(plain.slice(store.urlPrefix.length)) ? plain : undefined
	} catch {
		return undefined
	}
}

/** A path's segments, percent-decoded; undefined when one does not decode or decodes to a separator. */
function decodedSegments(pathname: string) {
	try {
		const segments = pathname
			.split('/')
			.slice(1)
			.map((segment) => decodeURIComponent(segment))
		return segments.some((segment) => /[/\\?#]/.test(segment)) ? undefined : segments
	} catch {
		return undefined
	}
}

/**
 * Whether an address's host is this site: PUBLIC_URL's host (on any port, over http or https), or the
 * machine itself (`localhost` and its subdomains, 127.0.0.0/8, 0.0.0.0, `[::1]` and the IPv4-mapped
 * loopback), where the server answers too. The URL parser has already written the host in one form
 * (lower case; `127.1`, `0x7f.0.0.1` and `2130706433` as `127.0.0.1`; `[0:0::1]` as `[::1]`).
 */
export function isThisSite(url: URL, publicUrl = getEnv().publicUrl) {
	const host = url.hostname.replace(/\.$/, '')
	if (host === new URL(publicUrl).hostname.replace(/\.$/, '')) return true
	return (
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		/^127\.\d+\.\d+\.\d+$/.test(host) ||
		host === '0.0.0.0' ||
		host === '[::1]' ||
		host === '[::]' ||
		/^\[::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|0:0)\]$/.test(host)
	)
}

/**
 * A photo address as the API answers it, for clients on another origin: this site's own files
 * (`/uploads/…`, `/images/…`) with PUBLIC_URL before them; addresses of other hosts as they are.
 */
export function absolutePhotoUrl(url: string) {
	return absoluteUrl(url, getEnv().publicUrl)
}

/** Every stored width of a photo of ours, from any one of them; other URLs as they are. */
export function photoFileUrls(url: string): string[] {
	const match = photoFile.exec(url)
	if (!match) return [url]
	const [, directory, name] = match
	return PHOTO_WIDTHS.map((width) =>
		width === 1200 ? `${directory}${name}.webp` : `${directory}${name}.w${width}.webp`,
	)
}

/**
 * The bytes of a stored photo, from its narrowest file that is still there (what the picture shows is
 * the same at every width), or undefined when none is. A photo of the local store is read there even
 * after a move to UploadThing.
 */
export async function readStoredPhoto(url: string, store: PhotoStore = getPhotoStore()) {
	const source = url.startsWith(store.urlPrefix)
		? store
		: url.startsWith(LOCAL_PHOTO_PREFIX)
			? createLocalPhotoStore(path.join(getEnv().dataDir, 'uploads'))
			: undefined
	if (!source?.read) return undefined
	for (const file of photoFileUrls(url)) {
		const data = await source.read(file)
		if (data) return data
	}
	return undefined
}

/**
 * Deletes all widths of these photos from the store (URLs that are not the store's are ignored).
 * Only for files no row of the database points to: photos in use are released through
 * `releasePhotos` (app/models/photo.server.ts), which checks that nothing shows them any more.
 */
export async function deletePhotos(urls: string[], store: PhotoStore = getPhotoStore()): Promise<void> {
	if (!urls.length) return
	await store.delete([...new Set(urls.flatMap(photoFileUrls))])
}
