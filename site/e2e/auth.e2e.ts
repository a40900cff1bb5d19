import { expect, type Page, test } from '@playwright/test'
import { proRegistryEntry, registryTokenMessages } from '@snipstack/contracts/registry-tokens'
import {
  expectNoAxeViolations,
  gotoHydrated,
  openSignedIn,
  PASSWORD,
  recordTracking,
  registerAccount,
  reloadHydrated,
  STORAGE_KEY,
  type Stored,
  type User,
  uniqueEmail,
  watchConsole,
} from './support'

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), STORAGE_KEY) as Promise<Stored | null>

/** The sign-in and register screens enable their buttons once interactive. */
async function gotoAuthScreen(page: Page, path: string, submit: 'Sign in' | 'Create account') {
  await page.goto(path)
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled()
}

const header = (page: Page) => page.locator('header[data-slot="site-header"]')
const accountMenu = (page: Page) => header(page).getByRole('button', { name: /^Account menu for / })
const avatarInitials = (page: Page) => accountMenu(page).locator('[data-slot="avatar-fallback"]')
/** The test provider's sign-in page (server/src/modules/auth/fake-github.ts), as at GitHub. */
async function authorizeAtGitHub(page: Page, email: string, name: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to GitHub' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Authorize' }).click()
}

const bottomLeftToasts = (page: Page) =>
  page.locator('[data-sonner-toaster][data-x-position="left"][data-y-position="bottom"]')

/** A 64 × 48 PNG, as a browser's canvas encodes it. */
const PICTURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAYAAAChS3wfAAAAnElEQVR4AeyVsQ2AAAzDEAfw/wMcxxWwZ4lYYyMxVJ3iuHBe9/OS3/OAPwKAC3BogAbACXgCcAH8CHoCngCcgCcAF4D3F8jCPYEkQps1gNZ45tWAJEKbNYDWeObVgCRCmzWA1njm1YAkQps1YL3xlk8DGqH1vQasN9zyaUAjtL7XgPWGWz4NaITW9xqw3nDLpwGN0PpeA9Ya/pvnAwAA//+L9hU1AAAABklEQVQDAGmmpyGAlshFAAAAAElFTkSuQmCC'

