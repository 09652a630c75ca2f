import os from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import pLimit from 'p-limit'
import { getEnv } from '~/utils/env.server'

/**
 * argon2id with 64 MiB and 3 passes (RFC 9106's memory-constrained profile, one lane):
 * about 70 ms per sign-in on a 2-core server, well under a quarter of a second.
 */
const STRONG = { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const
/** PASSWORD_HASHING=weak-for-tests: the test suite's setting, a hundredth of the work. Never on a real site. */
const WEAK_FOR_TESTS = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const

/**
 * Hashes run on libuv's thread pool (4 threads), which also reads static files and photos from
 * disk, and each keeps a core busy. At most HASH_SLOTS run at once, so a burst of sign-ins queues
 * here instead of taking every thread and every core from the other requests: one core (and two
 * of the pool's threads) always stays for them. Never more than HASH_SLOTS × 64 MiB either.
 */
const HASH_SLOTS = Math.max(1, Math.min(2, os.availableParallelism() - 1))
const hashing = pLimit(HASH_SLOTS)

export function hashPassword(password: string) {
	const options = getEnv().passwordHashing === 'weak-for-tests' ? WEAK_FOR_TESTS : STRONG
	return hashing(() => hash(password, options))
}

async function verifyPassword(password: string, passwordHash: string) {
	try {
		return await hashing(() => verify(passwordHash, password))
	} catch {
		return false
	}
}

/** Spent on unknown e-mails too, so response time does not reveal which accounts exist. */
let dummyHash: Promise<string> | undefined

export async function verifyPasswordOrWaste(password: string, passwordHash: string | null | undefined) {
	return verifyPassword(password, passwordHash ?? (await (dummyHash ??= hashPassword('not-a-real-password'))))
}
