import { CtaSection } from './cta-section'
import { FeaturedSnippetsSection } from './featured-snippets-section'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { QuickSetupSection } from './quick-setup-section'
import { WhyChooseSection } from './why-choose-section'

/** Sections in the order of spec §2 "Landing page". */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <FeaturedSnippetsSection />
      <QuickSetupSection />
      <WhyChooseSection />
      <CtaSection />
    </>
  )
}
