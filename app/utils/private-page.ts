import { type HeadersFunction } from '@remix-run/node'

/**
 * For pages that hold a secret in their address (the token of a mailed link): no cache, shared or
 * the browser's, keeps them, and the in-process page cache leaves them alone (it keeps no private page).
 */
export const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' }

export const privatePageHeaders: HeadersFunction = () => PRIVATE_PAGE
