import { registryTokenMessages } from '@snipstack/contracts/registry-tokens'
import { clientIp } from '../../lib/client-ip'
import { AppError, RateLimitedError } from '../../lib/errors'
import type { AuthService } from '../auth'
import type { Entitlements } from './entitlements'
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
  /**
   * Lets a paid item's code go to `holder`: a 401 without a token (the CLI needs one configured),
   * a 402 when the token's account has no Pro. The registry's paid items come with Pro only.
   */
  requirePro(holder: TokenHolder | null): Promise<void>
}

export function createRegistryAccess(
  tokens: RegistryTokens,
  auth: AuthService,
  entitlements: Entitlements,
): RegistryAccess {
  return {
    async requirePro(holder) {
      if (!holder) throw new AppError('UNAUTHORIZED', registryTokenMessages.tokenRequired)
      if (!(await entitlements.hasPro(holder.userId))) {
        throw new AppError('PAYMENT_REQUIRED', registryTokenMessages.proRequired)
      }
    },
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
