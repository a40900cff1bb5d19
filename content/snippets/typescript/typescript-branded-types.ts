declare const brand: unique symbol

/** A primitive tagged at the type level only: no runtime cost, but not interchangeable with other brands. */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name }

export type UserId = Brand<string, 'UserId'>
export type Email = Brand<string, 'Email'>
export type Cents = Brand<number, 'Cents'>

export class BrandError extends Error {
  override name = 'BrandError'
}

/** Builds a parser that validates once at the boundary and hands back the branded type. */
export function brandParser<T, Name extends string>(name: Name, isValid: (value: T) => boolean) {
  return {
    is: (value: T): value is Brand<T, Name> => isValid(value),
    parse(value: T): Brand<T, Name> {
      if (!isValid(value)) throw new BrandError(`Invalid ${name}: ${JSON.stringify(value)}`)
      return value as Brand<T, Name>
    },
  }
}

export const UserId = brandParser<string, 'UserId'>('UserId', (v) => /^usr_[a-z0-9]{8}$/.test(v))
export const Email = brandParser<string, 'Email'>('Email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v))
export const Cents = brandParser<number, 'Cents'>('Cents', (v) => Number.isSafeInteger(v) && v >= 0)

/** Arithmetic on brands has to re-brand explicitly, so the result stays checked. */
export const addCents = (a: Cents, b: Cents): Cents => Cents.parse(a + b)
