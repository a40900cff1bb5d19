/**
 * How tall each block and page template is at the desktop preview width (1280 px), in CSS pixels.
 * The preview reserves this much (scaled) from the server's HTML on, so nothing below it moves when
 * the frame has loaded and been measured. `blocks.e2e.ts` measures every one and fails when a
 * figure here is off, printing the figures to put here.
 */
export const desktopPreviewHeights: Readonly<Record<string, number>> = {
  'agent-template': 4003,
  'changelog-template': 4162,
  'cta-globe': 753,
  'cta-retro': 706,
  'devtool-template': 4027,
  'faq-accordion': 647,
  'features-bento': 1188,
  'features-grid': 901,
  'footer-columns': 390,
  'hero-centered': 602,
  'hero-split': 638,
  'hero-video': 1197,
  'integrations-orbit': 576,
  'logo-cloud': 256,
  'mobile-template': 3751,
  navbar: 65,
  'newsletter-signup': 446,
  'portfolio-template': 2908,
  'pricing-tiers': 932,
  'saas-template': 5682,
  'startup-template': 4639,
  'stats-ticker': 498,
  'testimonials-marquee': 725,
}
