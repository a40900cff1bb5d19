import type { Snippet } from '@snipstack/contracts'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../../../test/db'
import { snippetFixture } from '../../../test/fixtures'
import { searchInstances } from '../../../test/search-instances'
import { snippets, users } from '../../db/schema'
import { byText } from '../catalog/search-index'
import { type CatalogueSource, indexedRow, SyncedSearch, searchAnswerPreparation } from '../catalog/search-sync'
import { fromSeed } from './rows'
import { createSnippetSearch, snippetSearchSource } from './search'

const page = { offset: 0, limit: 20 }

const seed = (slug: string, title: string) => fromSeed(snippetFixture(slug, { title }))

/**
 * Two instances' indexes over one database (on PostgreSQL, each with its own connections), each on
 * a clock the test moves: a write through one is seen by the other within SEARCH_SYNC_BOUND_MS.
 */
describe.each(testDatabaseKinds)('search indexes kept in step with %s', (kind) => {
  const instances = searchInstances(kind, (database) =>
    database.db.insert(snippets).values(seed('parse-dates', 'Parse dates')),
  )
  const { clock, later } = instances

  const found = async (search: ReturnType<typeof createSnippetSearch>, query: string) =>
    (await search.current()).search(query, page).rows.map((row) => row.slug)

  it('shows another instance’s insert, edit, unpublishing and deletion within the bound, and not before', async () => {
    const reader = createSnippetSearch(instances.database.db, { clock })
    expect(await found(reader, 'parse dates')).toEqual(['parse-dates'])

    await instances.other.db.insert(snippets).values(seed('zebra-stripes', 'Zebra stripes'))
    // The reader looked less than the bound ago: it answers from that look.
    expect(await found(reader, 'zebra')).toEqual([])
    later()
    expect(await found(reader, 'zebra')).toEqual(['zebra-stripes'])

    await instances.other.db.update(snippets).set({ title: 'Okapi stripes' }).where(eq(snippets.slug, 'zebra-stripes'))
    later()
    expect(await found(reader, 'zebra')).toEqual([])
    expect(await found(reader, 'okapi')).toEqual(['zebra-stripes'])

    await instances.other.db.update(snippets).set({ status: 'draft' }).where(eq(snippets.slug, 'zebra-stripes'))
    later()
    expect(await found(reader, 'okapi')).toEqual([])

    await instances.other.db.update(snippets).set({ status: 'published' }).where(eq(snippets.slug, 'zebra-stripes'))
    later()
    expect(await found(reader, 'okapi')).toEqual(['zebra-stripes'])

    await instances.other.db.delete(snippets).where(eq(snippets.slug, 'zebra-stripes'))
    later()
    expect(await found(reader, 'okapi')).toEqual([])
  })

  it('reads whole only the rows changed since its last look, not those the look-back sees again unchanged', async () => {
    const reads: (readonly string[] | undefined)[] = []
    const counting: CatalogueSource<Snippet> = {
      ...snippetSearchSource,
      changed: (db, only, page) => {
        reads.push(only)
        return snippetSearchSource.changed(db, only, page)
      },
    }
    const order = {
      recency: (row: Snippet) => Date.parse(row.created_at),
      tieBreak: (a: Snippet, b: Snippet) => byText(a.slug, b.slug),
    }
    const reader = new SyncedSearch(instances.database.db, counting, order, { clock })
    await instances.database.db
      .insert(snippets)
      .values([seed('sort-lists', 'Sort lists'), seed('trim-text', 'Trim text')])
    expect((await reader.current()).search('sort', page).rows.map((row) => row.slug)).toEqual(['sort-lists'])
    expect(reads).toEqual([undefined])

    // Every row was written within the look-back of the first look: the next looks see them all
    // again, unchanged, and read none of them whole.
    later()
    await reader.current()
    later()
    await reader.current()
    expect(reads).toEqual([undefined])

    await instances.other.db.update(snippets).set({ title: 'Trim strings' }).where(eq(snippets.slug, 'trim-text'))
    later()
    expect((await reader.current()).search('strings', page).rows.map((row) => row.slug)).toEqual(['trim-text'])
    const [trimmed] = await instances.database.db
      .select({ id: snippets.id })
      .from(snippets)
      .where(eq(snippets.slug, 'trim-text'))
    expect(reads).toEqual([undefined, [trimmed?.id]])
    await instances.database.db.delete(snippets).where(inArray(snippets.slug, ['sort-lists', 'trim-text']))
  })

  it('leaves a row off the answer contract out of the index and says so, and answers with the rest', async () => {
    const errors: unknown[] = []
    const reader = createSnippetSearch(instances.database.db, { clock, onError: (error) => errors.push(error) })
    // The table takes any language text; the contract only the catalogue's languages.
    await instances.other.db
      .insert(snippets)
      .values([{ ...seed('parse-cobol', 'Parse records'), language: 'cobol' }, seed('parse-records', 'Parse records')])
    later()
    expect(await found(reader, 'records')).toEqual(['parse-records'])
    expect(errors.map(String)).toEqual([expect.stringMatching(/off its contract \(language: .*left out of the search/)])
    // What it answers with passes the search answer's contract; a row built elsewhere does not.
    const [row] = (await reader.current()).search('records', page).rows
    expect(indexedRow<Snippet>().safeParse(row).success).toBe(true)
    expect(indexedRow<Snippet>().safeParse({ ...row }).success).toBe(false)
    await instances.other.db.delete(snippets).where(inArray(snippets.slug, ['parse-cobol', 'parse-records']))
  })

  it('carries counters and an author’s new name to the rows it answers with', async () => {
    const reader = createSnippetSearch(instances.database.db, { clock })
    const [author] = await instances.other.db
      .insert(users)
      .values({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Byron', username: 'ada', passwordHash: 'x' })
      .returning({ id: users.id })
    await instances.other.db
      .insert(snippets)
      .values({ ...seed('heron-wings', 'Heron wings'), authorId: author?.id, authorName: null })
    later()
    const before = (await reader.current()).search('heron', page).rows[0]
    expect(before?.author.username).toBe('ada')

    await instances.other.db.update(snippets).set({ views: 41 }).where(eq(snippets.slug, 'heron-wings'))
    await instances.other.db
      .update(users)
      .set({ username: 'countess' })
      .where(eq(users.id, author?.id ?? ''))
    later()
    const after = (await reader.current()).search('heron', page).rows[0]
    expect(after?.views).toBe(41)
    expect(after?.author.username).toBe('countess')
  })

  it('answers with the JSON a row serialises to, made once per row and never stale after a change', async () => {
    const reader = createSnippetSearch(instances.database.db, { clock })
    const { serialise } = searchAnswerPreparation('snippets')
    await instances.other.db.insert(snippets).values([seed('ibis-beak', 'Ibis beak'), seed('ibis-feet', 'Ibis feet')])
    later()
    const answerOf = (rows: Snippet[]) => ({ snippets: rows, category: null, pagination: { page: 1, pages: 1 } })
    const first = answerOf((await reader.current()).search('ibis', page).rows)
    expect(first.snippets).toHaveLength(2)
    for (let i = 0; i < 2; i++) expect(JSON.parse(serialise?.(first) ?? '')).toEqual(JSON.parse(JSON.stringify(first)))

    await instances.other.db.update(snippets).set({ views: 7 }).where(eq(snippets.slug, 'ibis-beak'))
    later()
    const second = answerOf((await reader.current()).search('ibis', page).rows)
    const views = (JSON.parse(serialise?.(second) ?? '') as typeof second).snippets.map((row) => [row.slug, row.views])
    expect(views).toContainEqual(['ibis-beak', 7])

    // A copy is serialised as it is, and serialising it does not make it pass for an index row.
    const copy = { ...(second.snippets[0] as Snippet), title: 'Copied' }
    expect(JSON.parse(serialise?.(answerOf([copy])) ?? '').snippets[0].title).toBe('Copied')
    expect(indexedRow<Snippet>().safeParse(copy).success).toBe(false)
    await instances.other.db.delete(snippets).where(inArray(snippets.slug, ['ibis-beak', 'ibis-feet']))
  })

  it('sees a write made through its own instance at once', async () => {
    const writer = createSnippetSearch(instances.database.db, { clock })
    expect(await found(writer, 'pelican')).toEqual([])
    await instances.database.db.insert(snippets).values(seed('pelican-beak', 'Pelican beak'))
    writer.changed()
    expect(await found(writer, 'pelican')).toEqual(['pelican-beak'])
  })
})
