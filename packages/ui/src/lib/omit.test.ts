import { describe, expect, it } from 'vitest'
import { omit } from './omit'

describe('omit', () => {
  it('leaves out the given keys and keeps the rest, without changing the object', () => {
    const props = { id: 'a', error: new Error('x'), hidden: false }
    expect(omit(props, ['error'])).toEqual({ id: 'a', hidden: false })
    expect(omit(props, ['error', 'hidden', 'id'])).toEqual({})
    expect(props).toEqual({ id: 'a', error: new Error('x'), hidden: false })
  })
})
