import { describe, expect, it, vi } from 'vitest'
import { createPageViewRecorder } from './page-views'

describe('createPageViewRecorder', () => {
  it('reports the first path and every change of path', () => {
    const send = vi.fn()
    const record = createPageViewRecorder(send)
    record('/')
    record('/pro')
    record('/')
    expect(send.mock.calls).toEqual([['/'], ['/pro'], ['/']])
  })

  it('does not report the same path twice in a row', () => {
    const send = vi.fn()
    const record = createPageViewRecorder(send)
    record('/templates')
    record('/templates')
    expect(send).toHaveBeenCalledTimes(1)
  })
})
