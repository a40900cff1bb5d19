import { Meteors } from '@snipstack/ui/meteors/meteors'
import { Link } from '@tanstack/react-router'
import { ArrowRight, ChevronRight, Upload } from 'lucide-react'
import { Container } from '@/components/page/container'
import { Button } from '@/components/ui/button'
import { PRODUCT_NAME } from '@/lib/config'
import { componentCount, heroFigures } from './landing-figures'
import { useSiteStats } from './use-site-stats'

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <div aria-hidden="true" className="bg-grid -z-10 absolute inset-0" />
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 absolute top-[-12rem] left-1/2 h-[32rem] w-[56rem] max-w-[150%] rounded-full bg-[radial-gradient(closest-side,rgb(139_92_246/0.22),transparent)] dark:bg-[radial-gradient(closest-side,rgb(139_92_246/0.3),transparent)]"
      />
      <Meteors number={30} maxDelay={6.2} minDuration={3} />
      <Container className="flex flex-col items-center pt-20 pb-16 text-center sm:pt-28 sm:pb-24">
        <Link
          to="/components"
          className="group inline-flex items-center gap-2 rounded-full border bg-background/70 py-1 pr-3 pl-1 text-sm shadow-sm backdrop-blur transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <span className="rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600 px-2 py-0.5 font-medium text-white text-xs">
            New
          </span>
          <span className="text-muted-foreground">
            <span className="hidden sm:inline">Install components with </span>
            <span className="font-medium text-foreground">the {PRODUCT_NAME} CLI</span>
          </span>
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform motion-safe:group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
        <h1
          id="hero-title"
          className="mt-8 max-w-4xl text-balance bg-gradient-to-b from-foreground to-foreground/70 bg-clip-text pb-2 font-bold text-4xl text-transparent tracking-tight sm:text-5xl lg:text-6xl"
        >
          Snippets, templates and utilities for modern software builders
        </h1>
        <p className="mt-5 bg-gradient-to-r from-sky-600 via-violet-600 to-fuchsia-600 bg-clip-text font-semibold text-transparent text-xl sm:text-2xl dark:from-sky-400 dark:via-violet-400 dark:to-fuchsia-400">
          Cut boilerplate. Ship faster. Engineer smarter.
        </p>
        <p className="mt-5 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">
          Copy-ready code in Go, JavaScript, Python, PHP and more, infrastructure templates for Docker, Kubernetes, Helm
          and NGINX, and a component registry you install from the command line.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="h-12 px-7 text-base shadow-lg shadow-violet-500/10 has-[>svg]:px-7">
            <Link to="/snippets">
              Explore Snippets
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="h-12 px-7 text-base has-[>svg]:px-7">
            <Link to="/snippets/submit">
              <Upload aria-hidden="true" />
              Submit Your Snippet
            </Link>
          </Button>
        </div>
        <HeroFigures />
      </Container>
    </section>
  )
}

/**
 * The four figures, counted from the data. The catalogue's arrive after the page (see
 * site-stats.ts): until then each keeps its place with a placeholder of the figure's height, so
 * nothing moves when they come.
 */
function HeroFigures() {
  const { stats, failed } = useSiteStats()
  return (
    <dl
      aria-busy={!stats && !failed}
      className="mt-16 grid w-full max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border shadow-sm sm:grid-cols-4"
    >
      {heroFigures(stats, componentCount).map((figure) => (
        <div key={figure.id} className="flex flex-col-reverse gap-1 bg-background/85 px-4 py-5 backdrop-blur">
          <dt className="text-muted-foreground text-sm">{figure.label}</dt>
          <dd className="font-bold text-2xl tracking-tight sm:text-3xl">
            {figure.value ?? <PendingFigure failed={failed} />}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function PendingFigure({ failed }: { failed: boolean }) {
  if (failed)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not available</span>
      </>
    )
  return (
    <>
      <span
        aria-hidden="true"
        className="block h-8 w-16 animate-pulse rounded-md bg-muted motion-reduce:animate-none sm:h-9"
      />
      <span className="sr-only">Loading</span>
    </>
  )
}
