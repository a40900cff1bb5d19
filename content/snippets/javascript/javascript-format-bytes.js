const DECIMAL = ['B', 'kB', 'MB', 'GB', 'TB', 'PB']
const BINARY = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB']

/**
 * 1536 to "1.5 kB" (or "1.5 KiB" with binary: true), localized with Intl.NumberFormat.
 * Decimal units are the default because that is what disks, networks and macOS report.
 */
export function formatBytes(bytes, { binary = false, maximumFractionDigits = 1, locale } = {}) {
  if (!Number.isFinite(bytes)) throw new RangeError(`Not a byte count: ${bytes}`)
  const base = binary ? 1024 : 1000
  const units = binary ? BINARY : DECIMAL
  const format = (value) => new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value)

  let exponent = Math.abs(bytes) < 1 ? 0 : Math.floor(Math.log(Math.abs(bytes)) / Math.log(base))
  exponent = Math.min(exponent, units.length - 1)
  let value = bytes / base ** exponent
  // Rounding can push 999.95 kB up to "1,000 kB"; move up a unit instead.
  if (Math.abs(Number(value.toFixed(maximumFractionDigits))) >= base && exponent < units.length - 1) {
    exponent += 1
    value = bytes / base ** exponent
  }
  return `${format(exponent === 0 ? Math.round(value) : value)} ${units[exponent]}`
}

const FACTORS = {
  k: 1e3, m: 1e6, g: 1e9, t: 1e12, p: 1e15,
  ki: 2 ** 10, mi: 2 ** 20, gi: 2 ** 30, ti: 2 ** 40, pi: 2 ** 50,
}

/** "1.5 GB", "512MiB" or "10k" to a byte count; throws on anything it cannot read. */
export function parseBytes(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:([kmgtp]i?)b?|b)?\s*$/i.exec(String(text))
  if (!match) throw new SyntaxError(`Invalid byte size: "${text}"`)
  const factor = match[2] ? FACTORS[match[2].toLowerCase()] : 1
  return Math.round(Number(match[1]) * factor)
}
