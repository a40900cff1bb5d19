import { useState } from 'react'
import { formatCompact } from './lib/format'

type AppProps = {
  /** Starting value of the counter; tests use it to render a known state. */
  initialCount?: number
}

export function App({ initialCount = 0 }: AppProps) {
  const [count, setCount] = useState(initialCount)

  return (
    <main className="app">
      <h1>Vite + React</h1>
      <p className="count" aria-live="polite">
        Clicked {formatCompact(count)} {count === 1 ? 'time' : 'times'}
      </p>
      <div className="actions">
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          Add one
        </button>
        <button type="button" onClick={() => setCount((c) => c + 1000)}>
          Add a thousand
        </button>
        <button type="button" onClick={() => setCount(0)} disabled={count === 0}>
          Reset
        </button>
      </div>
    </main>
  )
}
