import { type AnyColumn, and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { catalogDeletions } from '../../db/schema'
import type { PrepareOptions } from '../../lib/prepared-json'
import { type IndexedRow, SearchIndex, type TieOrder } from './search-index'

/**
 * A catalogue's search index (search-index.ts) kept in step with PostgreSQL, which stays the source
 * of truth: every instance builds its own from the database on its first search and then reads
 * only the rows changed since its last look (`changed_at`, stamped by triggers, migration 0012) and
 * the deletions noted since (`catalog_deletions`).
 *
 * The bound: a search answers from a look at the database that began at most SEARCH_SYNC_BOUND_MS
 * before it, so a write committed on any instance shows in every instance's searches within that
 * time. A look older than half the bound starts the next one in the background, so under steady
 * traffic no search waits for one; after a quiet spell the first search waits for one query of
 * what changed. A write made through this instance (a submission) marks the index stale, and the
 * next search waits for a look that began after it: the writer sees their change at once.
 */
export const SEARCH_SYNC_BOUND_MS = 1_000

/**
 * Rows are read again if they changed up to this long before the last look began: a transaction
 * that wrote a row before that look and committed after it is seen by the next one, as long as it
 * took less than this from its write to its commit (the catalogue's writes take milliseconds).
 */
const LOOKBACK = '5 seconds'

/**
 * A look further back than this rebuilds the index from scratch instead: deletion notes are pruned
 * after an hour (schema.ts, catalogDeletions), so an older look could miss one.
 */
const REBUILD_AFTER_MS = 30 * 60_000

/**
 * A row as a source reads it: indexed when `listed`, dropped otherwise; `version` is when the
 * database last changed it, to the microsecond (changedVersion).
 */
export type ChangedRow<R> = IndexedRow<R> & { listed: boolean; version: string }

/** What a catalogue gives its index: its rows, all of them or those of some ids, and when each changed. */
export type CatalogueSource<R> = {
  kind: 'snippet' | 'template'
  /** The contract of a row as answers carry it: every row is checked against it on its way in. */
  contract: z.ZodType<R>
  /** The catalogue's table, its id and when each row last changed (`changed_at`, migration 0012). */
  stamps: { table: PgTable; id: AnyColumn; changedAt: AnyColumn }
  /** One page of rows (rowsPage): of every row, or only of the ids in `only`. */
  changed(db: Db, only: readonly string[] | undefined, page: ReadPage): Promise<ChangedRow<R>[]>
  /**
   * Fields whose values many rows repeat (a language, a tag list, an author): each distinct value
   * is kept once and shared by the rows that hold it (Interner).
   */
  shared?: readonly (keyof R & string)[]
}

/** The most distinct values an index's interner keeps; past it, values are kept per row again. */
export const INTERNED_MAX = 50_000

/**
 * Shares equal values between the rows of an index: strings, and lists and objects made of them,
 * compared by their JSON. Rows read from the database come with a copy of every string each, so
 * 100,000 snippets held some 800,000 copies of a few hundred languages, licences, tags and author
 * names, every one an object the collector traces on each full collection; shared, they are a few
 * thousand. The values are never changed in place (rows are only read and serialised), so sharing
 * them is safe.
 */
export class Interner {
  private readonly values = new Map<string, unknown>()

  intern<T>(value: T): T {
    if (typeof value === 'string') return this.kept(`s${value}`, value)
    if (Array.isArray(value)) {
      const items = value.map((item) => this.intern(item))
      return this.kept(`a${JSON.stringify(items)}`, items as T)
    }
    if (typeof value === 'object' && value !== null) {
      const fields = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, this.intern(field)]))
      return this.kept(`o${JSON.stringify(fields)}`, fields as T)
    }
    return value
  }

  private kept<T>(key: string, value: T): T {
    const existing = this.values.get(key)
    if (existing !== undefined) return existing as T
    if (this.values.size < INTERNED_MAX) this.values.set(key, value)
    return value
  }
}

/**
 * One page of a source's rows, by id: the first `limit` after `after` (from the start without it).
 * A whole catalogue is read a page at a time, so that on the embedded database, which answers one
 * query at a time, other queries (a health check, a sign-in) get their turn between pages.
 */
export type ReadPage = { after?: string; limit: number }

/** Rows per page of a look's read. */
const READ_PAGE = 2_000

/**
 * Rows that passed their catalogue's row contract on their way into an index (SyncedSearch), each
 * with its JSON once an answer has needed it. A changed row enters as a new object, so a row's JSON
 * never goes stale, and it goes when the index lets go of the row.
 */
const checkedRows = new WeakMap<object, string | undefined>()

/**
 * The contract for a row a search answers with: a row some index checked against its catalogue's
 * contract when it took it in. An answer made of index rows is then not checked field by field
 * again on every search (for a page of snippets with their code, that check was a sixth of an
 * uncached search's time), and a row from anywhere else still fails the answer's check.
 */
