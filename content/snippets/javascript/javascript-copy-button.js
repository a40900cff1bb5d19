import { useEffect, useRef, useState } from 'react'

const RESET_AFTER_MS = 2000

export function CopyButton({ text, label = 'Copy code', onCopied }) {
  const [status, setStatus] = useState('idle') // 'idle' | 'copied' | 'failed'
  const timer = useRef(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setStatus('copied')
      onCopied?.()
    } catch {
      setStatus('failed') // insecure context, denied permission or no focus
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus('idle'), RESET_AFTER_MS)
  }

  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={label}>
      {status === 'copied' ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      <span role="status" className="visually-hidden">
        {status === 'copied' ? 'Copied to clipboard' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  )
}
