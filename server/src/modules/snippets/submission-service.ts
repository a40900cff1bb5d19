import {
  type SnippetDetail,
  type SnippetSubmission,
  type SnippetUpdate,
  snippetMessages,
  snippetSubmissionMessages,
} from '@snipstack/contracts'
import { and, eq, like, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { violatedUniqueIndex } from '../../db/errors'
import { snippetAttachments, snippets } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Attachment } from './attachment'
import { published, readSnippetDetail } from './service'

/** Characters of a title that make its slug; the suffix of a collision comes on top. */
export const SLUG_BASE_MAX = 80

/**
 * Slugs the site's own routes take under /snippets/ (a static route wins over /snippets/{slug}),
 * so a snippet titled 'Submit' must not be given one of them.
 */
const reservedSlugs = new Set(['submit', 'category', 'new', 'edit'])

/** A failed write is retried this often when a concurrent submission took the same slug first. */
const SLUG_ATTEMPTS = 5

/**
 * The slug a title asks for: ASCII letters and digits in lowercase, runs of anything else as
 * one dash, accents dropped ('Crème brûlée' → 'creme-brulee'). A title with nothing left (all
 * punctuation or a non-Latin script) gets 'snippet'; `uniqueSlug` adds -2, -3 … to it.
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX)
    .replace(/^-+|-+$/g, '')
  return slug || 'snippet'
}

/** The base itself when free, else the lowest free `base-N` from 2. */
async function uniqueSlug(db: Db, base: string): Promise<string> {
  // The base holds only [a-z0-9-], so it has no LIKE wildcards of its own.
  const rows = await db
    .select({ slug: snippets.slug })
    .from(snippets)
    .where(or(eq(snippets.slug, base), like(snippets.slug, `${base}-%`)))
  const taken = new Set(rows.map((row) => row.slug))
  if (!taken.has(base) && !reservedSlugs.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

const notFound = () => new AppError('NOT_FOUND', snippetMessages.notFound, 'slug')

/** The columns a submission writes; the same for a new snippet and an edit. */
function contentOf(input: SnippetSubmission) {
  return {
    title: input.title,
    description: input.description,
    language: input.language,
    category: input.category,
    tags: input.tags,
    code: input.code,
    mdx: input.mdx,
  }
}

function attachmentRow(snippetId: string, file: Attachment) {
  return { snippetId, name: file.name, size: file.content.byteLength, content: file.content }
}

async function detailOf(db: Db, id: string): Promise<SnippetDetail> {
  const detail = await readSnippetDetail(db, eq(snippets.id, id))
  if (!detail) throw new Error('A snippet written in this transaction could not be read back')
  return detail
}

/**
 * The snippet a member wants to change, locked until their transaction ends. Someone else's
 * unpublished snippet does not exist for them (404); someone else's published one, a seeded one
 * among them, is a 403.
 */
async function ownSnippet(db: Db, slug: string, userId: string): Promise<{ id: string; slug: string }> {
  const [row] = await db
    .select({ id: snippets.id, slug: snippets.slug, authorId: snippets.authorId, status: snippets.status })
    .from(snippets)
    .where(eq(snippets.slug, slug))
    .for('update')
  if (!row || (row.status !== 'published' && row.authorId !== userId)) throw notFound()
  if (row.authorId !== userId) throw new AppError('FORBIDDEN', snippetSubmissionMessages.notAuthor)
  return row
}

/**
 * Members' snippets: publishing, editing and removing them with their attachment. Each write is
 * one transaction, so a failure at any step (the attachment's insert among them) leaves nothing
 * of it behind.
 */
export function createSubmissionService(db: Db) {
  return {
    /** Publishes a new snippet under a slug made from its title; the slug never changes afterwards. */
    async submit(authorId: string, input: SnippetSubmission, file: Attachment | undefined): Promise<SnippetDetail> {
      const base = slugFromTitle(input.title)
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            const slug = await uniqueSlug(tx, base)
            const [row] = await tx
              .insert(snippets)
              .values({
                ...contentOf(input),
                slug,
                authorId,
                // The author's name is read from their account, so it follows a change of name.
                authorName: null,
                sourceUrl: null,
                license: 'MIT',
                plan: 'free',
                priceCents: null,
                originalPriceCents: null,
                status: 'published',
              })
              .returning({ id: snippets.id })
            if (!row) throw new Error('The snippet insert returned no row')
            if (file) await tx.insert(snippetAttachments).values(attachmentRow(row.id, file))
            return detailOf(tx, row.id)
          })
        } catch (error) {
          if (violatedUniqueIndex(error) !== 'snippets_slug_key' || attempt >= SLUG_ATTEMPTS) throw error
        }
      }
    },

    /**
     * Replaces the snippet's content. A new file replaces the attachment; without one,
     * `remove_attachment` removes it, and otherwise it stays.
     */
    async update(
      userId: string,
      slug: string,
      input: SnippetUpdate,
      file: Attachment | undefined,
    ): Promise<SnippetDetail> {
      return db.transaction(async (tx) => {
        const { id } = await ownSnippet(tx, slug, userId)
        await tx
          .update(snippets)
          // At least a millisecond later than before, so that an edit always shows in updated_at
          // (the API's timestamps have milliseconds) even right after the previous write.
          .set({
            ...contentOf(input),
            updatedAt: sql`greatest(now(), ${snippets.updatedAt} + interval '1 millisecond')`,
          })
          .where(eq(snippets.id, id))
        if (file) {
          const row = attachmentRow(id, file)
          await tx
            .insert(snippetAttachments)
            .values(row)
            .onConflictDoUpdate({
              target: snippetAttachments.snippetId,
              set: { name: row.name, size: row.size, content: row.content, createdAt: sql`now()` },
            })
        } else if (input.remove_attachment) {
          await tx.delete(snippetAttachments).where(eq(snippetAttachments.snippetId, id))
        }
        return detailOf(tx, id)
      })
    },

    /** Removes the snippet; its attachment goes with it (ON DELETE CASCADE). */
    async remove(userId: string, slug: string): Promise<string> {
      return db.transaction(async (tx) => {
        const { id, slug: removed } = await ownSnippet(tx, slug, userId)
        await tx.delete(snippets).where(eq(snippets.id, id))
        return removed
      })
    },

    /** The attachment of a published snippet, bytes included. */
    async attachment(slug: string): Promise<{ name: string; content: Uint8Array }> {
      const [row] = await db
        .select({ name: snippetAttachments.name, content: snippetAttachments.content })
        .from(snippetAttachments)
        .innerJoin(snippets, eq(snippets.id, snippetAttachments.snippetId))
        .where(and(published, eq(snippets.slug, slug)))
      if (!row) throw new AppError('NOT_FOUND', snippetSubmissionMessages.noAttachment, 'slug')
      return row
    },
  }
}

export type SubmissionService = ReturnType<typeof createSubmissionService>