export function indexedRow<R>(): z.ZodType<R> {
  return z.custom<R>(
    (value) => typeof value === 'object' && value !== null && checkedRows.has(value),
    'Not a row that a search index checked',
  )
}

/**
 * The JSON text of a search's answer, whose `key` holds rows some index checked (see indexedRow):
 * each row is serialised on its first answer and its text reused after that, since the popular rows
 * come back in search after search and serialising their code was a fifth of an uncached search's
 * time. The rows come first in the text; the rest of the answer is serialised as usual.
 */
function searchAnswerJson(key: string) {
  const opening = `{${JSON.stringify(key)}:[`
  return (answer: Record<string, unknown>): string => {
    const { [key]: rows, ...rest } = answer
    let text = opening
    for (const [position, row] of (rows as object[]).entries()) {
      let json = checkedRows.get(row)
      if (json === undefined) {
        json = JSON.stringify(row)
        // Kept only for a row an index checked: keeping it for another would let that pass as one.
        if (checkedRows.has(row)) checkedRows.set(row, json)
      }
      text += position ? `,${json}` : json
    }
    const others = JSON.stringify(rest)
    return `${text}]${others === '{}' ? '}' : `,${others.slice(1)}`}`
  }
}

/**
 * How a search's answer is prepared (lib/prepared-json.ts): its rows' JSON reused (searchAnswerJson),
 * and compressed fast, since an answer to one visitor's text is rarely sent twice.
 */
export function searchAnswerPreparation(key: string): PrepareOptions<Record<string, unknown>> {
  return { compression: 'fast', serialise: searchAnswerJson(key) }
}

export type SyncedSearchOptions = {
  /** Milliseconds on a monotonic clock; tests move it. */
  clock?: () => number
  /**
   * A background look that failed (the next search tries again), or a row off its contract, which
   * is left out of the index.
   */
  onError?: (error: unknown) => void
}

export class SyncedSearch<R> {
  private index: SearchIndex<R>
  /** When the last successful look began, on `clock`. */
  private lookedAt = Number.NEGATIVE_INFINITY
  /**
   * When the last look began, by the database's clock: the next reads the rows changed since
   * then, less the look-back. Undefined until the first look, which reads everything. (Not the
   * latest change seen: a look would then read the last seconds of a bulk write again, the seed's
   * or an import's, every time until something else changed.)
   */
  private lookedFrom: Date | undefined
  /**
   * Each indexed row's version (ChangedRow), as a number (microseconds fit in a double exactly):
   * a row the look-back reads again unchanged is not indexed again.
   */
  private versions = new Map<string, number>()
  /** Values the index's rows share (Interner), made anew with the index on a rebuild. */
  private interner = new Interner()
  private built = false
  private prunedAt = Number.NEGATIVE_INFINITY
  private looking: Promise<void> | undefined
  /** Writes made here since the index was built, and how many of them the last look began after. */
  private writes = 0
  private writesSeen = 0
  private readonly clock: () => number
  private readonly onError: (error: unknown) => void

  constructor(
    private readonly db: Db,
    private readonly source: CatalogueSource<R>,
    private readonly order: TieOrder<R>,
    { clock = () => performance.now(), onError = () => {} }: SyncedSearchOptions = {},
  ) {
    this.index = new SearchIndex(order)
    this.clock = clock
    this.onError = onError
  }

  /** This instance wrote to the catalogue: the next search first looks again. */
  changed(): void {
    this.writes++
  }

  /** The index, no older than the bound (see above); waits for a look only when it must. */
  async current(): Promise<SearchIndex<R>> {
    const age = this.clock() - this.lookedAt
    if (age > SEARCH_SYNC_BOUND_MS || this.writesSeen < this.writes) {
      const writes = this.writes
      // A look that began before the write may not have seen it: wait for it, then for one after.
      while (this.writesSeen < writes || this.clock() - this.lookedAt > SEARCH_SYNC_BOUND_MS) await this.look()
    } else if (age > SEARCH_SYNC_BOUND_MS / 2 && !this.looking) {
      this.look().catch(this.onError)
    }
    return this.index
  }

  /** One look at the database at a time; callers during one share it. */
  private look(): Promise<void> {
    this.looking ??= this.lookOnce().finally(() => {
      this.looking = undefined
    })
    return this.looking
  }

