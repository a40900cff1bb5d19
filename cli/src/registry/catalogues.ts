import { type SiteSearchResponse, siteSearchResponse } from '@snipstack/contracts'
import { stdoutColors as colors } from '../utils/colors'
import { fetchJson } from './fetch'

/**
 * The snippets and templates of the instance that serves a registry, through the one search the
 * site's palette uses (`GET <origin>/api/search`). A registry served at `<origin>/r`, as every
 * instance serves it, has one; any other registry (a mirror, a folder, another product) has none.
 */
export function catalogueSearchUrl(base: string, query: string): string | undefined {
  let url: URL
  try {
    url = new URL(base.replace(/\/+$/, ''))
  } catch {
    return undefined
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith('/r')) return undefined
  url.pathname = `${url.pathname.slice(0, -'/r'.length)}/api/search`
  url.search = new URLSearchParams({ q: query }).toString()
  return url.toString()
}

/**
 * What the instance's catalogues hold for `query`, with links made absolute; undefined when the
 * registry has no instance behind it or it could not answer (offline, an older instance, a limit):
 * the registry's own items still answer the search.
 */
export async function searchCatalogues(base: string, query: string): Promise<SiteSearchResponse | undefined> {
  const url = catalogueSearchUrl(base, query)
  if (!url) return undefined
  try {
    const parsed = siteSearchResponse.safeParse(await fetchJson(url))
    if (!parsed.success) return undefined
    const absolute = (href: string) => new URL(href, url).toString()
    return {
      groups: parsed.data.groups.map((group) => ({
        ...group,
        more: absolute(group.more),
        items: group.items.map((item) => ({ ...item, href: absolute(item.href) })),
      })),
    }
  } catch {
    return undefined
  }
}

const headings = { snippet: 'Snippets', template: 'Templates' } as const

/** The groups that found something, as `snipstack search` prints them under the items. */
export function formatCatalogues(found: SiteSearchResponse): string {
  return found.groups
    .filter((group) => group.total > 0)
    .map((group) =>
      [
        colors.bold(`${headings[group.kind]} (${group.total})`),
        ...group.items.map((item) => `  ${item.title} ${colors.dim(`(${item.detail})`)}  ${colors.cyan(item.href)}`),
        ...(group.total > group.items.length ? [`  ${colors.dim('All of them:')} ${colors.cyan(group.more)}`] : []),
      ].join('\n'),
    )
    .join('\n\n')
}
