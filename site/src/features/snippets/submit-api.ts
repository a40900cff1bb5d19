import type { SnippetDetail, SnippetSubmissionInput } from '@snipstack/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { uploadAsMember } from '@/lib/api/member-upload'

type WriteOptions = {
  values: SnippetSubmissionInput & { remove_attachment?: boolean }
  file: File | null
  /** The snippet being changed; a new one is published without it. */
  slug?: string
  onProgress: (fraction: number) => void
}

/**
 * Publishes or changes a snippet with the upload call of docs/product.md, API and errors (`body`
 * JSON plus an optional `file`), reporting the bytes sent. Resolves with the stored snippet or
 * rejects with the answer's failure.
 */
export async function writeSnippet({ values, file, slug, onProgress }: WriteOptions): Promise<SnippetDetail> {
  const { snippet } = await uploadAsMember(
    {
      url: slug ? `/api/snippets/update?slug=${encodeURIComponent(slug)}` : '/api/snippets/submit',
      method: slug ? 'PUT' : 'POST',
      body: values,
      file,
      onProgress,
    },
    'snippetWriteResponse',
  )
  return snippet
}

export async function deleteSnippet(slug: string): Promise<string> {
  return (await readContract(api.delete('snippets/delete', { searchParams: { slug } }), 'snippetDeleteResponse')).slug
}

/** After a write, lists and the snippet's page are read again rather than shown from the cache. */
export function forgetSnippets(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['snippets'] })
}
