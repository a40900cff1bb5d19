import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** TypeScript snippets written for Snipstack. */
export const typescriptSnippets: SnippetSeed[] = [
  {
    slug: 'typescript-api-route',
    title: 'TypeScript API Route Starter',
    description:
      'A typed request handler with input validation, JSON responses and consistent error handling. Works anywhere handlers take a Request and return a Response.',
    language: 'TypeScript',
    category: 'Function',
    tags: ['typescript', 'api', 'validation', 'http'],
    plan: 'free',
    code: `type CreateUser = { email: string; name: string }
type User = CreateUser & { id: string; createdAt: string }
type ApiError = { error: { message: string; field?: keyof CreateUser } }

type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError['error'] }

function parse(body: unknown): Parsed<CreateUser> {
  if (typeof body !== 'object' || body === null) {
    return { ok: false, error: { message: 'Expected a JSON object' } }
  }
  const { email, name } = body as Record<string, unknown>
  if (typeof email !== 'string' || !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)) {
    return { ok: false, error: { message: 'Please enter a valid email address', field: 'email' } }
  }
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > 120) {
    return { ok: false, error: { message: 'Name must be 1 to 120 characters', field: 'name' } }
  }
  return { ok: true, value: { email: email.toLowerCase(), name: name.trim() } }
}

function json<T>(data: T, status = 200): Response {
  return Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })
}

export async function POST(request: Request): Promise<Response> {
  if (!request.headers.get('content-type')?.includes('application/json')) {
    return json<ApiError>({ error: { message: 'Content-Type must be application/json' } }, 415)
  }
  const body: unknown = await request.json().catch(() => undefined)
  if (body === undefined) {
    return json<ApiError>({ error: { message: 'Malformed JSON body' } }, 400)
  }
  const input = parse(body)
  if (!input.ok) {
    return json<ApiError>({ error: input.error }, 400)
  }
  try {
    const user: User = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...input.value }
    // Persist the user here, e.g. await db.insert(users).values(user)
    return json({ user }, 201)
  } catch (error) {
    console.error('create user failed', error)
    return json<ApiError>({ error: { message: 'Something went wrong' } }, 500)
  }
}
`,
    mdx: `A handler in the Web-standard shape (it takes a \`Request\` and resolves to a \`Response\`), so it runs unchanged in Next.js route handlers, Bun, Deno, Hono, Cloudflare Workers and SvelteKit endpoints. Parsing returns a discriminated union instead of throwing, and every failure uses the same \`{ error: { message, field } }\` body so clients can show the message next to the right form field.

## Usage

${fence}ts
// Bun
Bun.serve({
  port: 3000,
  routes: { '/api/users': { POST } },
})
${fence}

${fence}bash
curl -i localhost:3000/api/users \\
  -H 'Content-Type: application/json' \\
  -d '{"email":"ada@example.com","name":"Ada Lovelace"}'
# HTTP/1.1 201 Created
# {"user":{"id":"…","createdAt":"…","email":"ada@example.com","name":"Ada Lovelace"}}
${fence}

## Notes

- The email pattern is a sanity check, not full validation; confirm addresses by sending a link.
- For larger schemas, replace \`parse\` with a schema library such as Zod and keep the same error shape.
- \`Cache-Control: no-store\` keeps intermediaries from caching per-user API responses.
`,
  },
  {
    slug: 'typescript-result-type',
    title: 'Result Type for Error Handling',
    description:
      'A tiny Result type with ok and err constructors, a tryCatch helper for promises, and map and unwrap utilities, so expected failures are values the compiler makes you handle.',
    language: 'TypeScript',
    category: 'Function',
    tags: ['typescript', 'error-handling', 'result', 'types'],
    plan: 'free',
    code: `export type Ok<T> = { readonly ok: true; readonly value: T }
export type Err<E> = { readonly ok: false; readonly error: E }
export type Result<T, E = Error> = Ok<T> | Err<E>

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value })
export const err = <E>(error: E): Err<E> => ({ ok: false, error })

/** Runs an async function and captures a thrown error as an Err instead. */
export async function tryCatch<T>(fn: () => Promise<T>): Promise<Result<T, Error>> {
  try {
    return ok(await fn())
  } catch (cause) {
    return err(cause instanceof Error ? cause : new Error(String(cause)))
  }
}

export function map<T, U, E>(result: Result<T, E>, fn: (value: T) => U): Result<U, E> {
  return result.ok ? ok(fn(result.value)) : result
}

export function unwrapOr<T, E>(result: Result<T, E>, fallback: T): T {
  return result.ok ? result.value : fallback
}

export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value
  throw result.error instanceof Error ? result.error : new Error(String(result.error))
}

/** Collects an array of results into one: all values, or the first error. */
export function all<T, E>(results: readonly Result<T, E>[]): Result<T[], E> {
  const values: T[] = []
  for (const result of results) {
    if (!result.ok) return result
    values.push(result.value)
  }
  return ok(values)
}
`,
    mdx: `Exceptions are invisible in function signatures; a \`Result\` is not. Functions that can fail in expected ways return a \`Result\` carrying either the value or the error type, and TypeScript narrows on \`result.ok\`, so reading \`value\` before checking for an error is a compile error.

## Usage

${fence}ts
type ParseError = { line: number; message: string }

function parsePort(raw: string): Result<number, ParseError> {
  const port = Number(raw)
  return Number.isInteger(port) && port > 0 && port < 65536
    ? ok(port)
    : err({ line: 1, message: \`invalid port "\${raw}"\` })
}

const port = parsePort(process.env.PORT ?? '3000')
if (!port.ok) throw new Error(port.error.message)
console.log(port.value + 1)

const config = await tryCatch(() => fetch('/config.json').then((r) => r.json()))
${fence}

## Notes

- Use \`Result\` for expected failures (validation, not found) and keep exceptions for bugs and truly exceptional states.
- The objects are plain data, so they serialise to JSON and cross worker or server boundaries unchanged.
- \`map\` passes errors through untouched, which lets you chain transformations without nested checks.
`,
  },
  {
    slug: 'typescript-use-fetch',
    title: 'useFetch Hook with Abort and Typed State',
    description:
      'A typed React data-fetching hook with a discriminated status union, request cancellation on unmount or URL change, and a refetch function.',
    language: 'TypeScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'fetch', 'typescript'],
    plan: 'free',
    code: `import { useCallback, useEffect, useState } from 'react'

export type FetchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error }

export function useFetch<T>(url: string | null, init?: RequestInit): FetchState<T> & { refetch: () => void } {
  const [state, setState] = useState<FetchState<T>>({ status: 'idle' })
  const [version, setVersion] = useState(0)
  const refetch = useCallback(() => setVersion((v) => v + 1), [])

  // \`version\` is a dependency only so that refetch() re-runs the effect; \`init\` is read
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
        if (!response.ok) throw new Error(\`Request failed with \${response.status}\`)
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
`,
    mdx: `The state is a discriminated union, so \`data\` only exists once \`status === 'success'\` and TypeScript enforces that. Each request gets its own \`AbortController\`; changing the URL or unmounting aborts the previous one, which also prevents stale responses from overwriting newer ones.

## Usage

${fence}tsx
type Snippet = { id: string; title: string; language: string }

function SnippetList({ language }: { language: string }) {
  const result = useFetch<{ snippets: Snippet[] }>(\`/api/snippets?language=\${language}\`)

  if (result.status === 'loading' || result.status === 'idle') return <p>Loading…</p>
  if (result.status === 'error') {
    return <button type="button" onClick={result.refetch}>Retry ({result.error.message})</button>
  }
  return <ul>{result.data.snippets.map((s) => <li key={s.id}>{s.title}</li>)}</ul>
}
${fence}

## Notes

- Pass \`null\` as the URL to wait for a dependency (for example a user ID) before fetching.
- \`init\` is read on each fetch but is not a dependency; call \`refetch\` after changing it, or memoise it and add it to the effect.
- The \`as T\` cast trusts the server. Validate the JSON with a schema when the data comes from outside your control.
- For caching, deduplication and background refresh, use a data library such as TanStack Query.
`,
  },
  {
    slug: 'typescript-use-intersection-observer',
    title: 'useInView Hook with IntersectionObserver',
    description:
      'A typed React hook that reports when an element enters the viewport, with threshold and rootMargin options and a once mode for lazy loading and reveal-on-scroll.',
    language: 'TypeScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'intersection-observer', 'lazy-loading'],
    plan: 'free',
    code: `import { type RefCallback, useCallback, useEffect, useState } from 'react'

type Options = {
  threshold?: number | number[]
  rootMargin?: string
  /** Stop observing after the element has been seen once. */
  once?: boolean
}

export function useInView<T extends Element>({ threshold = 0, rootMargin = '0px', once = false }: Options = {}) {
  const [inView, setInView] = useState(false)
  const [element, setElement] = useState<T | null>(null)
  const ref: RefCallback<T> = useCallback((node) => setElement(node), [])

  const thresholdKey = Array.isArray(threshold) ? threshold.join(',') : String(threshold)

  // thresholdKey stands in for \`threshold\`, so an inline array does not recreate the observer.
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        setInView(entry.isIntersecting)
        if (entry.isIntersecting && once) observer.disconnect()
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, thresholdKey, rootMargin, once])

  return { ref, inView }
}
`,
    mdx: `A callback ref stores the element in state, so the observer attaches even when the element mounts later or is swapped for another. The observer is recreated only when its options change, and \`once\` disconnects it after the first sighting, which is what lazy loading and entrance animations need.

## Usage

${fence}tsx
function LazyImage({ src, alt }: { src: string; alt: string }) {
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: '200px', once: true })
  return (
    <div ref={ref} className="image-frame">
      {inView ? <img src={src} alt={alt} /> : null}
    </div>
  )
}

function InfiniteList({ loadMore }: { loadMore: () => void }) {
  const { ref, inView } = useInView<HTMLLIElement>()
  useEffect(() => { if (inView) loadMore() }, [inView, loadMore])
  return <li ref={ref} aria-hidden="true" />
}
${fence}

## Notes

- For plain images, the native \`loading="lazy"\` attribute is simpler; use the hook for components and data.
- \`rootMargin: '200px'\` starts loading just before the element scrolls into view, hiding the latency.
- Threshold arrays are compared by value, so an inline \`[0, 0.5, 1]\` does not recreate the observer every render.
`,
  },
  {
    slug: 'typescript-use-copy-to-clipboard',
    title: 'useCopyToClipboard Hook',
    description:
      'A typed React hook that copies text to the clipboard, exposes a copied flag that resets after two seconds, and reports failures without throwing.',
    language: 'TypeScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'clipboard', 'typescript'],
    plan: 'free',
    code: `import { useCallback, useEffect, useRef, useState } from 'react'

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
`,
    mdx: `Separates the copy logic from any particular button. \`copy\` resolves to \`true\` or \`false\` instead of throwing, the \`copied\` flag drives the check-mark state and resets itself, and pending timers are cleared on repeated copies and on unmount.

## Usage

${fence}tsx
function CodeBlock({ code }: { code: string }) {
  const { copy, copied, error } = useCopyToClipboard()
  return (
    <div className="code-block">
      <pre><code>{code}</code></pre>
      <button type="button" onClick={() => copy(code)} aria-label="Copy code">
        {copied ? 'Copied!' : 'Copy'}
      </button>
      {error && <p role="alert">Could not copy: {error.message}</p>}
    </div>
  )
}
${fence}

## Notes

- The Clipboard API needs a secure context (HTTPS or localhost); the hook reports that case as an error.
- Call \`copy\` from a user gesture such as a click; some browsers reject clipboard writes otherwise.
- The default two-second reset matches the usual copy feedback duration; pass another value if your design differs.
`,
  },
  {
    slug: 'typescript-sortable-data-table',
    title: 'Generic Sortable Data Table',
    description:
      'A fully typed React table component: columns are declared once with accessors and renderers, headers sort by any column with aria-sort, and rows are keyed by a function you choose.',
    language: 'TypeScript',
    category: 'Component',
    tags: ['react', 'table', 'typescript', 'sorting'],
    plan: 'pro',
    price: 19,
    originalPrice: 29,
    code: `import { type ReactNode, useMemo, useState } from 'react'

export type Column<T> = {
  key: string
  header: string
  /** Value used for sorting; omit to make the column unsortable. */
  sortValue?: (row: T) => string | number | Date
  render: (row: T) => ReactNode
  align?: 'left' | 'right'
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null
type Props<T> = { rows: readonly T[]; columns: readonly Column<T>[]; rowKey: (row: T) => string; caption: string }

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
const compare = (a: string | number | Date, b: string | number | Date) =>
  typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b)

export function DataTable<T>({ rows, columns, rowKey, caption }: Props<T>) {
  const [sort, setSort] = useState<Sort>(null)

  const sorted = useMemo(() => {
    const value = columns.find((c) => c.key === sort?.key)?.sortValue
    if (!sort || !value) return rows
    const factor = sort.direction === 'ascending' ? 1 : -1
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)))
  }, [rows, columns, sort])

  const toggle = (key: string) =>
    setSort((s) => {
      if (s?.key !== key) return { key, direction: 'ascending' }
      return s.direction === 'ascending' ? { key, direction: 'descending' } : null
    })

  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : undefined} style={{ textAlign: c.align }}>
              {c.sortValue ? <button type="button" onClick={() => toggle(c.key)}>{c.header}</button> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => <td key={c.key} style={{ textAlign: c.align }}>{c.render(row)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
`,
    mdx: `Declare columns once and the table handles the rest. The generic \`T\` flows from \`rows\` into every accessor and renderer, so a typo in a field name is a compile error. Clicking a header cycles through ascending, descending and unsorted, and the header's \`aria-sort\` tells screen readers the current order.

## Usage

${fence}tsx
type Order = { id: string; customer: string; total: number; createdAt: Date }

const columns: Column<Order>[] = [
  { key: 'customer', header: 'Customer', sortValue: (o) => o.customer, render: (o) => o.customer },
  {
    key: 'total', header: 'Total', align: 'right', sortValue: (o) => o.total,
    render: (o) => o.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  { key: 'date', header: 'Date', sortValue: (o) => o.createdAt, render: (o) => o.createdAt.toLocaleDateString() },
]

<DataTable caption="Recent orders" rows={orders} columns={columns} rowKey={(o) => o.id} />
${fence}

## Notes

- \`Intl.Collator\` with \`numeric: true\` sorts "Item 2" before "Item 10" and ignores case, which is what people expect.
- Sorting copies the array, so the \`rows\` prop is never mutated.
- The sort button sits inside the header cell, keeping the header a proper column header for screen readers while making it keyboard operable.
- For thousands of rows, sort on the server or virtualise the body.
`,
  },
  {
    slug: 'typescript-accessible-tabs',
    title: 'Accessible Tabs Component',
    description:
      'A typed React tabs component following the ARIA tabs pattern: roving tabindex, arrow, Home and End keys, automatic activation and correctly linked tab and panel IDs.',
    language: 'TypeScript',
    category: 'Component',
    tags: ['react', 'tabs', 'accessibility', 'keyboard'],
    plan: 'free',
    code: `import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export type Tab = { id: string; label: string; content: ReactNode }

export function Tabs({ tabs, label, defaultTab }: { tabs: Tab[]; label: string; defaultTab?: string }) {
  const [active, setActive] = useState(defaultTab ?? tabs[0]?.id)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const baseId = useId()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === active)
    const last = tabs.length - 1
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]
    if (!tab) return
    setActive(tab.id)
    buttons.current.get(tab.id)?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) buttons.current.set(tab.id, el)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={\`\${baseId}-tab-\${tab.id}\`}
            aria-selected={tab.id === active}
            aria-controls={\`\${baseId}-panel-\${tab.id}\`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={\`\${baseId}-panel-\${tab.id}\`} aria-labelledby={\`\${baseId}-tab-\${tab.id}\`}
          hidden={tab.id !== active} tabIndex={0}>
          {tab.content}
        </div>
      ))}
    </div>
  )
}
`,
    mdx: `Only the active tab is in the tab order (roving \`tabindex\`), so Tab moves from the tab list straight into the panel, and the arrow keys move between tabs, wrapping at the ends. IDs generated with \`useId\` link each tab to its panel for screen readers and stay unique even with several tab sets on a page.

## Usage

${fence}tsx
<Tabs
  label="Install instructions"
  tabs={[
    { id: 'npm', label: 'npm', content: <pre>npm install snipstack</pre> },
    { id: 'bun', label: 'Bun', content: <pre>bun add snipstack</pre> },
    { id: 'pnpm', label: 'pnpm', content: <pre>pnpm add snipstack</pre> },
  ]}
/>
${fence}

## Notes

- Tabs activate as focus moves (automatic activation). If panels are expensive to render, switch to manual activation: move focus on arrow keys and activate on Enter or Space.
- Inactive panels stay mounted but \`hidden\`, which preserves their state; render only the active one if you prefer to reset it.
- For right-to-left layouts, swap the meaning of ArrowLeft and ArrowRight.
`,
  },
  {
    slug: 'typescript-env-config',
    title: 'Typed Environment Config without Dependencies',
    description:
      'Parse process.env into a typed, frozen config object at startup with required values, defaults, numbers, booleans and enums, reporting every problem at once.',
    language: 'TypeScript',
    category: 'Config',
    tags: ['typescript', 'config', 'environment', 'validation'],
    plan: 'free',
    code: `type Env = Record<string, string | undefined>

class ConfigError extends Error {
  constructor(problems: string[]) {
    super(\`Invalid environment:\\n  - \${problems.join('\\n  - ')}\`)
    this.name = 'ConfigError'
  }
}

export function loadConfig(env: Env = process.env) {
  const problems: string[] = []

  const str = (key: string, fallback?: string): string => {
    const value = env[key]?.trim() || fallback
    if (value === undefined) problems.push(\`\${key} is required\`)
    return value ?? ''
  }
  const int = (key: string, fallback: number): number => {
    const raw = env[key]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value)) problems.push(\`\${key} must be an integer, got "\${raw}"\`)
    return value
  }
  const bool = (key: string, fallback: boolean): boolean => {
    const raw = env[key]?.toLowerCase()
    if (raw === undefined || raw === '') return fallback
    if (!['true', 'false', '1', '0'].includes(raw)) problems.push(\`\${key} must be true or false\`)
    return raw === 'true' || raw === '1'
  }
  const oneOf = <T extends string>(key: string, options: readonly T[], fallback: T): T => {
    const raw = env[key] ?? fallback
    if (!options.includes(raw as T)) problems.push(\`\${key} must be one of \${options.join(', ')}\`)
    return raw as T
  }

  const config = {
    nodeEnv: oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development'),
    port: int('PORT', 3000),
    databaseUrl: str('DATABASE_URL'),
    logLevel: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    enableSignups: bool('ENABLE_SIGNUPS', true),
    corsOrigins: str('CORS_ORIGINS', 'http://localhost:5173').split(',').map((o) => o.trim()),
  }

  if (problems.length > 0) throw new ConfigError(problems)
  return Object.freeze(config)
}

export type Config = ReturnType<typeof loadConfig>
`,
    mdx: `A dependency-free alternative to schema libraries for the one place every service needs validation: its environment. The \`Config\` type is inferred from the object literal, enums become string literal unions, and all problems are reported together so a broken deployment fails once with the complete list.

## Usage

${fence}ts
import { loadConfig } from './config'

export const config = loadConfig()

if (config.nodeEnv === 'production' && config.logLevel === 'debug') {
  console.warn('debug logging is enabled in production')
}
app.listen(config.port)
${fence}

${fence}ts
// In tests, pass an object instead of touching process.env:
const config = loadConfig({ DATABASE_URL: 'postgres://localhost/test', PORT: '0' })
${fence}

## Notes

- Load the config once at startup and import the result; do not read \`process.env\` throughout the codebase.
- \`Object.freeze\` is shallow; the \`corsOrigins\` array can still be mutated, so treat it as read-only.
- Empty strings count as missing for required strings, catching \`DATABASE_URL=\` lines in env files.
`,
  },
  {
    slug: 'typescript-vite-config',
    title: 'Vite Config for a React App',
    description:
      'A vite.config.ts with a path alias, an API proxy for local development, environment-aware source maps, vendor chunking and Vitest settings in one place.',
    language: 'TypeScript',
    category: 'Config',
    tags: ['vite', 'react', 'build', 'config'],
    plan: 'free',
    code: `/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiTarget = env.API_URL ?? 'http://localhost:8080'

  return {
    plugins: [react()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      },
    },
    build: {
      sourcemap: mode === 'production' ? 'hidden' : true,
      target: 'es2022',
      rollupOptions: {
        output: {
          manualChunks(id) {
            if (id.includes('node_modules/react')) return 'react'
            if (id.includes('node_modules')) return 'vendor'
            return undefined
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  }
})
`,
    mdx: `One configuration for development, build and tests. The proxy forwards \`/api\` and WebSocket traffic to your backend so the browser sees a single origin (no CORS setup in development), \`@/\` imports resolve to \`src\`, and production builds emit hidden source maps for error tracking without exposing them to browsers.

## Usage

${fence}bash
bun add -d vite @vitejs/plugin-react vitest jsdom
API_URL=http://localhost:9000 bunx vite
bunx vite build && bunx vitest run
${fence}

${fence}ts
// tsconfig.json needs the same alias: "paths": { "@/*": ["./src/*"] }
import { Button } from '@/components/ui/button'
${fence}

## Notes

- \`loadEnv(mode, cwd, '')\` loads all variables, not just \`VITE_\`-prefixed ones, but only into this config file; only \`VITE_\` variables reach client code.
- Hidden source maps are written to disk without a reference comment; upload them to your error tracker and do not deploy them.
- \`manualChunks\` keeps React in its own long-cacheable chunk; do not split too finely or you trade caching for extra requests.
`,
  },
  {
    slug: 'typescript-typed-event-emitter',
    title: 'Typed Event Emitter',
    description:
      'An event emitter whose event names and payload types come from one map type, so emitting a wrong payload or listening to a misspelt event fails at compile time.',
    language: 'TypeScript',
    category: 'Function',
    tags: ['typescript', 'events', 'generics', 'pub-sub'],
    plan: 'free',
    code: `type Handler<P> = (payload: P) => void

export class TypedEmitter<Events extends Record<string, unknown>> {
  #handlers: { [K in keyof Events]?: Set<Handler<Events[K]>> } = {}

  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    let set = this.#handlers[event]
    if (!set) {
      set = new Set()
      this.#handlers[event] = set
    }
    set.add(handler)
    return () => this.off(event, handler)
  }

  once<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off()
      handler(payload)
    })
    return off
  }

  off<K extends keyof Events>(event: K, handler: Handler<Events[K]>): void {
    this.#handlers[event]?.delete(handler)
  }

  emit<K extends keyof Events>(event: K, ...[payload]: Events[K] extends undefined ? [] : [Events[K]]): void {
    for (const handler of [...(this.#handlers[event] ?? [])]) {
      handler(payload as Events[K])
    }
  }

  /** Resolves with the next payload of \`event\`, or rejects when the signal aborts. */
  next<K extends keyof Events>(event: K, signal?: AbortSignal): Promise<Events[K]> {
    return new Promise((resolve, reject) => {
      const off = this.once(event, resolve)
      signal?.addEventListener('abort', () => (off(), reject(signal.reason)), { once: true })
    })
  }
}
`,
    mdx: `Describe your events once as a map from name to payload type. Every method is generic over the event name, so handlers receive the right payload type without annotations, and events declared with an \`undefined\` payload are emitted with no argument at all.

## Usage

${fence}ts
type CartEvents = {
  'item:added': { sku: string; quantity: number }
  'item:removed': { sku: string }
  cleared: undefined
}

const cart = new TypedEmitter<CartEvents>()

const stop = cart.on('item:added', ({ sku, quantity }) => console.log(sku, quantity))
cart.emit('item:added', { sku: 'KEY-TKL', quantity: 2 })
cart.emit('cleared')
// cart.emit('item:added', { sku: 1 })   -> compile error
// cart.on('item:add', () => {})         -> compile error

const removed = await cart.next('item:removed')
stop()
${fence}

## Notes

- Handlers are copied before dispatch, so a handler may unsubscribe itself (as \`once\` does) safely.
- A throwing handler stops the remaining handlers for that emit; wrap handlers in try/catch if they come from plugins.
- \`next\` turns an event into a promise, which is handy in tests and in async flows that wait for one event.
`,
  },
  {
    slug: 'typescript-pagination-range',
    title: 'Pagination Range with Ellipses',
    description:
      'Compute the page buttons to show, always including the first and last page and the neighbours of the current page, with ellipsis markers for the gaps.',
    language: 'TypeScript',
    category: 'Function',
    tags: ['typescript', 'pagination', 'ui', 'utilities'],
    plan: 'free',
    code: `export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string }

/**
 * Pages to render for \`current\` out of \`total\`: the first and last page,
 * \`siblings\` pages on each side of the current one, and ellipses for gaps.
 */
export function paginationRange(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)

  const pages = new Set<number>([1, total])
  for (let p = page - siblings; p <= page + siblings; p++) {
    if (p >= 1 && p <= total) pages.add(p)
  }
  // Fill a gap of exactly one page instead of showing an ellipsis in its place.
  const sorted = [...pages].sort((a, b) => a - b)
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as number
    if ((sorted[i] as number) - prev === 2) pages.add(prev + 1)
  }

  const items: PageItem[] = []
  let previous = 0
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ type: 'ellipsis', key: \`gap-\${previous}-\${p}\` })
    items.push({ type: 'page', page: p, current: p === page })
    previous = p
  }
  return items
}
`,
    mdx: `A pure function, so it is trivial to test and works with any UI library. It returns nothing when there is one page or fewer (pagination should then be hidden), clamps out-of-range pages, and never shows an ellipsis that hides just a single page, since showing that page takes the same space.

## Usage

${fence}ts
paginationRange(1, 3)
// 1* 2 3
paginationRange(6, 12)
// 1 … 5 6* 7 … 12
paginationRange(3, 12)
// 1 2 3* 4 … 12
${fence}

${fence}tsx
<nav aria-label="Pagination">
  {paginationRange(page, totalPages).map((item) =>
    item.type === 'ellipsis' ? <span key={item.key}>…</span> : (
      <button key={item.page} aria-current={item.current ? 'page' : undefined} onClick={() => setPage(item.page)}>
        {item.page}
      </button>
    ),
  )}
</nav>
${fence}

## Notes

- Increase \`siblings\` to 2 on wide screens for more direct jumps.
- Ellipsis keys are derived from their neighbours so React keys stay stable while paging.
- Render Previous and Next buttons around the list, disabled on the first and last page respectively.
`,
  },
  {
    slug: 'typescript-postgres-repository',
    title: 'Typed Repository with postgres.js',
    description:
      'A typed data-access module on the postgres.js driver with parameterised tagged-template queries, keyset pagination, an upsert and a transaction.',
    language: 'TypeScript',
    category: 'Query',
    tags: ['typescript', 'postgres', 'database', 'repository'],
    plan: 'free',
    code: `import postgres from 'postgres'

const sql = postgres(process.env.DATABASE_URL ?? 'postgres://localhost/shop', {
  max: 10,
  transform: postgres.camel, // created_at -> createdAt
})

export type Order = { id: number; userId: number; status: string; totalCents: number; createdAt: Date }
export type Cursor = { createdAt: Date; id: number }

export async function listOrders(userId: number, after: Cursor | null, limit = 20) {
  const rows = await sql<Order[]>\`
    SELECT id, user_id, status, total_cents, created_at
    FROM orders
    WHERE user_id = \${userId}
      \${after ? sql\`AND (created_at, id) < (\${after.createdAt}, \${after.id})\` : sql\`\`}
    ORDER BY created_at DESC, id DESC
    LIMIT \${limit + 1}
  \`
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const next: Cursor | null = rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null
  return { orders: page, next }
}

export async function recordProductView(productId: number) {
  await sql\`
    INSERT INTO product_daily_stats AS s (product_id, day, views)
    VALUES (\${productId}, current_date, 1)
    ON CONFLICT (product_id, day) DO UPDATE SET views = s.views + 1
  \`
}

export async function cancelOrder(orderId: number) {
  return sql.begin(async (tx) => {
    const [order] = await tx<Order[]>\`
      UPDATE orders SET status = 'cancelled'
      WHERE id = \${orderId} AND status = 'pending'
      RETURNING id, user_id, status, total_cents, created_at
    \`
    if (!order) throw new Error(\`Order \${orderId} is not pending\`)
    await tx\`INSERT INTO events (user_id, name, properties) VALUES (\${order.userId}, 'order_cancelled', \${sql.json({ orderId })})\`
    return order
  })
}
`,
    mdx: `postgres.js turns tagged templates into parameterised queries, so interpolated values are never concatenated into SQL. Fragments compose (the optional cursor condition is itself a \`sql\` template), \`postgres.camel\` maps column names to camelCase, and \`sql.begin\` runs a callback in a transaction that rolls back if it throws.

## Usage

${fence}ts
import { cancelOrder, listOrders } from './orders-repository'

const first = await listOrders(1, null)
const second = first.next ? await listOrders(1, first.next) : null

try {
  await cancelOrder(42)
} catch (error) {
  console.warn((error as Error).message)
}
${fence}

## Notes

- The type parameter on \`sql\` is an assertion, not validation: keep the column list and the \`Order\` type in sync.
- Use an index on \`orders (user_id, created_at DESC, id DESC)\` for the pagination query.
- Call \`await sql.end()\` on shutdown so the pool closes cleanly.
`,
  },
  {
    slug: 'typescript-drizzle-schema',
    title: 'Drizzle ORM Schema and Queries',
    description:
      'Define PostgreSQL tables with Drizzle ORM in TypeScript, infer row types from the schema, and run typed selects, joins, aggregates and inserts.',
    language: 'TypeScript',
    category: 'Query',
    tags: ['typescript', 'drizzle', 'orm', 'postgres'],
    plan: 'free',
    code: `import { and, desc, eq, gte, sql } from 'drizzle-orm'
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const orders = pgTable('orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id),
  status: text('status', { enum: ['pending', 'paid', 'shipped', 'cancelled', 'refunded'] }).notNull().default('pending'),
  totalCents: integer('total_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type User = typeof users.$inferSelect
export type NewOrder = typeof orders.$inferInsert

const db = drizzle(postgres(process.env.DATABASE_URL ?? 'postgres://localhost/shop'))

export function topCustomersSince(since: Date, limit = 10) {
  return db
    .select({
      email: users.email,
      orders: sql<number>\`count(\${orders.id})::int\`,
      revenueCents: sql<number>\`coalesce(sum(\${orders.totalCents}), 0)::int\`,
    })
    .from(users)
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(and(eq(orders.status, 'paid'), gte(orders.createdAt, since)))
    .groupBy(users.email)
    .orderBy(desc(sql\`3\`))
    .limit(limit)
}

export async function placeOrder(order: NewOrder) {
  const [created] = await db.insert(orders).values(order).returning()
  return created
}
`,
    mdx: `The schema is ordinary TypeScript, so row types are inferred from it (\`$inferSelect\`, \`$inferInsert\`) and never drift from the tables. Queries read like SQL, the \`status\` enum narrows to its literal values, and raw SQL fragments stay typed through the type parameter of the \`sql\` tag.

## Usage

${fence}ts
const lastMonth = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000)
const best = await topCustomersSince(lastMonth, 5)
// [{ email: 'ada@example.com', orders: 3, revenueCents: 142700 }, ...]

const order = await placeOrder({ userId: 1, totalCents: 3900 })
console.log(order?.id, order?.status) // status defaults to 'pending'
${fence}

${fence}bash
bun add drizzle-orm postgres
bun add -d drizzle-kit
bunx drizzle-kit generate   # SQL migrations from the schema
${fence}

## Notes

- \`mode: 'number'\` maps \`bigint\` columns to JavaScript numbers, which is safe below 2^53; use \`mode: 'bigint'\` for larger identifiers.
- Casting aggregates with \`::int\` makes PostgreSQL return numbers instead of strings for \`count\` and \`sum\`.
- The positional \`3\` in the \`orderBy\` clause sorts by the third selected column (revenue); repeat the expression instead if you prefer clarity over brevity.
`,
  },
]
