import { Link, useRouter } from '@tanstack/react-router'
import { ArrowLeft, House } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Shown inside the main layout for any path no route matches (spec §2 "Not-found page"). */
export function NotFoundPage() {
  const router = useRouter()
  return (
    <section
      aria-labelledby="not-found-title"
      data-slot="not-found"
      className="relative isolate mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <p
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-x-0 top-8 select-none bg-gradient-to-b from-foreground/10 to-transparent bg-clip-text font-black text-[9rem] text-transparent leading-none tracking-tighter sm:text-[12rem]"
      >
        404
      </p>
      <p className="mt-16 font-mono text-muted-foreground text-sm">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl">
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
