import type { Tokens, User } from '@snipstack/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'

/** The localStorage key of the session (docs/product.md, Accounts and sign-in). */
export const AUTH_STORAGE_KEY = 'authorization-storage'

/**
 * What is persisted (docs/product.md, Accounts and sign-in): who is signed in, their tokens, and
 * where to go after signing in.
 */
export type AuthSnapshot = {
  user: User | null
  tokens: Tokens | null
  isSignedIn: boolean
  redirectUrl: string
}

export type AuthState = AuthSnapshot & {
  /** Login, registration, OAuth exchange and renewal all end here (docs/product.md, Accounts and sign-in). */
  signIn: (user: User, tokens: Tokens) => void
  /** A renewal answered with the bare access token (docs/product.md, API and errors). */
  replaceAccessToken: (accessToken: string) => void
  /** The account changed (profile edits, a fresh `me`). Ignored when signed out or for another user. */
  setUser: (user: User) => void
  setRedirectUrl: (redirectUrl: string) => void
  /** Any sign-out, including one caused by a 401: user and tokens go, and so does every cached query. */
  signOut: () => void
}

export const signedOut: AuthSnapshot = { user: null, tokens: null, isSignedIn: false, redirectUrl: '' }

let queryClient: QueryClient | null = null

/**
 * The browser's query client, so that ending a session also drops what was fetched under it.
 * The router sets it once in the browser; server renders never sign anyone out.
 */
export function bindAuthQueryClient(client: QueryClient | null) {
  queryClient = client
}

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const allStrings = (value: Record<string, unknown>, keys: ReadonlyArray<string>) =>
  keys.every((key) => typeof value[key] === 'string')

/*
 * Shape checks for what localStorage holds. They mirror the contract's `user` and `tokens` by
 * hand: the store loads with the header on every page, and the schema library stays out of that
 * first load (answers from the server are still parsed with the contract schemas).
 */
const userKeys = ['id', 'first_name', 'last_name', 'email', 'username', 'created_at'] as const
const isUser = (value: unknown): value is User =>
  isRecord(value) &&
  allStrings(value, userKeys) &&
  (value.avatar_url === null || typeof value.avatar_url === 'string') &&
  (value.has_password === undefined || typeof value.has_password === 'boolean') &&
  (value.email_verified === undefined || typeof value.email_verified === 'boolean')
const isTokens = (value: unknown): value is Tokens =>
  isRecord(value) && allStrings(value, ['access_token', 'refresh_token'])

/**
 * Accepts a stored value only when it is a session this version understands, so a value written
 * by an older build or edited by hand can never put a half-shaped user on screen.
 */
export function restoreSnapshot(persisted: unknown): AuthSnapshot {
  if (!isRecord(persisted)) return signedOut
  const redirectUrl = typeof persisted.redirectUrl === 'string' ? persisted.redirectUrl : ''
  const { user, tokens } = persisted
  if (persisted.isSignedIn !== true || !isUser(user) || !isTokens(tokens)) return { ...signedOut, redirectUrl }
  const pick = (source: User): User => ({
    id: source.id,
    first_name: source.first_name,
    last_name: source.last_name,
    email: source.email,
    username: source.username,
    avatar_url: source.avatar_url,
    // Sessions stored before accounts told this keep going; the settings page asks the server.
    has_password: source.has_password ?? true,
    // Likewise: no notice to verify on the strength of an older copy; the account pages ask the server.
    email_verified: source.email_verified ?? true,
    created_at: source.created_at,
  })
  return {
    user: pick(user),
    tokens: { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
    isSignedIn: true,
    redirectUrl,
  }
}

/**
 * The session store. It starts signed out everywhere and reads localStorage only when asked
 * (`useAuthHydrated`), after React has hydrated: the server cannot see localStorage, so the first
 * client render must match its signed-out markup.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      signIn: (user, tokens) => set({ user, tokens, isSignedIn: true }),
      replaceAccessToken: (accessToken) => {
        const current = get().tokens
        if (current) set({ tokens: { ...current, access_token: accessToken } })
      },
      setUser: (user) => {
        if (get().user?.id === user.id) set({ user })
      },
      setRedirectUrl: (redirectUrl) => set({ redirectUrl }),
      signOut: () => {
        set({ user: null, tokens: null, isSignedIn: false })
        queryClient?.clear()
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => (typeof window === 'undefined' ? noStorage : window.localStorage)),
      skipHydration: true,
      partialize: ({ user, tokens, isSignedIn, redirectUrl }): AuthSnapshot => ({
        user,
        tokens,
        isSignedIn,
        redirectUrl,
      }),
      merge: (persisted, current) => ({ ...current, ...restoreSnapshot(persisted) }),
    },
  ),
)
