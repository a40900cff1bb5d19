import { Meteors } from '@snipstack/ui/meteors/meteors'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Container } from '@/components/page/container'
import { Button } from '@/components/ui/button'
import { ctaLine } from './landing-figures'
import { useSiteStats } from './use-site-stats'

/** The closing call to action; its line states the hero's figures, once they are known (landing-figures.ts). */
export function CtaSection() {
  const { stats } = useSiteStats()
  return (
    <section aria-labelledby="cta-title" className="border-t py-24 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-950 px-6 py-16 text-center text-white shadow-2xl sm:px-16 sm:py-24">
          <div
            aria-hidden="true"
            className="-z-10 -translate-x-1/2 absolute top-0 left-1/2 h-full w-[48rem] max-w-[200%] bg-[radial-gradient(closest-side,rgb(139_92_246/0.35),transparent)]"
          />
          <Meteors number={20} maxDelay={6.2} minDuration={3} seed={2} className="-z-10" />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-balance font-bold text-3xl tracking-tight sm:text-4xl">
            Ready to ship your next project faster?
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-pretty text-lg text-zinc-300 leading-relaxed">{ctaLine(stats)}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="h-12 bg-white px-7 text-base text-zinc-950 has-[>svg]:px-7 hover:bg-zinc-200 focus-visible:ring-white focus-visible:ring-offset-zinc-950"
            >
              <Link to="/snippets">
                Explore Snippets
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="h-12 border-zinc-700 bg-transparent px-7 text-base text-white hover:bg-white/10 has-[>svg]:px-7 dark:bg-transparent dark:hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-zinc-950"
            >
              <Link to="/snippets/submit">Submit Your First Snippet</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  )
}
