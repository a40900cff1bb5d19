/**
 * The avatar fallback (docs/product.md, Header and navigation): the first letter of each
 * space-separated word of the full name, uppercase. Letters are taken as whole characters, so names
 * outside the Basic Latin range keep their first letter intact.
 */
export function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('')
}

/** The name a user is shown by: first and last name, else the username, else the email. */
export function displayName(user: { first_name: string; last_name: string; username?: string; email: string }): string {
  const full = `${user.first_name} ${user.last_name}`.trim()
  return full || user.username || user.email
}
