import {
  type TemplateCard,
  type TemplateCategorySlug,
  type TemplateDetail,
  type TemplateFile,
  type TemplateFileLanguage,
  type TemplateLanguage,
  templateCategories,
  templatePreviewUrl,
} from '@snipstack/contracts'
import type { templates } from '../../db/schema'
import { toCents, toDollars } from '../catalog/money'
import type { TemplateSeed } from './content/types'

export type TemplateRow = typeof templates.$inferSelect

/** What the seed writes for each template; `slug` is the key it upserts by. */
export type TemplateRecord = Required<
  Pick<
    typeof templates.$inferInsert,
    | 'slug'
    | 'name'
    | 'description'
    | 'categorySlug'
    | 'language'
    | 'tags'
    | 'readme'
    | 'files'
    | 'priceCents'
    | 'originalPriceCents'
    | 'rating'
    | 'reviews'
    | 'downloads'
    | 'views'
    | 'publishedAt'
  >
> & { categorySlug: TemplateCategorySlug; language: TemplateLanguage }

/** A card's columns: everything but the README and the files. */
export type TemplateCardRow = Omit<TemplateRow, 'readme' | 'files' | 'search' | 'createdAt' | 'updatedAt'>

/** The README's name in the download; a template's own files may not take it. */
export const README_PATH = 'README.md'

const categoryTitles = new Map<string, string>(templateCategories.map((category) => [category.slug, category.title]))

/** The title of a category slug, or undefined for a slug that names none. */
export const categoryTitle = (slug: string): string | undefined => categoryTitles.get(slug)

export const isTemplateCategorySlug = (slug: string): slug is TemplateCategorySlug => categoryTitles.has(slug)

/**
 * Why a file path cannot go into the zip, or undefined when it can: relative, forward slashes,
 * no empty, `.` or `..` segment, so that unpacking it never writes outside the folder it is
 * unpacked into ("zip slip"), and not README.md, which the download makes from `readme`.
 */
export function unsafeFilePath(path: string): string | undefined {
  if (path.includes('\\')) return 'uses a backslash'
  if (path.startsWith('/')) return 'is absolute'
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return 'has an empty, . or .. segment'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'holds a control character'
  if (path.toLowerCase() === README_PATH.toLowerCase()) return 'is the README, which is made from `readme`'
  return undefined
}

/**
 * One of our own templates as the seed stores it. A template whose files could not be zipped
 * safely, or that names a file twice, is a content mistake: it stops the seed with its slug.
 */
export function fromSeed(seed: TemplateSeed): TemplateRecord {
  const paths = new Set<string>()
  for (const file of seed.files) {
    const problem = unsafeFilePath(file.path) ?? (paths.has(file.path) ? 'is listed twice' : undefined)
    if (problem) throw new Error(`Template ${seed.slug}: the file path ${JSON.stringify(file.path)} ${problem}`)
    paths.add(file.path)
  }
  return {
    slug: seed.slug,
    name: seed.name,
    description: seed.description,
    categorySlug: seed.category,
    language: seed.language,
    tags: seed.tags,
    readme: seed.readme,
    files: seed.files.map(({ path, content }) => ({ path, content })),
    priceCents: toCents(seed.price ?? 0),
    originalPriceCents: toCents(seed.originalPrice),
    rating: seed.rating,
    reviews: seed.reviews,
    downloads: seed.downloads,
    views: seed.views,
    publishedAt: seed.published,
  }
}

/** A stored template in the content's own shape, for what is drawn from it (the preview). */
export function toSeed(row: TemplateRow): TemplateSeed {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.categorySlug as TemplateCategorySlug,
    language: row.language as TemplateLanguage,
    tags: row.tags,
    readme: row.readme,
    files: row.files,
    ...(row.priceCents > 0 ? { price: toDollars(row.priceCents) } : {}),
    ...(row.originalPriceCents === null ? {} : { originalPrice: toDollars(row.originalPriceCents) }),
    rating: row.rating,
    reviews: row.reviews,
    downloads: row.downloads,
    views: row.views,
    published: row.publishedAt,
  }
}

export function toCard(row: TemplateCardRow): TemplateCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: templatePreviewUrl(row.slug),
    // Stored values were admitted by the seed's types; the route's response contract checks them
    // again on the way out.
    category: { slug: row.categorySlug as TemplateCategorySlug, title: categoryTitle(row.categorySlug) ?? '' },
    language: row.language as TemplateLanguage,
    tags: row.tags,
    price: toDollars(row.priceCents),
    original_price: toDollars(row.originalPriceCents),
    rating: row.rating,
    reviews: row.reviews,
    downloads: row.downloads,
    views: row.views,
    published_at: row.publishedAt,
  }
}

export function toDetail(row: TemplateCardRow & Pick<TemplateRow, 'readme' | 'files'>): TemplateDetail {
  return {
    ...toCard(row),
    readme: row.readme,
    files: row.files.map(({ path, content }): TemplateFile => {
      const language = fileLanguage(path)
      return { path, content, size: Buffer.byteLength(content, 'utf8'), ...(language ? { language } : {}) }
    }),
  }
}

/**
 * Whole file names first (they carry no extension worth reading), then extensions. Maps, so that
 * a name such as `constructor` finds nothing. Ignore files and plain text have no language.
 */
const languageByName = new Map<string, TemplateFileLanguage>(
  Object.entries({
    dockerfile: 'Dockerfile',
    containerfile: 'Dockerfile',
    '.env': 'INI',
    '.env.example': 'INI',
  }),
)
const languageByExtension = new Map<string, TemplateFileLanguage>(
  Object.entries({
    dockerfile: 'Dockerfile',
    yaml: 'YAML',
    yml: 'YAML',
    tf: 'HCL',
    tfvars: 'HCL',
    hcl: 'HCL',
    conf: 'NGINX',
    ts: 'TypeScript',
    tsx: 'TypeScript',
    mts: 'TypeScript',
    js: 'JavaScript',
    jsx: 'JavaScript',
    mjs: 'JavaScript',
    cjs: 'JavaScript',
    go: 'Go',
    py: 'Python',
    sh: 'Shell',
    bash: 'Shell',
    json: 'JSON',
    toml: 'TOML',
    ini: 'INI',
    md: 'Markdown',
    sql: 'SQL',
    html: 'HTML',
    css: 'CSS',
  }),
)

/**
 * What a file is highlighted as, from its name: `Dockerfile`, `api.Dockerfile`, `k8s/app.yaml`.
 * A `.conf` file is taken for NGINX, the only configuration format of that extension the
 * catalogue holds.
 */
export function fileLanguage(path: string): TemplateFileLanguage | undefined {
  const name = (path.split('/').pop() ?? path).toLowerCase()
  const byName = languageByName.get(name)
  if (byName) return byName
  const dot = name.lastIndexOf('.')
  return dot === -1 ? undefined : languageByExtension.get(name.slice(dot + 1))
}
