import { useCallback, useEffect, useRef, useState } from 'react'
import { COPY_FEEDBACK_MS } from './clipboard'

/** `copied` turns true on `markCopied()` and back to false after the feedback period. */
export function useCopied(durationMs = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const markCopied = useCallback(() => {
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), durationMs)
  }, [durationMs])
  return { copied, markCopied }
}
