import { PRODUCT_NAME } from '@/lib/config'

/** A featured snippet card (docs/product.md, Landing page), plus the seeded snippet it links to. */
export type FeaturedSnippet = {
  slug: string
  title: string
  description: string
  language: string
  category: string
  fileName: string
  preview: string
}

export const featuredSnippets: FeaturedSnippet[] = [
  {
    slug: 'go-http-server',
    title: 'Go Web Server',
    description:
      'A production-ready HTTP server on the standard library: method routing, timeouts and graceful shutdown.',
    language: 'Go',
    category: 'Backend',
    fileName: 'main.go',
    preview: `package main

import (
	"context"
	"log"
	"net/http"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /health", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	})

	srv := &http.Server{Addr: ":8080", Handler: mux, ReadTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()

	go func() { log.Println(srv.ListenAndServe()) }()
	<-ctx.Done()
	srv.Shutdown(context.Background())
}`,
  },
  {
    slug: 'typescript-api-route',
    title: 'TypeScript API Route Starter',
    description: 'A typed request handler with input validation, JSON responses and consistent error handling.',
    language: 'TypeScript',
    category: 'API',
    fileName: 'route.ts',
    preview: `type CreateUser = { email: string; name: string }

function parse(body: unknown): CreateUser | null {
  if (typeof body !== 'object' || body === null) return null
  const { email, name } = body as Record<string, unknown>
  if (typeof email !== 'string' || !email.includes('@')) return null
  return typeof name === 'string' ? { email, name } : null
}

export async function POST(request: Request): Promise<Response> {
  const input = parse(await request.json().catch(() => null))
  if (!input) {
    return Response.json({ error: { message: 'Invalid user' } }, { status: 400 })
  }
  const user = { id: crypto.randomUUID(), ...input }
  return Response.json({ user }, { status: 201 })
}`,
  },
]

/**
 * Quick setup with the component registry's CLI (docs/product.md, Landing page). A `cli` step runs
 * our CLI, written in the form that works for the site showing it (snipstackCommand).
 */
export const setupSteps = [
  {
    title: 'Create your app',
    description: 'Start from any React project — a fresh Vite app with TypeScript works out of the box.',
    command: 'npm create vite@latest my-app -- --template react-ts',
  },
  {
    title: `Initialise ${PRODUCT_NAME}`,
    description: 'Sets up Tailwind CSS, the cn() helper and a components.json that points at the registry.',
    cli: 'init',
  },
  {
    title: 'Add a component',
    description: 'Copies the source into your project, installs its dependencies and registers its animations.',
    cli: 'add marquee',
  },
  {
    title: 'Start building',
    description: 'Import the component and run your dev server — the code is yours to read, tweak and ship.',
    command: 'npm run dev',
  },
] as const
