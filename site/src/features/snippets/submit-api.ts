import type { SnippetDetail, SnippetSubmissionInput } from '@snipstack/contracts'
import { RENEWAL_HEADER } from '@snipstack/contracts/auth-constants'
import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/features/auth/api-client'
import { useAuthStore } from '@/features/auth/auth-store'
import { toast } from '@/features/toasts/toast'
import { UNAUTHORIZED_MESSAGE } from '@/lib/api'
import { parseContract, readContract } from '@/lib/contract-json'
import { isTokenExpired } from '@/lib/jwt'
import { type UploadFailure, upload } from '@/lib/upload'

/**
 * The session headers for a call the app's client cannot make (an upload with progress). An
 * expired access token is first renewed through the client, which knows how (spec §7).
 */
async function sessionHeaders(): Promise<Record<string, string>> {
  const current = useAuthStore.getState().tokens?.access_token ?? ''
  if (!current || isTokenExpired(current)) await api.get('auth/me')
  const accessToken = useAuthStore.getState().tokens?.access_token ?? ''
  return { authorization: `Bearer ${accessToken}`, [RENEWAL_HEADER]: accessToken ? 'false' : 'true' }
}

type WriteOptions = {
  values: SnippetSubmissionInput & { remove_attachment?: boolean }
  file: File | null
  /** The snippet being changed; a new one is published without it. */
  slug?: string
  onProgress: (fraction: number) => void
}

/**
 * Publishes or changes a snippet with the spec's upload call (`body` JSON plus an optional `file`),
 * reporting the bytes sent. Resolves with the stored snippet or rejects with the answer's failure.
 */
export async function writeSnippet({ values, file, slug, onProgress }: WriteOptions): Promise<SnippetDetail> {
  const headers = await sessionHeaders()
  return new Promise((resolve, reject) => {
    upload({
      url: slug ? `/api/snippets/update?slug=${encodeURIComponent(slug)}` : '/api/snippets/submit',
      method: slug ? 'PUT' : 'POST',
      body: values,
      file,
      headers,
      onProgress,
      onError: (failure) => {
        if (failure.status === 401) endSession()
        reject(failure)
      },
      onFinish: (data) => {
        parseContract(data, 'snippetWriteResponse').then(
          ({ snippet }) => resolve(snippet),
          () => reject({ message: 'The server answered in an unexpected way.', status: 200 } satisfies UploadFailure),
        )
      },
    })
  })
}

/** Spec §8: a 401 shows 'Unauthorized' and signs out, as for every other call. */
function endSession() {
  toast.error(UNAUTHORIZED_MESSAGE, { id: 'unauthorized' })
  useAuthStore.getState().signOut()
}

export async function deleteSnippet(slug: string): Promise<string> {
  return (await readContract(api.delete('snippets/delete', { searchParams: { slug } }), 'snippetDeleteResponse')).slug
}

/** After a write, lists and the snippet's page are read again rather than shown from the cache. */
export function forgetSnippets(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['snippets'] })
}

export const isUploadFailure = (value: unknown): value is UploadFailure =>
  typeof value === 'object' && value !== null && 'message' in value && 'status' in value
