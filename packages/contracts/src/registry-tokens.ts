import { z } from 'zod'
import { PRODUCT } from './product'
import { singleLine } from './text'

/**
 * Personal registry tokens: a signed-in account makes them in `/settings` for the CLIs (ours and
 * shadcn's) to fetch the registry's paid items with `Authorization: Bearer <token>`.
 */

/** Every token starts so, which makes a leaked one easy to recognise (secret scanners, logs). */
export const REGISTRY_TOKEN_PREFIX = `${PRODUCT.id}_`
/** A token's name is a label for its owner: "Laptop", "CI". */
export const REGISTRY_TOKEN_NAME_MAX = 64
/** Enough for every machine and pipeline of one person; revoking one makes room. */
export const REGISTRY_TOKENS_PER_ACCOUNT = 20
/** The environment variable the `components.json` entry reads the token from, in both CLIs. */
export const REGISTRY_TOKEN_ENV = 'SNIPSTACK_TOKEN'
/** The namespace the paid items install under: `@snipstack-pro/<item>`. */
export const PRO_REGISTRY_NAMESPACE = `@${PRODUCT.id}-pro`

export const registryTokenMessages = {
  name: `Please name the token (up to ${REGISTRY_TOKEN_NAME_MAX} characters)`,
  tooMany: `An account can hold ${REGISTRY_TOKENS_PER_ACCOUNT} registry tokens. Revoke one you no longer use to make another.`,
  notFound: 'No registry token of your account has that id.',
  invalid: `The registry token is not valid: it was revoked or mistyped. Make a new one in Settings and set ${REGISTRY_TOKEN_ENV} to it.`,
  /** 401 for a paid item's code asked for without a token. */
  tokenRequired: `This item is part of ${PRODUCT.name} Pro. Make a registry token in Settings, set ${REGISTRY_TOKEN_ENV} to it, and send it from the ${PRO_REGISTRY_NAMESPACE} entry of components.json (see /pro).`,
  /** 402 for a paid item's code asked for with the token of an account without Pro. */
  proRequired: `This item is part of ${PRODUCT.name} Pro, which the registry token's account does not have. See /pro.`,
} as const

export const registryTokenBody = z.object({
  name: singleLine(registryTokenMessages.name)
    .trim()
    .min(1, registryTokenMessages.name)
    .max(REGISTRY_TOKEN_NAME_MAX, registryTokenMessages.name),
})
export type RegistryTokenBody = z.infer<typeof registryTokenBody>

export const registryTokenParams = z.object({ id: z.uuid(registryTokenMessages.notFound) })

export const registryToken = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's last four characters, so its owner can tell which one a machine holds. */
  last_four: z.string().describe("The token's last four characters; the token itself is shown only once."),
  created_at: z.string().describe('When it was made, as an ISO 8601 timestamp.'),
  last_used_at: z
    .string()
    .nullable()
    .describe('When a request last presented it, to the minute, as an ISO 8601 timestamp; null if never.'),
})
export type RegistryToken = z.infer<typeof registryToken>

export const registryTokensResponse = z.object({ tokens: z.array(registryToken) })
export type RegistryTokensResponse = z.infer<typeof registryTokensResponse>

export const registryTokenCreatedResponse = z.object({
  token: registryToken,
  secret: z.string().describe('The token itself. It is shown this once: the server keeps only its hash.'),
})
export type RegistryTokenCreatedResponse = z.infer<typeof registryTokenCreatedResponse>

/** The `registries` entry of a project's `components.json` that installs the paid items with a token. */
export function proRegistryEntry(origin: string) {
  return {
    [PRO_REGISTRY_NAMESPACE]: {
      url: `${origin}/r/{name}.json`,
      headers: { Authorization: `Bearer \${${REGISTRY_TOKEN_ENV}}` },
    },
  }
}