/** A well-formed JWT that expired an hour ago; only its `exp` is ever read. */
function expiredJwt() {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const exp = Math.floor(Date.now() / 1000) - 3600
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'someone', sid: 'gone', iat: exp - 900, exp })}.${part({ sig: 'not-checked' })}`
}

test.describe('technology panel', () => {
  const names = ['Go', 'Node', 'PostgreSQL', 'MongoDB', 'Redis', 'React', 'Vite', 'TypeScript', 'Tailwind', 'Next.js']

  test('shows the ten technologies as their marks, with tooltips, from tablet widths up', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1000 })
    await gotoAuthScreen(page, '/sign-in', 'Sign in')
    const panel = page.locator('[data-slot="technology-panel"]')
    await expect(panel).toBeVisible()
    const marks = panel.getByRole('list', { name: 'Technologies' }).getByRole('img')
    await expect(marks).toHaveCount(10)
    for (const [index, name] of names.entries()) {
      await expect(marks.nth(index)).toHaveAccessibleName(name)
      // A drawn mark, not a lettered tile.
      expect(await marks.nth(index).locator('svg path').getAttribute('d'), name).toMatch(/^M/)
    }
    await marks.first().hover()
    await expect(page.getByRole('tooltip')).toContainText('Go · HTTP servers, CLIs, workers')
    // The form keeps its width beside the panel, and nothing overflows.
    expect((await page.getByRole('button', { name: 'Sign in', exact: true }).boundingBox())?.width).toBeGreaterThan(280)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(820)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(panel).toBeHidden()
  })
})

test.describe('register', () => {
  test('validates on the client, then registers, toasts and loads the redirect page', async ({ page }) => {
    const problems = watchConsole(page)
    await gotoAuthScreen(page, '/register?redirect_url=%2Fpro%3Ffrom%3Dregister', 'Create account')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account')
    await expect(page.getByText('Sign up to get started with your dashboard')).toBeVisible()
    await expect(page.getByText('or continue with email')).toBeVisible()
    await expect(page.getByText('or continue with email')).toHaveCSS('text-transform', 'none')
    // Only the provider the server is set up for (playwright.config.ts: GitHub, not Google).
    await expect(page.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/sign-in?redirect_url=%2Fpro%3Ffrom%3Dregister',
    )
    await expect(page.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute(
      'href',
      '/page/terms-of-service',
    )

    await page.getByRole('button', { name: 'Create account' }).click()
    const firstName = page.getByLabel('First name')
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toHaveAccessibleDescription('Please enter your first name')
    await expect(firstName).toBeFocused()
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Please enter your last name')
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters long',
    )
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' })
    await expect(terms).toHaveAccessibleDescription('Please accept the Terms & Conditions')

    await firstName.fill('ada')
    await page.getByLabel('Last name').fill('lovelace')
    await page.getByLabel('Email').fill(uniqueEmail())
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await expect(firstName).not.toHaveAttribute('aria-invalid')
    await terms.click()
    await expect(terms).toBeChecked()
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page.getByText('Registration successful!')).toBeVisible()
    await expect(page).toHaveURL(/\/pro\?from=register$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pro' })).toBeVisible()
    await expect(avatarInitials(page)).toHaveText('AL')
    expect((await stored(page))?.state.user?.first_name).toBe('ada')
    expect(problems).toEqual([])
  })

  test('a taken email is reported on the email field', async ({ page, request }) => {
    const { email } = await registerAccount(request)
    await gotoAuthScreen(page, '/register', 'Create account')
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill('Hopper')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }).click()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('An account with this email already exists.')
    await expect(page.getByLabel('Email')).toBeFocused()
    await expect(page).toHaveURL(/\/register$/)
    expect((await stored(page))?.state.isSignedIn).toBe(false)
  })
})

test.describe('sign in', () => {
  test('shows the documented sign-in screen with the technology panel', async ({ page }) => {
    const problems = watchConsole(page)
    await gotoAuthScreen(page, '/sign-in', 'Sign in')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back')
    await expect(page.getByText('Sign in to your account to continue')).toBeVisible()
    await expect(page.getByText('or continue with email')).toBeVisible()
    await expect(page.getByLabel('Email or username')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    // 'Forgot password?' is there, and leads nowhere.
    await expect(page.getByText('Forgot password?')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')

    const password = page.getByLabel('Password', { exact: true })
    await password.fill('secret')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')

    const panel = page.getByRole('complementary', { name: 'Snippets for the stack you already ship' })
    const names = ['Go', 'Node', 'PostgreSQL', 'MongoDB', 'Redis', 'React', 'Vite', 'TypeScript', 'Tailwind', 'Next.js']
    for (const name of names) await expect(panel.getByRole('img', { name, exact: true })).toBeVisible()
    await panel.getByRole('img', { name: 'PostgreSQL' }).hover()
    await expect(page.getByRole('tooltip')).toContainText('PostgreSQL')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('hides the technology panel on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoAuthScreen(page, '/sign-in', 'Sign in')
    await expect(page.locator('[data-slot="technology-panel"]')).toBeHidden()
    await expect(page.getByLabel('Email or username')).toBeVisible()
  })

  test('field errors, a refused password toasted bottom-left, then success replaces history', async ({
    page,
    request,
  }) => {
    const tracked = await recordTracking(page)
    const { email } = await registerAccount(request)
    await gotoHydrated(page, '/pro')
    await gotoAuthScreen(page, '/sign-in?redirect_url=%2Fsnippets', 'Sign in')
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect_url=%2Fsnippets',
    )

    const emailField = page.getByLabel('Email or username')
    const password = page.getByLabel('Password', { exact: true })
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(emailField).toHaveAccessibleDescription('Please enter your email or username')
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription('Please enter your password')
    await emailField.fill(email)
    await password.fill('ab')
    await expect(emailField).not.toHaveAttribute('aria-invalid')
    await expect(password).toHaveAccessibleDescription('Password must be at least 3 characters long')

    await password.fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(bottomLeftToasts(page).getByText('The email, username or password is incorrect.')).toBeVisible()
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fsnippets$/)
    expect((await tracked()).filter((t) => t.event === 'login_with_version')).toEqual([])

    await password.fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/snippets$/)
    await expect(avatarInitials(page)).toHaveText('AL')
    const logins = (await tracked()).filter((t) => t.event === 'login_with_version')
    expect(logins).toHaveLength(1)
    expect(logins[0]?.params).toMatchObject({ method: 'email', app_version: '0.0.0' })
    expect((await stored(page))?.state).toMatchObject({ isSignedIn: true, redirectUrl: '' })

    // The sign-in screen was replaced in history: Back returns to the page before it.
    await page.goBack()
    await expect(page).toHaveURL(/\/pro$/)
  })

  test('signs in with the username too, and never follows a redirect off the site', async ({ page, request }) => {
    const { user } = await registerAccount(request)
    await gotoAuthScreen(page, '/sign-in?redirect_url=%2F%2Fevil.example%2Fsteal', 'Sign in')
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
    await page.getByLabel('Email or username').fill(user.username)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(accountMenu(page)).toBeVisible()
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('modern software builders')
  })

  test('the forms offer only the configured providers, from the server HTML on, and the button leaves for it', async ({
    page,
    request,
  }) => {
    // In the HTML the server sends: the form does not change shape when the page hydrates.
    for (const path of ['/sign-in', '/register']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('GitHub</span>')
      expect(html, path).not.toContain('Google</span>')
      expect(html, path).toContain('or continue with email')
    }
    await gotoAuthScreen(page, '/sign-in?redirect_url=%2Fpro', 'Sign in')
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)
    const navigations: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(r.url())
    })
    await page.getByRole('button', { name: 'Continue with GitHub' }).click()
    await expect(page).toHaveURL(/\/login\/oauth\/authorize\?/)
    expect(new URL(navigations[0] ?? '').pathname + new URL(navigations[0] ?? '').search).toBe(
      '/api/auth/provider/github?redirect_url=%2Fpro',
    )
    const authorize = new URL(page.url())
    expect(authorize.searchParams.get('client_id')).toBe('e2e-client')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/provider\/github\/callback$/)

    // At the provider: whoever signs in there comes back signed in, where they were going.
    await authorizeAtGitHub(page, uniqueEmail(), 'Octavia Hub')
    await expect(page).toHaveURL(/\/pro$/)
    await expect(avatarInitials(page)).toHaveText('OH')
  })

  test('an account made with GitHub sets a password in settings, then signs in by email', async ({ page, request }) => {
    const email = uniqueEmail()
    await gotoAuthScreen(page, '/sign-in?redirect_url=%2Fsettings', 'Sign in')
    await page.getByRole('button', { name: 'Continue with GitHub' }).click()
    await authorizeAtGitHub(page, email, 'Grace Hub')
    await expect(page).toHaveURL(/\/settings$/)

    // No password yet: nothing to give as the current one.
    await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible()
    await expect(page.getByLabel('Current password')).toHaveCount(0)
    const password = 'my-first-password'
    expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401)
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Confirm new password').fill(password)
    await page.getByRole('button', { name: 'Set password' }).click()
    await expect(page.getByText('Password set')).toBeVisible()
    // From now on the form asks for it, as for any account with a password.
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
    await expect(page.getByLabel('Current password')).toBeVisible()

    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await gotoAuthScreen(page, '/sign-in', 'Sign in')
    await page.getByLabel('Email or username').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(avatarInitials(page)).toHaveText('GH')
  })

  test('a provider that is not set up explains itself on the sign-in page and keeps where you were going', async ({
    page,
  }) => {
    await page.goto('/api/auth/provider/google?redirect_url=%2Fpro')
    await expect(page.locator('[data-slot="sign-in"]').getByRole('alert')).toHaveText(
      'Signing in with this provider is not set up on this site yet. Please use your email and password.',
    )
    // The reason is shown once and dropped from the address, so a reload does not repeat it.
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fpro$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  test('an OAuth return with a spent code says so and stays signed out', async ({ page }) => {
    await gotoAuthScreen(page, '/sign-in?code=not-a-real-code', 'Sign in')
    await expect(page.locator('[data-slot="sign-in"]').getByRole('alert')).toHaveText(
      'This sign-in link has expired or was already used. Please sign in again.',
    )
    await expect(page).toHaveURL(/\/sign-in$/)
    expect((await stored(page))?.state.isSignedIn).toBe(false)
  })
})

test.describe('signed in', () => {
  test('the header shows My Workspace and the avatar menu; reload keeps the session', async ({ page, request }) => {
    const session = await registerAccount(request, { first_name: 'grace brewster', last_name: 'hopper' })
    const problems = watchConsole(page)
    await openSignedIn(page, session, '/snippets')
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(header(page).getByRole('link', { name: 'My Workspace' })).toHaveAttribute('href', '/workspace')
    await expect(avatarInitials(page)).toHaveText('GBH')
    await expect(header(page).locator('[data-slot="avatar"]')).toHaveAttribute('data-status', 'idle')

    await accountMenu(page).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(session.email)).toBeVisible()
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Sign Out'])
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings')
    await page.keyboard.press('Escape')

    await page.reload()
    await expect(avatarInitials(page)).toHaveText('GBH')
    expect((await stored(page))?.state.tokens).toEqual(session.tokens)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('the workspace label hides on small screens but still names the link', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const session = await registerAccount(request)
    await openSignedIn(page, session, '/pro')
    const workspace = header(page).getByRole('link', { name: 'My Workspace' })
    await expect(workspace).toBeVisible()
    await expect(workspace.getByText('My Workspace')).toHaveClass(/sr-only/)
    await expect(workspace.getByText('My Workspace')).toHaveCSS('position', 'absolute')
  })

  test('the server renders signed out; the session appears after hydration', async ({ page, request }) => {
    const session = await registerAccount(request)
    const html = await (await request.get('/profile')).text()
    expect(html).toContain('Loading your account')
    expect(html).toContain('href="/sign-in"')
    expect(html).not.toContain(session.email)
    await openSignedIn(page, session, '/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  })

  test('Sign Out ends the session here and on the server', async ({ page, request }) => {
    const session = await registerAccount(request)
    await openSignedIn(page, session, '/snippets')
    await accountMenu(page).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(page).toHaveURL(/\/snippets$/)
    expect((await stored(page))?.state).toEqual({ user: null, tokens: null, isSignedIn: false, redirectUrl: '' })
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${session.tokens.access_token}`, renewal: 'false' },
    })
    expect(me.status()).toBe(401)
    const renewal = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${session.tokens.refresh_token}`, cft: 't', renewal: 'false' },
    })
    expect(renewal.status()).toBe(401)
  })

  test('an expired access token is renewed before the call, with the refresh token', async ({ page, request }) => {
    const session = await registerAccount(request)
    const fake = expiredJwt()
    const sentAuthorizations: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) sentAuthorizations.push(r.headers().authorization ?? '')
    })
    await openSignedIn(page, { ...session, tokens: { ...session.tokens, access_token: fake } }, '/profile')
    await expect(page.locator('[data-slot="profile-email"]')).toHaveText(session.email)
    await expect
      .poll(async () => (await stored(page))?.state.tokens?.refresh_token)
      .not.toBe(session.tokens.refresh_token)
    const renewed = (await stored(page))?.state
    expect(renewed?.isSignedIn).toBe(true)
    expect(renewed?.tokens?.access_token).not.toBe(fake)
    expect(renewed?.user?.email).toBe(session.email)
    await page.waitForLoadState('networkidle')
    // The server never saw the expired token: the refresh token went first, then the new access token.
    expect(sentAuthorizations).not.toContain(`Bearer ${fake}`)
    expect(sentAuthorizations[0]).toBe(`Bearer ${session.tokens.refresh_token}`)
    expect(sentAuthorizations).toContain(`Bearer ${renewed?.tokens?.access_token}`)
    // The old refresh token is spent.
    const reuse = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${session.tokens.refresh_token}`, cft: 't', renewal: 'false' },
    })
    expect(reuse.status()).toBe(401)
  })

  test('a 401 shows Unauthorized, signs out and asks to sign in again', async ({ page, request }) => {
    const session = await registerAccount(request)
    // Another device ends every session; this browser's access token is still well-formed and unexpired.
    const ended = await request.post('/api/auth/sign-out-all', {
      headers: { authorization: `Bearer ${session.tokens.access_token}`, renewal: 'false' },
    })
    expect(ended.ok()).toBe(true)
    await openSignedIn(page, session, '/profile', { hydrated: false })
    await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fprofile$/)
    expect((await stored(page))?.state).toMatchObject({ user: null, tokens: null, isSignedIn: false })
  })
})

