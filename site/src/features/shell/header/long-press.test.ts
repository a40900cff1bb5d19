import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLongPress, LONG_PRESS_MS } from './long-press'

describe('createLongPress', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fires after 700 ms of a still touch, at the press point', () => {
    const onLongPress = vi.fn()
    const press = createLongPress(onLongPress)
    press.down({ x: 10, y: 20 }, 'touch')
    vi.advanceTimersByTime(LONG_PRESS_MS - 1)
    expect(onLongPress).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onLongPress).toHaveBeenCalledWith({ x: 10, y: 20 })
    expect(LONG_PRESS_MS).toBe(700)
  })

  it('ignores the mouse', () => {
    const onLongPress = vi.fn()
    createLongPress(onLongPress).down({ x: 0, y: 0 }, 'mouse')
    vi.advanceTimersByTime(2000)
    expect(onLongPress).not.toHaveBeenCalled()
  })

  it('is cancelled by lifting the finger or dragging it away', () => {
    const onLongPress = vi.fn()
    const press = createLongPress(onLongPress)
    press.down({ x: 0, y: 0 }, 'touch')
    vi.advanceTimersByTime(300)
    press.cancel()
    vi.advanceTimersByTime(1000)

    press.down({ x: 0, y: 0 }, 'pen')
    press.move({ x: 30, y: 0 })
    vi.advanceTimersByTime(1000)
    expect(onLongPress).not.toHaveBeenCalled()
  })

  it('tolerates a little finger drift', () => {
    const onLongPress = vi.fn()
    const press = createLongPress(onLongPress)
    press.down({ x: 0, y: 0 }, 'touch')
    press.move({ x: 4, y: 5 })
    expect(press.pending).toBe(true)
    vi.advanceTimersByTime(LONG_PRESS_MS)
    expect(onLongPress).toHaveBeenCalledOnce()
    expect(press.pending).toBe(false)
  })
})
