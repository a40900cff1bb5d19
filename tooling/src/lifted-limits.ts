import type { AppOptions } from '@snipstack/server/app'

type RateLimits = NonNullable<NonNullable<AppOptions['auth']>['limits']>

/** Far beyond what a run sends in a minute: the counters still run, and never refuse. */
const unlimited = { limit: 1_000_000_000, windowMs: 60_000 }

/**
 * Every limit the app enforces, lifted, for the servers the tools load from one address (the
 * fuzz target, the catalogue bench): real limits would turn their requests into 429s within a
 * minute and hide what lies behind them. Typed as the complete set, so a limit added to the app
 * fails the type check here until it is listed. Production never sees these: only the tools'
 * own servers pass them to createApp.
 */
export const liftedLimits: Required<RateLimits> = {
  signInPerAccountAndIp: unlimited,
  signInPerAccount: unlimited,
  signInPerIp: unlimited,
  signInPerDevice: unlimited,
  passwordChangePerAccount: unlimited,
  registerPerEmail: unlimited,
  registerPerIp: unlimited,
  registerTakenPerIp: unlimited,
  verificationEmailsPerAccount: unlimited,
  snippetSubmissionsPerAccount: unlimited,
  contactPerIp: unlimited,
  avatarUploadsPerAccount: unlimited,
  viewsPerIp: unlimited,
  searchesPerIp: unlimited,
  registryRequestsPerToken: unlimited,
  registryTokenFailuresPerIp: unlimited,
}
