import { USERNAME_PATTERN as usernamePattern } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { usernameFromEmail, usernameWithSuffix } from './usernames'

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
