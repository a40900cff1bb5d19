import { useCallback, useEffect, useState } from 'react'

export type FetchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error }

export function useFetch<T>(url: string | null, init?: RequestInit): FetchState<T> & { refetch: () => void } {
  const [state, setState] = useState<FetchState<T>>({ status: 'idle' })
  const [version, setVersion] = useState(0)
  const refetch = useCallback(() => setVersion((v) => v + 1), [])

  // `version` is a dependency only so that refetch() re-runs the effect; `init` is read
  // on each run but deliberately not a dependency, so inline objects do not refetch in a loop.
  useEffect(() => {
    if (url === null) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })

    fetch(url, { ...init, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Request failed with ${response.status}`)
        return (await response.json()) as T
      })
      .then((data) => setState({ status: 'success', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) })
      })

    return () => controller.abort()
  }, [url, version])

  return { ...state, refetch }
}
