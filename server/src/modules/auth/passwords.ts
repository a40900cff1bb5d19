import { createOpaqueToken } from './tokens'

/** argon2id cost: memory in KiB and passes. */
export type PasswordCost = { memoryCost: number; timeCost: number }

/**
 * Bun's argon2id defaults (64 MiB, 2 passes), above OWASP's minimum. Tests pass a cheaper cost
 * through the app options; production always uses this.
 */
export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryCost: 65536, timeCost: 2 }

export type PasswordHasher = {
  hash(password: string): Promise<string>
  verify(password: string, hash: string): Promise<boolean>
  /**
   * Spends what a real check spends and fails: used when there is no account, or the account has
   * no password, so neither answer nor timing tells who has an account.
   */
  verifyAgainstNothing(password: string): Promise<false>
}

export function createPasswordHasher(cost: PasswordCost = DEFAULT_PASSWORD_COST): PasswordHasher {
  const hash = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id', ...cost })
  let dummy: Promise<string> | undefined
  return {
    hash,
    verify: (password, stored) => Bun.password.verify(password, stored),
    async verifyAgainstNothing(password) {
      dummy ??= hash(createOpaqueToken())
      await Bun.password.verify(password, await dummy)
      return false
    },
  }
}
