import type { TemplateFile } from '@snipstack/contracts'
import { PAID_PREVIEW_LINES } from '@snipstack/contracts/pro'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { Crown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { signInHref } from '@/features/auth/require-session'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { apiFailure } from '@/lib/api/create-api-client'
import { useSessionUser } from '@/lib/session/use-auth-hydrated'

/**
 * Paid code on the site. The catalogue's pages are the same for every visitor (cached and
 * prerendered), so a pro snippet or paid template arrives with its first lines only; an account
 * with Pro or the item fetches the rest with its own token, here, after the page has shown.
 */

export const fetchSnippetCode = async (slug: string): Promise<string> =>
  (await readContract(api.get('snippets/code', { searchParams: { slug } }), 'snippetCodeResponse')).code

export const fetchTemplateFiles = async (slug: string): Promise<TemplateFile[]> =>
  (await readContract(api.get('templates/files', { searchParams: { slug } }), 'templateFilesResponse')).files

/**
 * The whole of a locked item for a signed-in account that has it; undefined while it loads, for
 * a visitor who is signed out, and for an account without the entitlement (402), whose page keeps
 * the preview and the call to buy.
 */
export function useUnlocked<T>(kind: 'snippet' | 'template', slug: string, locked: boolean, fetch: () => Promise<T>) {
  const user = useSessionUser()
  const { data } = useQuery({
    queryKey: ['paid', kind, slug, user?.id ?? ''],
    // An account without the entitlement (402) is an answer, not a failure: null, and the preview stays.
    queryFn: () =>
      fetch().catch((error: unknown) => {
        if (apiFailure(error).status === 402) return null
        throw error
      }),
    enabled: locked && Boolean(user),
    staleTime: 60_000,
    retry: false,
  })
  return data ?? undefined
}

/** The call to buy under a locked item's preview: what is shown, what Pro gives, and where to get it. */
export function LockedNotice({ kind, className }: { kind: 'snippet' | 'template'; className?: string }) {
  const user = useSessionUser()
  const { href } = useLocation()
  const what = kind === 'snippet' ? 'the first lines of this Pro snippet' : 'the files of this Pro template'
  return (
    <div
      data-slot="locked-notice"
      className={`flex flex-wrap items-center justify-between gap-3 border-t bg-card px-4 py-3 ${className ?? ''}`}
    >
      <p className="text-sm">
        {kind === 'snippet'
          ? `You are reading ${what} (${PAID_PREVIEW_LINES} at most).`
          : `The file tree and the first lines of the first file are shown; ${what} are part of Pro.`}{' '}
        {user ? 'Pro opens all of it, with copy and download.' : 'Already have Pro? Sign in to read all of it.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {user ? null : (
          <Button asChild size="sm" variant="outline">
            <Link {...signInHref(href)}>Sign in</Link>
          </Button>
        )}
        <Button asChild size="sm" variant="premium">
          <Link to="/pro">
            <Crown aria-hidden="true" />
            Get Pro
          </Link>
        </Button>
      </div>
    </div>
  )
}
