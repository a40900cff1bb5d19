import {
  type AuthResponse,
  authMessages,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type RenewalResponse,
  type UpdateMeBody,
  type User,
} from '@snipstack/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { violatedUniqueIndex } from '../../db/errors'
import { appMeta, authCodes, users } from '../../db/schema'
import { AppError, RateLimitedError } from '../../lib/errors'
import { createAvatars } from './avatars'
import { createEmailVerifications } from './email-verification'
import { logMailSender } from './mail'
import { createPasswordHasher } from './passwords'
import { DEFAULT_RATE_LIMITS, postgresRateLimiter, type RateLimit } from './rate-limit'
import { toUser, type UserRow } from './rows'
import { createSessionStore } from './sessions'
import {
  bearerToken,
  createOpaqueToken,
  deriveSigningKeys,
  hashToken,
  type SigningKeys,
  signDeviceToken,
  verifyAccessToken,
  verifyDeviceToken,
} from './tokens'
import type { AuthDependencies, AuthSession, ClientInfo } from './types'
import { usernameFromEmail, usernameWithSuffix } from './usernames'

/** One-time codes from OAuth callbacks are exchanged by the page the browser lands on, at once. */
export const EXCHANGE_CODE_TTL_MS = 60_000
/** One sign-in in this many also drops long-expired refresh tokens and codes. */
const PRUNE_ONE_IN = 100
const INSTALLATION_SECRET_KEY = 'auth_secret'

export const unauthorized = (message: string = authMessages.signInRequired) => new AppError('UNAUTHORIZED', message)

/**
 * The secret that signs access tokens when AUTH_SECRET is not set: made once, at random, and kept
 * in the database, so it survives restarts and is shared by every instance on that database.
 * Concurrent first starts race on the insert; everyone then reads the one that won.
 */
async function installationSecret(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: INSTALLATION_SECRET_KEY, value: createOpaqueToken(48) })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, INSTALLATION_SECRET_KEY))
  if (typeof row?.value !== 'string' || row.value.length < 32) {
    throw new Error(`app_meta.${INSTALLATION_SECRET_KEY} does not hold a usable secret`)
  }
  return row.value
}

const emailTaken = () => new AppError('CONFLICT', authMessages.emailTaken, 'email')
const usernameTaken = () => new AppError('CONFLICT', authMessages.usernameTaken, 'username')

export type NewUser = Pick<
  UserRow,
  'firstName' | 'lastName' | 'email' | 'passwordHash' | 'avatarUrl' | 'emailVerifiedAt'
>

