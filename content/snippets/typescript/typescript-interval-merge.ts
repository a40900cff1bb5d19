/** A half-open interval [start, end): end is excluded, so 9:00-10:00 and 10:00-11:00 touch but do not overlap. */
export type Interval = { readonly start: number; readonly end: number }

/** Sorts and merges overlapping or touching intervals into the smallest equivalent set, in O(n log n). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(({ start, end }) => end > start).sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  for (const { start, end } of sorted) {
    const last = merged.at(-1)
    if (last && start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, end) }
    else merged.push({ start, end })
  }
  return merged
}

/** The gaps inside `window` not covered by any busy interval: free slots in a calendar, for example. */
export function freeSlots(busy: readonly Interval[], window: Interval, minLength = 0): Interval[] {
  const slots: Interval[] = []
  let cursor = window.start
  for (const { start, end } of mergeIntervals(busy)) {
    if (end <= window.start || start >= window.end) continue
    if (start > cursor) slots.push({ start: cursor, end: Math.min(start, window.end) })
    cursor = Math.max(cursor, end)
  }
  if (cursor < window.end) slots.push({ start: cursor, end: window.end })
  return slots.filter(({ start, end }) => end - start >= minLength)
}

/** The parts covered by both sets, such as times when two people are both available. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = mergeIntervals(a)
  const right = mergeIntervals(b)
  const result: Interval[] = []
  let i = 0
  let j = 0
  // Two pointers: always advance the interval that ends first, since it cannot overlap anything later.
  while (i < left.length && j < right.length) {
    const x = left[i] as Interval
    const y = right[j] as Interval
    const start = Math.max(x.start, y.start)
    const end = Math.min(x.end, y.end)
    if (start < end) result.push({ start, end })
    if (x.end < y.end) i++
    else j++
  }
  return result
}
