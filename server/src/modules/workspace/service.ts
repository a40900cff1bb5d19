import {
  isWorkspaceServiceId,
  type WorkspaceAnalytics,
  type WorkspaceService,
  workspaceMessages,
} from '@snipstack/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { snippetAttachments, snippets, workspaceSubscriptions } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { type ServiceEntry, serviceCatalogue } from './catalogue'

/** What an account may keep in its snippets: the code, the Markdown bodies and the attachments. */
export const SNIPPETS_STORAGE_LIMIT_MB = 100
const MB = 1024 * 1024

/** The service a path names, or a 404 on `service`. */
function entryOf(catalogue: ServiceEntry[], id: string): ServiceEntry {
  const entry = isWorkspaceServiceId(id) ? catalogue.find((service) => service.id === id) : undefined
  if (!entry) throw new AppError('NOT_FOUND', workspaceMessages.service, 'service')
  return entry
}

/** 'Published “Debounce”', 'Updated “Debounce”', 'Saved “Debounce” as a draft'. */
function activityTitle(row: { title: string; status: 'draft' | 'published'; at: Date; created: Date }) {
  const edited = row.at.getTime() > row.created.getTime()
  if (row.status === 'draft') return `Saved “${row.title}” as a draft`
  return `${edited ? 'Updated' : 'Published'} “${row.title}”`
}

export function createWorkspace(db: Db, now: () => Date = () => new Date()) {
  async function subscriptionsOf(userId: string): Promise<Set<string>> {
    const rows = await db
      .select({ service: workspaceSubscriptions.service })
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.userId, userId))
    return new Set(rows.map((row) => row.service))
  }

  /** The account's own snippets: how many, how much they hold, and the latest changes. */
  async function snippetFigures(userId: string): Promise<WorkspaceAnalytics> {
    const [totals] = await db
      .select({
        total: sql<number>`count(*)::int`,
        published: sql<number>`(count(*) filter (where ${snippets.status} = 'published'))::int`,
        bytes: sql<number>`coalesce(sum(octet_length(${snippets.code}) + octet_length(${snippets.mdx}) + coalesce(${snippetAttachments.size}, 0)), 0)::bigint`,
      })
      .from(snippets)
      .leftJoin(snippetAttachments, eq(snippetAttachments.snippetId, snippets.id))
      .where(eq(snippets.authorId, userId))
    const latest = await db
      .select({ title: snippets.title, status: snippets.status, at: snippets.updatedAt, created: snippets.createdAt })
      .from(snippets)
      .where(eq(snippets.authorId, userId))
      .orderBy(desc(snippets.updatedAt))
      .limit(5)
    const total = totals?.total ?? 0
    const published = totals?.published ?? 0
    const usedMb = Math.round((Number(totals?.bytes ?? 0) / MB) * 100) / 100
    return {
      sample: false,
      storage: { used_mb: usedMb, limit_mb: SNIPPETS_STORAGE_LIMIT_MB },
      usage_percent: Math.min(100, Math.round((usedMb / SNIPPETS_STORAGE_LIMIT_MB) * 100)),
      items: { label: 'Snippets submitted', value: total },
      performance: { label: 'Published', value: `${published} of ${total}` },
      activity: latest.map((row) => ({ title: activityTitle(row), at: row.at.toISOString() })),
    }
  }

  async function describe(entry: ServiceEntry, userId: string, subscribed: boolean): Promise<WorkspaceService> {
    const analytics = entry.sample ?? (await snippetFigures(userId))
    return {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      subscribed,
      price: entry.price,
      paid: entry.price !== 'Free',
      analytics,
    }
  }

  return {
    /** Every service, in the dashboard's order, with the account's subscriptions and figures. */
    async list(userId: string): Promise<WorkspaceService[]> {
      const subscribed = await subscriptionsOf(userId)
      return Promise.all(serviceCatalogue(now()).map((entry) => describe(entry, userId, subscribed.has(entry.id))))
    },

    /** One service; 404 on `service` for a name that is not one. */
    async single(userId: string, id: string): Promise<WorkspaceService> {
      const entry = entryOf(serviceCatalogue(now()), id)
      return describe(entry, userId, (await subscriptionsOf(userId)).has(entry.id))
    },

    /** Subscribes; doing it again changes nothing. A priced service answers 402: it goes through Pro. */
    async subscribe(userId: string, id: string): Promise<WorkspaceService> {
      const entry = entryOf(serviceCatalogue(now()), id)
      if (entry.price !== 'Free') {
        throw new AppError('PAYMENT_REQUIRED', workspaceMessages.paid(entry.name, entry.price), 'service')
      }
      await db.insert(workspaceSubscriptions).values({ userId, service: entry.id }).onConflictDoNothing()
      return describe(entry, userId, true)
    },

    /** Unsubscribes; doing it again, or without a subscription, changes nothing. */
    async unsubscribe(userId: string, id: string): Promise<WorkspaceService> {
      const entry = entryOf(serviceCatalogue(now()), id)
      await db
        .delete(workspaceSubscriptions)
        .where(and(eq(workspaceSubscriptions.userId, userId), eq(workspaceSubscriptions.service, entry.id)))
      return describe(entry, userId, false)
    },
  }
}

export type Workspace = ReturnType<typeof createWorkspace>
