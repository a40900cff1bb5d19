import { z } from 'zod'
import { optional } from './query'
import { singleLine } from './text'

/**
 * One search over the catalogues (`GET /api/search`): the snippets and the templates a text
 * finds, a few of each with how many there are, ranked as the catalogue lists rank them. The
 * command palette shows them beside the docs it searches itself.
 */

/** The kinds of result, in the order their groups come. */
export const siteSearchKinds = ['snippet', 'template'] as const
export type SiteSearchKind = (typeof siteSearchKinds)[number]

/**
 * A search box waits this long after the last keystroke before it searches (docs/product.md,
 * Search): the catalogues' boxes and the command palette alike.
 */
export const SEARCH_DEBOUNCE_MS = 300

/** As long as a catalogue's own search box takes. */
export const SITE_SEARCH_MAX = 200
/** Results of each kind when `limit` is absent: what the palette shows. */
export const SITE_SEARCH_LIMIT = 5
export const SITE_SEARCH_LIMIT_MAX = 20

export const siteSearchMessages = {
  q: `Please say what to search for, in at most ${SITE_SEARCH_MAX} characters on one line`,
  limit: `Please ask for 1 to ${SITE_SEARCH_LIMIT_MAX} results of each kind`,
} as const

export const siteSearchQuery = z.object({
  q: singleLine(siteSearchMessages.q)
    .trim()
    .min(1, siteSearchMessages.q)
    .max(SITE_SEARCH_MAX, siteSearchMessages.q)
    .describe('What to search for: the words of a catalogue search, the last one matched by its start.'),
  limit: optional(
    z
      .string(siteSearchMessages.limit)
      .regex(/^[0-9]{1,2}$/, siteSearchMessages.limit)
      .transform(Number)
      .refine((limit) => limit >= 1 && limit <= SITE_SEARCH_LIMIT_MAX, siteSearchMessages.limit),
  )
    .transform((limit) => limit ?? SITE_SEARCH_LIMIT)
    .describe(`Results of each kind, ${SITE_SEARCH_LIMIT} when absent.`),
})
export type SiteSearchQuery = z.input<typeof siteSearchQuery>

export const siteSearchHit = z.object({
  kind: z.enum(siteSearchKinds),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** What sets it apart in a list: a snippet's language, a template's category. */
  detail: z.string().describe("A snippet's language or a template's category."),
  href: z.string().describe('The page on this site: /snippets/{slug} or /templates/{slug}.'),
})
export type SiteSearchHit = z.infer<typeof siteSearchHit>

export const siteSearchGroup = z.object({
  kind: z.enum(siteSearchKinds),
  total: z.number().int().nonnegative().describe('Every match of this kind, not only those listed.'),
  items: z.array(siteSearchHit),
  more: z.string().describe("The catalogue's list searched for the same text, which shows every match."),
})
export type SiteSearchGroup = z.infer<typeof siteSearchGroup>

export const siteSearchResponse = z.object({
  groups: z.array(siteSearchGroup).describe('One group per kind, in the order snippets, templates.'),
})
export type SiteSearchResponse = z.infer<typeof siteSearchResponse>

/** Each kind's catalogue list on the site; its pages are below it, by slug. */
const listPaths: Record<SiteSearchKind, string> = { snippet: '/snippets', template: '/templates' }

/** The page of one hit: `/snippets/{slug}` or `/templates/{slug}`. */
export const siteSearchHref = (kind: SiteSearchKind, slug: string) => `${listPaths[kind]}/${slug}`

/** The catalogue list that shows every match of a kind: its page, searched for `text`. */
export const siteSearchMore = (kind: SiteSearchKind, text: string) =>
  `${listPaths[kind]}?${new URLSearchParams({ name: text })}`
