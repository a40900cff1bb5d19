import { describe, expect, it } from 'vitest'
import { safeRedirectPath, usernameFromEmail, usernameWithSuffix } from './model'
import { createPasswordHasher } from './passwords'

const usernamePattern = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/

describe('usernames derived from emails', () => {
  it.each([
    ['Ada.Lovelace@example.com', 'ada.lovelace'],
    ['jo@example.com', 'userjo'],
    ['@example.com', 'user'],
    ['_.x-y_@example.com', 'x-y'],
    ['Zoë+tag@example.com', 'zoetag'],
    [`${'a'.repeat(60)}@example.com`, 'a'.repeat(27)],
  ])('%s → %s', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username)
    expect(usernameFromEmail(email)).toMatch(usernamePattern)
  })

  it('suffixes stay within 32 characters and the pattern', () => {
    const suffixed = usernameWithSuffix('a'.repeat(27))
    expect(suffixed).toMatch(/^a{27}-\d{4}$/)
    expect(suffixed).toMatch(usernamePattern)
  })
})

describe('post-sign-in redirects', () => {
  it.each([
    ['/workspace', '/workspace'],
    ['/snippets?q=go#top', '/snippets?q=go#top'],
    ['/a/../b', '/b'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'workspace',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/ok\nSet-Cookie: x',
    `/${'a'.repeat(3000)}`,
    // Each of these normalises to `//evil.example`.
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/a/b/../..//evil.example/x',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined()
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
