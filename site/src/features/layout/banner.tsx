import { ArrowRight, Sparkles } from 'lucide-react'
import { track } from '@/lib/analytics'

/** Promotes the paid Pro offer (spec §2 "Banner"); opens /pro in a new tab. */
export function Banner() {
  return (
    <section
      aria-label="Snipstack Pro"
      data-slot="banner"
      className="relative bg-[linear-gradient(110deg,#6d28d9,#a21caf,#c2410c,#6d28d9)] bg-[length:300%_100%] text-white motion-safe:animate-banner-shine"
    >
      <a
        href="/pro"
        target="_blank"
        rel="noopener"
        onClick={() => track('pro_clicked', { category: 'pro', label: 'pro_clicked' })}
        className="group mx-auto flex min-h-10 max-w-6xl items-center justify-center gap-2 px-4 py-2 text-center font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-inset"
      >
        <Sparkles className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">Snipstack Pro</span>
          <span className="hidden sm:inline"> — 50+ blocks and templates for building landing pages that convert.</span>
          <span className="sm:hidden"> — 50+ landing page blocks and templates.</span>
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white/15 px-2.5 py-0.5 text-xs transition-colors group-hover:bg-white/25">
          Get Pro
          <ArrowRight
            className="size-3.5 transition-transform motion-safe:group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  )
}
