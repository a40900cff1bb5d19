import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectNotFoundAnswer, expectOnlyThe404, gotoHydrated, openNotFoundPage, watchConsole } from './support'

type TemplateFile = { path: string; content: string; size: number; language?: string }
type Card = {
  id: string
  slug: string
  name: string
  description: string
  price: number
  category: { slug: string; title: string }
}
type Detail = Card & { readme: string; files: TemplateFile[] }
type ListAnswer = { templates: Card[]; pagination: { total_pages: number } }

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
const viewer = (page: Page, path: string) => page.getByRole('region', { name: `${path} source code` })
const fileButton = (page: Page, path: string) => page.locator(`button[data-path="${path}"]`)
const actions = (page: Page) => page.locator('[data-slot="template-actions"]')

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

async function single(request: APIRequestContext, slug: string): Promise<Detail> {
  const response = await request.get(`/api/templates/single?slug=${slug}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { template: Detail }).template
}

/**
 * The first template of the listing (`query`, e.g. `price=free`) that `wanted` accepts, read from
 * the API: the catalogue's content may change, so no slug is written here.
 */
async function findTemplate(
  request: APIRequestContext,
  query: string,
  wanted: (template: Detail) => boolean = () => true,
): Promise<Detail> {
  for (let page = 1; ; page++) {
    const answer = (await (await request.get(`/api/templates/list?${query}&page=${page}`)).json()) as ListAnswer
    for (const card of answer.templates) {
      const template = await single(request, card.slug)
      if (wanted(template)) return template
    }
    if (page >= answer.pagination.total_pages) throw new Error(`No template for ${query} fits the test`)
  }
}

/** A free template with files in folders and, past the first file, one with a language to highlight. */
const browsable = (template: Detail) =>
  template.files.some((file) => file.path.includes('/')) &&
  template.files.slice(1).some((file) => file.language && file.content.trim())

test('the template page is server-rendered with its data, highlighted first file and related templates', async ({
  request,
}) => {
  const template = await findTemplate(request, 'price=free', browsable)
  const response = await request.get(`/templates/${template.slug}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<h1 id="template-title"')
  expect(html).toContain(escapeHtml(template.name))
  expect(html).toContain(escapeHtml(template.description))
  expect(html).toContain(`<title>${escapeHtml(template.name)} · Snipstack</title>`)
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="[^"]*/api/templates/${template.slug}/preview.svg"`),
  )
  // The gallery image keeps its box: width and height are in the HTML.
  expect(html).toMatch(
    new RegExp(`<img src="/api/templates/${template.slug}/preview.svg"[^>]*width="1200" height="630"`),
  )
  // The README is rendered, and the first file is shown highlighted by the server.
  expect(html).toContain('data-slot="template-readme"')
  const [first] = template.files
  expect(html).toMatch(new RegExp(`<button[^>]*data-path="${first?.path}"[^>]*aria-current="true"`))
  if (first?.language) {
    expect(html).toContain('--shiki-light:')
    expect(html).toContain('--shiki-dark:')
  }
  // Every file is in the tree.
  for (const file of template.files) expect(html).toContain(`data-path="${file.path}"`)
  expect(html).toContain(`href="/api/templates/${template.slug}/download"`)
  expect(html).toContain(`href="/demo.php?id=${template.id}&amp;type=template"`)
  // Related: others of the same category, from the list the loader fetched.
  const category = (await (
    await request.get(`/api/templates/list?categorySlug=${template.category.slug}`)
  ).json()) as ListAnswer
  const others = category.templates.filter((other) => other.slug !== template.slug).slice(0, 3)
  expect(html.match(/data-slot="related-template"/g) ?? []).toHaveLength(others.length)
  for (const other of others) expect(html).toContain(`href="/templates/${other.slug}"`)
  expect(html).not.toMatch(new RegExp(`data-slot="related-template"[^>]*href="/templates/${template.slug}"`))
})

test('an unknown slug answers 404 with the not-found page', async ({ page, request }) => {
  await expectNotFoundAnswer(request, '/templates/no-such-template')
  expect((await request.get('/templates/Not_A_Slug')).status()).toBe(404)

  const problems = watchConsole(page)
  await openNotFoundPage(page, '/templates/no-such-template')
  await expectOnlyThe404(page, problems)
})

