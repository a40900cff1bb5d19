import { NumberTicker } from '../number-ticker'

const card =
  'flex flex-col gap-1 rounded-xl border border-zinc-950/10 bg-white p-5 dark:border-white/10 dark:bg-zinc-900/60'
const label = 'text-sm text-zinc-500 dark:text-zinc-400'
const number = 'text-3xl font-semibold tracking-tight text-zinc-950 dark:text-white'

export default function NumberTickerDemo2() {
  return (
    <dl className="grid w-[56rem] max-w-full grid-cols-2 gap-4 md:grid-cols-4">
      <div className={card}>
        <dt className={label}>Revenue</dt>
        <dd>
          <NumberTicker
            value={48250.5}
            decimalPlaces={2}
            formatOptions={{ style: 'currency', currency: 'USD' }}
            className={number}
          />
        </dd>
      </div>
      <div className={card}>
        <dt className={label}>Uptime</dt>
        <dd className={number}>
          <NumberTicker value={99.98} startValue={90} decimalPlaces={2} delay={0.2} className="tracking-tight" />%
        </dd>
      </div>
      <div className={card}>
        <dt className={label}>Downloads</dt>
        <dd>
          <NumberTicker
            value={1_250_000}
            decimalPlaces={1}
            formatOptions={{ notation: 'compact' }}
            delay={0.4}
            className={number}
          />
        </dd>
      </div>
      <div className={card}>
        <dt className={label}>Open issues</dt>
        <dd>
          <NumberTicker value={120} direction="down" delay={0.6} className={number} />
        </dd>
      </div>
    </dl>
  )
}
