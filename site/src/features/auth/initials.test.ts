import { describe, expect, it } from 'vitest'
import { displayName, initials } from './initials'

describe('initials', () => {
  it('takes the first letter of each word, uppercase', () => {
    expect(initials('ada lovelace')).toBe('AL')
    expect(initials('Grace Brewster Murray Hopper')).toBe('GBMH')
  })

  it('ignores extra spaces', () => {
    expect(initials('  ada   lovelace ')).toBe('AL')
    expect(initials('ada\tlovelace\n')).toBe('AL')
  })

  it('works for a single name and for none', () => {
    expect(initials('linus')).toBe('L')
    expect(initials('')).toBe('')
    expect(initials('   ')).toBe('')
  })

  it('keeps letters outside Basic Latin whole', () => {
    expect(initials('émile ßtraße')).toBe('ÉSS')
    expect(initials('𝓐da lovelace')).toBe('𝓐L')
  })
})

describe('displayName', () => {
  const user = { first_name: 'Ada', last_name: 'Lovelace', username: 'ada', email: 'ada@example.com' }
  it('prefers the full name, then the username, then the email', () => {
    expect(displayName(user)).toBe('Ada Lovelace')
    expect(displayName({ ...user, first_name: '', last_name: '' })).toBe('ada')
    expect(displayName({ ...user, first_name: '', last_name: '', username: '' })).toBe('ada@example.com')
  })
})
