import {
  paidPreview,
  type TemplateCard,
  type TemplateCategorySlug,
  type TemplateDetail,
  type TemplateFile,
  type TemplateLanguage,
  templatePreviewUrl,
} from '@snipstack/contracts'
import { getTableColumns } from 'drizzle-orm'
import { templates } from '../../db/schema'
import { toCents, toDollars } from '../catalog/money'
import { categoryTitle } from './categories'
import type { TemplateSeed } from './content/types'
import { fileLanguage, unsafeFilePath } from './files'

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
    | 'publishedAt'
  >
> & { categorySlug: TemplateCategorySlug; language: TemplateLanguage }

const {
  readme: _readme,
  files: _files,
  createdAt: _c,
  updatedAt: _u,
  changedAt: _changed,
  ...columns
} = getTableColumns(templates)
/** What a card shows: every column but the README, the files and the bookkeeping. */
export const cardColumns = columns
export type TemplateCardRow = Omit<TemplateRow, 'readme' | 'files' | 'search' | 'createdAt' | 'updatedAt' | 'changedAt'>

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

/** A template's files as the page and the files route show them: with size and language. */
export function toFiles(files: TemplateRow['files']): TemplateFile[] {
  return files.map(({ path, content }): TemplateFile => {
    const language = fileLanguage(path)
    return { path, content, size: Buffer.byteLength(content, 'utf8'), ...(language ? { language } : {}) }
  })
}

/**
 * A template as its page shows it to anyone. A paid one keeps its file tree but not its files: the
 * first file's first lines show its kind, and whoever has the entitlement fetches the files whole
 * (`GET /api/templates/files`), since this answer is cached and prerendered for every visitor alike.
 */
export function toDetail(row: TemplateCardRow & Pick<TemplateRow, 'readme' | 'files'>): TemplateDetail {
  const locked = row.priceCents > 0
  const files = toFiles(row.files)
  return {
    ...toCard(row),
    readme: row.readme,
    files: locked
      ? files.map((file, index) => ({ ...file, content: index === 0 ? paidPreview(file.content) : '' }))
      : files,
    locked,
  }
}