test('the file tree selects, highlights and copies files, by mouse and keyboard', async ({
  page,
  context,
  browserName,
}) => {
  if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const template = await findTemplate(page.request, 'price=free', browsable)
  const problems = watchConsole(page)
  await gotoHydrated(page, `/templates/${template.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.name)

  const [first] = template.files
  if (!first) throw new Error('no files')
  await expect(fileButton(page, first.path)).toHaveAttribute('aria-current', 'true')
  await expect(viewer(page, first.path)).toBeVisible()

  // Another file, with a language: highlighted once chosen, with its size shown.
  const other = template.files.slice(1).find((file) => file.language && file.content.trim()) as TemplateFile
  await fileButton(page, other.path).click()
  await expect(fileButton(page, other.path)).toHaveAttribute('aria-current', 'true')
  await expect(fileButton(page, first.path)).not.toHaveAttribute('aria-current')
  const shown = viewer(page, other.path)
  await expect(shown).toContainText(other.content.trim().split('\n')[0] ?? '')
  await expect(shown.locator('span[style*="--shiki-light"]').first()).toBeAttached()
  await expect(page.locator('[data-slot="file-meta"]')).toContainText(String(other.language))
  await expect(page.locator('[data-slot="file-meta"]')).toContainText(/\d+(\.\d)? (B|KB|MB)$/)

  // Copy raises the snippets' toast and puts the whole file on the clipboard.
  await page.getByRole('button', { name: `Copy ${other.path}` }).click()
  await expect(toast(page, 'Copied!')).toContainText('Code snippet copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(other.content)

  // By keyboard: the first file again.
  await fileButton(page, first.path).focus()
  await page.keyboard.press('Enter')
  await expect(fileButton(page, first.path)).toHaveAttribute('aria-current', 'true')
  await expect(viewer(page, first.path)).toBeVisible()

  // A folder closes and opens again.
  const nested = template.files.find((file) => file.path.includes('/')) as TemplateFile
  const folder = page.locator(`button[data-folder="${nested.path.split('/')[0]}"]`)
  await expect(folder).toHaveAttribute('aria-expanded', 'true')
  await folder.click()
  await expect(folder).toHaveAttribute('aria-expanded', 'false')
  await expect(fileButton(page, nested.path)).toHaveCount(0)
  await folder.press('Enter')
  await expect(fileButton(page, nested.path)).toBeVisible()

  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('a free template downloads as a zip', async ({ page }) => {
  const template = await findTemplate(page.request, 'price=free')
  await gotoHydrated(page, `/templates/${template.slug}`)
  const link = actions(page).getByRole('link', { name: 'Download', exact: true })
  await expect(link).toHaveAttribute('download', `${template.slug}.zip`)
  const href = (await link.getAttribute('href')) as string
  expect(href).toBe(`/api/templates/${template.slug}/download`)
  const response = await page.request.get(href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/zip')
  const body = await response.body()
  expect(body.subarray(0, 2).toString('latin1')).toBe('PK')
  await expect(actions(page).getByRole('link', { name: 'Get Pro', exact: true })).toHaveCount(0)
})

test('a paid template offers Pro instead of the download, and shows its file tree', async ({ page }) => {
  const template = await findTemplate(page.request, 'price=paid')
  await gotoHydrated(page, `/templates/${template.slug}`)
  const pro = actions(page).getByRole('link', { name: 'Get Pro', exact: true })
  await expect(pro).toHaveAttribute('href', '/pro')
  await expect(page.locator('[data-slot="pro-note"]')).toContainText('part of Snipstack Pro')
  await expect(page.locator('a[href$="/download"]')).toHaveCount(0)
  await expect(actions(page).getByRole('link', { name: 'Download', exact: true })).toHaveCount(0)
  await expect(page.locator('[data-badge="price"]').first()).toHaveText(`$${template.price}`)
  // The first file shows its first lines; the files themselves come with Pro (pro.e2e.ts).
  const [first] = template.files
  if (first) await expect(viewer(page, first.path)).toBeVisible()
  expect((await page.request.get(`/api/templates/${template.slug}/download`)).status()).toBe(402)
})

test('opening the page counts one view, from the browser', async ({ page }) => {
  const template = await findTemplate(page.request, 'price=free')
  const views: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/templates/') && request.url().endsWith('/view')) views.push(request.method())
  })
  const counted = page.waitForResponse((response) => response.url().endsWith(`/api/templates/${template.slug}/view`))
  await gotoHydrated(page, `/templates/${template.slug}`)
  expect((await counted).status()).toBe(200)
  await page.waitForLoadState('networkidle')
  // Choosing another file counts nothing more.
  const last = template.files.at(-1)
  if (last) await fileButton(page, last.path).click()
  await page.waitForLoadState('networkidle')
  expect(views).toEqual(['POST'])
})

test('the live demo link opens /demo.php for the template in a new tab', async ({ page }) => {
  const template = await findTemplate(page.request, 'price=free')
  await gotoHydrated(page, `/templates/${template.slug}`)
  const demo = page.getByRole('link', { name: /Live demo/ })
  await expect(demo).toHaveAttribute('href', `/demo.php?id=${template.id}&type=template`)
  await expect(demo).toHaveAttribute('target', '_blank')
  await expect(demo).toHaveAttribute('rel', /noopener/)
  const [tab] = await Promise.all([page.context().waitForEvent('page'), demo.click()])
  await tab.waitForLoadState()
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(template.name)
  await tab.close()
})

test('/demo.php renders a template by id, and answers 404 for a bad id or type', async ({ page, request }) => {
  const template = await findTemplate(request, 'price=free', browsable)
  const path = `/demo.php?id=${template.id}&type=template`
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(escapeHtml(template.name))
  expect(html).toContain(`href="/templates/${template.slug}"`)
  expect(html).toContain('data-slot="template-readme"')
  for (const file of template.files) expect(html).toContain(`data-path="${file.path}"`)

  for (const bad of [
    `/demo.php?id=${template.id}&type=snippet`,
    `/demo.php?id=${template.id}`,
    '/demo.php?id=00000000-0000-4000-8000-000000000000&type=template',
    '/demo.php?id=not-an-id&type=template',
    '/demo.php?id=42&type=template',
    '/demo.php?type=template',
    '/demo.php',
  ])
    await expectNotFoundAnswer(request, bad)

  const problems = watchConsole(page)
  await gotoHydrated(page, path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.name)
  await page.getByRole('link', { name: 'Back to the template' }).click()
  await expect(page).toHaveURL(new RegExp(`/templates/${template.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.name)
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('the demo shows what the template produces, as the API reads it, in the server page and after a client navigation', async ({
  page,
  request,
}) => {
  const template = await findTemplate(request, 'categorySlug=docker-compose&price=free')
  type Demo = { sections: { title: string; items: { name: string; kind: string }[] }[] }
  const demo = (await (await request.get(`/api/templates/${template.slug}/demo`)).json()) as Demo
  const services = demo.sections[0]?.items ?? []
  expect(services.length).toBeGreaterThan(0)
  expect(services.every((item) => item.kind === 'service')).toBe(true)
  const path = `/demo.php?id=${template.id}&type=template`
  const html = await (await request.get(path)).text()
  for (const section of demo.sections) expect(html).toContain(escapeHtml(section.title))

  const problems = watchConsole(page)
  await gotoHydrated(page, `/templates/${template.slug}`)
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  const output = page.locator('[data-slot="demo-output"]')
  await expect(output.getByRole('heading', { level: 2 })).toHaveText('What it produces')
  await expect(output.getByRole('heading', { level: 3 })).toHaveText(demo.sections.map((section) => section.title))
  await expect(output.locator('[data-slot="demo-section"]').first().getByRole('listitem')).toHaveCount(services.length)
  await expect(page.locator('[data-slot="no-preview"]')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a template with a static page shows it in a frame that runs no script', async ({ page, request }) => {
  // The catalogue may hold no such starter: one is answered in the API's place on a client navigation.
  const base = await single(request, (await findTemplate(request, 'price=free')).slug)
  const id = '11111111-1111-4111-8111-111111111111'
  const fixture: Detail = {
    ...base,
    id,
    slug: 'e2e-static-starter',
    name: 'Static Page Starter',
    readme: '# Static Page Starter\n\nOpen `index.html`.\n',
    files: [
      {
        path: 'index.html',
        content:
          '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>Hello from a static page</h1><p id="note">static</p><script>document.getElementById("note").textContent = "scripted"</script></body></html>\n',
        size: 200,
        language: 'HTML',
      },
      { path: 'style.css', content: 'h1 { color: rgb(255, 0, 0) }\n', size: 29, language: 'CSS' },
    ],
  }
  await page.route('**/api/templates/single?id=*', (route) =>
    route.fulfill({ json: { template: fixture }, headers: { 'cache-control': 'no-store' } }),
  )
  await gotoHydrated(page, '/templates')
  await page.evaluate((path) => {
    window.history.pushState({}, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, `/demo.php?id=${id}&type=template`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Static Page Starter')
  const frame = page.locator('iframe[data-slot="demo-preview"]')
  await expect(frame).toHaveAttribute('sandbox', '')
  const preview = page.frameLocator('iframe[data-slot="demo-preview"]')
  await expect(preview.getByRole('heading', { name: 'Hello from a static page' })).toHaveCSS('color', 'rgb(255, 0, 0)')
  // Scripts neither run nor reach the frame.
  await expect(preview.locator('#note')).toHaveText('static')
  expect(await frame.getAttribute('srcdoc')).not.toContain('<script')
  await expect(viewer(page, 'index.html')).toBeVisible()
})

test('the template page and the demo have no axe violations', async ({ page }) => {
  const template = await findTemplate(page.request, 'price=free', browsable)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await gotoHydrated(page, `/templates/${template.slug}`)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map((violation) => violation.id),
      colorScheme,
    ).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await gotoHydrated(page, `/demo.php?id=${template.id}&type=template`)
  await page.waitForLoadState('networkidle')
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])
})
