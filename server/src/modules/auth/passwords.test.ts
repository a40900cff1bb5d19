import { afterEach, describe, expect, it, vi } from 'vitest'
import { BusyError } from '../../lib/errors'
import { createPasswordHasher, PASSWORD_HASHES_RUNNING, PASSWORD_HASHES_WAITING } from './passwords'
import { cheapPasswords } from './testing'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createPasswordHasher', () => {
  it('checks so many passwords at once, queues a few, and refuses the rest with a 503', async () => {
    const hasher = createPasswordHasher(cheapPasswords)
    const stored = await hasher.hash('correct horse battery')
    const verify = Bun.password.verify
    let running = 0
    let most = 0
    vi.spyOn(Bun.password, 'verify').mockImplementation(async (...args: Parameters<typeof verify>) => {
      running++
      most = Math.max(most, running)
      try {
        return await verify(...args)
      } finally {
        running--
      }
    })
    const extra = 5
    const attempts = Array.from({ length: PASSWORD_HASHES_RUNNING + PASSWORD_HASHES_WAITING + extra }, () =>
      hasher.verify('wrong', stored),
    )
    const outcomes = await Promise.allSettled(attempts)
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(refused).toHaveLength(extra)
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(BusyError)
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value)).toEqual(
      Array.from({ length: PASSWORD_HASHES_RUNNING + PASSWORD_HASHES_WAITING }, () => false),
    )
    expect(most).toBeLessThanOrEqual(PASSWORD_HASHES_RUNNING)
    // Once the burst is over, checks run again, the unknown account's as well.
    expect(await hasher.verify('correct horse battery', stored)).toBe(true)
    expect(await hasher.verifyAgainstNothing('anything')).toBe(false)
  })
})
