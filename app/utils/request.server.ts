import ipaddr from 'ipaddr.js'
import { type KeepPage } from '~/page-cache'

declare module '@remix-run/node' {
	interface AppLoadContext {
		/** The client's address (from X-Forwarded-For when TRUST_PROXY=1), set by server.js. */
		clientAddress?: string
		/** Set by server.js when anyone may be given this request's page: keeps the rendered page. */
		keepPage?: KeepPage
		/** The id of this request in the logs (X-Request-Id). */
		requestId?: string
	}
}

export function clientAddress(context: { clientAddress?: string } | undefined) {
	return context?.clientAddress ?? 'unknown'
}

/**
 * The network a client address belongs to: its /24 for IPv4 (an IPv4 address written as IPv6 too), its
 * /48 for IPv6; what one household, office or provider's customer can easily change within. The address
 * itself when it is not one ('unknown').
 */
export function clientNetwork(address: string) {
	if (!ipaddr.isValid(address)) return address
	let parsed = ipaddr.parse(address)
	if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
		parsed = (parsed as ipaddr.IPv6).toIPv4Address()
	const bits = parsed.kind() === 'ipv4' ? 24 : 48
	const bytes = parsed.toByteArray().map((byte, index) => (index * 8 < bits ? byte : 0))
	return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`
}