test.describe('profile and settings', () => {
  test('signed out, /profile and /settings send you to sign in and back', async ({ page, request }) => {
    const { email } = await registerAccount(request)
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fsettings$/)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fprofile$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await page.getByLabel('Email or username').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.locator('[data-slot="profile-email"]')).toHaveText(email)
  })

  test('the profile edit saves, reaches the header and survives a reload', async ({ page, request }) => {
    const session = await registerAccount(request)
    await openSignedIn(page, session, '/profile')
    const username = page.getByLabel('Username')
    const typed = await username.inputValue()
    await username.fill('Ada!')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(username).toHaveAccessibleDescription('Use lowercase letters, digits, dots, dashes and underscores')

    await username.fill(typed)
    await page.getByLabel('First name').fill('Augusta Ada')
    await page.getByLabel('Last name').fill('King')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Profile saved')).toBeVisible()
    await expect(page.locator('[data-slot="profile-name"]')).toHaveText('Augusta Ada King')
    await expect(avatarInitials(page)).toHaveText('AAK')

    await page.reload()
    await expect(page.getByLabel('First name')).toHaveValue('Augusta Ada')
    const me = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${(await stored(page))?.state.tokens?.access_token}`, renewal: 'false' },
    })
    expect(((await me.json()) as { user: User }).user.first_name).toBe('Augusta Ada')
  })

  test('a picture uploads with a progress bar, shows in the header, survives a reload and can be removed', async ({
    page,
    request,
  }) => {
    const session = await registerAccount(request, { first_name: 'Pia', last_name: 'Picture' })
    await openSignedIn(page, session, '/profile')
    const picker = page.locator('[data-slot="avatar-picker"]')
    // One heading says 'Picture'; the controls below it are a group with a name of their own.
    await expect(page.getByRole('heading', { name: 'Picture', exact: true })).toHaveCount(1)
    await expect(page.getByText('Picture', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('group', { name: 'Change your picture' })).toBeVisible()
    const upload = picker.getByRole('button', { name: 'Upload picture' })
    const input = picker.locator('input[type="file"]')
    const headerAvatar = header(page).locator('[data-slot="avatar"]')

    // Refused before anything is sent: not one of the four types, or over the size limit.
    await input.setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') })
    await expect(upload).toHaveAccessibleDescription(/Please choose a PNG, JPEG, WebP or GIF image$/)
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(512 * 1024 + 1) })
    await expect(upload).toHaveAccessibleDescription(/Please choose an image of at most 512 KB$/)
    // Refused by the server, which reads the bytes: a .png that is not a picture.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/me/avatar')),
      input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') }),
    ])
    expect(refused.status()).toBe(422)
    await expect(upload).toHaveAccessibleDescription(/Please choose a PNG, JPEG, WebP or GIF image$/)

    // A real picture: the bar shows while it is on its way, then the header shows the picture.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/auth/me/avatar', async (route) => {
      await held
      await route.continue()
    })
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PICTURE_PNG, 'base64') })
    const bar = picker.getByRole('progressbar', { name: 'Picture upload progress' })
    await expect(bar).toBeVisible()
    await expect(upload).toBeDisabled()
    release()
    await expect(page.getByText('Picture updated')).toBeVisible()
    await expect(bar).toHaveCount(0)
    await expect(upload).not.toHaveAccessibleDescription(/Please choose/)
    await expect(headerAvatar).toHaveAttribute('data-status', 'loaded')
    await expect(headerAvatar.locator('img')).toHaveAttribute('src', /^\/api\/auth\/avatar\/[\w-]+\?v=[\w-]+$/)
    await page.unroute('**/api/auth/me/avatar')

    await reloadHydrated(page)
    await expect(headerAvatar).toHaveAttribute('data-status', 'loaded')
    await picker.getByRole('button', { name: 'Remove picture' }).click()
    await expect(page.getByText('Picture removed')).toBeVisible()
    await expect(headerAvatar).toHaveAttribute('data-status', 'idle')
    await expect(avatarInitials(page)).toHaveText('PP')
    await expect(picker.getByRole('button', { name: 'Remove picture' })).toHaveCount(0)
  })

  test('settings change the password; the old one stops working', async ({ page, request }) => {
    const session = await registerAccount(request)
    const next = 'a-brand-new-password'
    await openSignedIn(page, session, '/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const current = page.getByLabel('Current password')
    await current.fill('not-my-password')
    await page.getByLabel('New password', { exact: true }).fill(next)
    await page.getByLabel('Confirm new password').fill(`${next}!`)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('The new passwords do not match')

    await page.getByLabel('Confirm new password').fill(next)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(current).toHaveAccessibleDescription('Your current password is incorrect.')

    await current.fill(PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Password changed')).toBeVisible()
    await expect(current).toHaveValue('')
    await expect(accountMenu(page)).toBeVisible()

    const old = await request.post('/api/auth/login', { data: { email: session.email, password: PASSWORD } })
    expect(old.status()).toBe(401)
    const fresh = await request.post('/api/auth/login', { data: { email: session.email, password: next } })
    expect(fresh.status()).toBe(200)
  })

  test('settings make a registry token, show it once, list it and revoke it; the registry refuses it from then on', async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await registerAccount(request)
    await openSignedIn(page, session, '/settings')
    const section = page.getByRole('region', { name: 'Registry tokens' })
    await expect(section.getByText('You have no registry tokens.')).toBeVisible()
    const name = section.getByLabel('Token name')
    await section.getByRole('button', { name: 'Make token' }).click()
    await expect(name).toHaveAccessibleDescription(registryTokenMessages.name)

    await name.fill('Laptop')
    await section.getByRole('button', { name: 'Make token' }).click()
    const secret = (await section.locator('[data-slot="registry-token-secret"]').textContent()) ?? ''
    expect(secret).toMatch(/^snipstack_[\w-]{43}$/)
    await expect(name).toHaveValue('')
    const entry = section.locator('[data-slot="new-registry-token"] pre')
    await expect(entry).toHaveText(JSON.stringify({ registries: proRegistryEntry(baseURL ?? '') }, null, 2))
    await expect(entry).toContainText(`"url": "${baseURL}/r/{name}.json"`)
    const row = section.getByRole('listitem').filter({ hasText: 'Laptop' })
    await expect(row).toContainText(`…${secret.slice(-4)}`)
    await expect(row).toContainText('Never used')

    const withToken = { headers: { authorization: `Bearer ${secret}` } }
    expect((await request.get('/r/marquee.json', withToken)).status()).toBe(200)
    // Shown once: a new visit lists the token, used now, and never the token itself.
    await reloadHydrated(page)
    await expect(row).toContainText('Last used')
    await expect(page.getByText(secret)).toHaveCount(0)

    await section.getByRole('button', { name: 'Revoke token Laptop' }).click()
    await expect(page.getByText('Token “Laptop” revoked')).toBeVisible()
    await expect(section.getByText('You have no registry tokens.')).toBeVisible()
    const refused = await request.get('/r/marquee.json', withToken)
    expect(refused.status()).toBe(401)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(registryTokenMessages.invalid)
  })

  test('sign out of all devices ends every session', async ({ page, request }) => {
    const session = await registerAccount(request)
    await openSignedIn(page, session, '/settings')
    await page.getByRole('button', { name: 'Sign out of all devices' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' })
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page.getByText('Signed out of all devices')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect((await stored(page))?.state.isSignedIn).toBe(false)
    const renewal = await request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${session.tokens.refresh_token}`, cft: 't', renewal: 'false' },
    })
    expect(renewal.status()).toBe(401)
  })
})

