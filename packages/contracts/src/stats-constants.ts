/**
 * How the site states a count, with no schema library: the banner on every page uses it, and the
 * schemas in stats.ts would put zod in every page's first download (see snippet-constants.ts).
 */

/** Below this a count is shown exactly: "3+" would hide a figure small enough to read whole. */
const EXACT_BELOW = 10

/**
 * A count as a claim that never overstates it: exact under 10, otherwise rounded down to its two
 * leading digits and marked '+' ("at least"). 7 → '7', 25 → '25+', 437 → '430+',
 * 10,234 → '10,000+'. Two digits keep the claim close to the truth at every size (it is at most
 * 10% under), where rounding to a round hundred or thousand would show 1,999 as '1,000+'.
 */
export function atLeast(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`A count is a whole number from 0 up, not ${count}`)
  if (count < EXACT_BELOW) return String(count)
  const step = 10 ** (String(count).length - 2)
  return `${(Math.floor(count / step) * step).toLocaleString('en-US')}+`
}
