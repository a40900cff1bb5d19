/** 32-bit FNV-1a over UTF-8 bytes with a seed: fast, dependency-free and well spread for short keys. */
function fnv1a(bytes: Uint8Array, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash
}

const encoder = new TextEncoder()

/**
 * A Bloom filter answers "definitely not present" or "probably present" using a fixed bit array.
 * It never gives false negatives; false positives occur at roughly the rate it was sized for.
 */
export class BloomFilter {
  readonly bits: Uint8Array
  readonly size: number
  readonly hashes: number

  /** Sizes the filter for the expected number of items and the acceptable false-positive rate. */
  constructor(expectedItems: number, falsePositiveRate = 0.01) {
    if (expectedItems < 1 || falsePositiveRate <= 0 || falsePositiveRate >= 1) throw new RangeError('Invalid sizing')
    this.size = Math.ceil((-expectedItems * Math.log(falsePositiveRate)) / Math.LN2 ** 2)
    this.hashes = Math.max(1, Math.round((this.size / expectedItems) * Math.LN2))
    this.bits = new Uint8Array(Math.ceil(this.size / 8))
  }

  /** Double hashing derives k positions from two hashes instead of computing k independent ones. */
  #positions(value: string): number[] {
    const bytes = encoder.encode(value)
    const h1 = fnv1a(bytes, 0)
    const h2 = fnv1a(bytes, 0x5bd1e995) | 1
    return Array.from({ length: this.hashes }, (_, i) => ((h1 + Math.imul(i, h2)) >>> 0) % this.size)
  }

  add(value: string): this {
    for (const p of this.#positions(value)) this.bits[p >> 3] = (this.bits[p >> 3] ?? 0) | (1 << (p & 7))
    return this
  }

  mightContain(value: string): boolean {
    return this.#positions(value).every((p) => ((this.bits[p >> 3] ?? 0) & (1 << (p & 7))) !== 0)
  }
}
