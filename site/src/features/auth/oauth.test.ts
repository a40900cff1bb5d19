import { oauthErrorMessages } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { oauthErrorMessage, providerUrl } from './oauth'

describe('providerUrl', () => {
  it('points the browser at the server’s provider route', () => {
    expect(providerUrl('google')).toBe('/api/auth/provider/google')
    expect(providerUrl('github', '')).toBe('/api/auth/provider/github')
  })

  it('carries the post-login redirect through the provider', () => {
    expect(providerUrl('github', '/templates?name=a&page=2')).toBe(
      '/api/auth/provider/github?redirect_url=%2Ftemplates%3Fname%3Da%26page%3D2',
    )
  })
})

describe('oauthErrorMessage', () => {
  it('explains each known reason and treats others as a failure', () => {
    expect(oauthErrorMessage('provider_not_configured')).toBe(oauthErrorMessages.provider_not_configured)
    expect(oauthErrorMessage('email_not_verified')).toBe(oauthErrorMessages.email_not_verified)
    expect(oauthErrorMessage('account_exists')).toMatch(
      /^An account with this email already exists\. Sign in with your email and password/,
    )
    expect(oauthErrorMessage('<script>')).toBe(oauthErrorMessages.oauth_failed)
    expect(oauthErrorMessage('toString')).toBe(oauthErrorMessages.oauth_failed)
  })
})
