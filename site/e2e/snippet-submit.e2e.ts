import { expect, type Page, test } from '@playwright/test'
import { gotoHydrated, openSignedIn, PASSWORD, publishSnippet, registerAccount } from './support'

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

const snippetBody = (title: string) => ({
  title,
  description: 'Returns a debounced copy of a callback for search boxes.',
  language: 'TypeScript',
  category: 'Function',
  tags: ['timing'],
  code: 'export function debounce(fn: () => void, ms: number) {\n  let t: ReturnType<typeof setTimeout>\n  return () => {\n    clearTimeout(t)\n    t = setTimeout(fn, ms)\n  }\n}\n',
  mdx: '## Usage\n\nCall it once and keep the result.',
})

test('a signed-out visitor is sent to sign in and comes back to the form', async ({ page, request }) => {
  const account = await registerAccount(request)
  await page.goto('/snippets/submit')
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fsnippets%2Fsubmit$/)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  await page.getByLabel('Email or username').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/snippets\/submit$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit Your Snippet')
})

test('the form names what is missing next to each field', async ({ page, request }) => {
  await openSignedIn(page, await registerAccount(request), '/snippets/submit')
  await page.getByRole('button', { name: 'Publish snippet' }).click()
  await expect(page.locator('#snippet-title-error')).toHaveText('Please enter a title of 3 to 100 characters')
  await expect(page.locator('#snippet-code-error')).toHaveText(/Please paste the code/)
  await expect(page.getByLabel('Title')).toBeFocused()
  await page.getByLabel('Title').fill('Debounce')
  await expect(page.locator('#snippet-title-error')).toHaveCount(0)
})

test('a submission with a file shows real upload progress and lands on the new page', async ({ page, request }) => {
  await openSignedIn(page, await registerAccount(request), '/snippets/submit')
  const title = `Debounce with notes ${Date.now()}`
  const body = snippetBody(title)
  await page.getByLabel('Title').fill(body.title)
  await page.getByLabel('Description').fill(body.description)
  await page.getByLabel('Language').selectOption('TypeScript')
  await page.getByLabel('Category').selectOption('Function')
  await page.getByLabel(/^Tags/).fill('timing, events')
  await page.getByLabel('Code', { exact: true }).fill(body.code)
  await expect(page.getByRole('region', { name: 'Code preview' })).toContainText('debounce')
  await page.getByLabel(/^Notes/).fill(body.mdx)
  // 200 KB of text, sent at a throttled 64 KB/s: about three seconds, so the bar moves through
  // several values even when a busy machine draws few frames (at 200 KB/s a busy run saw none between 0 and 100).
  const notes = `${'// usage notes\n'.repeat(13_000)}`.slice(0, 200 * 1024)
  await page
    .getByLabel(/^Attachment/)
    .setInputFiles({ name: 'usage.ts', mimeType: 'text/plain', buffer: Buffer.from(notes) })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  })
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as unknown as { __progress: number[] }).__progress = seen
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]')
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')))
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await page.getByRole('button', { name: 'Publish snippet' }).click()
  await expect(page).toHaveURL(/\/snippets\/debounce-with-notes-\d+$/, { timeout: 30_000 })
  const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress)
  expect(progress.some((value) => value > 0 && value < 100)).toBe(true)
  expect(progress).toContain(100)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(toast(page, 'Snippet published')).toBeVisible()
  await expect(page.locator('[data-slot="snippet-meta"]')).toContainText('Ada Lovelace')
  const attachment = page.locator('[data-slot="snippet-attachment"] a')
  await expect(attachment).toHaveText('usage.ts')
  const download = await request.get((await attachment.getAttribute('href')) ?? '')
  expect(download.headers()['content-type']).toBe('text/plain; charset=utf-8')
  expect((await download.body()).length).toBe(Buffer.byteLength(notes))
})

test('a refused file is named on its field and nothing is published', async ({ page, request }) => {
  await openSignedIn(page, await registerAccount(request), '/snippets/submit')
  const title = `Refused file ${Date.now()}`
  const body = snippetBody(title)
  await page.getByLabel('Title').fill(body.title)
  await page.getByLabel('Description').fill(body.description)
  await page.getByLabel('Language').selectOption('TypeScript')
  await page.getByLabel('Category').selectOption('Function')
  await page.getByLabel('Code', { exact: true }).fill(body.code)
  // A binary file under a text name passes the form's checks; the server refuses it.
  await page.getByLabel(/^Attachment/).setInputFiles({
    name: 'data.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from([0, 1, 2, 0, 255, 254]),
  })
  await page.getByRole('button', { name: 'Publish snippet' }).click()
  await expect(page.locator('[data-slot="field-error"]')).toHaveText('The file must be UTF-8 text, not binary data')
  await expect(page).toHaveURL(/\/snippets\/submit$/)
  const list = await (await request.get(`/api/snippets/list?name=${encodeURIComponent(title)}`)).json()
  expect(list.snippets.filter((s: { title: string }) => s.title === title)).toEqual([])
})

test('the author edits and deletes; another member sees neither action', async ({ page, request, browser }) => {
  const author = await registerAccount(request)
  const { slug } = await publishSnippet(request, author, snippetBody(`Owned snippet ${Date.now()}`))

  const other = await browser.newPage()
  await openSignedIn(
    other,
    await registerAccount(request, { first_name: 'Grace', last_name: 'Hopper' }),
    `/snippets/${slug}`,
  )
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(other.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await expect(other.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await other.close()

  await openSignedIn(page, author, `/snippets/${slug}`)
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(new RegExp(`/snippets/submit\\?edit=${slug}$`))
  await expect(page.getByLabel('Title')).toHaveValue(/Owned snippet/)
  await page.getByLabel('Title').fill('Owned snippet, renamed')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(new RegExp(`/snippets/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owned snippet, renamed')

  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page).toHaveURL(/\/snippets$/)
  await expect(toast(page, 'Snippet deleted')).toBeVisible()
  expect((await request.get(`/snippets/${slug}`)).status()).toBe(404)
})

test('markup in a submission is shown as text on every page that shows it', async ({ page, request }) => {
  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`
  const author = await registerAccount(request)
  const { slug } = await publishSnippet(request, author, {
    ...snippetBody(`Payload ${Date.now()} ${payload}`),
    description: `Description ${payload}`,
    tags: ['<b>bold</b>', '"><svg onload=alert(1)>'],
    code: `const html = '${payload}'\n`,
    mdx: `# Heading ${payload}\n\n<script>window.__xss=3</script>\n\n[link](javascript:window.__xss=4)\n\n\`\`\`html\n${payload}\n\`\`\`\n`,
  })
  const dangerous = /<img src=x|<script>window\.__xss|<svg onload|href="javascript:/i

  for (const path of [`/snippets/${slug}`, `/snippets?name=Payload`]) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(dangerous)
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined()
  }
  await gotoHydrated(page, `/snippets/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x')
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0)

  await gotoHydrated(page, '/snippets?name=Payload')
  const card = page.locator('[data-slot="snippet-card"]').filter({ hasText: 'Payload' }).first()
  await card.getByRole('button', { name: 'View code' }).click()
  await expect(page.getByRole('dialog')).toContainText('<script>window.__xss=2</script>')
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})
