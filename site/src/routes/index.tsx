import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({ component: Home })

function Home() {
  return (
    <main>
      <h1>Snippets, templates and utilities for modern software builders</h1>
      <p>Cut boilerplate. Ship faster. Engineer smarter.</p>
    </main>
  )
}
