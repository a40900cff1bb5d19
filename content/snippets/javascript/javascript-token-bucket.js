/**
 * Token bucket rate limiter: allows bursts up to `capacity`, then a steady `refillPerSecond`.
 * Tokens are refilled lazily from elapsed time, so there are no timers to clean up.
 */
export class TokenBucket {
  #tokens
  #last
  #now

  constructor({ capacity, refillPerSecond, now = () => Date.now() }) {
    if (!(capacity > 0) || !(refillPerSecond > 0)) throw new RangeError('capacity and refillPerSecond must be positive')
    this.capacity = capacity
    this.refillPerSecond = refillPerSecond
    this.#now = now
    this.#tokens = capacity
    this.#last = now()
  }

  #refill() {
    const current = this.#now()
    const elapsed = Math.max(0, current - this.#last) / 1000
    this.#tokens = Math.min(this.capacity, this.#tokens + elapsed * this.refillPerSecond)
    this.#last = current
  }

  get available() {
    this.#refill()
    return Math.floor(this.#tokens)
  }

  /** Takes `cost` tokens if they are all there; a partial take would let big requests starve. */
  tryTake(cost = 1) {
    this.#refill()
    if (this.#tokens < cost) return false
    this.#tokens -= cost
    return true
  }

  /** Milliseconds until `cost` tokens will be available, for a Retry-After header. */
  msUntil(cost = 1) {
    this.#refill()
    if (cost > this.capacity) return Infinity
    return Math.max(0, Math.ceil(((cost - this.#tokens) / this.refillPerSecond) * 1000))
  }
}

/** One bucket per key (user ID, IP address, API key), created on first use. */
export function keyedLimiter(options) {
  const buckets = new Map()
  return (key, cost = 1) => {
    if (!buckets.has(key)) buckets.set(key, new TokenBucket(options))
    return buckets.get(key).tryTake(cost)
  }
}
