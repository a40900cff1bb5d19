import type * as Contracts from '@snipstack/contracts'

/** The contracts' names that are schemas (they can `parse`). */
export type SchemaName = {
  [K in keyof typeof Contracts]: (typeof Contracts)[K] extends { parse(data: unknown): unknown } ? K : never
}[keyof typeof Contracts]

/** What the schema named `K` answers. */
export type Parsed<K extends SchemaName> = ReturnType<(typeof Contracts)[K]['parse']>

/**
 * Reads an answer's JSON and checks it against the named shared contract.
 *
 * The contracts, and zod with them, are loaded here on first use, beside the request, instead of
 * with the page: a server-rendered page hands the browser its data already checked, so a visit
 * that only reads never downloads them (about 30 kB compressed, the largest part of a data page's
 * script). Forms that check their fields with a contract import it as usual.
 */
export async function readContract<K extends SchemaName>(
  answer: { json(): Promise<unknown> },
  name: K,
): Promise<Parsed<K>> {
  const [contracts, data] = await Promise.all([import('@snipstack/contracts'), answer.json()])
  return (contracts[name] as unknown as { parse(data: unknown): Parsed<K> }).parse(data)
}

/** Checks data already read (for answers that are read before they are known to be JSON). */
export async function parseContract<K extends SchemaName>(data: unknown, name: K): Promise<Parsed<K>> {
  const contracts = await import('@snipstack/contracts')
  return (contracts[name] as unknown as { parse(data: unknown): Parsed<K> }).parse(data)
}
