import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { PAID_PREVIEW_LINES, proMessages } from '@snipstack/contracts/pro'
import { expectNoAxeViolations, gotoHydrated, openSignedIn, registerAccount, watchConsole } from './support'

/**
 * The catalogue's paid content as it ships, read from the folders the server seeds from: a
 * snippet's notes say `plan: pro` and its code sits beside them; a template's manifest has a
 * `price` and lists its files in the order the page shows them.
 */
const content = resolve(import.meta.dirname, '../../content')
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))

const proSnippets = folders(join(content, 'snippets')).flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md') && /^plan: pro$/m.test(readFileSync(join(dir, name), 'utf8')))
    .map((name) => {
      const slug = name.slice(0, -3)
      const notes = readFileSync(join(dir, name), 'utf8')
      const codeFile = readdirSync(dir).find(
        (other) => other.startsWith(`${slug}.`) && !/\.(md|out)$|\.example\./.test(other),
      )
      return {
        slug,
        title: notes.match(/^title: *(.+)$/m)?.[1]?.trim() ?? slug,
        notes,
        code: codeFile ? readFileSync(join(dir, codeFile), 'utf8') : '',
      }
    }),
)

const paidTemplates = folders(join(content, 'templates'))
  .flatMap(folders)
  .filter((dir) => /^price: /m.test(readFileSync(join(dir, 'template.yaml'), 'utf8')))
  .map((dir) => {
    const manifest = readFileSync(join(dir, 'template.yaml'), 'utf8')
    const paths = [...manifest.matchAll(/^ {2}- "?([^"\n]+)"?$/gm)].map((match) => match[1] ?? '')
    return {
      slug: dir.split('/').at(-1) ?? '',
      shown: `${manifest}\n${readFileSync(join(dir, 'README.md'), 'utf8')}`,
      files: paths.map((path) => ({ path, content: readFileSync(join(dir, 'files', path), 'utf8') })),
    }
  })

/** Lines of paid code past the preview that say something and that no public text holds. */
function hiddenLines(files: readonly string[], shown: string): string[] {
  const preview = (files[0] ?? '').split('\n').slice(0, PAID_PREVIEW_LINES).join('\n')
  return files
    .flatMap((content, index) => content.split('\n').slice(index === 0 ? PAID_PREVIEW_LINES : 0))
    .map((line) => line.trim())
    .filter((line) => line.length >= 24 && !`${shown}\n${preview}`.includes(line))
}

/**
 * What a page hands a visitor, as text: its markup without tags (highlighted code is one element
 * per token, so a line reads whole once they are gone) and its embedded data with JSON's escapes
 * undone, so that a line of code is found whichever way the page carries it.
 */
