import pino from 'pino'
import { getEnv } from './env.server'

let logger: pino.Logger | undefined

/**
 * The one structured (JSON) logger: a line per request from server.js and the
 * errors of the app. Never given bodies, cookies or tokens; these paths are
 * redacted should anyone pass a request's headers.
 */
export function getLogger() {
	return (logger ??= pino({
		level: getEnv().logLevel,
		base: undefined,
		redact: {
			paths: [
				'req.headers.cookie',
				'req.headers.authorization',
				'headers.cookie',
				'headers.authorization',
				'*.password',
				'password',
			],
			censor: '[redacted]',
		},
	}))
}
