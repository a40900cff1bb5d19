import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, top, words } from '../src/count.js'

describe('words', () => {
  it('lowercases and keeps apostrophes', () => {
    assert.deepEqual(words("It's a Test, isn't it?"), ["it's", 'a', 'test', "isn't", 'it'])
  })
  it('handles other scripts', () => {
    assert.deepEqual(words('Grüße, мир'), ['grüße', 'мир'])
  })
})

describe('count', () => {
  it('counts like wc', () => {
    assert.deepEqual(count('one two\nthree\n'), { lines: 2, words: 3, chars: 14 })
    assert.deepEqual(count(''), { lines: 0, words: 0, chars: 0 })
  })
})

describe('top', () => {
  it('orders by frequency, then alphabetically', () => {
    assert.deepEqual(top('b a b c a b', 2), [
      ['b', 3],
      ['a', 2],
    ])
  })
})
