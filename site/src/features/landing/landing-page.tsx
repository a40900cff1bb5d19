import { DeferredPart, deferredModule } from './deferred-module'
import { HeroSection } from './hero-section'

// A short scroll's warning: on a phone the sections below the hero load once the visitor starts to
// scroll, not with the page, and are ready by the time they are on screen.
const belowTheFold = deferredModule(() => import('./below-the-fold'), { rootMargin: '0px 0px 200px 0px' })

/** Loads the sections below the hero; the route's loader waits for it before rendering the page. */
export const preloadLandingSections = belowTheFold.preload

/**
 * Sections in the order of docs/product.md, Landing page. The hero is part of the page's own code
 * and paints from the server's HTML; the rest hydrate when they come near the screen.
 */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <DeferredPart module={belowTheFold} name="FeaturesSection" anchor="#features" />
      <DeferredPart module={belowTheFold} name="FeaturedSnippetsSection" anchor="#snippets" />
      <DeferredPart module={belowTheFold} name="QuickSetupSection" anchor='[aria-labelledby="setup-title"]' />
      <DeferredPart module={belowTheFold} name="WhyChooseSection" anchor="#about" />
      <DeferredPart module={belowTheFold} name="CtaSection" anchor='[aria-labelledby="cta-title"]' />
    </>
  )
}