export function createAuthService(deps: AuthDependencies) {
  const { database, logger } = deps
  const db = database.db
  const passwords = createPasswordHasher(deps.passwordCost)
  const limiter = deps.limiter ?? postgresRateLimiter(db)
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.limits }

  let keys: Promise<SigningKeys> | undefined
  function signingKeys(): Promise<SigningKeys> {
    keys ??= (async () => {
      if (deps.secret) return deriveSigningKeys(deps.secret)
      logger.info('AUTH_SECRET is not set: signing with the per-installation secret kept in the database.')
      return deriveSigningKeys(await installationSecret(db))
    })().catch((error: unknown) => {
      // A database that was briefly away must not leave every later request failing.
      keys = undefined
      throw error
    })
    return keys
  }

  const sessions = createSessionStore(db, signingKeys)
  const avatars = createAvatars(db)
  const verifications = createEmailVerifications(db, deps.mailer ?? logMailSender(logger), logger)

  /** Counts the attempts; refuses when any of them is over its limit. */
  async function limit(attempts: Array<[key: string, rule: RateLimit]>): Promise<void> {
    const results = await Promise.all(attempts.map(([key, rule]) => limiter.hit(key, rule)))
    const refused = results.filter((result) => !result.allowed)
    if (refused.length) throw new RateLimitedError(Math.max(...refused.map((result) => result.retryAfterSeconds)))
  }

  async function refund(attempts: Array<[key: string, rule: RateLimit]>): Promise<void> {
    await Promise.all(attempts.map(([key, rule]) => limiter.refund(key, rule)))
  }

  /**
   * Runs `action` as one use of `rule` under `key`: a 429 (with `message`, if given) once the limit
   * is reached. Only successes count, so a failed action gives its use back; a refund that fails
   * is only logged, as the action's own error is the answer.
   */
  async function limitSuccesses<T>(
    key: string,
    rule: RateLimit,
    action: () => Promise<T>,
    message?: string,
  ): Promise<T> {
    const hit = await limiter.hit(key, rule)
    if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, message)
    try {
      return await action()
    } catch (error) {
      await limiter.refund(key, rule).catch((refundError: unknown) => {
        logger.warn(`Could not refund a use of ${key}: ${String(refundError)}`)
      })
      throw error
    }
  }

  const ipOf = (client: ClientInfo) => client.ip ?? 'unknown'

  async function findByIdentifier(identifier: string): Promise<UserRow | undefined> {
    const condition = identifier.includes('@')
      ? sql`lower(${users.email}) = lower(${identifier})`
      : eq(users.username, identifier.toLowerCase())
    const [user] = await db.select().from(users).where(condition)
    return user
  }

  /** Inserts an account, deriving a free username from its email. */
  async function createUser(fields: NewUser): Promise<UserRow> {
    const base = usernameFromEmail(fields.email)
    for (let attempt = 0; ; attempt++) {
      const username = attempt === 0 ? base : usernameWithSuffix(base)
      try {
        const [user] = await db
          .insert(users)
          .values({ ...fields, username })
          .returning()
        if (!user) throw new Error('The user insert returned no row')
        return user
      } catch (error) {
        const index = violatedUniqueIndex(error)
        if (index === 'users_email_lower_key') throw emailTaken()
        if (index !== 'users_username_key' || attempt >= 8) throw error
      }
    }
  }

  async function liveUser(session: AuthSession): Promise<UserRow> {
    const user = await sessions.liveUser(session)
    if (!user) throw unauthorized(authMessages.sessionEnded)
    return user
  }

  async function maybePrune(): Promise<void> {
    if (Math.random() * PRUNE_ONE_IN >= 1) return
    await sessions.prune()
    await db.delete(authCodes).where(sql`${authCodes.expiresAt} < now()`)
    await verifications.prune()
  }

  return {
    /** Names this service's plugins, so an app that uses them from several modules runs them once. */
    id: crypto.randomUUID(),
    options: deps,
    database,
    logger,
    signingKeys,
    limiter,
    /** The limits in force, with the options' own over the defaults; other modules count theirs here too. */
    limits,
    limitSuccesses,
    createUser,

    /**
     * Creates the account, mails it a verification link (links start with `origin`) and signs it
     * in. An email that has an account is a 409, as the form shows it; such answers are capped per
     * address (`registerTakenPerIp`), so they are no quick way to learn who has an account.
     */
    async register(body: RegisterBody, client: ClientInfo, origin: string): Promise<AuthResponse> {
      const ip = ipOf(client)
      const taken: [string, RateLimit] = [`register:taken:ip:${ip}`, limits.registerTakenPerIp]
      await limit([
        [`register:ip:${ip}`, limits.registerPerIp],
        [`register:email:${body.email.toLowerCase()}`, limits.registerPerEmail],
        taken,
      ])
      const user = await createUser({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        passwordHash: await passwords.hash(body.password),
        avatarUrl: null,
        emailVerifiedAt: null,
      })
      // Only answers that an email is taken count against that cap.
      await refund([taken])
      await verifications.issue(user, origin)
      return sessions.open(user, client)
    },

    /**
     * An unknown account, an account without a password and a wrong password answer alike and
     * take alike: each runs one lookup and one argon2id verification. The limits are keyed by the
     * identifier as typed (rate-limit.ts says why). A browser holding this account's device token
     * is counted by that token alone: failures on purpose from anywhere else, including pages on
     * other sites posting from the owner's own address (they cannot send the SameSite=Strict
     * cookie), cannot lock the owner out, while the token's own budget still stops guessing with it.
     */
    async login(body: LoginBody, client: ClientInfo): Promise<AuthResponse> {
      const user = await findByIdentifier(body.email)
      const identifier = body.email.toLowerCase()
      const ip = ipOf(client)
      const knownDevice =
        user && client.device ? (await verifyDeviceToken(await signingKeys(), client.device)) === user.id : false
      const attempts: Array<[string, RateLimit]> =
        knownDevice && client.device
          ? [[`sign-in:device:${hashToken(client.device)}`, limits.signInPerDevice]]
          : [
              [`sign-in:ip:${ip}`, limits.signInPerIp],
              [`sign-in:identifier-ip:${identifier}:${ip}`, limits.signInPerAccountAndIp],
              [`sign-in:identifier:${identifier}`, limits.signInPerAccount],
            ]
      await limit(attempts)
      const valid = user?.passwordHash
        ? await passwords.verify(body.password, user.passwordHash)
        : await passwords.verifyAgainstNothing(body.password)
      if (!user || !valid) throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials)
      // Only failures count: people who sign in often are not an attack.
      await refund(attempts)
      await maybePrune()
      return sessions.open(user, client)
    },

    /** The device token to hand a browser that has just proved it can sign in to `userId`. */
    async deviceToken(userId: string): Promise<string> {
      return signDeviceToken(await signingKeys(), userId)
    },

    /** The renewal protocol: a refresh token buys a rotated pair, once. */
    async renew(refreshToken: string, client: ClientInfo): Promise<RenewalResponse> {
      const result = await sessions.rotate(refreshToken, client)
      if (result.outcome === 'reused') {
        logger.warn(`A rotated refresh token was presented again; session ${result.sessionId} is revoked.`)
      }
      if (result.outcome !== 'rotated') throw unauthorized(authMessages.sessionEnded)
      return { renewal: true, user: toUser(result.user), tokens: result.tokens }
    },

    /**
     * The session an access token names, or null without a valid one. A `renewal: true` header
     * says the client holds no access token, so there is nothing to check. With `requireOpen`
     * the session must also not have been signed out since the token was issued.
     */
    async authenticate(
      authorization: string | null,
      renewal?: string | null,
      { requireOpen = false }: { requireOpen?: boolean } = {},
    ): Promise<AuthSession | null> {
      if (renewal === 'true') return null
      const token = bearerToken(authorization)
      if (!token) return null
      const claims = await verifyAccessToken(await signingKeys(), token)
      if (!claims) return null
      const session = { userId: claims.userId, sessionId: claims.sessionId }
      if (requireOpen && !(await sessions.isOpen(session))) return null
      return session
    },

    /**
     * Ends the session the access token names. An expired token still names its session (its
     * signature proves it is ours), so a client whose token ran out can still sign out.
     */
    async signOut(authorization: string | null): Promise<void> {
      const token = bearerToken(authorization)
      const claims = token && (await verifyAccessToken(await signingKeys(), token, { allowExpired: true }))
      if (!claims) throw unauthorized()
      await sessions.close({ userId: claims.userId, sessionId: claims.sessionId })
    },

    async signOutAll(session: AuthSession): Promise<void> {
      await liveUser(session)
      await sessions.closeAll(session.userId)
    },

    async me(session: AuthSession): Promise<User> {
      return toUser(await liveUser(session))
    },

    async updateMe(session: AuthSession, body: UpdateMeBody): Promise<User> {
      const user = await liveUser(session)
      const changes: Partial<UserRow> = {}
      if (body.first_name !== undefined) changes.firstName = body.first_name
      if (body.last_name !== undefined) changes.lastName = body.last_name
      if (body.username !== undefined) changes.username = body.username
      if (body.avatar_url !== undefined) changes.avatarUrl = body.avatar_url
      if (!Object.keys(changes).length) return toUser(user)
      // A picture given by URL, or none, replaces an uploaded one: its bytes have no further use.
      if (body.avatar_url !== undefined) await avatars.remove(user.id, { clearUrl: false })
      try {
        const [updated] = await db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning()
        if (!updated) throw unauthorized(authMessages.sessionEnded)
        return toUser(updated)
      } catch (error) {
        if (violatedUniqueIndex(error) === 'users_username_key') throw usernameTaken()
        throw error
      }
    },

    /** Stores an uploaded picture (checked by avatars.ts) as the account's avatar. */
    async setAvatar(session: AuthSession, content: Uint8Array): Promise<User> {
      const user = await liveUser(session)
      const updated = await avatars.save(user.id, content)
      if (!updated) throw unauthorized(authMessages.sessionEnded)
      return toUser(updated)
    },

    /** Takes the picture off the account, uploaded or given by URL; again, it changes nothing. */
    async removeAvatar(session: AuthSession): Promise<User> {
      const user = await liveUser(session)
      const updated = await avatars.remove(user.id, { clearUrl: true })
      if (!updated) throw unauthorized(authMessages.sessionEnded)
      return toUser(updated)
    },

    /** An account's uploaded picture, for anyone to see (avatars show beside what members publish). */
    avatar: (userId: string) => avatars.read(userId),

    /**
     * Needs the current password (rate-limited like sign-in) when the account has one; an account
     * made through a provider sets its first password without. Every other session ends.
     */
    async changePassword(session: AuthSession, body: ChangePasswordBody, client: ClientInfo): Promise<void> {
      const user = await liveUser(session)
      if (user.passwordHash) {
        if (body.current_password === undefined) {
          throw new AppError('VALIDATION', authMessages.loginPassword, 'current_password')
        }
        const attempts: Array<[string, RateLimit]> = [
          [`sign-in:ip:${ipOf(client)}`, limits.signInPerIp],
          [`password:account:${user.id}`, limits.passwordChangePerAccount],
        ]
        await limit(attempts)
        // 422 on the field, not 401: the site signs out on any 401.
        if (!(await passwords.verify(body.current_password, user.passwordHash))) {
          throw new AppError('VALIDATION', authMessages.currentPasswordIncorrect, 'current_password')
        }
        await refund(attempts)
      }
      await db
        .update(users)
        .set({ passwordHash: await passwords.hash(body.new_password), updatedAt: new Date() })
        .where(eq(users.id, user.id))
      await sessions.closeAll(user.id, session.sessionId)
    },

    /** Mails the signed-in account a new verification link (links start with `origin`). */
    async resendVerification(session: AuthSession, origin: string): Promise<void> {
      const user = await liveUser(session)
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', authMessages.emailAlreadyVerified)
      await limitSuccesses(
        `verify-email:account:${user.id}`,
        limits.verificationEmailsPerAccount,
        () => verifications.issue(user, origin),
        authMessages.verificationEmailsExhausted,
      )
    },

    /** Spends a verification link; the verified account, or a 400 on `token` for a used or expired one. */
    async verifyEmail(token: string): Promise<User> {
      const user = await verifications.verify(token)
      if (!user) throw new AppError('BAD_REQUEST', authMessages.verificationInvalid, 'token')
      return toUser(user)
    },

    /** A single-use code that stands for a sign-in (OAuth callbacks hand it to the site). */
    async createExchangeCode(userId: string): Promise<string> {
      const code = createOpaqueToken()
      await db
        .insert(authCodes)
        .values({ codeHash: hashToken(code), userId, expiresAt: new Date(Date.now() + EXCHANGE_CODE_TTL_MS) })
      return code
    },

    async exchange(code: string, client: ClientInfo): Promise<AuthResponse> {
      // Deleting is what makes the code single-use, even under concurrent exchanges.
      const [used] = await db
        .delete(authCodes)
        .where(eq(authCodes.codeHash, hashToken(code)))
        .returning({ userId: authCodes.userId, expiresAt: authCodes.expiresAt })
      const user =
        used && used.expiresAt > new Date()
          ? (await db.select().from(users).where(eq(users.id, used.userId)))[0]
          : undefined
      if (!user) throw new AppError('BAD_REQUEST', authMessages.codeInvalid)
      return sessions.open(user, client)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
