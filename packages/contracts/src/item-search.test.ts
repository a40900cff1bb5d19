import { describe, expect, it } from 'vitest'
import { rankBy, type SearchableItem, searchableItem, searchRegistryItems, stemWord } from './item-search'

/** A slice of the registry as its index lists it: components, blocks, a hook and examples. */
const items: SearchableItem[] = [
  {
    name: 'dot-pattern',
    type: 'registry:ui',
    title: 'Dot Pattern',
    description: 'A background grid of dots as an SVG pattern, with an optional twinkling glow.',
    meta: { section: 'Backgrounds' },
  },
  {
    name: 'hero-centered',
    type: 'registry:block',
    title: 'Centred hero',
    description: 'An announcement pill, a large title, a line of copy and two calls to action over a fading grid.',
    meta: { category: 'Hero' },
  },
  {
    name: 'hero-split',
    type: 'registry:block',
    title: 'Split hero with terminal',
    description: 'A title and two calls to action beside a terminal that types an install command.',
    meta: { category: 'Hero' },
  },
  {
    name: 'logo-cloud',
    type: 'registry:block',
    title: 'Logo cloud',
    description: 'A line of social proof over a row of company wordmarks that scrolls past.',
    meta: { category: 'Social proof' },
  },
  {
    name: 'magic-card',
    type: 'registry:ui',
    title: 'Magic Card',
    description: 'A card whose border lights up under the mouse.',
    meta: { section: 'Special Effects' },
  },
  {
    name: 'marquee',
    type: 'registry:ui',
    title: 'Marquee',
    description: 'An endless scrolling strip of logos, testimonials or any content, horizontal or vertical.',
    meta: { section: 'Components' },
  },
  {
    name: 'marquee-demo',
    type: 'registry:example',
    title: 'Marquee: Testimonials',
    description: 'Two rows of review cards scrolling in opposite directions.',
  },
  {
    name: 'number-ticker',
    type: 'registry:ui',
    title: 'Number Ticker',
    description: 'A number that springs up or down to its value when it scrolls into view.',
    meta: { section: 'Text Animations' },
  },
  {
    name: 'pricing-tiers',
    type: 'registry:block',
    title: 'Pricing tiers',
    description: 'Three plans with a monthly or yearly billing switch.',
    meta: { category: 'Pricing' },
  },
  {
    name: 'saas-template',
    type: 'registry:block',
    title: 'SaaS template',
    description: 'A landing page: navbar, centred hero, logo cloud, bento features, reviews, pricing and footer.',
    meta: { category: 'Template' },
  },
  {
    name: 'shimmer-button',
    type: 'registry:ui',
    title: 'Shimmer Button',
    description: 'A button with a beam of light travelling around its edge.',
    meta: { section: 'Buttons' },
  },
  {
    name: 'testimonials-marquee',
    type: 'registry:block',
    title: 'Testimonials marquee',
    description: 'Two rows of review cards scrolling in opposite directions under a heading.',
    meta: { category: 'Social proof' },
  },
  {
    name: 'typing-animation',
    type: 'registry:ui',
    title: 'Typing Animation',
    description: 'Text that types itself letter by letter behind a cursor.',
    meta: { section: 'Text Animations' },
  },
  {
    name: 'use-on-screen',
    type: 'registry:hook',
    title: 'useOnScreen',
    description: 'Whether an element is on screen and its tab visible, for pausing continuous animation.',
  },
]

const names = (query: string, from: readonly SearchableItem[] = items) =>
  searchRegistryItems(from, query).map((item) => item.name)

describe('item search: what people ask for', () => {
  it('finds a scrolling logo wall: the marquee and the logo cloud, first', () => {
    const found = names('scrolling logo wall')
    expect(found.slice(0, 2).sort()).toEqual(['logo-cloud', 'marquee'])
    expect(found).not.toContain('pricing-tiers')
    expect(found).not.toContain('saas-template')
  })

  it('finds the pricing tiers for a pricing table', () => {
    expect(names('pricing table')[0]).toBe('pricing-tiers')
    expect(names('Pricing Table')[0]).toBe('pricing-tiers')
  })

  it('finds the hero blocks for a hero section, before pages that merely have one', () => {
    const found = names('hero section')
    expect(found.slice(0, 2)).toEqual(['hero-centered', 'hero-split'])
    expect(found.slice(2)).toEqual(['saas-template'])
  })

  it('finds every item a plural names: logos is the logo cloud and the marquee', () => {
    const found = names('logos')
    expect(found[0]).toBe('logo-cloud')
    expect(found).toContain('marquee')
    expect(names('logo')).toEqual(found)
  })

  it('finds a counter or a ticker: the number ticker', () => {
    expect(names('counter')[0]).toBe('number-ticker')
    expect(names('ticker')).toEqual(['number-ticker'])
    expect(names('animated counter')[0]).toBe('number-ticker')
  })

  it('finds patterns for a background, and the words people use for one', () => {
    expect(names('background')).toEqual(['dot-pattern'])
    expect(names('backdrop')).toEqual(['dot-pattern'])
    expect(names('grid background')).toEqual(['dot-pattern'])
  })

  it('reads names however they are written', () => {
    expect(names('logocloud')).toEqual(['logo-cloud'])
    expect(names('logo-cloud')[0]).toBe('logo-cloud')
    expect(names('MARQUEE')[0]).toBe('marquee')
    expect(names('use on screen')).toEqual(['use-on-screen'])
    expect(names('screen')).toEqual(['use-on-screen'])
  })
})

