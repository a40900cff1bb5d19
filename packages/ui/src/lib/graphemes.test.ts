import { describe, expect, it } from 'vitest'
import { splitGraphemes } from './graphemes'

describe('splitGraphemes', () => {
  it('splits plain text into its characters, spaces included', () => {
    expect(splitGraphemes('Hi there')).toEqual(['H', 'i', ' ', 't', 'h', 'e', 'r', 'e'])
    expect(splitGraphemes('')).toEqual([])
  })

  it('keeps an emoji sequence, a flag and a letter with its combining accent whole', () => {
    expect(splitGraphemes('a👩‍💻b🇫🇷e\u0301')).toEqual(['a', '👩‍💻', 'b', '🇫🇷', 'e\u0301'])
  })
})
