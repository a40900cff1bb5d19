export type Compare<T, K> = (item: T, target: K) => number

/** Default ordering with the built-in operators, for numbers or strings searched by a value of the same type. */
function natural<T, K>(item: T, target: K): number {
  const other = target as unknown as T
  return item < other ? -1 : item > other ? 1 : 0
}

/** First index whose item is not less than target: where target would be inserted before its equals. */
export function lowerBound<T, K = T>(sorted: readonly T[], target: K, compare: Compare<T, K> = natural): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    // Halves and floors in one step; array indexes stay far below 2 ** 31, so the shift is safe.
    const mid = (low + high) >>> 1
    if (compare(sorted[mid] as T, target) < 0) low = mid + 1
    else high = mid
  }
  return low
}

/** First index whose item is greater than target: where target would be inserted after its equals. */
export function upperBound<T, K = T>(sorted: readonly T[], target: K, compare: Compare<T, K> = natural): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (compare(sorted[mid] as T, target) <= 0) low = mid + 1
    else high = mid
  }
  return low
}

/** Index of an item equal to target, or -1. */
export function binarySearch<T, K = T>(sorted: readonly T[], target: K, compare: Compare<T, K> = natural): number {
  const index = lowerBound(sorted, target, compare)
  return index < sorted.length && compare(sorted[index] as T, target) === 0 ? index : -1
}

/** Inserts in place and keeps the array sorted; equal items keep their insertion order. */
export function insertSorted<T>(sorted: T[], item: T, compare: Compare<T, T> = natural): number {
  const index = upperBound(sorted, item, compare)
  sorted.splice(index, 0, item)
  return index
}

/** Items in the half-open range from (inclusive) to (exclusive), in O(log n + matches). */
export function rangeOf<T, K = T>(sorted: readonly T[], from: K, to: K, compare: Compare<T, K> = natural): T[] {
  return sorted.slice(lowerBound(sorted, from, compare), lowerBound(sorted, to, compare))
}
