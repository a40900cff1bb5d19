/** Money as an integer count of minor units (cents) plus an ISO 4217 currency code: no floating-point drift. */
export type Money = { readonly minor: number; readonly currency: string }

const digitsCache = new Map<string, number>()

/** Minor-unit digits for a currency from Intl: 2 for USD, 0 for JPY, 3 for KWD. */
function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    digitsCache.set(currency, digits)
  }
  return digits
}

/** Converts a decimal string such as '19.99' to money without ever going through a float multiply. */
export function money(amount: string, currency: string): Money {
  const digits = minorDigits(currency)
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match || (match[3]?.length ?? 0) > digits) throw new RangeError(`Invalid ${currency} amount "${amount}"`)
  const [, sign, whole = '0', fraction = ''] = match
  const minor = Number(whole + fraction.padEnd(digits, '0'))
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount "${amount}" is too large`)
  return { minor: sign ? -minor : minor, currency }
}

export function formatMoney({ minor, currency }: Money, locale = 'en-US'): string {
  const value = minor / 10 ** minorDigits(currency)
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
}

/**
 * Splits money by ratios so the parts always add up to the total: each part gets its floor share and the
 * leftover cents go, one each, to the parts with the largest remainders (ties to the earlier part).
 */
export function allocate(total: Money, ratios: readonly number[]): Money[] {
  const sum = ratios.reduce((a, b) => a + b, 0)
  if (ratios.length === 0 || sum <= 0 || ratios.some((r) => r < 0))
    throw new RangeError('Ratios must be non-negative with a positive sum')
  const sign = Math.sign(total.minor) || 1
  const amount = Math.abs(total.minor)
  const shares = ratios.map((ratio) => (amount * ratio) / sum)
  const parts = shares.map(Math.floor)
  let leftover = amount - parts.reduce((a, b) => a + b, 0)
  const order = shares
    .map((share, i) => ({ i, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i)
  for (const { i } of order) {
    if (leftover-- <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
  }
  return parts.map((minor) => ({ minor: sign * minor, currency: total.currency }))
}

export const splitEvenly = (total: Money, ways: number): Money[] => allocate(total, new Array<number>(ways).fill(1))
