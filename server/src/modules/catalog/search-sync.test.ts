import { describe, expect, it } from 'vitest'
import { INTERNED_MAX, Interner } from './search-sync'

describe('Interner', () => {
  it('gives equal values one shared copy: strings, lists and objects alike', () => {
    const interner = new Interner()
    // Strings made at run time, as a database driver makes each row's: equal, not one object.
    const read = (text: string) => [...text].join('')
    const first = { tags: [read('react'), read('hooks')], author: { name: read('Snipstack'), username: null } }
    const second = { tags: [read('react'), read('hooks')], author: { name: read('Snipstack'), username: null } }
    const tags = interner.intern(first.tags)
    expect(interner.intern(second.tags)).toBe(tags)
    expect(interner.intern(second.author)).toBe(interner.intern(first.author))
    expect(interner.intern(second.author)).toEqual({ name: 'Snipstack', username: null })
    expect(interner.intern(['react'])).not.toBe(tags)
    expect(interner.intern(['react'])[0]).toBe(tags[0])
  })

  it('leaves other values as they are', () => {
    const interner = new Interner()
    expect(interner.intern(42)).toBe(42)
    expect(interner.intern(null)).toBe(null)
    expect(interner.intern(undefined)).toBe(undefined)
  })

  it('stops keeping new values once it holds its maximum, and still answers with equal ones', () => {
    const interner = new Interner()
    for (let i = 0; i < INTERNED_MAX; i++) interner.intern(`tag-${i}`)
    const late = { name: 'late' }
    const copy = interner.intern(late)
    expect(copy).toEqual(late)
    expect(interner.intern({ name: 'late' })).not.toBe(copy)
    expect(interner.intern({ name: 'late' })).toEqual(late)
  })
})
