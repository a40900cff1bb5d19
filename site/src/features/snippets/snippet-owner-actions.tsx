import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { apiFailure } from '@/lib/api/create-api-client'
import { errorMessage } from '@/lib/error-message'
import { useAuthStore } from '@/lib/session/auth-store'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'
import { toast } from '@/lib/toast'
import { isAuthor } from './snippet-owner'
import { deleteSnippet, forgetSnippets } from './submit-api'

/**
 * Edit and Delete for the snippet's author (members change only their own snippets:
 * docs/product.md, Snippets). The session lives in the browser, so they appear once it has been
 * read; the server checks again.
 */
export function SnippetOwnerActions({ snippet }: { snippet: { slug: string; author: { username: string | null } } }) {
  const hydrated = useAuthHydrated()
  const user = useAuthStore((state) => (state.isSignedIn ? state.user : null))
  const [confirming, setConfirming] = useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteSnippet(snippet.slug),
    onSuccess: async () => {
      await forgetSnippets(queryClient)
      toast.success('Snippet deleted')
      await navigate({ to: '/snippets' })
    },
    onError: (failure) => {
      if (apiFailure(failure).status === 401) return
      toast.error(apiFailure(failure).message ?? errorMessage(failure))
    },
  })
  if (!hydrated || !isAuthor(snippet, user)) return null

  return (
    <div data-slot="snippet-owner-actions" className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/snippets/submit" search={{ edit: snippet.slug }}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          Delete this snippet for good?
          <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting...' : 'Yes, delete'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
    </div>
  )
}
