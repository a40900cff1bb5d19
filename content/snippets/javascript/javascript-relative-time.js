const UNITS = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
]

const formatters = new Map()

function formatterFor(locale) {
  if (!formatters.has(locale)) {
    formatters.set(locale, new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  }
  return formatters.get(locale)
}

/** "5 minutes ago", "yesterday", "in 3 weeks" — relative to `now`. */
export function timeAgo(date, { locale = undefined, now = Date.now() } = {}) {
  const elapsed = new Date(date).getTime() - now
  if (Number.isNaN(elapsed)) throw new RangeError(`Invalid date: ${date}`)
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms || unit === 'second') {
      return formatterFor(locale).format(Math.round(elapsed / ms), unit)
    }
  }
  return ''
}
