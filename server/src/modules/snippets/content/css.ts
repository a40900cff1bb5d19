import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** CSS snippets written for Snipstack. */
export const cssSnippets: SnippetSeed[] = [
  {
    slug: 'css-responsive-card-grid',
    title: 'Responsive Card Grid without Media Queries',
    description:
      "A card grid that fits as many columns as the container allows with auto-fill and minmax(), keeps equal-height cards and pins each card's footer to the bottom.",
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'grid', 'layout', 'responsive'],
    plan: 'free',
    code: `.card-grid {
  --card-min: 16rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--card-min), 100%), 1fr));
  gap: clamp(1rem, 2vw, 1.5rem);
  padding: 0;
  list-style: none;
}

.card {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid color-mix(in srgb, currentColor 12%, transparent);
  border-radius: 0.75rem;
  background: var(--surface, #fff);
}

.card > img {
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 0.5rem;
}

.card__title {
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
}

.card__footer {
  margin-top: auto; /* pushes the footer down so buttons line up across a row */
  display: flex;
  justify-content: space-between;
  align-items: center;
}
`,
    mdx: `\`repeat(auto-fill, minmax(16rem, 1fr))\` lets the browser decide the column count: as many 16rem-or-wider columns as fit, stretched to fill the row. Cards in a row share the row's height, and \`margin-top: auto\` on the footer lines up the buttons regardless of how long each description is.

## Usage

${fence}html
<ul class="card-grid" style="--card-min: 18rem">
  <li class="card">
    <img src="/covers/go.png" alt="" />
    <h3 class="card__title">Go Web Server</h3>
    <p>Graceful shutdown and timeouts on the standard library.</p>
    <div class="card__footer"><span>Free</span><a href="/snippets/go-http-server">Open</a></div>
  </li>
</ul>
${fence}

## Notes

- \`min(var(--card-min), 100%)\` stops the grid from overflowing on screens narrower than one card.
- Use \`auto-fit\` instead of \`auto-fill\` if a single row of few cards should stretch to the full width.
- \`color-mix()\` is supported by all evergreen browsers since 2023; replace it with a fixed colour for older ones.
`,
  },
  {
    slug: 'css-container-query-card',
    title: 'Container Query Card Layout',
    description:
      'A media object card that switches from stacked to side-by-side based on the width of its container, not the viewport, so it adapts in sidebars and main columns alike.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'container-queries', 'responsive', 'layout'],
    plan: 'free',
    code: `.card-container {
  container: card / inline-size;
}

.media-card {
  display: grid;
  gap: 1rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: var(--surface, #fff);
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
}

.media-card__image {
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 0.5rem;
}

.media-card__title {
  margin: 0;
  font-size: 1.125rem;
}

@container card (min-width: 28rem) {
  .media-card {
    grid-template-columns: 10rem 1fr;
    align-items: start;
  }
}

@container card (min-width: 44rem) {
  .media-card {
    grid-template-columns: 16rem 1fr;
    padding: 1.5rem;
  }

  .media-card__title {
    font-size: clamp(1.25rem, 3cqi, 1.75rem);
  }
}
`,
    mdx: `The wrapper declares itself a named size container; the card inside then responds to the wrapper's width with \`@container\`. The same component renders stacked in a narrow sidebar and side by side in a wide column on the same page, which media queries cannot express.

## Usage

${fence}html
<div class="card-container">
  <article class="media-card">
    <img class="media-card__image" src="/img/keyboard.jpg" alt="Mechanical keyboard" />
    <div>
      <h3 class="media-card__title">Tenkeyless Keyboard</h3>
      <p>Brown switches, aluminium case, detachable cable.</p>
    </div>
  </article>
</div>
${fence}

## Notes

- An element cannot query its own size, which is why the container is a separate wrapper.
- \`cqi\` units are 1% of the container's inline size, useful for type that scales with the card.
- Container size queries are supported in all evergreen browsers since 2023.
`,
  },
  {
    slug: 'css-reduced-motion-animations',
    title: 'Entrance Animations that Respect Reduced Motion',
    description:
      'Fade, slide and scale entrance animations with staggered delays that become an instant, motion-free appearance when the user asks the system for reduced motion.',
    language: 'CSS',
    category: 'Function',
    tags: ['css', 'animation', 'accessibility', 'reduced-motion'],
    plan: 'free',
    code: `:root {
  --ease-out: cubic-bezier(0.22, 1, 0.36, 1);
  --enter-duration: 450ms;
}

@keyframes enter-fade { from { opacity: 0; } }
@keyframes enter-up { from { opacity: 0; transform: translateY(0.75rem); } }
@keyframes enter-scale { from { opacity: 0; transform: scale(0.96); } }

.animate-fade,
.animate-up,
.animate-scale {
  animation-duration: var(--enter-duration);
  animation-timing-function: var(--ease-out);
  animation-fill-mode: both;
  animation-delay: calc(var(--stagger, 0) * 60ms);
}

.animate-fade { animation-name: enter-fade; }
.animate-up { animation-name: enter-up; }
.animate-scale { animation-name: enter-scale; }

@media (prefers-reduced-motion: reduce) {
  .animate-up,
  .animate-scale {
    animation-name: enter-fade; /* keep a gentle fade, drop the movement */
  }

  *,
  *::before,
  *::after {
    animation-delay: 0ms !important;
    scroll-behavior: auto !important;
    transition-duration: 0.01ms !important;
  }
}
`,
    mdx: `Utility classes for elements that animate in once. The keyframes only define the starting state, so the element ends wherever your normal CSS puts it. With reduced motion enabled, movement and scaling are replaced by a short fade, and delays and smooth scrolling are switched off everywhere.

## Usage

${fence}html
<ul>
  <li class="animate-up" style="--stagger: 0">First</li>
  <li class="animate-up" style="--stagger: 1">Second</li>
  <li class="animate-up" style="--stagger: 2">Third</li>
</ul>
<div class="animate-scale">Dialog content</div>
${fence}

## Notes

- Reduced motion means less motion, not no feedback: the opacity fade is generally safe for people with vestibular disorders, large movements and zooms are not.
- \`animation-fill-mode: both\` applies the first keyframe during the stagger delay, so items do not flash before they animate.
- The global \`transition-duration\` override also calms hover effects in third-party components.
`,
  },
  {
    slug: 'css-design-tokens-theme',
    title: 'Design Tokens with Light and Dark Themes',
    description:
      'Colour, spacing, radius and shadow tokens as custom properties, with a dark theme that follows the system setting and can be forced by a data-theme attribute.',
    language: 'CSS',
    category: 'Config',
    tags: ['css', 'design-tokens', 'dark-mode', 'theming'],
    plan: 'free',
    code: `:root {
  color-scheme: light dark;

  --space-1: 0.25rem;
  --space-2: 0.5rem;
  --space-3: 0.75rem;
  --space-4: 1rem;
  --space-6: 1.5rem;
  --radius-sm: 0.375rem;
  --radius-md: 0.75rem;
  --font-sans: "Inter", system-ui, -apple-system, "Segoe UI", sans-serif;
  --font-mono: "JetBrains Mono", ui-monospace, "SFMono-Regular", monospace;

  --color-bg: #ffffff;
  --color-surface: #f6f7f9;
  --color-text: #14161a;
  --color-muted: #5b6270;
  --color-border: #e2e5ea;
  --color-accent: #6d28d9;
  --color-accent-contrast: #ffffff;
  --shadow-md: 0 4px 12px rgb(15 23 42 / 0.08);
}

@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) {
    --color-bg: #0d0f13;
    --color-surface: #161a21;
    --color-text: #e8eaee;
    --color-muted: #9aa1ad;
    --color-border: #262b34;
    --color-accent: #a78bfa;
    --color-accent-contrast: #14161a;
    --shadow-md: 0 4px 12px rgb(0 0 0 / 0.4);
  }
}

:root[data-theme="dark"] {
  color-scheme: dark;
  --color-bg: #0d0f13;
  --color-surface: #161a21;
  --color-text: #e8eaee;
  --color-muted: #9aa1ad;
  --color-border: #262b34;
  --color-accent: #a78bfa;
  --color-accent-contrast: #14161a;
  --shadow-md: 0 4px 12px rgb(0 0 0 / 0.4);
}

:root[data-theme="light"] {
  color-scheme: light;
}

body {
  background: var(--color-bg);
  color: var(--color-text);
  font-family: var(--font-sans);
}
`,
    mdx: `Components read only tokens (\`var(--color-surface)\`), never raw colours, so a theme is just a different set of values. Without a \`data-theme\` attribute the page follows the operating system; setting \`data-theme="light"\` or \`"dark"\` on the root element forces one, which is how a Light / Dark / System switch works.

## Usage

${fence}js
// Theme switch: 'light', 'dark' or 'system'
function applyTheme(theme) {
  const root = document.documentElement
  if (theme === 'system') root.removeAttribute('data-theme')
  else root.dataset.theme = theme
  localStorage.setItem('theme', theme)
}
${fence}

## Notes

- Run the theme script in the document head before the body renders to avoid a flash of the wrong theme.
- \`color-scheme\` makes form controls and scrollbars match the theme.
- The dark values appear twice (system and forced). A build step or \`light-dark()\` (supported in evergreen browsers since 2024) can remove the duplication.
`,
  },
  {
    slug: 'css-fluid-typography',
    title: 'Fluid Type Scale with clamp()',
    description:
      'A modular type scale whose sizes grow smoothly with the viewport between a minimum and maximum, with no breakpoints and user zoom still respected.',
    language: 'CSS',
    category: 'Function',
    tags: ['css', 'typography', 'clamp', 'responsive'],
    plan: 'free',
    code: `/*
 * Each step grows linearly from its size at a 360px viewport to its size at 1280px.
 * The rem part keeps text zoomable; the vw part provides the growth.
 */
:root {
  --step--1: clamp(0.83rem, 0.8rem + 0.15vw, 0.94rem);
  --step-0: clamp(1rem, 0.95rem + 0.22vw, 1.13rem);
  --step-1: clamp(1.2rem, 1.12rem + 0.35vw, 1.41rem);
  --step-2: clamp(1.44rem, 1.31rem + 0.54vw, 1.76rem);
  --step-3: clamp(1.73rem, 1.54rem + 0.83vw, 2.2rem);
  --step-4: clamp(2.07rem, 1.78rem + 1.26vw, 2.75rem);
  --step-5: clamp(2.49rem, 2.04rem + 1.99vw, 3.6rem);
}

body {
  font-size: var(--step-0);
  line-height: 1.6;
}

h1 { font-size: var(--step-5); line-height: 1.1; }
h2 { font-size: var(--step-4); line-height: 1.15; }
h3 { font-size: var(--step-3); line-height: 1.2; }
h4 { font-size: var(--step-2); line-height: 1.3; }
small, .text-small { font-size: var(--step--1); }

h1,
h2,
h3 {
  text-wrap: balance;
  letter-spacing: -0.015em;
}

p {
  max-width: 68ch;
  text-wrap: pretty;
}
`,
    mdx: `\`clamp(min, preferred, max)\` gives each heading a floor on phones, a ceiling on large screens and a straight-line interpolation in between. The ratio between steps (about 1.2 on small screens, 1.25 on large ones) keeps the hierarchy consistent.

## Usage

${fence}css
.hero__title {
  font-size: var(--step-5);
}

.pricing__amount {
  font-size: var(--step-4);
  font-variant-numeric: tabular-nums;
}
${fence}

## Notes

- Never use a pure \`vw\` font size: it ignores browser zoom and fails accessibility requirements. The rem term in each preferred value keeps zoom working.
- To compute your own step: slope = (max - min) / (1280 - 360) px, intercept = min - slope x 360px, preferred = intercept in rem + slope x 100 in vw.
- \`text-wrap: balance\` evens out heading lines; browsers without support simply ignore it.
`,
  },
  {
    slug: 'css-holy-grail-layout',
    title: 'Holy Grail Page Layout with Grid Areas',
    description:
      'Header, navigation sidebar, main content, aside and footer arranged with named grid areas, collapsing to a single column on small screens and keeping the footer at the bottom.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'grid', 'layout', 'page'],
    plan: 'free',
    code: `.page {
  display: grid;
  min-height: 100dvh;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto auto 1fr auto auto;
  grid-template-areas:
    "header"
    "nav"
    "main"
    "aside"
    "footer";
}

.page > header { grid-area: header; }
.page > nav { grid-area: nav; }
.page > main { grid-area: main; min-width: 0; }
.page > aside { grid-area: aside; }
.page > footer { grid-area: footer; }

@media (min-width: 48rem) {
  .page {
    grid-template-columns: 15rem minmax(0, 1fr);
    grid-template-rows: auto 1fr auto auto;
    grid-template-areas:
      "header header"
      "nav    main"
      "nav    aside"
      "footer footer";
  }
}

@media (min-width: 80rem) {
  .page {
    grid-template-columns: 16rem minmax(0, 1fr) 18rem;
    grid-template-rows: auto 1fr auto;
    grid-template-areas:
      "header header header"
      "nav    main   aside"
      "footer footer footer";
  }

  .page > nav,
  .page > aside {
    position: sticky;
    top: 0;
    align-self: start;
    max-height: 100dvh;
    overflow-y: auto;
  }
}
`,
    mdx: `Named areas make the layout readable at a glance: the ASCII art in \`grid-template-areas\` is the layout. One column on phones, two on tablets and three with sticky sidebars on wide screens, while the HTML source order stays logical for screen readers.

## Usage

${fence}html
<div class="page">
  <header>Snipstack</header>
  <nav>Categories</nav>
  <main>Snippet list</main>
  <aside>Filters</aside>
  <footer>2024 Snipstack</footer>
</div>
${fence}

## Notes

- \`minmax(0, 1fr)\` and \`min-width: 0\` stop wide content such as code blocks from stretching the main column.
- \`100dvh\` follows the mobile browser's visible height as its toolbars show and hide.
- Sticky sidebars only stick when they are shorter than their grid row, hence \`align-self: start\`.
`,
  },
  {
    slug: 'css-skeleton-loader',
    title: 'Skeleton Loading Placeholders',
    description:
      'Shimmering skeleton placeholders for text, avatars and cards that match the final layout, use theme tokens and stop shimmering for users who prefer reduced motion.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'loading', 'skeleton', 'animation'],
    plan: 'free',
    code: `.skeleton {
  --skeleton-base: color-mix(in srgb, currentColor 8%, transparent);
  --skeleton-shine: color-mix(in srgb, currentColor 16%, transparent);
  display: block;
  border-radius: 0.375rem;
  background:
    linear-gradient(100deg, transparent 30%, var(--skeleton-shine) 50%, transparent 70%)
      0 0 / 200% 100% no-repeat,
    var(--skeleton-base);
  animation: skeleton-shimmer 1.4s ease-in-out infinite;
}

.skeleton--text {
  height: 0.9em;
  margin-block: 0.35em;
}

.skeleton--text:last-child {
  width: 60%;
}

.skeleton--avatar {
  width: 2.5rem;
  aspect-ratio: 1;
  border-radius: 50%;
}

.skeleton--card {
  height: 12rem;
  border-radius: 0.75rem;
}

@keyframes skeleton-shimmer {
  from { background-position: 150% 0, 0 0; }
  to { background-position: -50% 0, 0 0; }
}

@media (prefers-reduced-motion: reduce) {
  .skeleton {
    animation: none;
  }
}
`,
    mdx: `A single \`.skeleton\` element draws a soft base colour plus a moving highlight. Both colours are mixed from \`currentColor\`, so the placeholders look right on light and dark backgrounds without extra theme rules. Size modifiers cover the common shapes.

## Usage

${fence}html
<div aria-busy="true" aria-label="Loading snippet">
  <span class="skeleton skeleton--avatar"></span>
  <span class="skeleton skeleton--text"></span>
  <span class="skeleton skeleton--text"></span>
  <span class="skeleton skeleton--card"></span>
</div>
${fence}

## Notes

- Put \`aria-busy="true"\` and a label on the container so screen readers announce loading instead of reading empty elements.
- Match the skeleton to the final layout; mismatched sizes cause a layout shift when content arrives.
- Show skeletons only after a short delay (around 200 ms) so fast responses do not flicker.
`,
  },
  {
    slug: 'css-toggle-switch',
    title: 'Accessible Toggle Switch',
    description:
      'Style a native checkbox with role="switch" as an animated toggle, keeping keyboard support, visible focus, a disabled state and right-to-left layouts working.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'forms', 'accessibility', 'switch'],
    plan: 'free',
    code: `.switch {
  --switch-width: 2.75rem;
  --switch-height: 1.5rem;
  --thumb-size: calc(var(--switch-height) - 0.375rem);
  appearance: none;
  position: relative;
  flex-shrink: 0;
  width: var(--switch-width);
  height: var(--switch-height);
  margin: 0;
  border-radius: 999px;
  background: #c7ccd4;
  cursor: pointer;
  transition: background-color 150ms ease;
}

.switch::before {
  content: "";
  position: absolute;
  inset-block-start: 0.1875rem;
  inset-inline-start: 0.1875rem;
  width: var(--thumb-size);
  height: var(--thumb-size);
  border-radius: 50%;
  background: #fff;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.25);
  transition: translate 150ms ease;
}

.switch:checked {
  background: var(--color-accent, #6d28d9);
}

.switch:checked::before {
  translate: calc(var(--switch-width) - var(--switch-height)) 0;
}

:dir(rtl) .switch:checked::before {
  translate: calc((var(--switch-width) - var(--switch-height)) * -1) 0;
}

.switch:focus-visible {
  outline: 2px solid var(--color-accent, #6d28d9);
  outline-offset: 2px;
}

.switch:disabled {
  opacity: 0.5;
  cursor: not-allowed;
}

@media (prefers-reduced-motion: reduce) {
  .switch,
  .switch::before {
    transition: none;
  }
}
`,
    mdx: `A real \`input type="checkbox"\` keeps everything that matters for free: it is focusable, toggles with Space, submits with forms and announces its state. \`role="switch"\` tells assistive technology to call it on/off rather than checked/unchecked. The CSS only replaces the look.

## Usage

${fence}html
<label class="setting">
  <input class="switch" type="checkbox" role="switch" name="notifications" checked />
  Email notifications
</label>
${fence}

## Notes

- Keep the visible label; a switch without one is a mystery control to everyone.
- \`appearance: none\` removes the native box so pseudo-elements can draw the track and thumb.
- The thumb moves with logical properties and the \`:dir(rtl)\` rule so it slides the right way in right-to-left pages.
- In Windows high contrast mode, backgrounds are replaced; add a border to the track if you support forced colours.
`,
  },
  {
    slug: 'css-visually-hidden-focus',
    title: 'Visually Hidden Text and Focus Rings',
    description:
      'Accessibility utilities: hide text visually but keep it for screen readers, reveal skip links on focus, and show focus rings for keyboard users only.',
    language: 'CSS',
    category: 'Function',
    tags: ['css', 'accessibility', 'focus', 'utilities'],
    plan: 'free',
    code: `/* Hidden on screen, still read by screen readers. */
.visually-hidden:not(:focus):not(:active) {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}

/* "Skip to content" link: invisible until a keyboard user tabs to it. */
.skip-link {
  position: fixed;
  inset-block-start: 0.75rem;
  inset-inline-start: 0.75rem;
  z-index: 1000;
  padding: 0.5rem 1rem;
  border-radius: 0.375rem;
  background: var(--color-text, #14161a);
  color: var(--color-bg, #ffffff);
  translate: 0 -200%;
}

.skip-link:focus-visible {
  translate: 0 0;
}

/* Focus rings for keyboard navigation only, with a fallback for forced colours. */
:where(a, button, input, select, textarea, summary, [tabindex]):focus-visible {
  outline: 2px solid var(--color-accent, #6d28d9);
  outline-offset: 2px;
  border-radius: 0.25rem;
}

:where(a, button, input, select, textarea, summary, [tabindex]):focus:not(:focus-visible) {
  outline: none;
}

@media (forced-colors: active) {
  :focus-visible {
    outline-color: Highlight;
  }
}
`,
    mdx: `Three small rules that most sites need. \`.visually-hidden\` keeps labels available to assistive technology without showing them, the skip link lets keyboard users jump past the navigation, and \`:focus-visible\` shows focus rings for keyboard navigation without showing them on every mouse click.

## Usage

${fence}html
<a class="skip-link" href="#main">Skip to content</a>

<button type="button" class="icon-button">
  <svg aria-hidden="true" width="16" height="16"><use href="#icon-copy" /></svg>
  <span class="visually-hidden">Copy code</span>
</button>

<main id="main" tabindex="-1">...</main>
${fence}

## Notes

- The \`:not(:focus):not(:active)\` guard means a hidden element that receives focus becomes visible, which is required for focusable content.
- \`:where()\` has zero specificity, so component styles can customise the focus ring without fighting it.
- Never remove focus outlines without providing a visible replacement.
`,
  },
  {
    slug: 'css-dialog-modal',
    title: 'Animated Native Dialog Styles',
    description:
      'Style the native dialog element and its backdrop, with open and close transitions using @starting-style, a scroll lock on the page and reduced-motion support.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'dialog', 'modal', 'animation'],
    plan: 'free',
    code: `dialog.modal {
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 1.5rem;
  border: none;
  border-radius: 1rem;
  background: var(--color-bg, #fff);
  color: var(--color-text, #14161a);
  box-shadow: 0 24px 48px rgb(0 0 0 / 0.2);
  opacity: 0;
  translate: 0 1rem;
  transition:
    opacity 200ms ease,
    translate 200ms ease,
    overlay 200ms ease allow-discrete,
    display 200ms ease allow-discrete;
}

dialog.modal[open] {
  opacity: 1;
  translate: 0 0;
}

@starting-style {
  dialog.modal[open] {
    opacity: 0;
    translate: 0 1rem;
  }
}

dialog.modal::backdrop {
  background: rgb(10 12 16 / 0);
  backdrop-filter: blur(0);
  transition: background-color 200ms ease, backdrop-filter 200ms ease;
}

dialog.modal[open]::backdrop {
  background: rgb(10 12 16 / 0.55);
  backdrop-filter: blur(2px);
}

html:has(dialog.modal[open]) {
  overflow: hidden;
}

@media (prefers-reduced-motion: reduce) {
  dialog.modal,
  dialog.modal::backdrop {
    transition: none;
  }
}
`,
    mdx: `The native \`dialog\` element opened with \`showModal()\` already traps focus, closes on Escape and makes the rest of the page inert. These styles add the polish: a fade-and-rise entrance via \`@starting-style\`, an exit transition that keeps the dialog displayed until it finishes (\`allow-discrete\`), a blurred backdrop and a page scroll lock with \`:has()\`.

## Usage

${fence}html
<button type="button" onclick="document.getElementById('confirm').showModal()">Delete</button>

<dialog id="confirm" class="modal" aria-labelledby="confirm-title">
  <h2 id="confirm-title">Delete this snippet?</h2>
  <form method="dialog">
    <button value="cancel">Cancel</button>
    <button value="delete">Delete</button>
  </form>
</dialog>
${fence}

## Notes

- Browsers without \`@starting-style\` or \`allow-discrete\` still open and close the dialog, just without the animation.
- A \`form method="dialog"\` closes the dialog and sets \`dialog.returnValue\` to the clicked button's value.
- Always give the dialog an accessible name, here through \`aria-labelledby\`.
`,
  },
  {
    slug: 'css-infinite-marquee',
    title: 'Seamless Infinite Marquee',
    description:
      'A pure-CSS scrolling marquee for logos or testimonials that loops without a visible seam, fades at the edges, pauses on hover and focus, and stops for reduced motion.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'marquee', 'animation', 'landing-page'],
    plan: 'pro',
    price: 9,
    originalPrice: 12,
    code: `.marquee {
  --gap: 3rem;
  --duration: 30s;
  display: flex;
  gap: var(--gap);
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 10%, #000 90%, transparent);
}

.marquee__track {
  display: flex;
  flex-shrink: 0;
  gap: var(--gap);
  min-width: 100%;
  justify-content: space-around;
  margin: 0;
  padding: 0;
  list-style: none;
  animation: marquee-scroll var(--duration) linear infinite;
}

.marquee--reverse .marquee__track {
  animation-direction: reverse;
}

.marquee:hover .marquee__track,
.marquee:focus-within .marquee__track {
  animation-play-state: paused;
}

@keyframes marquee-scroll {
  to {
    transform: translateX(calc(-100% - var(--gap)));
  }
}

@media (prefers-reduced-motion: reduce) {
  .marquee {
    flex-wrap: wrap;
    mask-image: none;
  }

  .marquee__track {
    animation: none;
  }

  .marquee__track[aria-hidden="true"] {
    display: none;
  }
}
`,
    mdx: `The content is rendered twice, side by side. Each copy moves left by its own width plus the gap, so when the first copy has scrolled out the second sits exactly where the first started, and the loop restarts without a jump. A mask fades the items in and out at the edges.

## Usage

${fence}html
<div class="marquee" style="--duration: 40s">
  <ul class="marquee__track">
    <li><img src="/logos/acme.svg" alt="Acme" height="32" /></li>
    <li><img src="/logos/globex.svg" alt="Globex" height="32" /></li>
    <li><img src="/logos/initech.svg" alt="Initech" height="32" /></li>
  </ul>
  <ul class="marquee__track" aria-hidden="true">
    <li><img src="/logos/acme.svg" alt="" height="32" /></li>
    <li><img src="/logos/globex.svg" alt="" height="32" /></li>
    <li><img src="/logos/initech.svg" alt="" height="32" /></li>
  </ul>
</div>
${fence}

## Notes

- Mark the duplicate track \`aria-hidden\` and give its images empty \`alt\` text so screen readers read the list once.
- With reduced motion the duplicate is hidden and the items wrap into a static row.
- \`min-width: 100%\` on each track keeps the loop seamless even when there are too few items to fill the width.
- Content that moves by itself for more than five seconds needs a way to pause it; hover and focus pausing covers that here.
`,
  },
  {
    slug: 'css-scroll-driven-header',
    title: 'Sticky Header with Scroll-Driven Shadow',
    description:
      'A sticky header that gains a shadow and compacts as the page scrolls, using a CSS scroll-driven animation with no JavaScript and a static fallback.',
    language: 'CSS',
    category: 'Component',
    tags: ['css', 'scroll-driven-animations', 'sticky', 'header'],
    plan: 'free',
    code: `.site-header {
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: 1rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
  background: color-mix(in srgb, var(--color-bg, #fff) 85%, transparent);
  backdrop-filter: saturate(1.5) blur(8px);
  border-bottom: 1px solid var(--color-border, #e2e5ea);
}

@supports (animation-timeline: scroll()) {
  .site-header {
    border-bottom-color: transparent;
    animation: header-compact linear both;
    animation-timeline: scroll(root block);
    animation-range: 0 120px;
  }

  @keyframes header-compact {
    to {
      padding-block: 0.5rem;
      border-bottom-color: var(--color-border, #e2e5ea);
      box-shadow: 0 6px 16px rgb(15 23 42 / 0.08);
    }
  }
}

@media (prefers-reduced-motion: reduce) {
  .site-header {
    animation: none;
    border-bottom-color: var(--color-border, #e2e5ea);
  }
}
`,
    mdx: `\`animation-timeline: scroll(root block)\` ties the animation's progress to the page's scroll position instead of time. Over the first 120px of scrolling, the header's padding shrinks and its border and shadow appear; scrolling back up reverses it. It runs off the main thread, so it stays smooth.

## Usage

${fence}html
<header class="site-header">
  <a href="/">Snipstack</a>
  <nav><a href="/snippets">Snippets</a> <a href="/templates">Templates</a></nav>
</header>
<main>...</main>
${fence}

## Notes

- Browsers without scroll-driven animations skip the \`@supports\` block and show the static header with a permanent border.
- Animating \`padding-block\` triggers layout on every frame; for very heavy pages animate a \`scale\` on an inner element instead.
- The translucent background with \`backdrop-filter\` lets content show through subtly as it scrolls underneath.
`,
  },
  {
    slug: 'css-modern-reset',
    title: 'Modern CSS Reset in a Cascade Layer',
    description:
      'A small, opinionated reset inside @layer so any component style wins over it, covering box sizing, media defaults, form font inheritance and text rendering.',
    language: 'CSS',
    category: 'Config',
    tags: ['css', 'reset', 'cascade-layers', 'base'],
    plan: 'free',
    code: `@layer reset, base, components, utilities;

@layer reset {
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    -webkit-text-size-adjust: none;
    text-size-adjust: none;
    hanging-punctuation: first last;
  }

  body {
    min-height: 100dvh;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  img,
  picture,
  video,
  canvas,
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  p,
  h1,
  h2,
  h3,
  h4 {
    overflow-wrap: break-word;
  }

  :target {
    scroll-margin-block: 5ex;
  }
}
`,
    mdx: `Layers are ordered by the first \`@layer\` statement, so everything in \`reset\` loses to \`base\`, \`components\` and \`utilities\` regardless of selector specificity. That removes the classic problem of a reset rule with a more specific selector overriding a component style.

## Usage

${fence}css
@import url("reset.css");

@layer components {
  .button {
    margin: 0.5rem; /* wins over the reset's margin: 0 despite lower specificity */
  }
}
${fence}

## Notes

- Unlayered styles beat every layer. Put your own CSS into layers too, or at least know that any unlayered rule overrides them.
- \`height: auto\` on media preserves aspect ratio when only a width is set through the \`width\` attribute or CSS.
- \`scroll-margin-block\` on \`:target\` keeps anchored headings from hiding under a sticky header.
`,
  },
]