function pageText(html: string): string {
  const entities = (text: string) =>
    text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&')
  const json = (text: string) =>
    text
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replaceAll('\\n', '\n')
      .replaceAll('\\"', '"')
      .replaceAll('\\\\', '\\')
  const text = entities(html.replace(/<[^>]+>/g, ''))
  return [text, json(html), json(text)].join('\n')
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
const notice = (page: Page) => page.locator('[data-slot="locked-notice"]').first()

test('no page shows a visitor a line of paid code', async ({ request }) => {
  expect(proSnippets.length).toBeGreaterThan(0)
  expect(paidTemplates.length).toBeGreaterThan(0)
  for (const snippet of proSnippets) {
    const hidden = hiddenLines([snippet.code], snippet.notes)
    expect(hidden.length, snippet.slug).toBeGreaterThan(0)
    const response = await request.get(`/snippets/${snippet.slug}`)
    expect(response.status()).toBe(200)
    const text = pageText(await response.text())
    expect(text, snippet.slug).toContain(snippet.title)
    expect(
      hidden.filter((line) => text.includes(line)),
      `/snippets/${snippet.slug}`,
    ).toEqual([])
  }
  for (const template of paidTemplates) {
    const hidden = hiddenLines(
      template.files.map((file) => file.content),
      template.shown,
    )
    const { template: detail } = (await (await request.get(`/api/templates/single?slug=${template.slug}`)).json()) as {
      template: { id: string }
    }
    for (const path of [`/templates/${template.slug}`, `/demo.php?id=${detail.id}&type=template`]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const text = pageText(await response.text())
      expect(
        hidden.filter((line) => text.includes(line)),
        path,
      ).toEqual([])
    }
  }
})

test('a Pro snippet shows its first lines with the call to buy, and Copy says why it cannot', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const [snippet] = proSnippets
  if (!snippet) throw new Error('no pro snippet')
  const problems = watchConsole(page)
  await gotoHydrated(page, `/snippets/${snippet.slug}`)
  const code = page.getByRole('region', { name: /source code/ })
  const lines = snippet.code.split('\n')
  await expect(code).toContainText(lines[0]?.trim() ?? '')
  await expect(notice(page)).toContainText(`${PAID_PREVIEW_LINES} at most`)
  await expect(notice(page).getByRole('link', { name: 'Get Pro' })).toHaveAttribute('href', '/pro')
  await expect(notice(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/sign-in?redirect_url=${encodeURIComponent(`/snippets/${snippet.slug}`)}`,
  )
  await page.evaluate(() => navigator.clipboard.writeText('before'))
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(toast(page, 'Part of Pro')).toContainText(proMessages.signInToUnlock)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before')
  await expectNoAxeViolations(page, '[data-slot="snippet-page"]')
  expect(problems).toEqual([])
})

test('signed in without Pro, Copy and Download explain that the snippet is part of Pro', async ({ page }) => {
  const [snippet] = proSnippets
  if (!snippet) throw new Error('no pro snippet')
  const session = await registerAccount(page.request)
  await openSignedIn(page, session, `/snippets/${snippet.slug}`)
  await expect(notice(page)).toContainText('Pro opens all of it')
  await expect(notice(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(toast(page, 'Part of Pro')).toContainText(proMessages.snippetLocked)
})

test('a paid template shows its file tree and first lines, with Pro instead of Copy', async ({ page }) => {
  const template = paidTemplates.find((candidate) => candidate.files.length > 1)
  if (!template) throw new Error('no paid template with several files')
  await gotoHydrated(page, `/templates/${template.slug}`)
  const files = page.locator('[data-slot="template-files"]')
  await expect(files.getByRole('button', { name: /^Copy / })).toHaveCount(0)
  await expect(files.locator('[data-slot="locked-notice"]')).toContainText('part of Pro')
  const second = template.files[1]
  if (!second) throw new Error('no second file')
  await files.locator(`button[data-path="${second.path}"]`).click()
  await expect(files.locator('[data-slot="file-path"]')).toHaveText(second.path)
  await expect(page.getByRole('region', { name: `${second.path} source code` })).toHaveCount(0)
  await expect(files.locator('[data-slot="locked-notice"]')).toBeVisible()
})

test('the Pro page counts what Pro holds from the data and says plainly that purchases are off', async ({ page }) => {
  const stats = (await (await page.request.get('/api/stats')).json()) as {
    pro: { snippets: number; templates: number }
    registry: { paid: number } | null
  }
  expect(stats.pro.snippets).toBe(proSnippets.length)
  expect(stats.pro.templates).toBe(paidTemplates.length)
  await gotoHydrated(page, '/pro')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro')
  await expect(page.locator('[data-slot="pro-count"]')).toHaveText([
    String(stats.registry?.paid),
    String(stats.pro.templates),
    String(stats.pro.snippets),
  ])
  const buy = page.locator('[data-slot="pro-plan"]').getByRole('button', { name: 'Get Pro' })
  await expect(buy).toBeDisabled()
  await expect(buy).toHaveAccessibleDescription(/Purchases are not enabled on this instance/)
  await expectNoAxeViolations(page, '[data-slot="pro-page"]')
})

test("a Pro snippet's card and its code dialog explain Copy instead of copying the preview", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const [snippet] = proSnippets
  if (!snippet) throw new Error('no pro snippet')
  await gotoHydrated(page, `/snippets?name=${encodeURIComponent(snippet.title)}`)
  const card = page.locator('[data-slot="snippet-card"]').filter({ hasText: snippet.title }).first()
  await page.evaluate(() => navigator.clipboard.writeText('before'))
  await card.getByRole('button', { name: `Copy ${snippet.title}` }).click()
  await expect(toast(page, 'Part of Pro')).toContainText(proMessages.signInToUnlock)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before')
})
