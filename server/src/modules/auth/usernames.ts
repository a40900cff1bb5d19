import { USERNAME_MAX, USERNAME_MIN } from '@snipstack/contracts'

/** Room at the end of a derived username for `usernameWithSuffix`'s `-NNNN`. */
const SUFFIX_LENGTH = 5

/**
 * The username an account starts with: the email's local part, reduced to what usernames may
 * contain. Collisions get a numeric suffix from the caller.
 */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
  const trimmed = local
    .slice(0, USERNAME_MAX - SUFFIX_LENGTH)
    .replace(/^[._-]+/, '')
    .replace(/[._-]+$/, '')
  return trimmed.length >= USERNAME_MIN ? trimmed : `user${trimmed}`
}

/** A collision-avoiding variant, still within the length limit. */
export function usernameWithSuffix(base: string): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1))
  const suffix = String(random % 10000).padStart(4, '0')
  return `${base.slice(0, USERNAME_MAX - SUFFIX_LENGTH)}-${suffix}`
}
