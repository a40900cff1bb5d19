import { BusyError } from './errors'

export type WorkQueueOptions = {
  /** How many pieces of work may run at once. */
  running: number
  /** How many may wait for a turn; one more is refused with a BusyError (503). */
  waiting: number
  /** The Retry-After of a refusal. */
  retryAfterSeconds?: number
  /** The message of a refusal. */
  message?: string
}

export type WorkQueue = {
  /** Runs `work` when a slot is free, in arrival order; throws BusyError at once when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Pieces of work running and waiting now; for tests and diagnostics. */
  readonly load: { running: number; waiting: number }
}

/** Lets the event loop answer pending I/O (other requests) before the next piece of work starts. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Bounds expensive work (password hashing, searches on the embedded database) so that a burst of
 * it can neither take every core nor hold the event loop: a few run, a few wait, the rest are
 * refused with a 503 and Retry-After instead of piling up until every request is slow.
 */
export function createWorkQueue({ running, waiting, retryAfterSeconds = 1, message }: WorkQueueOptions): WorkQueue {
  if (!(running >= 1) || !(waiting >= 0)) throw new Error('A work queue needs at least one running slot.')
  let active = 0
  const queue: Array<() => void> = []

  function release() {
    const next = queue.shift()
    if (next) next()
    else active--
  }

  return {
    async run(work) {
      if (active < running) active++
      else {
        if (queue.length >= waiting) throw new BusyError(retryAfterSeconds, message)
        // The slot is handed over by release(), so `active` stays counted for the waiter.
        await new Promise<void>((resolve) => queue.push(resolve))
        await nextTurn()
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
    get load() {
      return { running: active, waiting: queue.length }
    },
  }
}
