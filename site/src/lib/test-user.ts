import type { User } from '@snipstack/contracts'

/** An account as the API describes it, for tests; each test states the fields it depends on. */
export function testUser(fields: Partial<User> = {}): User {
  return {
    id: 'u1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    avatar_url: null,
    has_password: true,
    email_verified: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  }
}
