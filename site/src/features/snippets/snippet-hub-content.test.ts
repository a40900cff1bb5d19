import type { SnippetFacetsResponse } from '@snipstack/contracts'
import { snippetCategories, snippetSorts } from '@snipstack/contracts/snippet-constants'
import { describe, expect, it } from 'vitest'
import { entries, renderHub, searchBoxes } from '@/features/catalog/sidebar/hub-testing'
import { snippetHubContent } from './snippet-hub-content'
import { parseSnippetSearch, type SnippetSearch } from './snippet-search'

const facets: SnippetFacetsResponse = {
  categories: [
    { name: 'Hook', slug: 'hook', count: 4 },
    { name: 'Function', slug: 'function', count: 7 },
    { name: 'Component', slug: 'component', count: 2 },
    { name: 'Config', slug: 'config', count: 0 },
    { name: 'Query', slug: 'query', count: 3 },
  ],
  languages: [
    { name: 'TypeScript', count: 6 },
    { name: 'Go', count: 3 },
    { name: 'SQL', count: 1 },
  ],
  tags: Array.from({ length: 12 }, (_, i) => ({ name: `tag-${i + 1}`, count: 12 - i })),
}

const noSearch = () => {}
const hub = (listing: SnippetSearch = {}) => snippetHubContent(facets, listing, noSearch)
/** The query an entry's link leads to, as the route reads it back from the URL. */
const target = (link: { to?: unknown; search?: unknown }) => {
  expect(link.to).toBe('/snippets')
  return parseSnippetSearch(link.search as Record<string, unknown>)
}
const entry = (entries: { name: string }[], name: string) => {
  const found = entries.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no entry ${name}`)
  return found as ReturnType<typeof hub>['categories'][number]
}

describe('snippetHubContent', () => {
  it('lists the catalogue with its counts: every category, the languages and the most used tags', () => {
    const content = hub()
    expect(content.categories.map(({ name, count }) => [name, count])).toEqual(
      facets.categories.map(({ name, count }) => [name, count]),
    )
    expect(content.categories.map((category) => category.name)).toEqual([...snippetCategories])
    expect(content.languages.map(({ name, count }) => [name, count])).toEqual([
      ['TypeScript', 6],
      ['Go', 3],
      ['SQL', 1],
    ])
    expect(content.tags.map((tag) => tag.name)).toEqual(facets.tags.slice(0, 10).map((tag) => tag.name))
    for (const item of [...content.categories, ...content.languages, ...content.tags]) {
      expect(Boolean(item.icon) || Boolean(item.color), item.name).toBe(true)
      expect(item.selected).toBe(false)
    }
  })

  it('links each entry to the list filtered by it, from page 1', () => {
    const content = hub({ page: 3 })
    expect(target(entry(content.categories, 'Hook').link)).toEqual({ category: 'Hook' })
    expect(target(entry(content.languages, 'Go').link)).toEqual({ language: 'Go' })
    expect(target(entry(content.tags, 'tag-2').link)).toEqual({ tag: 'tag-2' })
  })

  it("keeps the list's other filters, search and order, and replaces only its own", () => {
    const listing: SnippetSearch = { name: 'retry', language: 'Go', category: 'Function', tag: 'tag-1', sort: 'title' }
    const content = hub({ ...listing, page: 2 })
    expect(target(entry(content.categories, 'Query').link)).toEqual({ ...listing, category: 'Query' })
    expect(target(entry(content.languages, 'SQL').link)).toEqual({ ...listing, language: 'SQL' })
    expect(target(entry(content.tags, 'tag-3').link)).toEqual({ ...listing, tag: 'tag-3' })
  })

  it('marks the chosen entries, and choosing one again clears only that filter', () => {
    const content = hub({ language: 'Go', category: 'Hook', tag: 'tag-1' })
    const hook = entry(content.categories, 'Hook')
    const go = entry(content.languages, 'Go')
    const tag = entry(content.tags, 'tag-1')
    for (const chosen of [hook, go, tag]) expect(chosen.selected).toBe(true)
    expect(content.categories.filter((category) => category.selected)).toEqual([hook])
    expect(target(hook.link)).toEqual({ language: 'Go', tag: 'tag-1' })
    expect(target(go.link)).toEqual({ category: 'Hook', tag: 'tag-1' })
    expect(target(tag.link)).toEqual({ language: 'Go', category: 'Hook' })
  })

  it('keeps a chosen tag beyond the most used in the list, so it can be cleared', () => {
    const content = hub({ tag: 'tag-12' })
    expect(content.tags).toHaveLength(11)
    const chosen = entry(content.tags, 'tag-12')
    expect(chosen).toMatchObject({ count: 1, selected: true })
    expect(target(chosen.link)).toEqual({})
    // A tag the catalogue does not hold has no true count to show.
    expect(hub({ tag: 'not-held' }).tags).toHaveLength(10)
  })

  it('orders the whole catalogue from the quick actions: Featured by rating, Trending by views', () => {
    expect(snippetSorts).toEqual(expect.arrayContaining(['rating', 'popular']))
    const [featured, trending] = hub({ language: 'Go', page: 2 }).quickActions
    expect(target(featured)).toEqual({ sort: 'rating' })
    expect(target(trending)).toEqual({ sort: 'popular' })
  })

  it("searches the snippets with the list's other filters", () => {
    const searched: (string | undefined)[] = []
    const content = snippetHubContent(facets, { language: 'Go', tag: 'tag-1', sort: 'rating', name: 'old' }, (name) =>
      searched.push(name),
    )
    expect(content.search).toMatchObject({
      action: '/snippets',
      label: 'Search snippets',
      placeholder: 'Search snippets...',
      max: 200,
      hidden: { language: 'Go', category: undefined, tag: 'tag-1', sort: 'rating' },
    })
    content.search.onSearch('retry')
    content.search.onSearch(undefined)
    expect(searched).toEqual(['retry', undefined])
    expect(hub().search.hidden).toEqual({
      language: undefined,
      category: undefined,
      tag: undefined,
      sort: undefined,
    })
  })

  it('shows no entries without the counts, and still searches and orders', () => {
    const content = snippetHubContent(undefined, {}, noSearch)
    expect([content.categories, content.languages, content.tags]).toEqual([[], [], []])
    expect(content.quickActions).toHaveLength(2)
    expect(content.search.placeholder).toBe('Search snippets...')
  })
})

/** The hub as the server renders it at `url`. */
const render = (url: string, counts: SnippetFacetsResponse | undefined) =>
  renderHub(url, (search) => snippetHubContent(counts, parseSnippetSearch(search), noSearch))
/** The counts with two of the tags, so the hub's links can be read in full. */
const twoTags = { ...facets, tags: facets.tags.slice(0, 2) }

describe('the Template Hub on /snippets', () => {
  it("has one search box, the snippets' own, showing what the URL searches for", async () => {
    const html = await render('/snippets?name=retry&language=Go', twoTags)
    const [box, ...others] = searchBoxes(html)
    expect(others).toEqual([])
    expect(box).toContain('placeholder="Search snippets..."')
    expect(box).toContain('name="name"')
    expect(box).toContain('value="retry"')
    expect(html).toContain('>Search snippets</label>')
    expect(html).toContain('action="/snippets"')
    // Without the script the form keeps the other filters.
    expect(html).toContain('<input type="hidden" name="language" value="Go"/>')
    expect(html).not.toContain('Search templates')
  })

  it("lists the catalogue's entries as links that filter the list, the chosen one clearing its filter", async () => {
    const html = await render('/snippets?language=Go&page=2', twoTags)
    expect(entries(html)).toEqual([
      'Hook 4 → /snippets?language=Go&category=Hook',
      'Function 7 → /snippets?language=Go&category=Function',
      'Component 2 → /snippets?language=Go&category=Component',
      'Config 0 → /snippets?language=Go&category=Config',
      'Query 3 → /snippets?language=Go&category=Query',
      'TypeScript 6 → /snippets?language=TypeScript',
      'Go 3 → /snippets (chosen)',
      'SQL 1 → /snippets?language=SQL',
      'tag-1 12 → /snippets?language=Go&tag=tag-1',
      'tag-2 11 → /snippets?language=Go&tag=tag-2',
      'Featured Templates → /snippets?sort=rating',
      'Trending Now → /snippets?sort=popular',
    ])
    for (const title of ['Categories', 'Languages', 'Popular Tags', 'Quick Actions'])
      expect(html).toContain(`aria-label="${title}"`)
    expect(html).toContain('Template Hub')
    expect(html).toContain('Discover amazing templates')
    for (const sample of ['Mobile Apps', 'Vue.js', 'Rust', 'Authentication', 'aria-pressed'])
      expect(html).not.toContain(sample)
  })

  it('leaves out the lists when the counts could not be had', async () => {
    const html = await render('/snippets', undefined)
    for (const title of ['Categories', 'Languages', 'Popular Tags']) expect(html).not.toContain(`aria-label="${title}"`)
    expect(searchBoxes(html)).toHaveLength(1)
    expect(entries(html)).toEqual([
      'Featured Templates → /snippets?sort=rating',
      'Trending Now → /snippets?sort=popular',
    ])
  })
})
