import { describe, expect, it } from 'vitest'
import { foldedWords } from './search-words'

describe('foldedWords', () => {
  it('reads lowercase words without accents, split at anything else', () => {
    expect(foldedWords('Déjà vu: parse_JSON files!')).toEqual(['deja', 'vu', 'parse', 'json', 'files'])
  })

  it('reads a camel-case name as itself, then as its parts', () => {
    expect(foldedWords('useDebounce')).toEqual(['usedebounce', 'use', 'debounce'])
  })

  it('reads C++ and C# as the languages, in any case, and leaves other signs alone', () => {
    expect(foldedWords('C++ and c# snippets')).toEqual(['cpp', 'and', 'csharp', 'snippets'])
    expect(foldedWords('(C#), "c++".')).toEqual(['csharp', 'cpp'])
    expect(foldedWords('abc++ c+ c## i++')).toEqual(['abc', 'c', 'c', 'i'])
  })
})
