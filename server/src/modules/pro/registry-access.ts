import { registryTokenMessages } from '@snipstack/contracts/registry-tokens'
import { clientIp } from '../../lib/client-ip'
import { AppError, RateLimitedError } from '../../lib/errors'
import type { AuthService } from '../auth'
import type { RegistryTokens, TokenHolder } from './registry-tokens'

const bearerPattern = /^Bearer[ \t]+(\S+)[ \t]*$/i

/** What the registry asks of a request that carries `Authorization`. */
export type RegistryAccess = {
  /**
   * The token's holder, or null for a request without `Authorization`. A header that names no
   * live token is a 401, never a quiet fall back to the public answer: a CLI configured with a
   * stale token should say so rather than install as someone else. Both outcomes are counted
   * (auth/rate-limit.ts): uses per token, failures per address.
   */
  holder(request: Request): Promise<TokenHolder | null>
}

export function createRegistryAccess(tokens: RegistryTokens, auth: AuthService): RegistryAccess {
  return {
    async holder(request) {
      const header = request.headers.get('authorization')
      if (header === null) return null
      const secret = bearerPattern.exec(header)?.[1]
      const holder = secret ? await tokens.holder(secret) : null
      if (!holder) {
        const ip = clientIp(request, auth.options.trustedProxies)
        if (ip !== undefined) {
          const hit = await auth.limiter.hit(`registry-token-failures:ip:${ip}`, auth.limits.registryTokenFailuresPerIp)
          if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds)
        }
        throw new AppError('UNAUTHORIZED', registryTokenMessages.invalid)
      }
      const hit = await auth.limiter.hit(`registry-token:${holder.tokenId}`, auth.limits.registryRequestsPerToken)
      if (!hit.allowed) {
        throw new RateLimitedError(
          hit.retryAfterSeconds,
          'Too many registry requests with this token. Please wait a minute and try again.',
        )
      }
      return holder
    },
  }
}
