import { OAuth2Server } from 'oauth2-mock-server'

export const GOOGLE_TEST_CLIENT_ID = 'homestead-test-client'

export type GoogleIdentity = { sub: string; email: string; name?: string; picture?: string; email_verified?: boolean }

/**
 * A stand-in for Google's OpenID provider on loopback: authorize, token and keys
 * endpoints, with tokens carrying the identity the test chooses.
 */
export async function startGoogleStandIn() {
	const server = new OAuth2Server()
	await server.issuer.keys.generate('RS256')
	await server.start(0, '127.0.0.1')
	// Name the issuer by address: `localhost` may resolve to ::1, where nothing listens.
	server.issuer.url = `http://127.0.0.1:${server.address().port}`
	const issuer = server.issuer.url
	let identity: GoogleIdentity = { sub: 'google-user-1', email: 'jane.google@example.com', name: 'Jane Google' }

	server.service.on('beforeTokenSigning', (token) => {
		Object.assign(token.payload, { email_verified: true, ...identity })
	})

	return {
		issuer,
		env: {
			GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
			GOOGLE_CLIENT_SECRET: 'stand-in-secret',
			GOOGLE_AUTHORIZATION_ENDPOINT: `${issuer}/authorize`,
			GOOGLE_TOKEN_ENDPOINT: `${issuer}/token`,
			GOOGLE_JWKS_URI: `${issuer}/jwks`,
			GOOGLE_ISSUER: issuer,
		},
		/** The identity in the next tokens the provider issues. */
		signInAs(next: GoogleIdentity) {
			identity = next
		},
		/** An ID token as a Google client would obtain it; `overrides` can break it on purpose. */
		idToken(claims: Partial<GoogleIdentity> & Record<string, unknown> = {}, expiresIn = 3600) {
			return server.issuer.buildToken({
				expiresIn,
				scopesOrTransform: (_header, payload) => {
					Object.assign(payload, { aud: GOOGLE_TEST_CLIENT_ID, email_verified: true, ...identity, ...claims })
				},
			})
		},
		stop: () => server.stop(),
	}
}
