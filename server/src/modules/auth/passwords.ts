import { availableParallelism } from 'node:os'
import { createWorkQueue, type WorkQueue } from '../../lib/work-queue'
import { createOpaqueToken } from './tokens'

/** argon2id cost: memory in KiB and passes. */
export type PasswordCost = { memoryCost: number; timeCost: number }

/**
 * Bun's argon2id defaults (64 MiB, 2 passes), above OWASP's minimum. Tests pass a cheaper cost
 * through the app options; production always uses this.
 */
export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryCost: 65536, timeCost: 2 }

/**
 * Password hashes computed at once per process: half the cores (at least one), so that a burst
 * of sign-ins, allowed by the rate limits or not, always leaves cores to serve everything else.
 */
export const PASSWORD_HASHES_RUNNING = Math.max(1, Math.floor(availableParallelism() / 2))
/**
 * Hashes that may wait for a turn (each takes tens of milliseconds); past them a sign-in,
 * registration or password change is answered 503 with Retry-After rather than queued for seconds.
 */
export const PASSWORD_HASHES_WAITING = 16

export type PasswordHasher = {
  hash(password: string): Promise<string>
  verify(password: string, hash: string): Promise<boolean>
  /**
   * Spends what a real check spends and fails: used when there is no account, or the account has
   * no password, so neither answer nor timing tells who has an account.
   */
  verifyAgainstNothing(password: string): Promise<false>
}

export function createPasswordHasher(
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
  queue: WorkQueue = createWorkQueue({
    running: PASSWORD_HASHES_RUNNING,
    waiting: PASSWORD_HASHES_WAITING,
    message: 'Too many sign-ins are being checked right now. Please try again in a moment.',
  }),
): PasswordHasher {
  const hash = (password: string) => queue.run(() => Bun.password.hash(password, { algorithm: 'argon2id', ...cost }))
  let dummy: Promise<string> | undefined
  return {
    hash,
    verify: (password, stored) => queue.run(() => Bun.password.verify(password, stored)),
    async verifyAgainstNothing(password) {
      // A failed first hash (the queue was full) must not stay the dummy for good.
      dummy ??= hash(createOpaqueToken()).catch((error: unknown) => {
        dummy = undefined
        throw error
      })
      const stored = await dummy
      await queue.run(() => Bun.password.verify(password, stored))
      return false
    },
  }
}
