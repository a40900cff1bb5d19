import type { SiteStatsResponse } from '@snipstack/contracts'
import type { ItemMeta } from '@snipstack/ui/meta'
import { describe, expect, it } from 'vitest'
import { componentCount, ctaLine, DEVELOPERS_FROM, heroFigures } from './landing-figures'

const figures: SiteStatsResponse = {
  snippets: 437,
  templates: 52,
  languages: 7,
  accounts: 3,
  pro: { snippets: 0, templates: 0 },
  registry: null,
}

describe('componentCount', () => {
  const itemMetas = Object.values(
    import.meta.glob<ItemMeta>('../../../../packages/ui/src/*/*.meta.ts', { eager: true, import: 'default' }),
  )

  it('counts the components the docs sidebar lists, from their metadata', () => {
    const documented = itemMetas.filter((item) => item.section !== undefined)
    expect(documented.length).toBeGreaterThan(0)
    expect(componentCount).toBe(documented.length)
  })
})

describe('heroFigures', () => {
  it('states the catalogue and the components, never more than they hold', () => {
    expect(heroFigures(figures, 68)).toEqual([
      { id: 'snippet', label: 'Snippets', value: '430+' },
      { id: 'template', label: 'Templates', value: '52+' },
      { id: 'language', label: 'Languages', value: '7' },
      { id: 'component', label: 'Components', value: '68+' },
    ])
  })

  it('knows the components before the catalogue has answered', () => {
    expect(heroFigures(undefined, 68).map((figure) => figure.value)).toEqual([undefined, undefined, undefined, '68+'])
  })

  it('names a single one in the singular', () => {
    const labels = heroFigures({ ...figures, snippets: 1, templates: 1, languages: 1 }, 1).map((figure) => figure.label)
    expect(labels).toEqual(['Snippet', 'Template', 'Language', 'Component'])
  })
})

describe('ctaLine', () => {
  const invitation = 'Grab a snippet — or share the one you keep rewriting.'

  it('invites without figures until they are known', () => {
    expect(ctaLine(undefined)).toBe(invitation)
  })

  it('states the catalogue, and no developers while there are few accounts', () => {
    expect(ctaLine(figures)).toBe(
      'Browse 430+ snippets in 7 languages and 52+ templates. Grab one — or share the one you keep rewriting.',
    )
  })

  it('counts the developers who joined once there are enough to say so', () => {
    expect(ctaLine({ ...figures, accounts: DEVELOPERS_FROM - 1 })).not.toContain('Join')
    expect(ctaLine({ ...figures, accounts: 5_123 })).toBe(
      'Join 5,100+ developers on Snipstack. Browse 430+ snippets in 7 languages and 52+ templates. Grab one — or share the one you keep rewriting.',
    )
  })

  it('leaves out what the catalogue does not hold', () => {
    expect(ctaLine({ ...figures, templates: 0 })).toBe(
      'Browse 430+ snippets in 7 languages. Grab one — or share the one you keep rewriting.',
    )
    expect(ctaLine({ ...figures, snippets: 0, languages: 0, templates: 1 })).toBe(
      'Browse 1 template. Grab one — or share the one you keep rewriting.',
    )
    expect(ctaLine({ ...figures, snippets: 0, languages: 0, templates: 0 })).toBe(invitation)
  })
})
