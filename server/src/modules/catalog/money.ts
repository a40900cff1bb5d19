/**
 * Prices as the catalogues' content and the API write them (US dollars) and as the database keeps
 * them (whole cents, so that sums and discounts never meet floating point).
 */

export function toCents(dollars: number): number
export function toCents(dollars: number | undefined): number | null
export function toCents(dollars: number | undefined): number | null {
  return dollars === undefined ? null : Math.round(dollars * 100)
}

export function toDollars(cents: number): number
export function toDollars(cents: number | null): number | null
export function toDollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100
}
