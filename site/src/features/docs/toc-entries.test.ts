import { describe, expect, it } from 'vitest'
import { headingId, itemToc, tocEntries } from './toc-entries'

describe('tocEntries', () => {
  it('keeps sections and subsections as plain text', () => {
    expect(
      tocEntries([
        { title: 'Title', url: '#title', depth: 1 },
        { title: 'Usage', url: '#usage', depth: 2 },
        { title: 'Props', url: '#props', depth: 3 },
        { title: 'Deep', url: '#deep', depth: 4 },
      ]),
    ).toEqual([
      { title: 'Usage', url: '#usage', depth: 2 },
      { title: 'Props', url: '#props', depth: 3 },
    ])
  })
})

describe('itemToc', () => {
  const mdx = [
    { title: 'Usage', url: '#usage', depth: 2 },
    { title: 'Speed', url: '#speed', depth: 2 },
  ]

  it('wraps the MDX sections in Installation, Examples (all but the main preview) and Props', () => {
    const toc = itemToc(
      {
        examples: [
          { name: 'marquee-demo', title: 'Demo' },
          { name: 'marquee-demo-2', title: 'Vertical' },
        ],
        props: { Marquee: [] },
      },
      mdx,
    )
    expect(toc.map((entry) => [entry.title, entry.url, entry.depth])).toEqual([
      ['Installation', '#installation', 2],
      ['Usage', '#usage', 2],
      ['Speed', '#speed', 2],
      ['Examples', '#examples', 2],
      ['Vertical', '#example-marquee-demo-2', 3],
      ['Props', '#props', 2],
    ])
  })

  it('lists each component under Props when there are several, and skips empty parts', () => {
    const toc = itemToc({ examples: [{ name: 'demo', title: 'Demo' }], props: { BentoGrid: [], BentoCard: [] } }, [])
    expect(toc.map((entry) => entry.url)).toEqual(['#installation', '#props', '#props-bentogrid', '#props-bentocard'])
    expect(itemToc({}, []).map((entry) => entry.url)).toEqual(['#installation'])
  })
})

describe('headingId', () => {
  it('makes URL-safe ids', () => {
    expect(headingId('Bento Card')).toBe('bento-card')
    expect(headingId(' Use @/ alias ')).toBe('use-alias')
  })
})
