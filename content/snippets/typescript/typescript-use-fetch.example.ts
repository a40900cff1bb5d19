import { act } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Snippet = { id: string; title: string }

// A stand-in for the API server behind fetch: it answers after a delay per language, and
// honours the request's AbortSignal as a real fetch does.
const catalogue: Record<string, Snippet[]> = {
  go: [{ id: 'g1', title: 'Retry with backoff' }, { id: 'g2', title: 'Worker pool' }],
  rust: [{ id: 'r1', title: 'LRU cache' }],
  typescript: [{ id: 't1', title: 'Result type' }],
}
const delays: Record<string, number> = { go: 100, rust: 50, typescript: 1000 }
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), location.href)
  const language = url.searchParams.get('language') ?? ''
  console.log(`  server: GET ${url.pathname}${url.search}`)
  return new Promise<Response>((resolve, reject) => {
    const answer = () => {
      init?.signal?.removeEventListener('abort', abort)
      if (language === 'offline') return reject(new TypeError('Failed to fetch'))
      const snippets = catalogue[language]
      resolve(snippets ? Response.json({ snippets }) : new Response('Not found', { status: 404 }))
    }
    const timer = setTimeout(answer, delays[language] ?? 20)
    const abort = () => {
      clearTimeout(timer)
      console.log(`  server: ${language} request aborted`)
      reject(init?.signal?.reason)
    }
    init?.signal?.addEventListener('abort', abort)
  })
}

function SnippetList({ language }: { language: string | null }) {
  const result = useFetch<{ snippets: Snippet[] }>(language === null ? null : `/api/snippets?language=${language}`)
  const text =
    result.status === 'success'
      ? result.data.snippets.map((s) => s.title).join(', ')
      : result.status === 'error'
        ? `error (${result.error.message})`
        : result.status
  useEffect(() => console.log(`  shows: ${text}`), [text])
  return result.status === 'error' ? <button type="button" onClick={result.refetch}>Retry</button> : <p>{text}</p>
}

const root = createRoot(document.getElementById('root')!)
const show = (language: string | null) => act(async () => root.render(<SnippetList language={language} />))
// Lets the server answer, in 10 ms steps that flush React's updates, until the list is no longer loading.
async function settled() {
  do await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  while (document.querySelector('#root p')?.textContent === 'loading')
}

console.log('no language yet (url null):')
await show(null)
console.log('language go:')
await show('go')
await settled()

// A new URL aborts the request still in flight, so its late answer cannot overwrite the new one.
console.log('language typescript, then rust before typescript answers:')
await show('typescript')
await show('rust')
await settled()

console.log('language cobol, which the server does not have:')
await show('cobol')
await settled()
catalogue.cobol = [{ id: 'c1', title: 'Fixed-width records' }]
console.log('the server adds it; Retry (refetch):')
await act(async () => document.querySelector('button')!.click())
await settled()

console.log('the network is down:')
await show('offline')
await settled()

console.log('language typescript, unmounted before the answer:')
await show('typescript')
await act(async () => root.unmount())
await act(() => new Promise((resolve) => setTimeout(resolve, 1100)))
console.log('1.1 s later: nothing more')
