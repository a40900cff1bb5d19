import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FuzzReport, formatReport, fuzzApp } from './runner'
import { type FuzzTarget, openFuzzTarget } from './target'

const RUNS = 8000
/** Pins a run for replay (`FUZZ_SEED=123 bun --bun x vitest run tooling/src/fuzz/fuzz.int.test.ts`); otherwise each run explores new inputs. */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

const counts = (report: FuzzReport) => ({
  sent: report.sent,
  serverErrors: report.serverErrors,
  offShape: report.offShape,
  timeouts: report.timeouts,
})

describe('the HTTP layer under hostile input', () => {
  let target: FuzzTarget

  beforeAll(async () => {
    target = await openFuzzTarget()
  })
  afterAll(() => target.dispose())

  it('answers every route of the OpenAPI document, the registry and site pages with < 500, the one error shape and no hang', async () => {
    const report = await fuzzApp(target.app, {
      runs: RUNS,
      ...(seed === undefined ? {} : { seed }),
      session: target.session,
      causes: target.causes,
      shrinkMs: 3000,
      // Past a few hangs the verdict is clear; a server that blocks for seconds per request would
      // otherwise run into the test timeout and lose the report.
      maxTimeouts: 3,
      // Several times the usual run time: reaching it means the server got slow, not an unlucky seed.
      deadlineMs: 150_000,
    })
    expect(counts(report), `\n${formatReport(report)}\n`).toEqual({
      sent: RUNS,
      serverErrors: 0,
      offShape: 0,
      timeouts: 0,
    })
  }, 240_000)
})
