import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from './button'

/** The rendered element's class list and its data-variant. */
function rendered(element: ReactElement) {
  const html = renderToString(element)
  const classes = (/class="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&gt;', '>').split(' ')
  return { html, classes, variant: /data-variant="([^"]*)"/.exec(html)?.[1] }
}

describe('site Button', () => {
  it("renders the registry item's button with its variant classes", () => {
    const { html, classes, variant } = rendered(<Button variant="outline">Save</Button>)
    expect(html).toMatch(/^<button data-slot="button"/)
    expect(classes).toContain('border-input')
    expect(variant).toBe('outline')
  })

  it("keeps the site's solid focus ring in place of the item's softer one", () => {
    const { classes } = rendered(<Button>Go</Button>)
    expect(classes).toEqual(expect.arrayContaining(['focus-visible:ring-2', 'focus-visible:ring-ring']))
    expect(classes).not.toContain('focus-visible:ring-[3px]')
    expect(classes).not.toContain('focus-visible:ring-ring/50')
  })

  it("keeps the site's padding beside icons and its solid dark fills", () => {
    const { classes } = rendered(<Button variant="outline">Upload</Button>)
    expect(classes).toEqual(expect.arrayContaining(['has-[>svg]:px-4', 'dark:bg-background', 'shadow-none']))
    expect(classes).not.toContain('has-[>svg]:px-3')
    expect(classes).not.toContain('dark:bg-input/30')
    expect(classes).not.toContain('shadow-xs')
  })

  it("adds the documented site-only variants without the item's default colours", () => {
    const { classes, variant } = rendered(<Button variant="gradient">Upgrade</Button>)
    expect(classes).toEqual(expect.arrayContaining(['from-sky-500', 'to-violet-500', 'h-9']))
    expect(classes).not.toContain('bg-primary')
    expect(variant).toBe('gradient')
  })

  it('sets small buttons in small type and lets className win', () => {
    const { classes } = rendered(
      <Button size="sm" className="h-8 text-sm">
        Sign In
      </Button>,
    )
    expect(classes).toContain('text-sm')
    expect(classes).not.toContain('text-xs')
    expect(rendered(<Button size="sm">Sign In</Button>).classes).toContain('text-xs')
  })

  it('styles its child with asChild', () => {
    const { html, classes, variant } = rendered(
      <Button asChild variant="premium">
        <a href="/pro">Pro</a>
      </Button>,
    )
    expect(html).toMatch(/^<a href="\/pro"/)
    expect(classes).toContain('from-amber-400')
    expect(variant).toBe('premium')
  })
})
