import { describe, expect, it } from 'vitest'
import { BusyError, errorJson } from './errors'
import { createWorkQueue } from './work-queue'

/** A piece of work that runs until the test ends it. */
function held() {
  let finish: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  let started = false
  return {
    work: async () => {
      started = true
      await done
    },
    finish,
    started: () => started,
  }
}

describe('createWorkQueue', () => {
  it('runs so many at once, queues so many more, and refuses the rest with a 503 and Retry-After', async () => {
    const queue = createWorkQueue({ running: 2, waiting: 1, retryAfterSeconds: 3 })
    const pieces = [held(), held(), held()]
    const runs = pieces.map((piece) => queue.run(piece.work))
    expect(queue.load).toEqual({ running: 2, waiting: 1 })
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BusyError)
    const answer = errorJson(refused as BusyError)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('3')
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE')

    expect(pieces.map((piece) => piece.started())).toEqual([true, true, false])
    pieces[0]?.finish()
    await runs[0]
    await expect.poll(() => pieces[2]?.started()).toBe(true)
    pieces[1]?.finish()
    pieces[2]?.finish()
    await Promise.all(runs)
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })

  it('lets other work on the event loop run before a queued piece starts', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 1 })
    const first = held()
    const firstRun = queue.run(first.work)
    let secondStartedBeforeTimer: boolean | undefined
    const secondRun = queue.run(async () => {
      secondStartedBeforeTimer = timerFired
    })
    let timerFired = false
    setImmediate(() => {
      timerFired = true
    })
    first.finish()
    await Promise.all([firstRun, secondRun])
    expect(secondStartedBeforeTimer).toBe(true)
  })

  it('frees its slot when a piece of work fails', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0 })
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
