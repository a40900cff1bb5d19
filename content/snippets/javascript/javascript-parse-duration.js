const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }
const ALIASES = {
  ms: 'ms', msec: 'ms', millisecond: 'ms', milliseconds: 'ms',
  s: 's', sec: 's', secs: 's', second: 's', seconds: 's',
  m: 'm', min: 'm', mins: 'm', minute: 'm', minutes: 'm',
  h: 'h', hr: 'h', hrs: 'h', hour: 'h', hours: 'h',
  d: 'd', day: 'd', days: 'd', w: 'w', week: 'w', weeks: 'w',
}

/** "1h30m", "2.5s", "1 day 4 hours" or "-5m" to milliseconds; throws on anything else. */
export function parseDuration(text) {
  const input = String(text).trim().toLowerCase()
  const sign = input.startsWith('-') ? -1 : 1
  const body = input.replace(/^[-+]/, '')
  const pattern = /(\d+(?:\.\d+)?|\.\d+)\s*([a-z]+)\s*,?\s*/y
  let total = 0
  let matched = 0
  // The sticky flag makes every piece start where the last one ended, so junk between units fails.
  for (let match; (match = pattern.exec(body)); matched = pattern.lastIndex) {
    const unit = ALIASES[match[2]]
    if (!unit) throw new SyntaxError(`Unknown duration unit "${match[2]}" in "${text}"`)
    total += Number(match[1]) * UNITS[unit]
  }
  if (matched === 0 || matched !== body.length) throw new SyntaxError(`Invalid duration "${text}"`)
  return sign * Math.round(total)
}

/** Milliseconds to a compact string such as "1d 2h 5m"; `parts` caps how many units are shown. */
export function formatDuration(ms, { parts = 2 } = {}) {
  if (!Number.isFinite(ms)) throw new RangeError('Duration must be a finite number')
  let rest = Math.abs(Math.round(ms))
  const pieces = []
  for (const unit of ['d', 'h', 'm', 's', 'ms']) {
    const amount = Math.floor(rest / UNITS[unit])
    rest -= amount * UNITS[unit]
    if (amount > 0 && pieces.length < parts) pieces.push(`${amount}${unit}`)
  }
  return (ms < 0 ? '-' : '') + (pieces.join(' ') || '0ms')
}
