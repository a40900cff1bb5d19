import { useOnScreen } from '@snipstack/ui/hooks/use-on-screen'
import { cn } from '@snipstack/ui/lib/utils'
import { ArrowRight, Sparkles } from 'lucide-react'
import { useRef } from 'react'
import { track } from '@/lib/analytics'
import { PRODUCT_NAME } from '@/lib/config'
import { blocksAndTemplates } from '@/lib/registry-counts'

/**
 * Promotes the paid Pro offer (docs/product.md, Header and navigation); opens /pro in a new tab.
 * Its figure is counted from the registry the site was built with, so no page asks for it.
 * The shine is a gradient three banners wide sliding behind the text: a transform the compositor
 * runs, where animating the background's position would repaint the banner on the main thread every
 * frame of every page. It stops once the banner scrolls away or the tab is hidden. Reduced motion
 * switches it off with a variant rather than switching it on with one: variant utilities come later
 * in the stylesheet, and the `animation` shorthand of a later one would undo the paused state.
 */
export function Banner() {
  const ref = useRef<HTMLElement>(null)
  const onScreen = useOnScreen(ref)
  return (
    <section
      ref={ref}
      aria-label={`${PRODUCT_NAME} Pro`}
      data-slot="banner"
      data-paused={onScreen ? undefined : ''}
      className="relative isolate overflow-hidden bg-[#6d28d9] text-white"
    >
      <span
        aria-hidden="true"
        data-slot="banner-shine"
        className={cn(
          '-z-10 absolute inset-y-0 left-0 w-[300%] bg-[linear-gradient(110deg,#6d28d9,#a21caf,#c2410c,#6d28d9)] animate-banner-shine motion-reduce:animate-none',
          !onScreen && '[animation-play-state:paused]',
        )}
      />
      <a
        href="/pro"
        target="_blank"
        rel="noopener"
        onClick={() => track('pro_clicked', { category: 'pro', label: 'pro_clicked' })}
        className="group mx-auto flex min-h-10 max-w-6xl items-center justify-center gap-2 px-4 py-2 text-center font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-inset"
      >
        <Sparkles className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">{PRODUCT_NAME} Pro</span>
          <span className="hidden sm:inline"> — {blocksAndTemplates} for building landing pages that convert.</span>
          <span className="sm:hidden"> — {blocksAndTemplates} for landing pages.</span>
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
