import { fence } from './markdown'
import type { TemplateSeed } from './types'

/**
 * Starter projects written for Snipstack: source, a test, a Dockerfile and the package manifest each.
 * The TypeScript ones type-check against the same package versions the monorepo installs.
 */
export const starterTemplates: TemplateSeed[] = [
  {
    slug: 'starter-vite-react-ts',
    name: 'Vite + React + TypeScript Starter',
    description:
      'A lean React 19 app on Vite with strict TypeScript, Vitest, a tested component and utility, and a production Dockerfile that serves the build from unprivileged NGINX.',
    category: 'starters',
    language: 'TypeScript',
    tags: ['react', 'vite', 'typescript', 'vitest', 'spa'],
    published: '2025-05-13',
    readme: `A starting point for a React single-page app with nothing you have to remove first: one page, one component with state, one utility, tests for both, and strict TypeScript settings. Vite gives instant dev-server start and hot updates; the Dockerfile builds the app and serves it with caching rules suited to Vite's hashed assets.

## What's inside

- \`index.html\`, \`src/main.tsx\`, \`src/App.tsx\`, \`src/App.css\`: the app.
- \`src/lib/format.ts\`: a small utility (compact number formatting with \`Intl\`).
- \`src/App.test.tsx\`: Vitest tests that render the app to HTML and check the utility, with no browser or jsdom needed.
- \`vite.config.ts\`: the React plugin and Vitest settings.
- \`tsconfig.json\`: strict, bundler resolution, \`noUncheckedIndexedAccess\`.
- \`Dockerfile\`, \`nginx/default.conf\`, \`.dockerignore\`, \`.gitignore\`

## Usage

${fence}bash
npm install
npm run dev          # http://localhost:5173
npm test
npm run build && npm run preview
docker build -t my-react-app . && docker run --rm -p 8080:8080 my-react-app
${fence}

## Customise

- Add routing with TanStack Router or React Router; the NGINX config already falls back to \`index.html\` for client-side routes.
- Environment variables must start with \`VITE_\` to reach the browser; read them with \`import.meta.env.VITE_API_URL\`.
- For DOM testing, add \`@testing-library/react\` and \`jsdom\`, and set \`environment: 'jsdom'\` in \`vite.config.ts\`.

## Notes

\`npm run build\` type-checks with \`tsc --noEmit\` before bundling, because Vite itself only strips types.
`,
    files: [
      {
        path: 'package.json',
        content: `{
  "name": "my-react-app",
  "private": true,
  "version": "0.1.0",
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "tsc --noEmit && vite build",
    "preview": "vite preview",
    "test": "vitest run",
    "typecheck": "tsc --noEmit"
  },
  "dependencies": {
    "react": "^19.3.1",
    "react-dom": "^19.3.1"
  },
  "devDependencies": {
    "@types/react": "^19.3.0",
    "@types/react-dom": "^19.3.0",
    "@vitejs/plugin-react": "^6.3.0",
    "typescript": "~5.9.3",
    "vite": "^8.3.8",
    "vitest": "^5.1.1"
  }
}
`,
      },
      {
        path: 'tsconfig.json',
        content: `{
  "compilerOptions": {
    "target": "ES2022",
    "lib": ["ES2023", "DOM", "DOM.Iterable"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react-jsx",
    "types": ["vite/client"],
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "noFallthroughCasesInSwitch": true,
    "isolatedModules": true,
    "verbatimModuleSyntax": true,
    "skipLibCheck": true,
    "noEmit": true
  },
  "include": ["src", "vite.config.ts"]
}
`,
      },
      {
        path: 'vite.config.ts',
        content: `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  build: { sourcemap: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
`,
      },
      {
        path: 'index.html',
        content: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>My React App</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
      },
      {
        path: 'src/main.tsx',
        content: `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import './App.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
      },
      {
        path: 'src/App.tsx',
        content: `import { useState } from 'react'
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
`,
      },
      {
        path: 'src/lib/format.ts',
        content: `const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })

/** 950 -> "950", 1200 -> "1.2K", 3400000 -> "3.4M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '-'
  return compact.format(value)
}
`,
      },
      {
        path: 'src/App.css',
        content: `:root {
  color-scheme: light dark;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}

body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
}

.app {
  text-align: center;
  padding: 2rem;
}

.count {
  font-size: 1.25rem;
  font-variant-numeric: tabular-nums;
}

.actions {
  display: flex;
  gap: 0.5rem;
  justify-content: center;
}

button {
  font: inherit;
  padding: 0.5rem 1rem;
  border-radius: 0.5rem;
  border: 1px solid currentColor;
  background: transparent;
  cursor: pointer;
}

button:disabled {
  opacity: 0.5;
  cursor: not-allowed;
}
`,
      },
      {
        path: 'src/App.test.tsx',
        content: `import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { App } from './App'
import { formatCompact } from './lib/format'

describe('App', () => {
  it('shows the initial count and disables reset at zero', () => {
    const html = renderToStaticMarkup(<App />)
    expect(html).toContain('Clicked 0 times')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Reset<\\/button>/)
  })

  it('formats large counts compactly', () => {
    expect(renderToStaticMarkup(<App initialCount={1500} />)).toContain('Clicked 1.5K times')
  })
})

describe('formatCompact', () => {
  it.each([
    [950, '950'],
    [1200, '1.2K'],
    [3_400_000, '3.4M'],
    [Number.NaN, '-'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected)
  })
})
`,
      },
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

FROM nginxinc/nginx-unprivileged:1.29-alpine
COPY nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/"]
`,
      },
      {
        path: 'nginx/default.conf',
        content: `server {
    listen 8080;
    root /usr/share/nginx/html;
    index index.html;
    gzip on;
    gzip_types text/css application/javascript image/svg+xml;

    location /assets/ {
        expires max;
        try_files $uri =404;
    }

    location / {
        expires -1;
        try_files $uri $uri/ /index.html;
    }
}
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
dist
coverage
.git
.env
.env.*
`,
      },
      {
        path: '.gitignore',
        content: `node_modules
dist
coverage
*.local
.env
`,
      },
    ],
  },
  {
    slug: 'starter-elysia-bun-api',
    name: 'Elysia on Bun REST API Starter',
    description:
      'A typed REST API on Bun and Elysia with request validation, consistent JSON errors, a health route, tests with bun:test against the app in memory, and a slim Docker image.',
    category: 'starters',
    language: 'TypeScript',
    tags: ['bun', 'elysia', 'rest-api', 'typescript'],
    published: '2026-02-17',
    readme: `Elysia is a fast, end-to-end typed web framework for Bun: request bodies and parameters are validated against schemas, and the handler's types come from those schemas with no duplication. This starter sets up a small notes API the way a real service is laid out: an app factory (so tests run the app in memory, no port needed), a store behind an interface, and an entry point that only listens.

## What's inside

- \`src/app.ts\`: \`createApp(store)\` with \`GET /health\`, \`GET/POST /notes\`, \`GET/PATCH/DELETE /notes/:id\`, validation with \`t\`, and a JSON error handler.
- \`src/store.ts\`: the \`NoteStore\` interface and an in-memory implementation to replace with a database.
- \`src/index.ts\`: reads \`PORT\`, listens, and stops cleanly on SIGTERM.
- \`src/app.test.ts\`: \`bun:test\` tests calling \`app.handle(new Request(...))\`.
- \`Dockerfile\`, \`.dockerignore\`, \`.gitignore\`, \`package.json\`, \`tsconfig.json\`

## Usage

${fence}bash
bun install
bun run dev                     # http://localhost:3000, restarts on changes
bun test
curl -X POST localhost:3000/notes -H 'content-type: application/json' -d '{"title":"First","body":"Hello"}'
docker build -t notes-api . && docker run --rm -p 3000:3000 notes-api
${fence}

## Customise

- Swap \`MemoryNoteStore\` for a class backed by your database (\`bun:sqlite\`, Drizzle, Prisma) implementing \`NoteStore\`.
- Add \`@elysiajs/openapi\` to serve generated API docs from the same schemas.

## Notes

Validation failures return 422 with Elysia's details in \`error\`; unknown routes 404. \`bun run typecheck\` runs \`tsc\`, since Bun strips types without checking them.
`,
    files: [
      {
        path: 'package.json',
        content: `{
  "name": "notes-api",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "bun --watch src/index.ts",
    "start": "bun src/index.ts",
    "test": "bun test",
    "typecheck": "tsc --noEmit"
  },
  "dependencies": {
    "elysia": "^1.4.30"
  },
  "devDependencies": {
    "@types/bun": "^1.4.4",
    "typescript": "~5.9.3"
  }
}
`,
      },
      {
        path: 'tsconfig.json',
        content: `{
  "compilerOptions": {
    "target": "ES2023",
    "lib": ["ES2023"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "types": ["bun"],
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "verbatimModuleSyntax": true,
    "skipLibCheck": true,
    "noEmit": true
  },
  "include": ["src"]
}
`,
      },
      {
        path: 'src/store.ts',
        content: `export type Note = {
  id: number
  title: string
  body: string
  createdAt: string
  updatedAt: string
}

export type NoteInput = { title: string; body: string }

/** What the routes need from storage; implement it over your database. */
export interface NoteStore {
  list(): Note[]
  get(id: number): Note | undefined
  create(input: NoteInput): Note
  update(id: number, changes: Partial<NoteInput>): Note | undefined
  remove(id: number): boolean
}

/** Keeps notes in a Map: fine for tests and demos, gone on restart. */
export class MemoryNoteStore implements NoteStore {
  private notes = new Map<number, Note>()
  private nextId = 1

  list(): Note[] {
    return [...this.notes.values()]
  }

  get(id: number): Note | undefined {
    return this.notes.get(id)
  }

  create(input: NoteInput): Note {
    const now = new Date().toISOString()
    const note: Note = { id: this.nextId++, ...input, createdAt: now, updatedAt: now }
    this.notes.set(note.id, note)
    return note
  }

  update(id: number, changes: Partial<NoteInput>): Note | undefined {
    const note = this.notes.get(id)
    if (!note) return undefined
    const updated: Note = { ...note, ...changes, updatedAt: new Date().toISOString() }
    this.notes.set(id, updated)
    return updated
  }

  remove(id: number): boolean {
    return this.notes.delete(id)
  }
}
`,
      },
      {
        path: 'src/app.ts',
        content: `import { Elysia, t } from 'elysia'
import type { NoteStore } from './store'

const noteInput = t.Object({
  title: t.String({ minLength: 1, maxLength: 200 }),
  body: t.String({ maxLength: 10_000 }),
})
const idParams = t.Object({ id: t.Numeric({ minimum: 1 }) })

/** Builds the app around a store, so tests can hand it a fresh one. */
export function createApp(store: NoteStore) {
  return new Elysia()
    .onError(({ code, error, set }) => {
      // One error shape for every failure: { error: string, details?: unknown }.
      if (code === 'VALIDATION') {
        set.status = 422
        return { error: 'invalid request', details: error.all }
      }
      if (code === 'NOT_FOUND') {
        set.status = 404
        return { error: 'not found' }
      }
      console.error(error)
      set.status = 500
      return { error: 'internal error' }
    })
    .get('/health', () => ({ status: 'ok' }))
    .get('/notes', () => store.list())
    .post(
      '/notes',
      ({ body, set }) => {
        set.status = 201
        return store.create(body)
      },
      { body: noteInput },
    )
    .get(
      '/notes/:id',
      ({ params, status }) => store.get(params.id) ?? status(404, { error: 'note not found' }),
      { params: idParams },
    )
    .patch(
      '/notes/:id',
      ({ params, body, status }) => store.update(params.id, body) ?? status(404, { error: 'note not found' }),
      { params: idParams, body: t.Partial(noteInput) },
    )
    .delete(
      '/notes/:id',
      ({ params, set, status }) => {
        if (!store.remove(params.id)) return status(404, { error: 'note not found' })
        set.status = 204
        return null
      },
      { params: idParams },
    )
}

export type App = ReturnType<typeof createApp>
`,
      },
      {
        path: 'src/index.ts',
        content: `import { createApp } from './app'
import { MemoryNoteStore } from './store'

const port = Number(process.env.PORT ?? 3000)
const app = createApp(new MemoryNoteStore()).listen({ port, hostname: '0.0.0.0' })

console.log(\`notes-api listening on http://\${app.server?.hostname}:\${app.server?.port}\`)

// Containers get SIGTERM on stop: finish in-flight requests, then exit.
process.on('SIGTERM', async () => {
  await app.stop()
  process.exit(0)
})
`,
      },
      {
        path: 'src/app.test.ts',
        content: `import { beforeEach, describe, expect, it } from 'bun:test'
import { createApp } from './app'
import { MemoryNoteStore } from './store'

let app: ReturnType<typeof createApp>

beforeEach(() => {
  app = createApp(new MemoryNoteStore())
})

const json = (method: string, path: string, body?: unknown) =>
  app.handle(
    new Request(\`http://localhost\${path}\`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

describe('notes API', () => {
  it('reports health', async () => {
    const res = await app.handle(new Request('http://localhost/health'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('creates, reads, updates and deletes a note', async () => {
    const created = await json('POST', '/notes', { title: 'First', body: 'Hello' })
    expect(created.status).toBe(201)
    const note = (await created.json()) as { id: number; title: string }
    expect(note.title).toBe('First')

    expect((await json('GET', \`/notes/\${note.id}\`)).status).toBe(200)

    const patched = await json('PATCH', \`/notes/\${note.id}\`, { title: 'Renamed' })
    expect(((await patched.json()) as { title: string }).title).toBe('Renamed')

    expect((await json('DELETE', \`/notes/\${note.id}\`)).status).toBe(204)
    expect((await json('GET', \`/notes/\${note.id}\`)).status).toBe(404)
  })

  it('rejects an invalid note with 422', async () => {
    const res = await json('POST', '/notes', { title: '', body: 'x' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: string }).error).toBe('invalid request')
  })
})
`,
      },
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM oven/bun:1.3-slim AS deps
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --production

FROM oven/bun:1.3-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
USER bun
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["bun", "-e", "const r = await fetch('http://127.0.0.1:3000/health'); process.exit(r.ok ? 0 : 1)"]
CMD ["bun", "src/index.ts"]
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
.git
.env
*.test.ts
Dockerfile
`,
      },
      {
        path: '.gitignore',
        content: `node_modules
.env
*.log
`,
      },
    ],
  },
  {
    slug: 'starter-go-http-service',
    name: 'Go HTTP Service Starter (stdlib)',
    description:
      'A production-shaped Go service using only the standard library: method-based routing, structured logging with slog, request IDs, graceful shutdown, table-driven tests with httptest and a distroless image.',
    category: 'starters',
    language: 'Go',
    tags: ['go', 'net-http', 'slog', 'rest-api', 'httptest'],
    published: '2025-11-04',
    readme: `Since Go 1.22 the standard library's \`ServeMux\` routes by method and path pattern, and with \`log/slog\` there is little reason to reach for a framework in a small service. This starter shows a clean layout: \`cmd/server\` wires things up, \`internal/api\` holds handlers and middleware, and tests exercise the real handler with \`httptest\`.

## What's inside

- \`cmd/server/main.go\`: configuration from the environment, server timeouts, graceful shutdown on SIGINT and SIGTERM.
- \`internal/api/api.go\`: routes (\`GET /healthz\`, \`GET/POST /todos\`, \`GET/DELETE /todos/{id}\`), JSON helpers, request-ID and logging middleware.
- \`internal/api/store.go\`: a concurrency-safe in-memory store.
- \`internal/api/api_test.go\`: table-driven tests.
- \`go.mod\`, \`Dockerfile\` (static binary on distroless), \`.dockerignore\`, \`.gitignore\`

## Usage

${fence}bash
go run ./cmd/server                 # listens on :8080
go test -race ./...
curl -X POST localhost:8080/todos -d '{"title":"write tests"}'
docker build -t todo-service . && docker run --rm -p 8080:8080 todo-service
${fence}

## Customise

- Rename the module in \`go.mod\` (and the import in \`cmd/server/main.go\`).
- Replace \`Store\` with a type backed by \`database/sql\` or pgx; keep the same methods so tests still apply.
- \`LOG_LEVEL=debug\` and \`PORT\` are read from the environment.

## Notes

Needs Go 1.25 or later (\`go.mod\` says so). The server's \`ReadHeaderTimeout\` protects against slow-header attacks; leave it in.
`,
    files: [
      {
        path: 'go.mod',
        content: `module example.com/todo-service

go 1.25
`,
      },
      {
        path: 'cmd/server/main.go',
        content: `package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/todo-service/internal/api"
)

func main() {
	level := slog.LevelInfo
	if os.Getenv("LOG_LEVEL") == "debug" {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level}))

	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}

	srv := &http.Server{
		Addr:              ":" + port,
		Handler:           api.New(api.NewStore(), logger),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      15 * time.Second,
		IdleTimeout:       60 * time.Second,
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	errCh := make(chan error, 1)
	go func() {
		logger.Info("listening", "addr", srv.Addr)
		errCh <- srv.ListenAndServe()
	}()

	select {
	case err := <-errCh:
		if !errors.Is(err, http.ErrServerClosed) {
			logger.Error("server failed", "err", err)
			os.Exit(1)
		}
	case <-ctx.Done():
		logger.Info("shutting down")
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Shutdown(shutdownCtx); err != nil {
			logger.Error("shutdown", "err", err)
		}
	}
}
`,
      },
      {
        path: 'internal/api/store.go',
        content: `package api

import (
	"sort"
	"sync"
	"time"
)

// Todo is one item of the list.
type Todo struct {
	ID        int       \`json:"id"\`
	Title     string    \`json:"title"\`
	Done      bool      \`json:"done"\`
	CreatedAt time.Time \`json:"createdAt"\`
}

// Store keeps todos in memory; it is safe for concurrent use.
type Store struct {
	mu     sync.RWMutex
	todos  map[int]Todo
	nextID int
}

// NewStore returns an empty store.
func NewStore() *Store {
	return &Store{todos: make(map[int]Todo), nextID: 1}
}

// List returns every todo, oldest first.
func (s *Store) List() []Todo {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]Todo, 0, len(s.todos))
	for _, t := range s.todos {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Get returns the todo with the given id.
func (s *Store) Get(id int) (Todo, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.todos[id]
	return t, ok
}

// Create adds a todo and returns it with its id.
func (s *Store) Create(title string) Todo {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := Todo{ID: s.nextID, Title: title, CreatedAt: time.Now().UTC()}
	s.todos[t.ID] = t
	s.nextID++
	return t
}

// Delete removes a todo and reports whether it existed.
func (s *Store) Delete(id int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.todos[id]
	delete(s.todos, id)
	return ok
}
`,
      },
      {
        path: 'internal/api/api.go',
        content: `// Package api holds the HTTP handlers and middleware of the service.
package api

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"
)

type handler struct {
	store  *Store
	logger *slog.Logger
}

// New returns the service's root handler.
func New(store *Store, logger *slog.Logger) http.Handler {
	h := &handler{store: store, logger: logger}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", h.health)
	mux.HandleFunc("GET /todos", h.listTodos)
	mux.HandleFunc("POST /todos", h.createTodo)
	mux.HandleFunc("GET /todos/{id}", h.getTodo)
	mux.HandleFunc("DELETE /todos/{id}", h.deleteTodo)
	return requestID(logRequests(logger, mux))
}

func (h *handler) health(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (h *handler) listTodos(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, h.store.List())
}

func (h *handler) createTodo(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Title string \`json:"title"\`
	}
	r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "body must be JSON like {\\"title\\": \\"...\\"}")
		return
	}
	in.Title = strings.TrimSpace(in.Title)
	if in.Title == "" {
		writeError(w, http.StatusUnprocessableEntity, "title is required")
		return
	}
	writeJSON(w, http.StatusCreated, h.store.Create(in.Title))
}

func (h *handler) getTodo(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "id must be a number")
		return
	}
	todo, ok := h.store.Get(id)
	if !ok {
		writeError(w, http.StatusNotFound, "todo not found")
		return
	}
	writeJSON(w, http.StatusOK, todo)
}

func (h *handler) deleteTodo(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "id must be a number")
		return
	}
	if !h.store.Delete(id) {
		writeError(w, http.StatusNotFound, "todo not found")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, message string) {
	writeJSON(w, status, map[string]string{"error": message})
}

// requestID reuses the caller's X-Request-ID or makes one, and echoes it in the response.
func requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-ID")
		if id == "" {
			b := make([]byte, 8)
			_, _ = rand.Read(b)
			id = hex.EncodeToString(b)
			r.Header.Set("X-Request-ID", id)
		}
		w.Header().Set("X-Request-ID", id)
		next.ServeHTTP(w, r)
	})
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func logRequests(logger *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		logger.Info("request",
			"method", r.Method,
			"path", r.URL.Path,
			"status", rec.status,
			"duration_ms", time.Since(start).Milliseconds(),
			"request_id", r.Header.Get("X-Request-ID"),
		)
	})
}
`,
      },
      {
        path: 'internal/api/api_test.go',
        content: `package api

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func newTestServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(New(NewStore(), slog.New(slog.NewTextHandler(io.Discard, nil))))
	t.Cleanup(srv.Close)
	return srv
}

func TestCreateAndGetTodo(t *testing.T) {
	srv := newTestServer(t)

	resp, err := http.Post(srv.URL+"/todos", "application/json", strings.NewReader(\`{"title":"write tests"}\`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST /todos: got %d, want 201", resp.StatusCode)
	}
	var created Todo
	if err := json.NewDecoder(resp.Body).Decode(&created); err != nil {
		t.Fatal(err)
	}
	if created.ID != 1 || created.Title != "write tests" {
		t.Fatalf("unexpected todo: %+v", created)
	}
	if resp.Header.Get("X-Request-ID") == "" {
		t.Error("response has no X-Request-ID")
	}

	got, err := http.Get(srv.URL + "/todos/1")
	if err != nil {
		t.Fatal(err)
	}
	defer got.Body.Close()
	if got.StatusCode != http.StatusOK {
		t.Fatalf("GET /todos/1: got %d, want 200", got.StatusCode)
	}
}

func TestErrors(t *testing.T) {
	srv := newTestServer(t)

	tests := []struct {
		name   string
		method string
		path   string
		body   string
		want   int
	}{
		{"unknown todo", http.MethodGet, "/todos/42", "", http.StatusNotFound},
		{"id is not a number", http.MethodGet, "/todos/abc", "", http.StatusBadRequest},
		{"body is not JSON", http.MethodPost, "/todos", "title=x", http.StatusBadRequest},
		{"empty title", http.MethodPost, "/todos", \`{"title":"  "}\`, http.StatusUnprocessableEntity},
		{"wrong method", http.MethodPut, "/todos", "", http.StatusMethodNotAllowed},
		{"delete unknown", http.MethodDelete, "/todos/7", "", http.StatusNotFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(tc.method, srv.URL+tc.path, strings.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Errorf("%s %s: got %d, want %d", tc.method, tc.path, resp.StatusCode, tc.want)
			}
		})
	}
}
`,
      },
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM golang:1.25-alpine AS build
WORKDIR /src
COPY go.mod go.sum* ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/server ./cmd/server

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/server /server
USER nonroot:nonroot
EXPOSE 8080
# Distroless has no shell or curl; orchestrators should probe GET /healthz over HTTP instead.
HEALTHCHECK NONE
ENTRYPOINT ["/server"]
`,
      },
      {
        path: '.dockerignore',
        content: `.git
bin
*.test
coverage.out
Dockerfile
`,
      },
      {
        path: '.gitignore',
        content: `/bin/
*.test
coverage.out
.env
`,
      },
    ],
  },
  {
    slug: 'starter-fastapi-service',
    name: 'FastAPI Service Starter',
    description:
      'A FastAPI service laid out for growth: settings from the environment with pydantic-settings, routers, Pydantic models, pytest tests with the TestClient, Ruff, and a uv-based Docker image.',
    category: 'starters',
    language: 'Python',
    tags: ['python', 'fastapi', 'pydantic', 'pytest', 'uv'],
    published: '2025-08-19',
    readme: `A FastAPI project structured the way it will be once it has more than one file: an app factory, configuration in one typed settings object, routers per resource, request and response models, and tests that build a fresh app for every test. It uses uv for dependencies, Ruff for linting and formatting, and pytest.

## What's inside

- \`app/main.py\`: \`create_app()\`, the health route and router registration.
- \`app/config.py\`: \`Settings\` read from environment variables (and \`.env\`).
- \`app/routers/items.py\`: CRUD routes for items with Pydantic models and an in-memory repository.
- \`tests/test_items.py\`: tests with \`fastapi.testclient.TestClient\`.
- \`pyproject.toml\`: dependencies, dev tools, Ruff and pytest settings.
- \`Dockerfile\`, \`.dockerignore\`, \`.gitignore\`

## Usage

${fence}bash
uv sync
uv run fastapi dev app/main.py      # http://localhost:8000/docs
uv run pytest
uv run ruff check . && uv run ruff format --check .
docker build -t items-api . && docker run --rm -p 8000:8000 items-api
${fence}

## Customise

- Add settings as typed fields on \`Settings\`; they are read from \`APP_\`-prefixed variables (\`APP_DEBUG=true\`).
- Replace \`ItemRepository\` with a SQLAlchemy or SQLModel implementation and provide it through the same dependency.

## Notes

\`fastapi dev\` reloads on changes; the image runs \`fastapi run\` (uvicorn without reload) with \`--proxy-headers\` for running behind a load balancer.
`,
    files: [
      {
        path: 'pyproject.toml',
        content: `[project]
name = "items-api"
version = "0.1.0"
description = "A FastAPI service"
requires-python = ">=3.12"
dependencies = [
  "fastapi[standard]>=0.118",
  "pydantic-settings>=2.11",
]

[dependency-groups]
dev = [
  "pytest>=8.4",
  "httpx>=0.28",
  "ruff>=0.13",
]

[tool.ruff]
line-length = 100
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "SIM"]

[tool.pytest.ini_options]
testpaths = ["tests"]
`,
      },
      {
        path: 'app/__init__.py',
        content: `"""The items API."""
`,
      },
      {
        path: 'app/config.py',
        content: `from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Configuration, read from APP_* environment variables and an optional .env file."""

    model_config = SettingsConfigDict(env_prefix="APP_", env_file=".env", extra="ignore")

    name: str = "items-api"
    debug: bool = False
    cors_origins: list[str] = []


@lru_cache
def get_settings() -> Settings:
    return Settings()
`,
      },
      {
        path: 'app/routers/__init__.py',
        content: `"""Routers, one module per resource."""
`,
      },
      {
        path: 'app/routers/items.py',
        content: `from datetime import UTC, datetime
from itertools import count
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, Field


class ItemIn(BaseModel):
    name: str = Field(min_length=1, max_length=100)
    price: float = Field(gt=0)
    tags: list[str] = []


class Item(ItemIn):
    id: int
    created_at: datetime


class ItemRepository:
    """Keeps items in memory. Replace with a database-backed class with the same methods."""

    def __init__(self) -> None:
        self._items: dict[int, Item] = {}
        self._ids = count(1)

    def list(self) -> list[Item]:
        return list(self._items.values())

    def get(self, item_id: int) -> Item | None:
        return self._items.get(item_id)

    def add(self, data: ItemIn) -> Item:
        item = Item(id=next(self._ids), created_at=datetime.now(UTC), **data.model_dump())
        self._items[item.id] = item
        return item

    def delete(self, item_id: int) -> bool:
        return self._items.pop(item_id, None) is not None


_repository = ItemRepository()


def get_repository() -> ItemRepository:
    return _repository


Repository = Annotated[ItemRepository, Depends(get_repository)]

router = APIRouter(prefix="/items", tags=["items"])


@router.get("")
def list_items(repo: Repository) -> list[Item]:
    return repo.list()


@router.post("", status_code=status.HTTP_201_CREATED)
def create_item(data: ItemIn, repo: Repository) -> Item:
    return repo.add(data)


@router.get("/{item_id}")
def get_item(item_id: int, repo: Repository) -> Item:
    item = repo.get(item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="item not found")
    return item


@router.delete("/{item_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_item(item_id: int, repo: Repository) -> None:
    if not repo.delete(item_id):
        raise HTTPException(status_code=404, detail="item not found")
`,
      },
      {
        path: 'app/main.py',
        content: `from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from app.config import get_settings
from app.routers import items


def create_app() -> FastAPI:
    settings = get_settings()
    app = FastAPI(title=settings.name, debug=settings.debug)

    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["*"],
            allow_headers=["*"],
        )

    @app.get("/health", tags=["health"])
    def health() -> dict[str, str]:
        return {"status": "ok"}

    app.include_router(items.router)
    return app


app = create_app()
`,
      },
      {
        path: 'tests/__init__.py',
        content: `"""Tests."""
`,
      },
      {
        path: 'tests/test_items.py',
        content: `import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.routers.items import ItemRepository, get_repository


@pytest.fixture
def client() -> TestClient:
    app = create_app()
    repository = ItemRepository()
    # Every test gets an empty repository.
    app.dependency_overrides[get_repository] = lambda: repository
    return TestClient(app)


def test_health(client: TestClient) -> None:
    response = client.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_create_get_delete(client: TestClient) -> None:
    created = client.post("/items", json={"name": "Keyboard", "price": 49.5, "tags": ["desk"]})
    assert created.status_code == 201
    item = created.json()
    assert item["id"] == 1
    assert item["name"] == "Keyboard"

    assert client.get(f"/items/{item['id']}").json()["price"] == 49.5
    assert client.delete(f"/items/{item['id']}").status_code == 204
    assert client.get(f"/items/{item['id']}").status_code == 404


@pytest.mark.parametrize(
    "payload",
    [
        {"name": "", "price": 1},
        {"name": "Mouse", "price": 0},
        {"price": 10},
    ],
)
def test_rejects_invalid_items(client: TestClient, payload: dict[str, object]) -> None:
    assert client.post("/items", json=payload).status_code == 422
`,
      },
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM python:3.13-slim AS builder
COPY --from=ghcr.io/astral-sh/uv:0.9 /uv /bin/uv
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy UV_PYTHON_DOWNLOADS=never
WORKDIR /app
COPY pyproject.toml uv.lock ./
RUN --mount=type=cache,target=/root/.cache/uv uv sync --locked --no-dev --no-install-project
COPY app ./app

FROM python:3.13-slim
RUN useradd --system --uid 10001 --user-group app
WORKDIR /app
COPY --from=builder --chown=app:app /app /app
ENV PATH="/app/.venv/bin:$PATH" PYTHONUNBUFFERED=1
USER app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=3)"]
CMD ["fastapi", "run", "app/main.py", "--port", "8000", "--proxy-headers"]
`,
      },
      {
        path: '.dockerignore',
        content: `.venv
__pycache__
.pytest_cache
.ruff_cache
tests
.git
.env
`,
      },
      {
        path: '.gitignore',
        content: `.venv/
__pycache__/
*.pyc
.pytest_cache/
.ruff_cache/
.env
`,
      },
    ],
  },
  {
    slug: 'starter-express-typescript-api',
    name: 'Express 5 + TypeScript API Starter',
    description:
      'An Express 5 API in strict TypeScript on native ES modules: zod validation, async errors handled by Express 5 itself, a JSON error middleware, tests with node:test against a real port, and a multi-stage Dockerfile.',
    category: 'starters',
    language: 'TypeScript',
    tags: ['express', 'typescript', 'nodejs', 'zod', 'node-test'],
    price: 19,
    originalPrice: 29,
    published: '2026-06-23',
    readme: `Express 5 finally forwards rejected promises from async handlers to the error middleware, which removes most of the boilerplate older Express apps carried. This starter uses it with strict TypeScript compiled to native ES modules, zod for validating request bodies, and Node's built-in test runner, so the dev dependencies stay few: TypeScript, tsx and the type packages.

## What's inside

- \`src/app.ts\`: \`createApp()\` with \`helmet\`-style security headers set by hand, JSON parsing with a size limit, routes, a 404 and a JSON error handler.
- \`src/routes/books.ts\`: a router with zod-validated input.
- \`src/server.ts\`: listens and shuts down gracefully.
- \`src/app.test.ts\`: \`node:test\` tests that start the app on a random port and use \`fetch\`.
- \`package.json\`, \`tsconfig.json\` (NodeNext modules), \`Dockerfile\`, \`.dockerignore\`, \`.gitignore\`

## Usage

${fence}bash
npm install
npm run dev        # tsx watch, http://localhost:3000
npm test
npm run build && npm start
docker build -t books-api . && docker run --rm -p 3000:3000 books-api
${fence}

## Customise

- Add routers under \`src/routes/\` and mount them in \`createApp\`.
- Throw \`new HttpError(404, '...')\` from any handler to answer with that status.

## Notes

With \`"module": "NodeNext"\`, relative imports need the \`.js\` extension of the compiled file (\`./app.js\`) even in \`.ts\` sources; this is how Node resolves ES modules.
`,
    files: [
      {
        path: 'package.json',
        content: `{
  "name": "books-api",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "engines": { "node": ">=22" },
  "scripts": {
    "dev": "tsx watch src/server.ts",
    "build": "tsc -p tsconfig.json",
    "start": "node dist/server.js",
    "test": "tsx --test \\"src/**/*.test.ts\\"",
    "typecheck": "tsc --noEmit"
  },
  "dependencies": {
    "express": "^5.3.0",
    "zod": "^4.6.7"
  },
  "devDependencies": {
    "@types/express": "^5.0.6",
    "@types/node": "^24.9.0",
    "tsx": "^4.20.6",
    "typescript": "~5.9.3"
  }
}
`,
      },
      {
        path: 'tsconfig.json',
        content: `{
  "compilerOptions": {
    "target": "ES2023",
    "lib": ["ES2023"],
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "outDir": "dist",
    "rootDir": "src",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "verbatimModuleSyntax": true,
    "skipLibCheck": true,
    "sourceMap": true
  },
  "include": ["src"],
  "exclude": ["src/**/*.test.ts"]
}
`,
      },
      {
        path: 'src/errors.ts',
        content: `/** Throw from a handler to answer with this status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
`,
      },
      {
        path: 'src/routes/books.ts',
        content: `import { Router } from 'express'
import { z } from 'zod'
import { HttpError } from '../errors.js'

const BookInput = z.object({
  title: z.string().trim().min(1).max(200),
  author: z.string().trim().min(1).max(120),
  year: z.number().int().min(0).max(new Date().getFullYear()).optional(),
})
type Book = z.infer<typeof BookInput> & { id: number }

export function booksRouter(): Router {
  const books = new Map<number, Book>()
  let nextId = 1
  const router = Router()

  router.get('/', (_req, res) => {
    res.json([...books.values()])
  })

  router.post('/', (req, res) => {
    const parsed = BookInput.safeParse(req.body)
    if (!parsed.success) throw new HttpError(422, 'invalid book', z.treeifyError(parsed.error))
    const book: Book = { id: nextId++, ...parsed.data }
    books.set(book.id, book)
    res.status(201).json(book)
  })

  router.get('/:id', (req, res) => {
    const book = books.get(Number(req.params.id))
    if (!book) throw new HttpError(404, 'book not found')
    res.json(book)
  })

  router.delete('/:id', (req, res) => {
    if (!books.delete(Number(req.params.id))) throw new HttpError(404, 'book not found')
    res.status(204).end()
  })

  return router
}
`,
      },
      {
        path: 'src/app.ts',
        content: `import express, { type ErrorRequestHandler } from 'express'
import { HttpError } from './errors.js'
import { booksRouter } from './routes/books.js'

export function createApp() {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  app.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    })
    next()
  })
  app.use(express.json({ limit: '100kb' }))

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.use('/books', booksRouter())

  app.use((_req, _res, next) => {
    next(new HttpError(404, 'not found'))
  })

  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.message, details: err.details })
      return
    }
    // express.json() reports malformed bodies with a status of its own.
    const status = typeof err?.status === 'number' ? err.status : 500
    if (status >= 500) console.error(err)
    res.status(status).json({ error: status >= 500 ? 'internal error' : String(err.message) })
  }
  app.use(onError)

  return app
}
`,
      },
      {
        path: 'src/server.ts',
        content: `import { createApp } from './app.js'

const port = Number(process.env.PORT ?? 3000)
const server = createApp().listen(port, () => {
  console.log(\`books-api listening on http://localhost:\${port}\`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(\`\${signal} received, closing\`)
    server.close(() => process.exit(0))
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(1), 10_000).unref()
  })
}
`,
      },
      {
        path: 'src/app.test.ts',
        content: `import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import type { Server } from 'node:http'
import { createApp } from './app.js'

let server: Server
let base = ''

before(async () => {
  server = createApp().listen(0)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = \`http://127.0.0.1:\${(server.address() as AddressInfo).port}\`
})

after(() => {
  server.close()
})

const post = (path: string, body: unknown) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('books API', () => {
  it('answers the health check', async () => {
    const res = await fetch(\`\${base}/health\`)
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { status: 'ok' })
  })

  it('creates and fetches a book', async () => {
    const created = await post('/books', { title: 'Dune', author: 'Frank Herbert', year: 1965 })
    assert.equal(created.status, 201)
    const book = (await created.json()) as { id: number; title: string }
    const fetched = await fetch(\`\${base}/books/\${book.id}\`)
    assert.equal(((await fetched.json()) as { title: string }).title, 'Dune')
  })

  it('rejects invalid input with 422 and unknown books with 404', async () => {
    assert.equal((await post('/books', { title: '', author: 'x' })).status, 422)
    assert.equal((await fetch(\`\${base}/books/999\`)).status, 404)
  })

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(\`\${base}/books\`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    assert.equal(res.status, 400)
  })
})
`,
      },
      {
        path: 'Dockerfile',
        content: `# syntax=docker/dockerfile:1
FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:24-alpine
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:3000/health"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
dist
.git
.env
Dockerfile
`,
      },
      {
        path: '.gitignore',
        content: `node_modules
dist
.env
*.log
`,
      },
    ],
  },
  {
    slug: 'starter-node-cli',
    name: 'Node.js CLI Starter (zero dependencies)',
    description:
      'A command-line tool in modern JavaScript with no dependencies: subcommands and flags with util.parseArgs, coloured output that respects NO_COLOR, exit codes, tests with node:test, and type-checking through JSDoc.',
    category: 'starters',
    language: 'JavaScript',
    tags: ['nodejs', 'cli', 'javascript', 'node-test'],
    published: '2026-10-28',
    readme: `Node now ships what small CLIs used to install packages for: \`util.parseArgs\` for flags, \`util.styleText\` for colours, \`node:test\` for tests, and \`--watch\`. This starter builds a tiny \`wordcount\` tool with them, in plain ES modules with JSDoc types that TypeScript checks without a build step.

## What's inside

- \`bin/wordcount.js\`: the executable (\`#!/usr/bin/env node\`), which only calls \`main()\` and sets the exit code.
- \`src/cli.js\`: argument parsing, help text, subcommands \`count\` and \`top\`.
- \`src/count.js\`: the pure functions the commands use.
- \`test/count.test.js\`, \`test/cli.test.js\`: unit tests and a test that runs the real binary.
- \`package.json\` (with \`bin\`), \`tsconfig.json\` for \`checkJs\`, \`Dockerfile\`, \`.gitignore\`

## Usage

${fence}bash
npm test
node bin/wordcount.js count README.md
echo "the cat and the hat" | node bin/wordcount.js top --limit 2
npm link && wordcount --help           # install the command globally from this folder
${fence}

## Customise

Rename the \`bin\` entry in \`package.json\` and the file in \`bin/\`; add subcommands to the \`commands\` object in \`src/cli.js\`.

## Notes

Needs Node 22 or later (\`util.styleText\`). \`npx tsc\` type-checks the JavaScript against the JSDoc annotations when TypeScript and \`@types/node\` are installed as dev dependencies.
`,
    files: [
      {
        path: 'package.json',
        content: `{
  "name": "wordcount-cli",
  "version": "0.1.0",
  "description": "Count words in files or standard input",
  "type": "module",
  "bin": { "wordcount": "bin/wordcount.js" },
  "files": ["bin", "src"],
  "engines": { "node": ">=22" },
  "scripts": {
    "test": "node --test",
    "typecheck": "tsc"
  },
  "devDependencies": {
    "@types/node": "^24.9.0",
    "typescript": "~5.9.3"
  }
}
`,
      },
      {
        path: 'tsconfig.json',
        content: `{
  "compilerOptions": {
    "target": "ES2023",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "allowJs": true,
    "checkJs": true,
    "noEmit": true,
    "strict": true,
    "skipLibCheck": true
  },
  "include": ["bin", "src", "test"]
}
`,
      },
      {
        path: 'bin/wordcount.js',
        content: `#!/usr/bin/env node
import { main } from '../src/cli.js'

process.exitCode = await main(process.argv.slice(2))
`,
      },
      {
        path: 'src/count.js',
        content: `/**
 * Splits text into lowercase words (letters, digits and apostrophes, in any script).
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  return text.toLowerCase().match(/[\\p{L}\\p{N}']+/gu) ?? []
}

/**
 * Lines, words and characters, like wc.
 * @param {string} text
 * @returns {{ lines: number, words: number, chars: number }}
 */
export function count(text) {
  const lines = text === '' ? 0 : text.split('\\n').length - (text.endsWith('\\n') ? 1 : 0)
  return { lines, words: words(text).length, chars: [...text].length }
}

/**
 * The most frequent words, most frequent first, ties alphabetically.
 * @param {string} text
 * @param {number} limit
 * @returns {[string, number][]}
 */
export function top(text, limit) {
  /** @type {Map<string, number>} */
  const frequencies = new Map()
  for (const word of words(text)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1)
  return [...frequencies.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit)
}
`,
      },
      {
        path: 'src/cli.js',
        content: `import { readFile } from 'node:fs/promises'
import { parseArgs, styleText } from 'node:util'
import { count, top } from './count.js'

const help = \`Usage: wordcount <command> [options] [file...]

Commands:
  count         lines, words and characters of each file (or stdin)
  top           the most frequent words

Options:
  -n, --limit   how many words "top" prints (default 10)
  -h, --help    show this help
\`

/** @returns {Promise<string>} */
async function readStdin() {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * @param {string[]} files
 * @returns {Promise<[string, string][]>} name and contents of each input
 */
async function inputs(files) {
  if (files.length === 0) return [['-', await readStdin()]]
  return Promise.all(files.map(async (file) => /** @type {[string, string]} */ ([file, await readFile(file, 'utf8')])))
}

/** @type {Record<string, (files: string[], options: { limit: number }) => Promise<void>>} */
const commands = {
  async count(files) {
    for (const [name, text] of await inputs(files)) {
      const { lines, words, chars } = count(text)
      console.log(\`\${String(lines).padStart(8)}\${String(words).padStart(8)}\${String(chars).padStart(8)} \${name}\`)
    }
  },
  async top(files, { limit }) {
    const text = (await inputs(files)).map(([, contents]) => contents).join('\\n')
    for (const [word, n] of top(text, limit)) {
      console.log(\`\${styleText('bold', String(n).padStart(6))}  \${word}\`)
    }
  },
}

/**
 * Runs the CLI and returns the exit code: 0 on success, 1 on errors, 2 on bad usage.
 * @param {string[]} argv
 * @returns {Promise<number>}
 */
export async function main(argv) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        limit: { type: 'string', short: 'n', default: '10' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    console.error(styleText('red', String(error instanceof Error ? error.message : error)))
    return 2
  }
  const [command, ...files] = parsed.positionals
  if (parsed.values.help || !command) {
    console.log(help)
    return parsed.values.help ? 0 : 2
  }
  // hasOwn, so that "toString" and friends are not taken for commands.
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined
  const limit = Number(parsed.values.limit)
  if (!run || !Number.isInteger(limit) || limit < 1) {
    console.error(styleText('red', run ? '--limit must be a positive whole number' : \`unknown command: \${command}\`))
    return 2
  }
  try {
    await run(files, { limit })
    return 0
  } catch (error) {
    console.error(styleText('red', String(error instanceof Error ? error.message : error)))
    return 1
  }
}
`,
      },
      {
        path: 'test/count.test.js',
        content: `import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, top, words } from '../src/count.js'

describe('words', () => {
  it('lowercases and keeps apostrophes', () => {
    assert.deepEqual(words("It's a Test, isn't it?"), ["it's", 'a', 'test', "isn't", 'it'])
  })
  it('handles other scripts', () => {
    assert.deepEqual(words('Grüße, мир'), ['grüße', 'мир'])
  })
})

describe('count', () => {
  it('counts like wc', () => {
    assert.deepEqual(count('one two\\nthree\\n'), { lines: 2, words: 3, chars: 14 })
    assert.deepEqual(count(''), { lines: 0, words: 0, chars: 0 })
  })
})

describe('top', () => {
  it('orders by frequency, then alphabetically', () => {
    assert.deepEqual(top('b a b c a b', 2), [
      ['b', 3],
      ['a', 2],
    ])
  })
})
`,
      },
      {
        path: 'test/cli.test.js',
        content: `import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { it } from 'node:test'

const bin = fileURLToPath(new URL('../bin/wordcount.js', import.meta.url))

/**
 * @param {string[]} args
 * @param {string} [input]
 */
const run = (args, input = '') =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })

it('prints the most frequent words from stdin', () => {
  const result = run(['top', '--limit', '1'], 'the cat and the hat')
  assert.equal(result.status, 0)
  assert.match(result.stdout, /2\\s+the/)
})

it('exits with 2 on an unknown command', () => {
  const result = run(['frobnicate'])
  assert.equal(result.status, 2)
  assert.match(result.stderr, /unknown command/)
})
`,
      },
      {
        path: 'Dockerfile',
        content: `FROM node:24-alpine
WORKDIR /app
COPY package.json ./
COPY bin ./bin
COPY src ./src
RUN npm link
USER node
# A command-line tool is not a long-running service: there is nothing to probe.
HEALTHCHECK NONE
ENTRYPOINT ["wordcount"]
CMD ["--help"]
`,
      },
      {
        path: '.dockerignore',
        content: `node_modules
test
.git
`,
      },
      {
        path: '.gitignore',
        content: `node_modules
*.log
`,
      },
    ],
  },
]
