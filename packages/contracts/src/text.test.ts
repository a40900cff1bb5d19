import { describe, expect, it } from 'vitest'
import { loginBody, registerBody, updateMeBody } from './auth'
import { singleLine, text, textMessages } from './text'

const issueOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues[0]

describe('text', () => {
  it('keeps line breaks and tabs, which code and descriptions need', () => {
    expect(text().parse('line one\n\tline two\r\n')).toBe('line one\n\tline two\r\n')
  })

  it('keeps characters outside the basic plane, whose surrogates come in pairs', () => {
    expect(text().parse('𝄞 music 😀')).toBe('𝄞 music 😀')
  })

  it.each([
    'a\u0000b',
    'esc\u001b[31m',
    'del\u007f',
    'c1\u0085',
    'bell\u0007',
    'lone high \ud800',
    '\ufffe\udc00',
    '\ud834e\u0301\udd57',
  ])('refuses %j', (value) => {
    expect(issueOf(text().safeParse(value))?.message).toBe(textMessages.control)
  })
})

describe('singleLine', () => {
  it('accepts ordinary names in any script', () => {
    for (const value of ['Ada Lovelace', 'Zoë', 'محمد', '李小龙', "O'Brien-Smith", '👩‍💻 dev']) {
      expect(singleLine().parse(value)).toBe(value)
    }
  })

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['an escape', '\u001b[2J'],
    ['a right-to-left override', 'evil\u202egnp.exe'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s', (_, value) => {
    expect(issueOf(singleLine().safeParse(value))?.message).toBe(textMessages.singleLine)
  })
})

describe('account contracts refuse control characters with a field', () => {
  it('on sign-in', () => {
    expect(issueOf(loginBody.safeParse({ email: 'a\u0000b@x.com', password: 'secret' }))?.path).toEqual(['email'])
    expect(issueOf(loginBody.safeParse({ email: 'ada', password: 'sec\u0000ret' }))?.path).toEqual(['password'])
  })

  it('on registration and profile names', () => {
    const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'long enough' }
    expect(issueOf(registerBody.safeParse({ ...valid, first_name: 'Ada\r\nSet-Cookie: x' }))?.path).toEqual([
      'first_name',
    ])
    expect(issueOf(registerBody.safeParse({ ...valid, last_name: '\u001b[31mred' }))?.path).toEqual(['last_name'])
    expect(issueOf(updateMeBody.safeParse({ first_name: 'a\u0000' }))?.path).toEqual(['first_name'])
    expect(registerBody.parse(valid)).toEqual(valid)
  })
})