test.describe('accessibility', () => {
  test('sign-in and register pass axe in light and dark, with their messages showing', async ({ page }) => {
    // Four page loads and four axe runs.
    test.slow()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await gotoAuthScreen(page, '/sign-in?error=oauth_failed', 'Sign in')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByLabel('Email or username')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
      await gotoAuthScreen(page, '/register', 'Create account')
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
    }
  })

  test('the signed-in header, profile and settings pass axe in light and dark', async ({ page, request }) => {
    test.slow()
    const session = await registerAccount(request)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await openSignedIn(page, session, '/profile')
      await expect(page.getByLabel('First name')).toHaveValue('Ada')
      await expectNoAxeViolations(page)
      await gotoHydrated(page, '/settings')
      await expect(page.getByLabel('Current password')).toBeVisible()
      // With a new token on show and the list of the ones made before.
      await page.getByLabel('Token name').fill(`Laptop (${colorScheme})`)
      await page.getByRole('button', { name: 'Make token' }).click()
      await expect(page.getByRole('listitem').filter({ hasText: `Laptop (${colorScheme})` })).toBeVisible()
      await expectNoAxeViolations(page)
      await accountMenu(page).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectNoAxeViolations(page, '[role="menu"]')
      await page.keyboard.press('Escape')
    }
  })
})

test('the avatar shows the picture once it loads, and the initials when it fails', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await registerAccount(request)
  const setAvatar = async (avatar_url: string) => {
    const response = await request.patch('/api/auth/me', {
      headers: { authorization: `Bearer ${session.tokens.access_token}`, renewal: 'false' },
      data: { avatar_url },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { user: User }).user
  }
  const avatar = header(page).locator('[data-slot="avatar"]')

  const withPicture = await setAvatar(`${baseURL}/logo.svg`)
  await openSignedIn(page, { ...session, user: withPicture }, '/pro')
  await expect(avatar).toHaveAttribute('data-status', 'loaded')
  await expect(avatar.locator('img')).toHaveAttribute('src', `${baseURL}/logo.svg`)
  await expect(avatarInitials(page)).toHaveCount(0)

  const broken = await setAvatar(`${baseURL}/no-such-picture.png`)
  await openSignedIn(page, { ...session, user: broken }, '/pro')
  await expect(avatar).toHaveAttribute('data-status', 'error')
  await expect(avatar.locator('img')).toHaveCount(0)
  await expect(avatarInitials(page)).toHaveText('AL')
})
