import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ApiReferencePage } from './api-reference-page'
import type { OpenApiDocument } from './openapi-document'
import { testDocument } from './test-document'

const hostile = '<img src=x onerror=alert(1)>'

const html = renderToString(<ApiReferencePage document={testDocument} />)
const count = (pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

describe('ApiReferencePage', () => {
  it('heads the page with the API, its version, figures and the raw document', () => {
    expect(html).toContain('<h1 class="')
    expect(html).toMatch(/<h1[^>]*>Test API<\/h1>/)
    expect(html).toContain('v<!-- -->1.2.3')
    expect(html).toContain('5 operations<!-- --> in<!-- --> <!-- -->3 groups')
    expect(html).toContain('href="/api/openapi.json"')
  })

  it('renders an article per operation, anchored at its heading, with method, path and summary', () => {
    expect(count(/data-slot="api-operation"/)).toBe(5)
    expect(html).toMatch(
      /<article aria-labelledby="post-api-things" data-slot="api-operation" data-method="post" data-path="\/api\/things"/,
    )
    expect(html).toMatch(/<h3 id="post-api-things"[^>]*><a href="#post-api-things"[^>]*>Add a thing<\/a><\/h3>/)
    expect(html).toMatch(/data-method="delete"[^>]*>delete<\/span><code[^>]*>\/api\/things\/\{id\}<\/code>/)
  })

  it('links every operation twice, from the sidebar and from the phone menu, each list grouped by tag', () => {
    expect(count(/<nav aria-label="API operations"/)).toBe(2)
    expect(count(/data-operation="get-api-things-id"/)).toBe(2)
    expect(count(/href="#[a-z0-9-]+" data-operation=/)).toBe(10)
    expect(html).toContain('id="api-sidebar-tag-things"')
    expect(html).toContain('id="api-menu-tag-things"')
    expect(html).toMatch(/<details data-slot="api-operations-menu"[^>]*lg:hidden/)
  })

  it('shows backticks in descriptions as code', () => {
    expect(html).toContain('Answers 404 with <code>field</code> set to <code>id</code> for an unknown thing.')
    expect(html).toContain('Send <code>application/json</code>.')
  })

  it('puts parameters in a table that scrolls in its own box, or in a list on a phone', () => {
    expect(html).toMatch(
      /<section aria-label="Parameters of GET \/api\/things\/\{id\}" tabindex="0" class="[^"]*overflow-x-auto[^"]*max-sm:hidden/,
    )
    expect(html).toMatch(/min-w-\[32rem\]/)
    expect(html).toMatch(
      /<ul data-slot="api-fields" class="[^"]*sm:hidden"><li[^>]*>[\s\S]*?>id<\/span>[\s\S]*?>in path<\/span>/,
    )
  })

  it('lists responses with their statuses, the shared error body by a link to Errors', () => {
    expect(count(/data-slot="api-response"/)).toBe(7)
    expect(html).toMatch(/data-status="404"[\s\S]*?<a href="#errors"[^>]*>ErrorResponse<\/a>/)
  })

  it('lists the error codes with their statuses', () => {
    expect(html).toMatch(/<h2 id="errors"[^>]*>Errors<\/h2>/)
    expect(html).toMatch(/<code[^>]*>VALIDATION<\/code><\/td><td[^>]*>422<\/td>/)
    expect(html).toMatch(/<code[^>]*>TEAPOT<\/code><\/td><td[^>]*>—<\/td>/)
  })

  it('escapes every text that comes from the document', () => {
    const document: OpenApiDocument = {
      ...testDocument,
      info: { title: hostile, version: hostile, description: `\`${hostile}\`` },
      paths: { [`/api/${hostile}`]: { get: { summary: hostile, description: hostile, tags: [hostile] } } },
    }
    const page = renderToString(<ApiReferencePage document={document} />)
    expect(page).not.toContain(hostile)
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})
