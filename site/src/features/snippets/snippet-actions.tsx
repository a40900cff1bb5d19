import type { SnippetDetail } from '@snipstack/contracts'
import { proMessages } from '@snipstack/contracts/pro'
import { Check, Copy, Download, Share2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { snippetToasts } from '@/features/catalog/code-toasts'
import { fetchSnippetCode } from '@/features/catalog/paid-code'
import { apiFailure } from '@/lib/api/create-api-client'
import { COPY_FEEDBACK_MS, copyToClipboard } from '@/lib/clipboard'
import { saveFile } from '@/lib/save-file'
import { useSessionUser } from '@/lib/session/use-auth-hydrated'
import { toast } from '@/lib/toast'
import { downloadFileName, shareUrl } from './snippet-rules'

const success = ([title, description]: readonly [string, string]) => toast.success(title, { description })
const failure = ([title, description]: readonly [string, string]) => toast.error(title, { description })

/**
 * Says why a Pro snippet cannot be copied or downloaded here, instead of failing quietly: sign in
 * when signed out (401), Pro otherwise (402). False for any other status, a failure to report.
 */
function explainLocked(status: number | undefined): boolean {
  if (status !== 401 && status !== 402) return false
  toast.error('Part of Pro', { description: status === 401 ? proMessages.signInToUnlock : proMessages.snippetLocked })
  return true
}

type Props = {
  snippet: Pick<SnippetDetail, 'id' | 'slug' | 'title' | 'description' | 'language' | 'code' | 'locked'>
  /** Icon buttons named for screen readers, for the list's cards. */
  compact?: boolean
  /** The snippet's own page, when the actions sit elsewhere (a card, the dialog); else this page. */
  pagePath?: string
}

/**
 * Copy, Download and Share for one snippet (docs/product.md, Snippets). A locked snippet (Pro) is
 * copied and downloaded whole for an account that has it, fetched on the click; anyone else is
 * told why not and where to get it.
 */
export function SnippetActions({ snippet, compact = false, pagePath }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const user = useSessionUser()

  /** The code to copy or save; undefined when the visitor has been told why there is none. */
  const wholeCode = async (): Promise<string | undefined> => {
    if (!snippet.locked) return snippet.code
    if (!user) {
      explainLocked(401)
      return undefined
    }
    try {
      return await fetchSnippetCode(snippet.slug)
    } catch (error) {
      if (explainLocked(apiFailure(error).status)) return undefined
      throw error
    }
  }

  const copy = async () => {
    try {
      const code = await wholeCode()
      if (code === undefined) return
      await copyToClipboard(code)
      success(snippetToasts.copied)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    } catch (error) {
      console.error('Could not copy the snippet', error)
      failure(snippetToasts.copyFailed)
    }
  }

  const download = async () => {
    try {
      const code = await wholeCode()
      if (code === undefined) return
      const text = new Blob([code], { type: 'text/plain;charset=utf-8' })
      saveFile(downloadFileName(snippet.title, snippet.language), text)
      success(snippetToasts.downloaded)
    } catch (error) {
      console.error('Could not download the snippet', error)
      failure(snippetToasts.downloadFailed)
    }
  }

  const share = async () => {
    const url = shareUrl(new URL(pagePath ?? window.location.href, window.location.href).href, snippet.id)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: snippet.title, text: snippet.description, url })
        return
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await copyToClipboard(url)
      success(snippetToasts.linkCopied)
    } catch (error) {
      console.error('Could not copy the snippet link', error)
      failure(snippetToasts.copyFailed)
    }
  }

  const size = compact ? 'icon' : 'sm'
  const named = (action: string) => (compact ? { 'aria-label': `${action} ${snippet.title}`, title: action } : {})
  return (
    <div data-slot="snippet-actions" className="flex flex-wrap gap-2">
      <Button variant="outline" size={size} onClick={copy} {...named('Copy')}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {compact ? null : 'Copy'}
      </Button>
      <Button variant="outline" size={size} onClick={download} {...named('Download')}>
        <Download aria-hidden="true" />
        {compact ? null : 'Download'}
      </Button>
      <Button variant="outline" size={size} onClick={share} {...named('Share')}>
        <Share2 aria-hidden="true" />
        {compact ? null : 'Share'}
      </Button>
    </div>
  )
}
