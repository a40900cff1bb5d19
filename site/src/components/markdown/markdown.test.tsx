import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderMarkdown, safeHref } from './markdown'
import { parseMarkdown } from './markdown-tree'

const html = (markdown: string) => renderToStaticMarkup(renderMarkdown(parseMarkdown(markdown).tree))

describe('safeHref', () => {
  it('keeps web, mail and same-site targets', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a')
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(safeHref('/snippets/x')).toBe('/snippets/x')
    expect(safeHref('#usage')).toBe('#usage')
  })

  it('drops script, data and protocol-relative targets', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined()
    expect(safeHref('data:text/html,hi')).toBeUndefined()
    expect(safeHref('//evil.example')).toBeUndefined()
    expect(safeHref('relative/path')).toBeUndefined()
  })
})

describe('renderMarkdown', () => {
  it('renders CommonMark blocks and inlines, headings below the page title', () => {
    expect(html('# Usage\n\nRun **it** with `go run`.\n\n- one\n- two\n\n```go\nfmt.Println()\n```')).toBe(
      '<h2>Usage</h2><p>Run <strong>it</strong> with <code>go run</code>.</p><ul><li><span>one</span></li><li><span>two</span></li></ul><pre tabindex="0"><code>fmt.Println()</code></pre>',
    )
  })

  it('shows raw HTML as text and runs nothing', () => {
    const out = html('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> <Demo />')
    expect(out).not.toContain('<script')
    expect(out).not.toContain('<img')
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('&lt;Demo /&gt;')
  })

  it('keeps safe links, drops unsafe targets and turns images into links', () => {
    expect(html('[docs](https://go.dev) [bad](javascript:alert(1)) ![logo](https://x.test/a.png)')).toBe(
      '<p><a href="https://go.dev/" target="_blank" rel="noopener noreferrer nofollow">docs</a> <span>bad</span> <a href="https://x.test/a.png" target="_blank" rel="noopener noreferrer nofollow">logo</a></p>',
    )
  })

  it('makes the top headings h2 and keeps the order below them', () => {
    expect(html('## Usage\n\n#### Notes')).toBe('<h2>Usage</h2><h4>Notes</h4>')
    expect(html('### Usage\n\n#### Notes')).toBe('<h2>Usage</h2><h3>Notes</h3>')
  })

  it('resolves reference links', () => {
    expect(html('See [the spec][s].\n\n[s]: /page/about')).toBe('<p>See <a href="/page/about">the spec</a>.</p>')
  })
})

describe('parseMarkdown', () => {
  it('keeps the source beside a tree without positions, which renders as the text says', () => {
    const source = '## Notes\n\n- [one](https://example.com)\n- two'
    const body = parseMarkdown(source)
    expect(body.source).toBe(source)
    expect(JSON.stringify(body.tree)).not.toContain('position')
    // The tree crosses from server to browser as JSON; what arrives draws the same page.
    const arrived = JSON.parse(JSON.stringify(body.tree))
    expect(renderToStaticMarkup(renderMarkdown(arrived))).toBe(
      '<h2>Notes</h2><ul><li><span><a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">one</a></span></li><li><span>two</span></li></ul>',
    )
  })
})
