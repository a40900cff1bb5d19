import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { searchInstances } from '../../../test/search-instances'
import { templates } from '../../db/schema'
import { fromSeed } from './rows'
import { createTemplateSearch, searchOptions } from './search'

const page = { offset: 0, limit: 20 }

const seed = (slug: string, name: string) => fromSeed(templateFixture(slug, { name, readme: '# How to use it\n' }))

/**
 * The template index over one database written by another instance (on PostgreSQL, with its own
 * connections), on a clock the test moves: as for snippets (snippets/search-sync.int.test.ts), a
 * write shows within SEARCH_SYNC_BOUND_MS, counters included.
 */
describe.each(testDatabaseKinds)('the template search index kept in step with %s', (kind) => {
  const instances = searchInstances(kind, (database) =>
    database.db.insert(templates).values(seed('caddy-proxy', 'Caddy Reverse Proxy')),
  )
  const { clock, later } = instances

  const found = async (search: ReturnType<typeof createTemplateSearch>, query: string) =>
    (await search.current()).search(query, page).rows.map((row) => row.slug)

  it('shows another instance’s insert, rename, counters and deletion within the bound, and not before', async () => {
    const reader = createTemplateSearch(instances.database.db, { clock })
    expect(await found(reader, 'caddy')).toEqual(['caddy-proxy'])
    // A typo in a name word, and the category's title as a word of its own.
    expect(await found(reader, 'cady')).toEqual(['caddy-proxy'])
    expect(await found(reader, 'docker')).toEqual(['caddy-proxy'])

    await instances.other.db.insert(templates).values(seed('zebra-stack', 'Zebra Stack'))
    expect(await found(reader, 'zebra')).toEqual([])
    later()
    expect(await found(reader, 'zebra')).toEqual(['zebra-stack'])

    await instances.other.db.update(templates).set({ name: 'Okapi Stack' }).where(eq(templates.slug, 'zebra-stack'))
    await instances.other.db
      .update(templates)
      .set({ downloads: 12, priceCents: 1900 })
      .where(eq(templates.slug, 'caddy-proxy'))
    later()
    expect(await found(reader, 'zebra')).toEqual([])
    expect(await found(reader, 'okapi')).toEqual(['zebra-stack'])
    const caddy = (await reader.current()).search('caddy', page).rows[0]
    expect(caddy).toMatchObject({ downloads: 12, price: 19 })

    await instances.other.db.delete(templates).where(eq(templates.slug, 'zebra-stack'))
    later()
    expect(await found(reader, 'okapi')).toEqual([])
  })

  it('applies the list’s filters and sorts to what it finds', async () => {
    await instances.other.db
      .insert(templates)
      .values([seed('stack-free', 'Free Stack'), seed('stack-paid', 'Paid Stack')])
    await instances.other.db
      .update(templates)
      .set({ priceCents: 900, downloads: 3 })
      .where(eq(templates.slug, 'stack-paid'))
    const reader = createTemplateSearch(instances.database.db, { clock })
    const index = await reader.current()
    const request = { page: 1, name: 'stack', sort: 'relevance' } as const
    expect(index.search('stack', { ...page, ...searchOptions({ ...request, price: 'paid' }) }).rows).toEqual([
      expect.objectContaining({ slug: 'stack-paid', price: 9 }),
    ])
    expect(
      index.search('stack', { ...page, ...searchOptions({ ...request, sort: 'price-high' }) }).rows.map((r) => r.slug),
    ).toEqual(['stack-paid', 'stack-free'])
    expect(index.search('stack', { ...page, ...searchOptions({ ...request, price: 'free' }) }).total).toBe(1)
  })
})
