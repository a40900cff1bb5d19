import { type SnippetLanguage, snippetLanguages } from '@snipstack/contracts/snippet-constants'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { HighlightedCode } from '@/components/code/highlighted-code'

/** How long typing must pause before the preview is coloured again. */
const HIGHLIGHT_DELAY_MS = 250

/**
 * Tokens for code on screen (typed into the form, or opened in the dialog), from the highlighter
 * loaded on first use; a new text waits for typing to pause. Undefined while it loads
 * or for a language it does not know, so the code shows uncoloured meanwhile.
 */
export function useHighlighted(code: string, language: string): HighlightedCode | undefined {
  const [settled, setSettled] = useState(code)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(code), HIGHLIGHT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [code])
  const known = (snippetLanguages as readonly string[]).includes(language)
  const { data, isSuccess } = useQuery({
    queryKey: ['snippets', 'tokens', language, settled],
    queryFn: async () => (await import('./code-highlighter')).highlightSnippet(settled, language as SnippetLanguage),
    enabled: known && settled.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  })
  // Tokens of older code would show text that is no longer there.
  return known && isSuccess && settled === code ? data : undefined
}
