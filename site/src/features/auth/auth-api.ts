import type {
  AuthResponse,
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  UpdateMeBody,
  User,
} from '@snipstack/contracts'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { standalone } from '@/lib/api/create-api-client'
import { retryUnlessClientError } from '@/lib/api/retry'
import { useAuthStore } from '@/lib/session/auth-store'

/**
 * The account calls (docs/product.md, API and errors, and the server's `/api/auth`), each answer
 * parsed with its contract.
 */
export const authApi = {
  login: (body: LoginBody): Promise<AuthResponse> =>
    readContract(api.post('auth/login', { json: body, context: standalone }), 'authResponse'),
  register: (body: RegisterBody): Promise<AuthResponse> =>
    readContract(api.post('auth/register', { json: body, context: standalone }), 'authResponse'),
  exchange: (code: string): Promise<AuthResponse> =>
    readContract(api.post('auth/exchange', { json: { code }, context: standalone }), 'authResponse'),
  /** Ends this session on the server; an expired access token still names it, so no renewal first. */
  signOut: () => readContract(api.post('auth/sign-out', { context: standalone }), 'okResponse'),
  signOutAll: () => readContract(api.post('auth/sign-out-all'), 'okResponse'),
  me: async (): Promise<User> => (await readContract(api.get('auth/me'), 'meResponse')).user,
  updateMe: async (body: UpdateMeBody): Promise<User> =>
    (await readContract(api.patch('auth/me', { json: body }), 'meResponse')).user,
  changePassword: (body: ChangePasswordBody) => readContract(api.post('auth/password', { json: body }), 'okResponse'),
  removeAvatar: async (): Promise<User> => (await readContract(api.delete('auth/me/avatar'), 'meResponse')).user,
  /** Spends a verification link's token; works signed in or not, since the link may open in any browser. */
  verifyEmail: async (token: string): Promise<User> =>
    (await readContract(api.post('auth/verify-email', { json: { token }, context: standalone }), 'meResponse')).user,
  resendVerification: () => readContract(api.post('auth/verify-email/resend'), 'okResponse'),
}

/** The signed-in account, fresh from the server; the header's copy in the store follows it. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: async () => {
      const user = await authApi.me()
      useAuthStore.getState().setUser(user)
      return user
    },
    retry: retryUnlessClientError,
  })

/** Shows an account the server has just answered with: in the header (the store) and in the "me" query. */
export function showAccount(queryClient: QueryClient, user: User) {
  useAuthStore.getState().setUser(user)
  queryClient.setQueryData(meQueryOptions().queryKey, user)
}

/** The signed-in account: the stored copy shows at once; the server's answer replaces it as soon as it arrives. */
export const useAccount = (stored: User) =>
  useQuery({ ...meQueryOptions(), initialData: stored, initialDataUpdatedAt: 0 })
