import type { User } from '@snipstack/contracts'
import type { users } from '../../db/schema'

export type UserRow = typeof users.$inferSelect

/** An account as the API answers it: what it has, never its secrets (a password hash, tokens). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    avatar_url: row.avatarUrl,
    has_password: row.passwordHash !== null,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}
