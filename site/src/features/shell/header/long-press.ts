export const LONG_PRESS_MS = 700
/** Finger drift allowed during a press before it counts as a scroll instead. */
export const LONG_PRESS_TOLERANCE_PX = 10

export type Point = { x: number; y: number }

type Timers = {
  set: (fn: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

const browserTimers: Timers = {
  set: (fn, ms) => globalThis.setTimeout(fn, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Touch and pen presses held still for `delay` ms call `onLongPress` with the press point.
 * Mouse presses are ignored: a mouse has a real context-menu button.
 */
export function createLongPress(
  onLongPress: (point: Point) => void,
  { delay = LONG_PRESS_MS, tolerance = LONG_PRESS_TOLERANCE_PX, timers = browserTimers } = {},
) {
  let handle: unknown
  let start: Point | undefined
  const cancel = () => {
    if (handle !== undefined) timers.clear(handle)
    handle = undefined
    start = undefined
  }
  return {
    down(point: Point, pointerType: string) {
      cancel()
      if (pointerType === 'mouse') return
      start = point
      handle = timers.set(() => {
        handle = undefined
        if (start) onLongPress(start)
        start = undefined
      }, delay)
    },
    move(point: Point) {
      if (!start) return
      if (Math.hypot(point.x - start.x, point.y - start.y) > tolerance) cancel()
    },
    cancel,
    get pending() {
      return handle !== undefined
    },
  }
}
