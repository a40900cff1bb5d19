import { expect, test } from '@playwright/test'

test('the landing page is server-rendered and hydrates without console errors', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('Cut boilerplate. Ship faster. Engineer smarter.')

  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('modern software builders')
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})
