import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { withInlineMarkdown } from './inline-code'

const html = (text: string) => renderToStaticMarkup(<p>{withInlineMarkdown(text)}</p>)

describe('withInlineMarkdown', () => {
  it('shows code spans as code, bold as strong and a link as its text', () => {
    expect(html('Calls `fn` **once**, see [Elo rating](https://example.com/elo).')).toBe(
      '<p>Calls <code>fn</code> <strong>once</strong>, see <span>Elo rating</span>.</p>',
    )
    expect(html('Returns `true` if it looks like a [`Promise`](https://example.com/p).')).toBe(
      '<p>Returns <code>true</code> if it looks like a <span><code>Promise</code></span>.</p>',
    )
  })

  it('leaves plain text, lone backticks and HTML-looking text as text', () => {
    expect(html('A plain sentence.')).toBe('<p>A plain sentence.</p>')
    expect(html('A ` lone tick and <b>tags</b>')).toBe('<p>A ` lone tick and &lt;b&gt;tags&lt;/b&gt;</p>')
  })
})
