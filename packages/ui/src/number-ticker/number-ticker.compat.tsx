import { NumberTicker } from './number-ticker'

/** Number Ticker as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  return (
    <div className="flex flex-col items-center gap-4">
      <NumberTicker value={100} />
      <NumberTicker value={100} className="text-8xl font-medium tracking-tighter whitespace-pre-wrap" />
      <NumberTicker value={5.67} decimalPlaces={2} className="text-8xl font-medium" />
      <NumberTicker value={100} startValue={50} className="text-8xl font-medium" />
      <NumberTicker value={9999} direction="down" delay={0.5} decimalPlaces={0} startValue={0} />
      <NumberTicker value={42} direction="up" delay={1} id="answer" aria-live="off" />
    </div>
  )
}
