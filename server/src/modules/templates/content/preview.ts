import { type TemplateCategorySlug, templateCategories } from '@snipstack/contracts'
import type { TemplateSeed } from './types'

/** One accent colour per category, so cards of one kind read as a family at a glance. */
const categoryColours: Record<TemplateCategorySlug, string> = {
  docker: '#2496ed',
  'docker-compose': '#06b6d4',
  kubernetes: '#6366f1',
  helm: '#ec4899',
  nginx: '#22c55e',
  'ci-cd': '#f97316',
  terraform: '#a855f7',
  starters: '#eab308',
}

/** Text for XML: the five characters XML gives meaning to, and no control characters. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
  )
}

/** The room for the name, left of the file tree, and a generous guess at a bold glyph's width at 48 px. */
const NAME_WIDTH = 600
const NAME_GLYPH_WIDTH = 29

/** Cuts text to `max` characters with an ellipsis, so a long name cannot run off the card. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/**
 * The preview image of a template (served as /api/templates/{slug}/preview.svg): its name, category
 * and language over the category's colour, beside a miniature file tree of its first files. It uses
 * generic font families and no external references, so it renders the same in an <img> anywhere.
 */
export function templatePreviewSvg(template: TemplateSeed): string {
  const colour = categoryColours[template.category]
  const categoryTitle = templateCategories.find((c) => c.slug === template.category)?.title ?? template.category
  const paths = ['README.md', ...template.files.map((f) => f.path)]

  // Up to three lines of about 20 characters for the name, broken at spaces.
  const nameLines: string[] = []
  for (const word of template.name.split(/\s+/)) {
    const current = nameLines[nameLines.length - 1]
    if (current !== undefined && `${current} ${word}`.length <= 20)
      nameLines[nameLines.length - 1] = `${current} ${word}`
    else nameLines.push(word)
  }
  const shownName = nameLines.slice(0, 3)
  if (nameLines.length > 3) shownName[2] = `${shownName[2]}…`
  const name = shownName
    .map((line, i) => {
      const text = clip(line, 22)
      // Glyph widths vary by font; a line that may be wider than the space left of the file tree
      // is squeezed into it rather than drawn under the tree.
      const fit =
        text.length * NAME_GLYPH_WIDTH > NAME_WIDTH ? ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"` : ''
      return `<text x="72" y="${236 + i * 62}" class="n"${fit}>${escapeXml(text)}</text>`
    })
    .join('')

  // A miniature `tree`: folders once, as they are entered, then their files, indented by depth.
  const rows: { label: string; depth: number; folder: boolean }[] = []
  const seenDirs = new Set<string>()
  let listed = 0
  for (const path of paths) {
    const parts = path.split('/')
    const dirs = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'))
    const newDirs = dirs.filter((d) => !seenDirs.has(d))
    if (rows.length + newDirs.length + 1 > 8) break
    for (const dir of newDirs) {
      seenDirs.add(dir)
      rows.push({ label: `${dir.split('/').pop()}/`, depth: dir.split('/').length - 1, folder: true })
    }
    rows.push({ label: parts[parts.length - 1] ?? path, depth: parts.length - 1, folder: false })
    listed++
  }
  const more = paths.length - listed
  const tree = rows
    .map((row, i) => {
      const y = 210 + i * 40
      const x = 746 + row.depth * 24
      const icon = row.folder
        ? `<rect x="${x}" y="${y - 14}" width="16" height="12" rx="2" fill="${colour}"/>`
        : `<rect x="${x + 2}" y="${y - 16}" width="11" height="15" rx="2" fill="none" stroke="${colour}" stroke-width="2"/>`
      return `${icon}<text x="${x + 26}" y="${y}" class="f${row.folder ? ' d' : ''}">${escapeXml(clip(row.label, 28))}</text>`
    })
    .join('')
  const moreLine = more > 0 ? `<text x="746" y="${210 + rows.length * 40}" class="f m">+ ${more} more</text>` : ''
  const price = template.price === undefined ? 'Free' : `$${template.price}`

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(`${template.name}: ${categoryTitle} template`)}"><style>text{font-family:ui-sans-serif,system-ui,sans-serif;fill:#f8fafc}.n{font-size:48px;font-weight:700}.c{font-size:30px;font-weight:600;fill:${colour}}.l{font-size:26px;fill:#cbd5e1}.f{font-family:ui-monospace,monospace;font-size:24px;fill:#e2e8f0}.m{fill:#94a3b8}.d{fill:#cbd5e1}</style><rect width="1200" height="630" fill="#0b1120"/><rect width="1200" height="10" fill="${colour}"/><circle cx="1130" cy="560" r="200" fill="${colour}" opacity="0.12"/><rect x="72" y="96" width="${Math.max(160, categoryTitle.length * 20 + 56)}" height="56" rx="28" fill="${colour}" opacity="0.18"/><text x="96" y="134" class="c">${escapeXml(categoryTitle)}</text>${name}<text x="72" y="470" class="l">${escapeXml(template.language)} · ${paths.length} files · ${price}</text><text x="72" y="560" class="l">snipstack / templates</text><rect x="712" y="150" width="420" height="400" rx="18" fill="#111a2e" stroke="#1e293b" stroke-width="2"/><circle cx="744" cy="174" r="6" fill="#ef4444"/><circle cx="764" cy="174" r="6" fill="#f59e0b"/><circle cx="784" cy="174" r="6" fill="#22c55e"/>${tree}${moreLine}</svg>`
}
