const DAY_MS = 86_400_000

/** Parses a strict YYYY-MM-DD string as midnight UTC, rejecting impossible dates such as 2023-02-30. */
export function parseIsoDate(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined
  // Date.UTC silently rolls 2023-02-30 over to March 2, so check the round trip.
  if (!date || date.toISOString().slice(0, 10) !== text) throw new RangeError(`Invalid date "${text}"`)
  return date
}

export const formatIsoDate = (date: Date): string => date.toISOString().slice(0, 10)

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS)

/** Adds calendar months, clamping to the month's last day: Jan 31 plus one month is Feb 28 or 29. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds())
  return target
}

/** Monday 00:00 UTC of the ISO week that contains the date. */
export function startOfIsoWeek(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const weekday = (date.getUTCDay() + 6) % 7 // Monday = 0
  return new Date(midnight - weekday * DAY_MS)
}

/** ISO 8601 week number and week-based year: week 1 is the week holding the year's first Thursday. */
export function isoWeek(date: Date): { year: number; week: number; label: string } {
  const thursday = addDays(startOfIsoWeek(date), 3)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return { year, week, label: `${year}-W${String(week).padStart(2, '0')}` }
}

/** Whole calendar days from a to b in UTC, ignoring the time of day. */
export function daysBetween(a: Date, b: Date): number {
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
  return Math.round((day(b) - day(a)) / DAY_MS)
}
