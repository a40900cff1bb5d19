/** True when the signed-in user wrote the snippet; seeded and imported snippets have no account. */
export function isAuthor(
  snippet: { author: { username: string | null } },
  user: { username?: string | null } | null | undefined,
): boolean {
  return Boolean(user?.username && snippet.author.username && snippet.author.username === user.username)
}
