/** Every landing section after the hero: one chunk, fetched as the first of them nears the screen. */
export { CtaSection } from './cta-section'
export { FeaturedSnippetsSection } from './featured-snippets-section'
export { FeaturesSection } from './features-section'
export { QuickSetupSection } from './quick-setup-section'
export { WhyChooseSection } from './why-choose-section'
