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

describe('password hashing', () => {
  const hasher = createPasswordHasher({ memoryCost: 4096, timeCost: 1 })

  it('uses argon2id and verifies', async () => {
    const hash = await hasher.hash('correct horse battery')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/)
    expect(await hasher.verify('correct horse battery', hash)).toBe(true)
    expect(await hasher.verify('wrong', hash)).toBe(false)
  })

  it('spends on a missing account about what it spends on a wrong password', async () => {
    const measured = createPasswordHasher({ memoryCost: 16384, timeCost: 1 })
    const hash = await measured.hash('correct horse battery')
    await measured.verifyAgainstNothing('warm up')
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now()
      await run()
      return performance.now() - started
    }
    // Interleaved, so a busy moment on the shared machine hits both alike; medians drop outliers.
    const wrong: number[] = []
    const missing: number[] = []
    for (let i = 0; i < 9; i++) {
      wrong.push(await time(() => measured.verify('wrong password', hash)))
      missing.push(await time(() => measured.verifyAgainstNothing('wrong password')))
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[4] ?? 0
    expect(await measured.verifyAgainstNothing('correct horse battery')).toBe(false)
    // Skipping the hash would be a thousand times faster. The bounds are wide because the shared
    // test machine makes single argon2 runs vary several-fold.
    expect(median(missing)).toBeGreaterThan(median(wrong) / 10)
    expect(median(missing)).toBeLessThan(median(wrong) * 10)
  })
})
