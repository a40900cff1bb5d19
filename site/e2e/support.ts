import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** Collects everything the browser reports as an error or warning, hydration mismatches included. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Chromium's software GL (there is no GPU in CI) reports its own performance notes as console
 * warnings for any WebGL canvas; they say nothing about the page, so they are left out.
 */
export const pageProblems = (problems: string[]) => problems.filter((problem) => !/GL Driver Message/.test(problem))

/** Waits until the page is interactive: the header's effects run once hydrated. */
export const hydrated = (page: Page) =>
  expect(page.locator('[data-slot="scroll-progress"][data-progress]')).toBeAttached()

/**
 * Opens a page and waits until it is interactive. A click before that is a full page load and a
 * typed key reaches no handler, so a test that acts on the page opens it this way.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
}

/** Reloads the page and waits until it is interactive again. */
export async function reloadHydrated(page: Page) {
  await page.reload()
  await hydrated(page)
}

/** Tells the page its tab was hidden or shown: `document.visibilityState` changes and `visibilitychange` fires. */
export const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)

export type Tracked = { event: string; params: Record<string, unknown> }

/**
 * Records every `snipstack:track` event the page dispatches, from the first script on; the
 * returned function reads what was recorded so far.
 */
export async function recordTracking(page: Page): Promise<() => Promise<Tracked[]>> {
  await page.addInitScript(() => {
    const store = window as unknown as { __tracked: unknown[] }
    store.__tracked = []
    window.addEventListener('snipstack:track', (event) => store.__tracked.push((event as CustomEvent).detail))
  })
  return () => page.evaluate(() => (window as unknown as { __tracked: Tracked[] }).__tracked)
}

/** The docs sidebar's sections, in order, as the mobile menu and the search palette list them. */
export const docsSections = [
  'Getting Started',
  'Templates',
  'Components',
  'Device Mocks',
  'Special Effects',
  'Animations',
  'Text Animations',
  'Buttons',
  'Backgrounds',
]

/** Expects `path` to answer 404 with the not-found page in its HTML. */
export async function expectNotFoundAnswer(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(404)
  expect(await response.text(), path).toContain('Page not found')
}

/** Opens `path` and expects the not-found page, its title and status 404; returns the response. */
export async function openNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Snipstack')
  return response
}

/**
 * Once the page is idle, expects nothing among `problems` (watchConsole's) but the 404 document's
 * own status, which Chrome reports as a failed resource: that status is the point of the test.
 */
export async function expectOnlyThe404(page: Page, problems: string[]) {
  await page.waitForLoadState('networkidle')
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
}

export const STORAGE_KEY = 'authorization-storage'
export const PASSWORD = 'correct-horse-42'

export type User = { id: string; first_name: string; last_name: string; email: string; username: string }
export type Tokens = { access_token: string; refresh_token: string }
export type Session = { user: User; tokens: Tokens }
export type Stored = { state: { user: User | null; tokens: Tokens | null; isSignedIn: boolean; redirectUrl: string } }

/** Every test has its own account, so tests run in parallel and stay clear of per-account limits. */
export const uniqueEmail = () => `user-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`

export async function registerAccount(
  request: APIRequestContext,
  names = { first_name: 'Ada', last_name: 'Lovelace' },
) {
  const email = uniqueEmail()
  const response = await request.post('/api/auth/register', { data: { ...names, email, password: PASSWORD } })
  expect(response.ok(), await response.text()).toBe(true)
  return { email, ...((await response.json()) as Session) }
}

/** The header that makes an API request the member's. */
export const bearer = (session: Session) => ({ authorization: `Bearer ${session.tokens.access_token}` })

/** Publishes a snippet as the member through the API (`POST /api/snippets/submit`, no attachment). */
export async function publishSnippet(request: APIRequestContext, session: Session, body: object) {
  const response = await request.post('/api/snippets/submit', {
    headers: bearer(session),
    multipart: { body: JSON.stringify(body) },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { snippet: { slug: string; id: string } }).snippet
}

/**
 * Puts a session into localStorage the way the site stores it, then opens `path` and waits for it
 * to hydrate; `{ hydrated: false }` only opens it, for a page that leaves at once for the sign-in
 * page, which has no header to wait for.
 */
export async function openSignedIn(page: Page, session: Session, path: string, { hydrated = true } = {}) {
  await page.goto('/pro')
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ state: { ...session, isSignedIn: true, redirectUrl: '' }, version: 0 }),
  ] as const)
  if (hydrated) await gotoHydrated(page, path)
  else await page.goto(path)
}

/** Takes every animation on the page that ends to its end, so checks read colours where they settle. */
export const finishAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish()
    }
  })

/**
 * axe's findings on the page (or on the part `within` selects, e.g. an open menu while a modal
 * layer hides the rest), each as its rule, its help text and the first few elements it names.
 */
export async function axeViolations(page: Page, within?: string, { skipFrames = false } = {}) {
  const builder = new AxeBuilder({ page })
  if (within) builder.include(within)
  // A preview frame is a document of its own, checked at its own address: across the frame's edge
  // axe would read its landmarks as the page's (a block's 'Main' navigation beside the header's).
  if (skipFrames) builder.exclude('iframe')
  const results = await builder.analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

export async function expectNoAxeViolations(page: Page, within?: string) {
  expect(await axeViolations(page, within)).toEqual([])
}
