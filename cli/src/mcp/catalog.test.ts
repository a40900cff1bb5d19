import { describe, expect, it } from 'vitest'
import { dependencyName, itemName, siteRoot } from './catalog'

describe('catalog names and addresses', () => {
  it('reads an item name however a client spells it', () => {
    expect(itemName(' Marquee ')).toBe('marquee')
    expect(itemName('@snipstack/number-ticker')).toBe('number-ticker')
    expect(itemName('other/marquee')).toBe('other/marquee')
  })

  it('finds llms.txt beside the registry: above /r, else at the origin', () => {
    expect(siteRoot('https://snipstack.dev/r')).toBe('https://snipstack.dev')
    expect(siteRoot('https://example.com/components/r')).toBe('https://example.com/components')
    expect(siteRoot('https://example.com/registry/v1')).toBe('https://example.com')
  })

  it('names the registry dependencies of the same registry, and keeps other URLs', () => {
    expect(dependencyName('http://x/r', 'http://x/r/utils.json')).toBe('utils')
    expect(dependencyName('http://x/r', 'https://other.dev/r/button.json')).toBe('https://other.dev/r/button.json')
    expect(dependencyName('http://x/r', 'button')).toBe('button')
  })
})
