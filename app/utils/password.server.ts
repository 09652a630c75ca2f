import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id with 64 MiB and 3 passes (RFC 9106's memory-constrained profile, one lane):
 * about 70 ms per sign-in on a 2-core server, well under a quarter of a second.
 */
const options = { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const

export function hashPassword(password: string) {
	return hash(password, options)
}

export async function verifyPassword(password: string, passwordHash: string) {
	try {
		return await verify(passwordHash, password)
	} catch {
		return false
	}
}

/** Spent on unknown e-mails too, so response time does not reveal which accounts exist. */
const dummyHash = hash('not-a-real-password', options)

export async function verifyPasswordOrWaste(password: string, passwordHash: string | null | undefined) {
	return verifyPassword(password, passwordHash ?? (await dummyHash))
}
