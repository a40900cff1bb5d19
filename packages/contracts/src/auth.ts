import { z } from 'zod'
import {
  authMessages,
  LOGIN_PASSWORD_MIN,
  oauthProviders,
  PASSWORD_MAX,
  REGISTER_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './auth-constants'
import { singleLine, text } from './text'

export * from './auth-constants'

/**
 * Account contracts (docs/product.md, Accounts and sign-in). Field names are the documented
 * snake_case ones; the messages are its exact texts so the server's 422 and the site's forms say
 * the same thing.
 */

const name = (message: string) =>
  singleLine(message).trim().min(1, message).max(100, 'Please use at most 100 characters')

export const loginBody = z.object({
  /** An email address or a username. */
  email: singleLine(authMessages.loginEmail).trim().min(1, authMessages.loginEmail).max(320),
  password: text(authMessages.loginPassword)
    .min(1, authMessages.loginPassword)
    .min(LOGIN_PASSWORD_MIN, authMessages.loginPasswordLength)
    .max(PASSWORD_MAX),
})
export type LoginBody = z.infer<typeof loginBody>

export const registerBody = z.object({
  first_name: name(authMessages.firstName),
  last_name: name(authMessages.lastName),
  email: singleLine(authMessages.email).trim().max(320).pipe(z.email(authMessages.email)),
  password: text(authMessages.registerPasswordLength)
    .min(REGISTER_PASSWORD_MIN, authMessages.registerPasswordLength)
    .max(PASSWORD_MAX),
})
export type RegisterBody = z.infer<typeof registerBody>

export const user = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  avatar_url: z
    .string()
    .nullable()
    .describe('An https URL, or the path of an uploaded picture (`/api/auth/avatar/{id}?v=…`).'),
  has_password: z
    .boolean()
    .describe(
      'Whether the account can sign in with a password; accounts made through Google or GitHub start without one.',
    ),
  email_verified: z
    .boolean()
    .describe(
      'Whether the owner of `email` has proved it (a mailed link, or signing up through Google or GitHub). Until then, signing in with Google or GitHub never joins this account.',
    ),
  created_at: z.string().describe('ISO 8601 timestamp'),
})
export type User = z.infer<typeof user>

export const tokens = z.object({
  /** Short-lived signed JWT (15 minutes) carrying `exp`. */
  access_token: z.string(),
  /** Opaque, long-lived (30 days), rotated on every use. */
  refresh_token: z.string(),
})
export type Tokens = z.infer<typeof tokens>

export const authResponse = z.object({ user, tokens })
export type AuthResponse = z.infer<typeof authResponse>

/** `GET` and `PATCH /api/auth/me`. */
export const meResponse = z.object({ user })
export type MeResponse = z.infer<typeof meResponse>

/**
 * Answer to a renewal request (`cft: t` with a refresh token as the Bearer value; docs/product.md,
 * API and errors).
 */
export const renewalResponse = z.object({ renewal: z.literal(true), user, tokens })
export type RenewalResponse = z.infer<typeof renewalResponse>

export const updateMeBody = z
  .object({
    first_name: name(authMessages.firstName),
    last_name: name(authMessages.lastName),
    username: z
      .string()
      .trim()
      .min(USERNAME_MIN, authMessages.usernameLength)
      .max(USERNAME_MAX, authMessages.usernameLength)
      .regex(USERNAME_PATTERN, authMessages.usernameCharacters),
    avatar_url: z.union([z.url({ protocol: /^https?$/, error: 'Please enter a valid image URL' }).max(2048), z.null()]),
  })
  .partial()
export type UpdateMeBody = z.infer<typeof updateMeBody>

/**
 * Changes the password, or sets the first one of an account made through a provider: then there
 * is no current password, and the server asks for one only when the account has it.
 */
export const changePasswordBody = z.object({
  current_password: text(authMessages.loginPassword).min(1, authMessages.loginPassword).max(PASSWORD_MAX).optional(),
  new_password: text(authMessages.registerPasswordLength)
    .min(REGISTER_PASSWORD_MIN, authMessages.registerPasswordLength)
    .max(PASSWORD_MAX),
})
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

/** The site trades the one-time code from an OAuth callback for a session. */
export const exchangeBody = z.object({ code: singleLine().min(1).max(200) })
export type ExchangeBody = z.infer<typeof exchangeBody>

/** Spends the token of a verification link (`/verify-email?token=…`). */
export const verifyEmailBody = z.object({
  token: singleLine(authMessages.verificationInvalid).min(1, authMessages.verificationInvalid).max(200),
})
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>

/** The sign-in providers this site is set up for, in the order the forms show them. */
export const authProvidersResponse = z.object({ providers: z.array(z.enum(oauthProviders)) })
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>

export const okResponse = z.object({ ok: z.literal(true) })
export type OkResponse = z.infer<typeof okResponse>
