import { RENEWAL_HEADER } from '@snipstack/contracts/auth-constants'
import { isTokenExpired } from '@/lib/jwt'
import { useAuthStore } from '@/lib/session/auth-store'
import { toast } from '@/lib/toast'
import { api } from './api-client'
import { type Parsed, parseContract, type SchemaName } from './contract-json'
import { UNAUTHORIZED_MESSAGE } from './create-api-client'
import { type UploadFailure, type UploadOptions, upload } from './upload'

/**
 * The session headers for a call the app's client cannot make (an upload with progress). An
 * expired access token is first renewed through the client, which knows how (docs/product.md, API
 * and errors).
 */
async function sessionHeaders(): Promise<Record<string, string>> {
  const current = useAuthStore.getState().tokens?.access_token ?? ''
  if (!current || isTokenExpired(current)) await api.get('auth/me')
  const accessToken = useAuthStore.getState().tokens?.access_token ?? ''
  return { authorization: `Bearer ${accessToken}`, [RENEWAL_HEADER]: accessToken ? 'false' : 'true' }
}

/** A 401 shows 'Unauthorized' and signs out, as for every other call (docs/product.md, API and errors). */
function endSession() {
  toast.error(UNAUTHORIZED_MESSAGE, { id: 'unauthorized' })
  useAuthStore.getState().signOut()
}

export const isUploadFailure = (value: unknown): value is UploadFailure =>
  typeof value === 'object' && value !== null && 'message' in value && 'status' in value

type MemberUploadOptions = Pick<UploadOptions, 'url' | 'method' | 'file' | 'body' | 'onProgress'>

/**
 * The upload call (docs/product.md, API and errors) made as the signed-in member, reporting the
 * bytes sent. Resolves with the answer checked against the contract `answer`, or rejects with an
 * UploadFailure (a 401 has already signed out).
 */
export async function uploadAsMember<K extends SchemaName>(
  options: MemberUploadOptions,
  answer: K,
): Promise<Parsed<K>> {
  const headers = await sessionHeaders()
  return new Promise((resolve, reject) => {
    upload({
      ...options,
      headers,
      onError: (failure) => {
        if (failure.status === 401) endSession()
        reject(failure)
      },
      onFinish: (data) => {
        parseContract(data, answer).then(resolve, () =>
          reject({ message: 'The server answered in an unexpected way.', status: 200 } satisfies UploadFailure),
        )
      },
    })
  })
}
