import { snippetSubmissionMessages, type User } from '@snipstack/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoadingStatus } from '@/components/page/loading-status'
import { errorMessage } from '@/lib/error-message'
import { isAuthor } from './snippet-owner'
import { snippetQueryOptions } from './snippet-queries'
import { SubmitSnippetForm } from './submit-page'

/** The submission page's frame; with `edit`, the author's snippet is loaded into the form. */
export function SubmitRoutePage({ user, edit }: { user: User; edit?: string | undefined }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{edit ? 'Edit Snippet' : 'Submit Your Snippet'}</h1>
      <p className="mt-2 text-muted-foreground">
        {edit
          ? 'Change what your snippet says; its address stays the same.'
          : 'Share the code you keep reaching for. It is published under your name on its own page.'}
      </p>
      <div className="mt-8">{edit ? <EditSnippet slug={edit} user={user} /> : <SubmitSnippetForm />}</div>
    </div>
  )
}

function EditSnippet({ slug, user }: { slug: string; user: User }) {
  const { data: snippet, isPending, error } = useQuery(snippetQueryOptions(slug))
  if (isPending) return <LoadingStatus>Loading the snippet…</LoadingStatus>
  if (error) return <p className="text-red-600 dark:text-red-400">{errorMessage(error)}</p>
  if (!snippet)
    return (
      <p>
        There is no snippet at this address. <Link to="/snippets/submit">Submit a new one</Link>.
      </p>
    )
  if (!isAuthor(snippet, user))
    return <p className="text-red-600 dark:text-red-400">{snippetSubmissionMessages.notAuthor}</p>
  return <SubmitSnippetForm snippet={snippet} />
}