describe('item search: stems and prefixes', () => {
  it('strips plurals, -ing, -ed and -ation to the same stem', () => {
    for (const group of [
      ['scroll', 'scrolls', 'scrolling', 'scrolled'],
      ['type', 'types', 'typing', 'typed'],
      ['animate', 'animated', 'animates', 'animation', 'animations'],
      ['logo', 'logos'],
      ['box', 'boxes'],
      ['story', 'stories'],
      ['grid', 'gridded'],
      ['run', 'running'],
    ]) {
      expect(new Set(group.map(stemWord)), group.join(' ')).toHaveProperty('size', 1)
    }
    expect(stemWord('glass')).toBe('glass')
    expect(stemWord('speed')).toBe('speed')
    expect(stemWord('ring')).toBe('ring')
  })

  it('finds an item by any form of its words', () => {
    for (const query of ['scroll', 'scrolls', 'scrolling', 'scrolled']) {
      expect(names(query), query).toEqual(expect.arrayContaining(['marquee', 'logo-cloud', 'number-ticker']))
    }
    expect(names('typewriter')[0]).toBe('typing-animation')
    expect(names('buttons')[0]).toBe('shimmer-button')
    expect(names('btn')[0]).toBe('shimmer-button')
  })

  it('takes the word being typed as the start of a word: "mar" finds the marquee first', () => {
    expect(names('m')[0]).toBe('magic-card')
    expect(names('mar')[0]).toBe('marquee')
    expect(names('marq')).toEqual(['marquee', 'testimonials-marquee', 'marquee-demo'])
    expect(names('text anim')).toContain('typing-animation')
    expect(names('pric')[0]).toBe('pricing-tiers')
  })

  it('matches a short prefix only in names, titles and categories, not inside descriptions', () => {
    // "car" would otherwise find every description that mentions cards.
    expect(names('car')).toEqual(['magic-card'])
    expect(names('rev')).toEqual([])
  })
})

describe('item search: ranking', () => {
  it('puts the item a query names first, then other name matches, then the examples', () => {
    expect(names('marquee')).toEqual(['marquee', 'testimonials-marquee', 'marquee-demo'])
  })

  it('needs every word: unrelated words find nothing, and one unknown word empties the answer', () => {
    expect(names('xylophone giraffe')).toEqual([])
    expect(names('tax return')).toEqual([])
    expect(names('marquee xylophone')).toEqual([])
    expect(names('shimmer button light')).toEqual(['shimmer-button'])
  })

  it('leaves out words that carry no meaning, unless they are all the query has', () => {
    expect(names('a component for the hero section')).toEqual(names('hero'))
    expect(names('')).toEqual([])
    expect(names('  -- ')).toEqual([])
    // Every description has a "the": that alone is no match.
    expect(names('the')).toEqual([])
  })

  it('keeps items that score the same in the order given', () => {
    const twin = (name: string): SearchableItem => ({ name, type: 'registry:ui', description: 'A glowing orb.' })
    const twins = [twin('orb-one'), twin('orb-two'), twin('orb-three')]
    expect(names('glowing', twins)).toEqual(['orb-one', 'orb-two', 'orb-three'])
    expect(names('glowing', [...twins].reverse())).toEqual(['orb-three', 'orb-two', 'orb-one'])
    expect(names('glowing orb', twins)).toEqual(names('glowing orb', twins))
  })

  it('ranks anything described by the same fields, with its own reading of them', () => {
    const pages = [
      { href: '/docs/install', label: 'Installation', lead: 'Set up a project.' },
      { href: '/docs/marquee', label: 'Marquee', lead: 'An endless scrolling strip of logos.' },
    ]
    const found = rankBy(pages, 'logo wall', (page) => ({
      name: page.href.split('/').at(-1) ?? '',
      title: page.label,
      description: page.lead,
      categories: ['Docs'],
    }))
    expect(found.map((page) => page.href)).toEqual(['/docs/marquee'])
  })
})

describe('searchableItem', () => {
  it("reads a registry item's name, title, description, section, block category, shadcn categories and kind", () => {
    expect(
      searchableItem({
        name: 'hero-centered',
        type: 'registry:block',
        title: 'Centred hero',
        description: 'A hero.',
        categories: ['landing'],
        meta: { category: 'Hero', section: 42 },
      }),
    ).toEqual({
      name: 'hero-centered',
      title: 'Centred hero',
      description: 'A hero.',
      categories: ['Hero', 'landing', 'block'],
    })
    expect(searchableItem({ name: 'marquee-demo', type: 'registry:example' }).weight).toBeLessThan(1)
    expect(names('landing', [{ name: 'x', type: 'registry:ui', categories: ['landing'] }])).toEqual(['x'])
    expect(names('hook')).toEqual(['use-on-screen'])
  })
})
