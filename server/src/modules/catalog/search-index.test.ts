import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editDistance, MAX_WORDS, SearchIndex, type SearchText, topK } from './search-index'
import { foldedWords } from './search-words'

type Row = { id: string; title: string; createdAt: number; language: string; views: number }

/** Newest first, then by id: a total order, as the catalogue's. */
const newestFirst = (a: Row, b: Row) => b.createdAt - a.createdAt || a.id.localeCompare(b.id)

function indexOf(
  rows: Array<Partial<SearchText> & { id: string; createdAt?: number; language?: string }>,
  bitsetFrom?: number,
) {
  const index = new SearchIndex<Row>({ recency: (row) => row.createdAt, tieBreak: newestFirst }, bitsetFrom)
  rows.forEach((row, i) => {
    const title = row.title ?? row.id
    index.upsert({
      id: row.id,
      text: { title, tags: row.tags ?? [], description: row.description ?? '', code: row.code },
      row: { id: row.id, title, createdAt: row.createdAt ?? i, language: row.language ?? 'javascript', views: 0 },
    })
  })
  return index
}

const ids = (result: { rows: Row[] }) => result.rows.map((row) => row.id)
const page = { offset: 0, limit: 20 }

describe('search words', () => {
  it('folds case and accents and reads camel-case names as their parts too', () => {
    expect(foldedWords('useDebounce for Café')).toEqual(['usedebounce', 'use', 'debounce', 'for', 'cafe'])
    expect(foldedWords('XMLHttpRequest')).toEqual(['xmlhttprequest', 'xml', 'http', 'request'])
    expect(foldedWords('snake_case-and-kebab 42')).toEqual(['snake', 'case', 'and', 'kebab', '42'])
  })
})