  private async lookOnce(): Promise<void> {
    const began = this.clock()
    const writes = this.writes
    const rebuild = !this.built || began - this.lookedAt > REBUILD_AFTER_MS
    const since = rebuild ? undefined : this.lookedFrom
    // Before the reads: a write they miss commits after this, stamped at most the look-back before.
    const lookedFrom = await databaseNow(this.db)
    // Deletion notes are read on every look but the first: a rebuild reads only rows that exist.
    // (A look from an empty catalogue, with nothing seen yet, reads every note: at most an hour's.)
    const deletions = this.db
      .select({ id: catalogDeletions.id })
      .from(catalogDeletions)
      .where(
        and(
          eq(catalogDeletions.kind, this.source.kind),
          since ? changedSince(catalogDeletions.deletedAt, since) : undefined,
        ),
      )
    const versions = rebuild ? new Map<string, number>() : this.versions
    // Every row, a page at a time; or, for a look since the last one, the ids and versions of the
    // rows changed since then less the look-back, and only those not already indexed at that
    // version read whole. The look-back reads again what the last look read (a bulk write, the
    // seed's or an import's, for seconds after it): as ids and versions that costs little, where
    // whole rows with their code cost the database hundreds of milliseconds a search would wait for.
    const readRows = async (only?: readonly string[]) => {
      const rows: ChangedRow<R>[] = []
      for (;;) {
        const page = await this.source.changed(this.db, only, { after: rows.at(-1)?.id, limit: READ_PAGE })
        rows.push(...page)
        if (page.length < READ_PAGE) return rows
      }
    }
    const readChanged = async () => {
      if (!since) return readRows()
      const { table, id, changedAt } = this.source.stamps
      const stamps = await this.db
        .select({ id: sql<string>`${id}`, version: changedVersion(changedAt) })
        .from(table)
        .where(changedSince(changedAt, since))
      const fresh = stamps.filter((stamp) => versions.get(stamp.id) !== Number(stamp.version)).map((stamp) => stamp.id)
      const rows: ChangedRow<R>[] = []
      for (let start = 0; start < fresh.length; start += READ_PAGE)
        rows.push(...(await readRows(fresh.slice(start, start + READ_PAGE))))
      return rows
    }
    const [rows, deleted] = await Promise.all([readChanged(), rebuild ? [] : deletions])
    // A rebuild fills a new index and swaps it in whole, so searches meanwhile use the old one.
    const index = rebuild ? new SearchIndex<R>(this.order) : this.index
    const interner = rebuild ? new Interner() : this.interner
    for (const [position, { listed, version: versionText, ...indexed }] of rows.entries()) {
      // Indexing a whole large catalogue takes seconds (100,000 snippets: about 12 s on two
      // cores): other requests, and the timers that bound their queries, get the thread between
      // batches.
      if (position > 0 && position % INDEX_BATCH === 0) await new Promise((resolve) => setImmediate(resolve))
      const version = Number(versionText)
      if (versions.get(indexed.id) === version) continue
      versions.set(indexed.id, version)
      const checked = listed ? this.source.contract.safeParse(indexed.row) : undefined
      if (checked?.success) {
        const row = checked.data as Record<string, unknown>
        for (const field of this.source.shared ?? []) row[field] = interner.intern(row[field])
        checkedRows.set(row, undefined)
        index.upsert({ ...indexed, row: checked.data })
        continue
      }
      index.remove(indexed.id)
      if (checked) {
        const [issue] = checked.error.issues
        const where = `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`
        this.onError(
          new Error(`The ${this.source.kind} ${indexed.id} is off its contract (${where}): left out of the search`),
        )
      }
    }
    for (const { id } of deleted) {
      index.remove(id)
      versions.delete(id)
    }
    this.index = index
    this.versions = versions
    this.interner = interner
    this.lookedFrom = lookedFrom
    this.built = true
    this.lookedAt = began
    this.writesSeen = Math.max(this.writesSeen, writes)
    if (began - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = began
      await pruneDeletionNotes(this.db)
    }
  }
}

/** A `changed_at` column's time to the microsecond, as text: a row's version (ChangedRow). */
export const changedVersion = (column: AnyColumn) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`

/** Rows indexed between two yields of the thread (about a few milliseconds of work). */
const INDEX_BATCH = 500

/** The database's clock now: the start of a look, on the clock `changed_at` is stamped with. */
async function databaseNow(db: Db): Promise<Date> {
  const result: unknown = await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`)
  // postgres.js answers the rows, PGlite an object that holds them.
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])
  const ms = Number((rows[0] as { ms?: unknown } | undefined)?.ms)
  if (!Number.isFinite(ms)) throw new Error('The database did not tell its time.')
  return new Date(ms)
}

/** The condition: `column` after `since` less the look-back, for a source's query. */
export const changedSince = (column: AnyColumn, since: Date) =>
  sql`${column} > ${since.toISOString()}::timestamptz - interval '${sql.raw(LOOKBACK)}'`

/** A source's condition for one page of a look: rows whose id is past `after`, and among `only` when given. */
export const rowsPage = (id: AnyColumn, only: readonly string[] | undefined, after: string | undefined) =>
  and(only ? inArray(id, [...only]) : undefined, after ? gt(id, after) : undefined)

/** How often an instance prunes old deletion notes, on its own looks. */
const PRUNE_EVERY_MS = 10 * 60_000

/** Prunes deletion notes older than an hour. */
async function pruneDeletionNotes(db: Db): Promise<void> {
  await db.delete(catalogDeletions).where(sql`${catalogDeletions.deletedAt} < now() - interval '1 hour'`)
}
