import { useCallback, useEffect, useRef, useState } from 'react'

type CopyState = { copied: boolean; error: Error | null }

export function useCopyToClipboard(resetAfterMs = 2000) {
  const [state, setState] = useState<CopyState>({ copied: false, error: null })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      clearTimeout(timer.current)
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API is not available')
        await navigator.clipboard.writeText(text)
        setState({ copied: true, error: null })
        timer.current = setTimeout(() => setState({ copied: false, error: null }), resetAfterMs)
        return true
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause))
        setState({ copied: false, error })
        return false
      }
    },
    [resetAfterMs],
  )

  return { copy, ...state }
}
