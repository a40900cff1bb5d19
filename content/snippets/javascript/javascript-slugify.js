// Letters that Unicode does not decompose into a base letter plus accent.
const SPELLED_OUT = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd' }

export function slugify(text, { separator = '-', maxLength = 80 } = {}) {
  const words = String(text)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþð]/g, (letter) => SPELLED_OUT[letter])
    // Apostrophes join words ("don't" becomes "dont") instead of splitting them.
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

  let slug = words.join(separator)
  if (slug.length > maxLength) {
    // Cut at the last whole word that fits so a slug never ends mid-word.
    const cut = slug.slice(0, maxLength + separator.length)
    const end = cut.lastIndexOf(separator)
    slug = end > 0 ? slug.slice(0, end) : slug.slice(0, maxLength)
  }
  return slug
}