describe('the catalogue search index', () => {
  const catalogue = indexOf([
    { id: 'title', title: 'Debounce a function', createdAt: 1 },
    { id: 'tag', title: 'Rate limiter', tags: ['debounce'], createdAt: 2 },
    { id: 'description', title: 'Search box', description: 'Waits for typing to stop (a debounce).', createdAt: 3 },
    { id: 'code', title: 'Resize handler', code: 'window.addEventListener("resize", debounce(draw))', createdAt: 4 },
    { id: 'other', title: 'Parse a date', description: 'ISO dates to Date objects', createdAt: 5 },
  ])

  it('ranks where a word is found: title, then tags, then description, then code', () => {
    const result = catalogue.search('debounce', page)
    expect(ids(result)).toEqual(['title', 'tag', 'description', 'code'])
    expect(result.total).toBe(4)
  })

  it('finds stems: plurals and -ing and -ed forms of the same word', () => {
    expect(ids(catalogue.search('debouncing', page))).toEqual(['title', 'tag', 'description', 'code'])
    expect(ids(catalogue.search('parsed dates', page))).toEqual(['other'])
  })

  it('finds the word being typed by its start, after whole words', () => {
    expect(ids(catalogue.search('debou', page))).toEqual(['title', 'tag', 'description', 'code'])
    // A finished word (a space after it) is no longer a prefix.
    expect(catalogue.search('debou ', page).total).toBe(0)
    // A word typed in full ranks its own rows above rows that only start with it.
    const index = indexOf([
      { id: 'longer', title: 'Datetime helpers', createdAt: 2 },
      { id: 'exact', title: 'Format a date', createdAt: 1 },
    ])
    expect(ids(index.search('date', page))).toEqual(['exact', 'longer'])
  })

  it('forgives a typo in a title or tag word, below the exact matches', () => {
    expect(ids(catalogue.search('debounse', page))).toEqual(['title', 'tag'])
    expect(ids(catalogue.search('dbeounce', page))).toEqual(['title', 'tag'])
    // Two typos in a long word, one in a short word; none in a word under four letters.
    expect(editDistance('kubernetes', 'kubernates', 2)).toBe(1)
    expect(editDistance('kubernetes', 'kuberntees', 2)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
    const short = indexOf([{ id: 'cat', title: 'cat' }])
    expect(short.search('bat', page).total).toBe(0)
  })

  it('finds synonyms: k8s finds Kubernetes, and the other way round', () => {
    const index = indexOf([
      { id: 'kube', title: 'Kubernetes deployment', createdAt: 2 },
      { id: 'k8s', title: 'k8s ingress', createdAt: 1 },
    ])
    expect(ids(index.search('k8s', page))).toEqual(['k8s', 'kube'])
    expect(ids(index.search('kubernetes ', page))).toEqual(['kube', 'k8s'])
  })

  it('needs every word, and ignores filler words unless they are all there is', () => {
    expect(ids(catalogue.search('debounce function', page))).toEqual(['title'])
    expect(ids(catalogue.search('how to debounce a function', page))).toEqual(['title'])
    expect(catalogue.search('debounce nothing-like-this', page).total).toBe(0)
    const filler = indexOf([{ id: 'how', title: 'How to' }])
    expect(ids(filler.search('how to', page))).toEqual(['how'])
    expect(catalogue.search('  !! ', page)).toEqual({ total: 0, rows: [] })
  })

  it('reads at most MAX_WORDS words of a long query', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`)
    expect(SearchIndex.queryWords(words.join(' '))).toHaveLength(MAX_WORDS)
  })

  it('counts every match, answers the page asked for, and filters before counting', () => {
    const rows = Array.from({ length: 95 }, (_, i) => ({
      id: `r${String(i).padStart(3, '0')}`,
      title: `Retry number ${i}`,
      createdAt: i,
      language: i % 2 ? 'python' : 'go',
    }))
    const index = indexOf(rows)
    const first = index.search('retry', { offset: 0, limit: 20 })
    expect(first.total).toBe(95)
    expect(ids(first)[0]).toBe('r094')
    const pages = [0, 20, 40, 60, 80].flatMap((offset) => ids(index.search('retry', { offset, limit: 20 })))
    expect(pages).toHaveLength(95)
    expect(new Set(pages).size).toBe(95)
    const python = index.search('retry', { ...page, filter: (row) => row.language === 'python' })
    expect(python.total).toBe(47)
    expect(python.rows.every((row) => row.language === 'python')).toBe(true)
    // Another order than relevance: ties still fall back to the index's own.
    const byTitle = index.search('retry', { ...page, order: (a, b) => a.title.localeCompare(b.title) })
    expect(byTitle.rows[0]?.title).toBe('Retry number 0')
  })

  it('replaces a row: new text is searched, old text no longer; a counter change keeps its place', () => {
    const index = indexOf([{ id: 'a', title: 'Parse JSON', createdAt: 1 }])
    index.upsert({
      id: 'a',
      text: { title: 'Parse JSON', tags: [], description: '' },
      row: { id: 'a', title: 'Parse JSON', createdAt: 1, language: 'go', views: 7 },
    })
    expect(index.search('json', page).rows[0]?.views).toBe(7)
    index.upsert({
      id: 'a',
      text: { title: 'Stringify YAML', tags: [], description: '' },
      row: { id: 'a', title: 'Stringify YAML', createdAt: 1, language: 'go', views: 7 },
    })
    expect(index.search('json', page).total).toBe(0)
    expect(ids(index.search('yaml', page))).toEqual(['a'])
    index.remove('a')
    expect(index.search('yaml', page).total).toBe(0)
    expect(index.size).toBe(0)
  })

  it('stays right across the compaction that drops removed rows', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ id: `r${i}`, title: `Queue worker ${i}`, createdAt: i }))
    const index = indexOf(rows)
    for (let i = 0; i < 2000; i++) index.remove(`r${i}`)
    const result = index.search('queue', page)
    expect(result.total).toBe(1000)
    expect(ids(result)[0]).toBe('r2999')
    expect(index.get('r2500')?.title).toBe('Queue worker 2500')
    index.upsert({
      id: 'new',
      text: { title: 'Queue worker new', tags: [], description: '' },
      row: { id: 'new', title: 'Queue worker new', createdAt: 9999, language: 'go', views: 0 },
    })
    expect(ids(index.search('queue', page))[0]).toBe('new')
  })
})

describe('the index against a reading of every row', () => {
  // Three-letter made-up words: no stem, synonym or typo applies to them (TYPO_MIN is 4), and a
  // query ending in a space has no word being typed, so a row's score is plain to compute here.
  // Common words and rare ones, so that a query's matches are sometimes few and sometimes many
  // (the index scores a word row by row or reads it whole, whichever is cheaper).
  const common = ['zap', 'kol', 'mub', 'rit']
  const rare = ['vex', 'dun', 'fop', 'gar', 'hib', 'jot', 'lun', 'pim']
  const vocabulary = [...common, ...rare]
  const word = fc.oneof(
    { arbitrary: fc.constantFrom(...common), weight: 6 },
    { arbitrary: fc.constantFrom(...rare), weight: 2 },
  )
  const weights = { title: 8, tags: 4, description: 2, code: 1 } as const
  const text = fc.array(word, { maxLength: 4 }).map((words) => words.join(' '))
  const row = fc.record({ title: text, tags: fc.array(word, { maxLength: 2 }), description: text, code: text })

  it.each([
    ['with bitsets for common words', undefined],
    ['reading every word row by row', 0],
  ])(
    'finds, counts, scores, filters and pages exactly as the ranking rules say, removed rows and all (%s)',
    (_, bitsetFrom) => {
      fc.assert(
        fc.property(
          // Enough rows, and few enough words, that common words get their bitsets (BITSET_FROM).
          fc.array(row, { minLength: 1, maxLength: 400 }),
          fc.array(fc.nat(), { maxLength: 60 }),
          fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
          (rows, removals, query, filtered) => {
            const index = indexOf(
              rows.map((r, i) => ({ id: `r${String(i).padStart(3, '0')}`, ...r, createdAt: i % 37 })),
              bitsetFrom,
            )
            const removed = new Set(removals.map((n) => n % rows.length))
            for (const n of removed) index.remove(`r${String(n).padStart(3, '0')}`)
            const filter = filtered ? (r: Row) => r.createdAt % 2 === 0 : undefined
            const expected = rows
              .map((r, i) => {
                let score = 0
                for (const word of query) {
                  let best = 0
                  for (const field of ['title', 'tags', 'description', 'code'] as const) {
                    const words = field === 'tags' ? r.tags : r[field].split(' ')
                    if (words.includes(word)) best = Math.max(best, weights[field])
                  }
                  if (best === 0) return undefined
                  score += best
                }
                return { id: `r${String(i).padStart(3, '0')}`, createdAt: i % 37, score }
              })
              .filter((hit, i) => hit && !removed.has(i) && (!filter || hit.createdAt % 2 === 0))
              .map((hit) => hit as { id: string; createdAt: number; score: number })
              .sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || a.id.localeCompare(b.id))
              .map((hit) => hit.id)
            const asked = { offset: 0, limit: 1000, filter }
            const found = index.search(`${query.join(' ')} `, asked)
            expect(found.total).toBe(expected.length)
            expect(ids(found)).toEqual(expected)
            const second = index.search(`${query.join(' ')} `, { offset: 3, limit: 5, filter })
            expect(ids(second)).toEqual(expected.slice(3, 8))
          },
        ),
        { numRuns: 200 },
      )
    },
  )
})

describe('topK', () => {
  it('answers the first k in order, as a full sort would', () => {
    const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 500)
    const ascending = (a: number, b: number) => a - b
    expect(topK(items, 10, ascending)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(topK(items, 600, ascending)).toEqual([...items].sort(ascending))
    expect(topK(items, 0, ascending)).toEqual([])
  })
})
