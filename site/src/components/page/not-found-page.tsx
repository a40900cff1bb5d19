import { Link, useRouter } from '@tanstack/react-router'
import { ArrowLeft, House } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Shown inside the main layout for any path no route matches (docs/product.md, Pages and routes). */
export function NotFoundPage() {
  const router = useRouter()
  return (
    <section
      aria-labelledby="not-found-title"
      data-slot="not-found"
      className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      {/* The status shows once, in the flow above the title, so nothing sits on top of it. */}
      <p
        data-slot="not-found-code"
        className="select-none bg-gradient-to-b from-foreground to-foreground/40 bg-clip-text font-black text-8xl text-transparent leading-none tracking-tighter sm:text-9xl"
      >
        <span className="sr-only">Error </span>404
      </p>
      <h1 id="not-found-title" className="mt-6 text-balance font-bold text-3xl tracking-tight sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for doesn't exist.</p>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        <Button variant="outline" size="lg" onClick={() => router.history.back()}>
          <ArrowLeft aria-hidden="true" />
          Go back
        </Button>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            Take me home
          </Link>
        </Button>
      </div>
    </section>
  )
}
