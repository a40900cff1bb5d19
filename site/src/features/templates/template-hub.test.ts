import type { TemplateFacetsResponse } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { entries, renderHub as render, searchBoxes } from '@/features/catalog/sidebar/hub-testing'
import { templateHubContent } from './template-hub-content'
import { parseTemplateSearch } from './template-search'

const templateFacets: TemplateFacetsResponse = {
  categories: [
    { slug: 'docker', title: 'Docker', count: 7 },
    { slug: 'helm', title: 'Helm', count: 0 },
  ],
  languages: [{ name: 'YAML', count: 9 }],
  tags: [{ name: 'kubernetes', count: 5 }],
}

const templatesHub = (search: Record<string, unknown>) =>
  templateHubContent(templateFacets, { page: 1, search: parseTemplateSearch(search) }, () => {})

describe('the Template Hub on /templates', () => {
  it("has one search box, the templates' own", async () => {
    const html = await render('/templates?price=free', templatesHub)
    const [box, ...others] = searchBoxes(html)
    expect(others).toEqual([])
    expect(box).toContain('placeholder="Search templates..."')
    expect(html).toContain('>Search templates</label>')
    expect(html).toContain('action="/templates"')
    expect(html).toContain('<input type="hidden" name="price" value="free"/>')
    expect(html).not.toContain('Search snippets')
  })

  it("lists the templates' entries, and orders by rating and downloads", async () => {
    const html = await render('/templates?tag=kubernetes', templatesHub)
    expect(entries(html)).toEqual([
      'Docker 7 → /templates/category/docker?tag=kubernetes',
      'Helm 0 → /templates/category/helm?tag=kubernetes',
      'YAML 9 → /templates?language=YAML&tag=kubernetes',
      'kubernetes 5 → /templates (chosen)',
      'Featured Templates → /templates?sort=rating',
      'Trending Now → /templates?sort=popular',
    ])
  })
})
