import { authMessages, loginBody, registerBody } from '@snipstack/contracts'
import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { fieldErrorsFrom, submitFailure } from './form-errors'

const loginFields = ['email', 'password'] as const
const registerFields = ['first_name', 'last_name', 'email', 'password'] as const

const issuesOf = (result: {
  success: boolean
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }
}) => result.error?.issues ?? []

describe('fieldErrorsFrom', () => {
  it('gives the first contract message of each login field', () => {
    expect(fieldErrorsFrom(issuesOf(loginBody.safeParse({ email: '  ', password: '' })), loginFields)).toEqual({
      email: authMessages.loginEmail,
      password: authMessages.loginPassword,
    })
    expect(fieldErrorsFrom(issuesOf(loginBody.safeParse({ email: 'ada', password: 'ab' })), loginFields)).toEqual({
      password: 'Password must be at least 3 characters long',
    })
    expect(fieldErrorsFrom(issuesOf(loginBody.safeParse({ email: 'ada', password: 'abc' })), loginFields)).toEqual({})
  })

  it('gives the documented register messages', () => {
    const result = registerBody.safeParse({ first_name: '', last_name: ' ', email: 'nope', password: 'short' })
    expect(fieldErrorsFrom(issuesOf(result), registerFields)).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Please enter your last name',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    })
  })
})

const failing = (status: number, body: unknown) =>
  ky
    .post('http://site.test/api/auth/login', {
      retry: 0,
      fetch: async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
        }),
    })
    .json()
    .catch((error: unknown) => error)

describe('submitFailure', () => {
  const fallback = authMessages.loginFallback

  it('puts a message that names a form field on that field', async () => {
    const error = await failing(409, { error: { message: 'Taken.', field: 'email', code: 'CONFLICT' } })
    expect(submitFailure(error, loginFields, fallback)).toEqual({ field: 'email', message: 'Taken.' })
  })

  it('uses the fallback on the field when the answer has no message', async () => {
    const error = await failing(422, { error: { field: 'password' } })
    expect(submitFailure(error, loginFields, fallback)).toEqual({ field: 'password', message: fallback })
  })

  it('toasts messages without a known field, and the fallback without a message', async () => {
    const wrong = await failing(401, { error: { message: 'The email, username or password is incorrect.' } })
    expect(submitFailure(wrong, loginFields, fallback)).toEqual({
      toast: 'The email, username or password is incorrect.',
    })
    const elsewhere = await failing(422, { error: { message: 'Bad tag', field: 'tags.1' } })
    expect(submitFailure(elsewhere, loginFields, fallback)).toEqual({ toast: 'Bad tag' })
    const bare = await failing(502, 'Bad gateway')
    expect(submitFailure(bare, loginFields, fallback)).toEqual({ toast: fallback })
  })

  it('toasts a rate limit with the server’s words', async () => {
    const error = await failing(429, {
      error: { message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED' },
    })
    expect(submitFailure(error, loginFields, fallback)).toEqual({
      toast: 'Too many attempts. Please wait 15 minutes and try again.',
    })
  })

  it('toasts thrown errors with their message, else the fallback', () => {
    expect(submitFailure(new TypeError('Failed to fetch'), loginFields, fallback)).toEqual({ toast: 'Failed to fetch' })
    expect(submitFailure(new Error(' '), loginFields, fallback)).toEqual({ toast: fallback })
    expect(submitFailure('boom', loginFields, fallback)).toEqual({ toast: fallback })
  })
})
