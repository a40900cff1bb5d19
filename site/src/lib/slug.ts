const minorWords = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])

/** Turns a URL slug into a heading: `terms-of-service` → `Terms of Service`. */
export function titleFromSlug(slug: string): string {
  const words = slug
    .split(/[-_\s]+/)
    .map((word) => word.trim())
    .filter(Boolean)
  return words
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (index > 0 && minorWords.has(lower)) return lower
      return lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}
