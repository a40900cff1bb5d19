import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { changePasswordBody, loginBody, registerBody, updateMeBody } from './auth'

/** The first issue's field and message, or undefined when the value passes. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) return undefined
  const issue = result.error.issues[0]
  return { field: issue?.path.join('.'), message: issue?.message }
}

// The messages below are the words of docs/product.md (Accounts and sign-in), written out here on
// purpose: a change to the contract's text must show up as a failing test, not pass along with it.
describe('login body', () => {
  const valid = { email: 'ada@example.com', password: 'secret' }

  it('accepts an email or a username, trimmed', () => {
    expect(loginBody.parse({ ...valid, email: '  ada  ' }).email).toBe('ada')
  })

  it('says what is missing, field by field', () => {
    expect(firstIssue(loginBody, { ...valid, email: '   ' })).toEqual({
      field: 'email',
      message: 'Please enter your email or username',
    })
    expect(firstIssue(loginBody, { ...valid, password: '' })).toEqual({
      field: 'password',
      message: 'Please enter your password',
    })
  })

  it('holds the password to 3 characters and says so', () => {
    expect(firstIssue(loginBody, { ...valid, password: 'ab' })).toEqual({
      field: 'password',
      message: 'Password must be at least 3 characters long',
    })
    expect(firstIssue(loginBody, { ...valid, password: 'abc' })).toBeUndefined()
  })

  it('refuses control characters in the identifier', () => {
    expect(firstIssue(loginBody, { ...valid, email: 'a\u0000b@x.com' })?.field).toBe('email')
  })
})

describe('register body', () => {
  const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'correct horse' }

  it('accepts a complete registration', () => {
    expect(registerBody.parse(valid)).toEqual(valid)
  })

  it.each([
    ['first_name', '', 'Please enter your first name'],
    ['last_name', ' ', 'Please enter your last name'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', 'short', 'Password must be at least 8 characters long'],
  ])('refuses a bad %s with the documented message', (field, value, message) => {
    expect(firstIssue(registerBody, { ...valid, [field]: value })).toEqual({ field, message })
  })

  it('refuses line breaks in a name', () => {
    expect(firstIssue(registerBody, { ...valid, first_name: 'Ada\nEvil: 1' })?.field).toBe('first_name')
  })
})

describe('profile and password changes', () => {
  it('takes any subset of the profile, and checks what it is given', () => {
    expect(updateMeBody.parse({})).toEqual({})
    expect(updateMeBody.parse({ avatar_url: null })).toEqual({ avatar_url: null })
    expect(firstIssue(updateMeBody, { username: 'Ada!' })).toEqual({
      field: 'username',
      message: 'Use lowercase letters, digits, dots, dashes and underscores',
    })
    expect(firstIssue(updateMeBody, { avatar_url: 'javascript:alert(1)' })).toEqual({
      field: 'avatar_url',
      message: 'Please enter a valid image URL',
    })
  })

  it('holds a new password to the registration rule', () => {
    expect(firstIssue(changePasswordBody, { current_password: 'old', new_password: 'short' })).toEqual({
      field: 'new_password',
      message: 'Password must be at least 8 characters long',
    })
  })

  it('lets a first password go without a current one, but not an empty current one', () => {
    expect(changePasswordBody.parse({ new_password: 'a-long-password' })).toEqual({ new_password: 'a-long-password' })
    expect(firstIssue(changePasswordBody, { current_password: '', new_password: 'a-long-password' })).toEqual({
      field: 'current_password',
      message: 'Please enter your password',
    })
  })
})
