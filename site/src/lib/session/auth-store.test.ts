import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { testUser } from '@/lib/test-user'
import { bindAuthQueryClient, restoreSnapshot, signedOut, useAuthStore } from './auth-store'

const user = testUser({ has_password: false, email_verified: false })
const tokens = { access_token: 'a1', refresh_token: 'r1' }

afterEach(() => {
  useAuthStore.setState(signedOut)
  bindAuthQueryClient(null)
})

describe('auth store', () => {
  it('starts signed out', () => {
    expect(useAuthStore.getState()).toMatchObject(signedOut)
  })

  it('signs in and out; signing out clears the query cache', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['auth', 'me'], { user })
    bindAuthQueryClient(queryClient)
    useAuthStore.getState().setRedirectUrl('/profile')
    useAuthStore.getState().signIn(user, tokens)
    expect(useAuthStore.getState()).toMatchObject({ user, tokens, isSignedIn: true, redirectUrl: '/profile' })

    useAuthStore.getState().signOut()
    expect(useAuthStore.getState()).toMatchObject({ user: null, tokens: null, isSignedIn: false })
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined()
  })

  it('replaces only the access token on a bare renewal', () => {
    useAuthStore.getState().replaceAccessToken('ignored while signed out')
    expect(useAuthStore.getState().tokens).toBeNull()
    useAuthStore.getState().signIn(user, tokens)
    useAuthStore.getState().replaceAccessToken('a2')
    expect(useAuthStore.getState().tokens).toEqual({ access_token: 'a2', refresh_token: 'r1' })
  })

  it('updates the user only for the account that is signed in', () => {
    useAuthStore.getState().setUser(user)
    expect(useAuthStore.getState().user).toBeNull()
    useAuthStore.getState().signIn(user, tokens)
    useAuthStore.getState().setUser({ ...user, first_name: 'Augusta' })
    expect(useAuthStore.getState().user?.first_name).toBe('Augusta')
    useAuthStore.getState().setUser({ ...user, id: 'u2' })
    expect(useAuthStore.getState().user?.id).toBe('u1')
  })
})

describe('restoreSnapshot', () => {
  it('restores a well-formed session', () => {
    expect(restoreSnapshot({ user, tokens, isSignedIn: true, redirectUrl: '/x' })).toEqual({
      user,
      tokens,
      isSignedIn: true,
      redirectUrl: '/x',
    })
  })

  it('drops anything it does not understand', () => {
    expect(restoreSnapshot(null)).toEqual(signedOut)
    expect(restoreSnapshot('x')).toEqual(signedOut)
    expect(restoreSnapshot({ user: { id: 'u1' }, tokens, isSignedIn: true })).toEqual(signedOut)
    expect(restoreSnapshot({ user, tokens: { access_token: 'a' }, isSignedIn: true, redirectUrl: '/x' })).toEqual({
      ...signedOut,
      redirectUrl: '/x',
    })
    expect(restoreSnapshot({ user, tokens, isSignedIn: false })).toEqual(signedOut)
  })
})

describe('restoreSnapshot against the contract', () => {
  it('accepts exactly what the contract calls a user', async () => {
    const { user: userSchema } = await import('@snipstack/contracts')
    const stored = { ...user, extra: 'dropped' }
    const restored = restoreSnapshot({ user: stored, tokens, isSignedIn: true, redirectUrl: '' })
    expect(userSchema.parse(restored.user)).toEqual(restored.user)
    expect(restored.user).toEqual(user)
    expect(restoreSnapshot({ user: { ...user, avatar_url: 3 }, tokens, isSignedIn: true }).isSignedIn).toBe(false)
    expect(restoreSnapshot({ user: { ...user, has_password: 'no' }, tokens, isSignedIn: true }).isSignedIn).toBe(false)
    expect(restoreSnapshot({ user: { ...user, email_verified: 'no' }, tokens, isSignedIn: true }).isSignedIn).toBe(
      false,
    )
  })

  it('keeps a session stored before accounts said whether they have a password', () => {
    const { has_password: _, ...older } = user
    const restored = restoreSnapshot({ user: older, tokens, isSignedIn: true })
    expect(restored.isSignedIn).toBe(true)
    expect(restored.user?.has_password).toBe(true)
  })

  it('keeps a session stored before accounts said whether their email is verified, without a notice', () => {
    const { email_verified: _, ...older } = user
    const restored = restoreSnapshot({ user: older, tokens, isSignedIn: true })
    expect(restored.isSignedIn).toBe(true)
    expect(restored.user?.email_verified).toBe(true)
  })
})
