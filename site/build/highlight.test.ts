import { describe, expect, it } from 'vitest'
import { highlightCode, languageOf } from './highlight'
import { highlightedModule } from './highlight-plugin'

describe('languageOf', () => {
  it('picks the grammar by extension', () => {
    expect(languageOf('a/b.tsx')).toBe('tsx')
    expect(languageOf('a/b.ts')).toBe('ts')
    expect(languageOf('x.css')).toBe('css')
    expect(languageOf('x.json')).toBe('json')
    expect(languageOf('README')).toBe('ts')
  })
})

describe('highlightCode', () => {
  it('emits both themes as CSS variables, so one string serves light and dark', async () => {
    const html = await highlightCode("const a = 'b'\n\n", 'ts')
    expect(html).toMatch(/^<pre class="shiki/)
    expect(html).toContain('--shiki-light:')
    expect(html).toContain('--shiki-dark:')
    expect(html).not.toContain('<span class="line"></span></code>')
  })
})

describe('highlightedModule', () => {
  it('exports the plain code and the HTML as string literals', async () => {
    const source = highlightedModule('a "quoted"\nline', '<pre>x</pre>')
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      code: string
      html: string
    }
    expect(module).toMatchObject({ code: 'a "quoted"\nline', html: '<pre>x</pre>' })
  })
})
