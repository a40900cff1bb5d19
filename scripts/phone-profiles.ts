import type { Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { median } from './stats'

/**
 * Phones to measure like, on any host. Lighthouse slows the CPU by a fixed factor (4× by default),
 * so the device it stands for depends on the host: on a fast laptop 4× is a mid-range phone, on a
 * slow server it is a cheap one. Here the factor is chosen per host instead, from Lighthouse's own
 * benchmark index (the `computeBenchmarkIndex` page function, the figure Lighthouse reports as
 * `environment.benchmarkIndex`), so that the host slowed by it scores the phone's index.
 *
 * The two phones are the presets Chrome DevTools calibrates its CPU throttling to
 * (front_end/panels/mobile_throttling/CalibrationController.ts in devtools-frontend): a mid-tier
 * phone, a Pixel 5, at index 1,000, and a low-tier phone, a Moto G Power 2022, at 264.
 */
export type Budget = { score?: number; tbtMs: number }
export type PhoneName = 'mid' | 'low'
export const PHONES: Record<PhoneName, { label: string; index: number; budget: Budget }> = {
  mid: { label: 'mid-tier phone (Pixel 5 class)', index: 1000, budget: { score: 98, tbtMs: 100 } },
  low: { label: 'low-tier phone (Moto G Power class)', index: 264, budget: { tbtMs: 300 } },
}

/**
 * The CPU slowdown that makes a host of `hostIndex` score `phoneIndex`, to two decimals. Lighthouse's
 * default (simulated) throttling multiplies the main thread's observed task times by it, so the
 * emulated index is the host's divided by it. A host slower than the phone cannot be sped up: the
 * slowdown is then 1 and `slowerHost` says the figures are for a slower device than the phone.
 */
export function slowdownFor(hostIndex: number, phoneIndex: number): { multiplier: number; slowerHost: boolean } {
  if (!(hostIndex > 0) || !(phoneIndex > 0))
    throw new Error(`Benchmark indexes must be positive: ${hostIndex}, ${phoneIndex}`)
  const exact = hostIndex / phoneIndex
  return exact < 1
    ? { multiplier: 1, slowerHost: true }
    : { multiplier: Math.round(exact * 100) / 100, slowerHost: false }
}

/** Whether figures keep to a phone's budget, and which do not. */
export function overBudget(budget: Budget, figures: { score: number; tbt: number }): string[] {
  const over: string[] = []
  if (budget.score !== undefined && figures.score < budget.score)
    over.push(`performance ${figures.score} < ${budget.score}`)
  if (figures.tbt > budget.tbtMs) over.push(`TBT ${Math.round(figures.tbt)} ms > ${budget.tbtMs} ms`)
  return over
}

/**
 * The host's benchmark index as Lighthouse measures it, in `page` (about a second per sample): one
 * sample to warm the engine up, as DevTools' calibration does, then the median of `samples`, since
 * one sample moves with whatever else the machine is doing.
 */
export async function measureBenchmarkIndex(page: Page, samples = 5): Promise<number> {
  await page.evaluate(pageFunctions.computeBenchmarkIndex)
  const found: number[] = []
  for (let i = 0; i < samples; i++) found.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
  return median(found)
}

/** How far an emulated index may be from the phone's before a run is flagged as off its phone. */
export const CALIBRATION_TOLERANCE = 0.25

/** Whether a run's emulated index (Lighthouse's own measure of the host over the slowdown) missed the phone's. */
export function offPhone(emulated: number, phoneIndex: number, slowerHost: boolean): boolean {
  // A slower host runs at slowdown 1, below the phone by design.
  if (slowerHost) return false
  return Math.abs(emulated - phoneIndex) / phoneIndex > CALIBRATION_TOLERANCE
}
