/**
 * The one ranking behind every item search: `snipstack search`, the MCP server's `search_items` and
 * the docs site's search palette. It reads what people type rather than exact words: stems
 * ("logos" finds "logo", "scrolling" finds "scrolls"), the word being typed as a prefix ("mar"
 * finds marquee) and a small table of the names people give to what the registry names otherwise
 * ("logo wall" is a marquee or a logo cloud, "pricing table" the pricing tiers). Every word of the
 * query must be found, so words that describe nothing in the registry find nothing.
 *
 * Plain TypeScript without zod: it runs in the browser, the CLI bundle and the server alike.
 */

/** What the ranking reads of one thing to find: a registry item, a docs page, a palette command. */
export type SearchFields = {
  /** Kebab-case or plain; `logo-cloud` is read as the words "logo cloud" and as "logocloud". */
  name: string
  title?: string
  description?: string
  /** Docs sections, block categories, kinds: "Backgrounds", "Hero", "block". */
  categories?: readonly string[]
  /** Scales the score; examples rank below the items they show. 1 when left out. */
  weight?: number
}

/** The fields of a registry item (ours or any shadcn registry's) that the ranking reads. */
export type SearchableItem = {
  name: string
  type: string
  title?: string
  description?: string
  /** shadcn's own `categories`. */
  categories?: readonly string[]
  /** Ours: `section` (docs sidebar) and `category` (blocks catalogue). */
  meta?: Record<string, unknown>
}

// Scores. A word found in the name weighs most, then the title, a category, the description.
const FIELD_WEIGHTS = { name: 10, title: 8, category: 5, description: 2 } as const
/** The word or phrase is the whole field ("marquee" is the name `marquee`). */
const WHOLE_FIELD = 1.25
/** The field starts with it: `marquee` before `testimonials-marquee`. */
const FIELD_START = 1.1
/** Only the start of a word matched: the word is still being typed. */
const PREFIX = 0.5
/** Found through the synonym table rather than the word typed. */
const SYNONYM = 0.7
/** What other fields add to a word's best field: a match in the name and the title beats the name alone. */
const OTHER_FIELDS = 0.25
/** The whole query names the item. */
const EXACT_BONUS = 20
/** An example demonstrates an item: it shows after the item itself. */
const EXAMPLE_WEIGHT = 0.5
/** Below this length, a word being typed matches the start of words in names, titles and categories only. */
const DESCRIPTION_PREFIX_MIN = 4

/**
 * Words that carry no meaning in a search ("a component for my hero section"). A query made only of
 * them keeps them, so searching for "section" still finds something.
 */
const IGNORED = new Set(
  [
    ...['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from', 'into', 'as'],
    ...['i', 'me', 'my', 'we', 'our', 'your', 'some', 'any', 'that', 'this', 'it', 'is', 'are', 'be', 'like'],
    ...['want', 'need', 'please', 'find', 'show', 'get', 'add'],
    // Every item is one of these, so they narrow nothing.
    ...['section', 'component', 'element', 'widget', 'snippet', 'ui', 'react', 'tailwind'],
  ].map((word) => stemWord(word)),
)

/**
 * The synonym table: `[people say, the registry says]`. A query phrase from the first list also
 * finds what contains any phrase of either list; the registry's own words do not expand back
 * ("marquee" finds marquees, not every logo wall). Keep it small: each line is a search that found
 * nothing before.
 */
const SYNONYMS: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ['logo wall', 'logo strip', 'logo bar', 'logo row', 'logo carousel', 'logo slider', 'logo ticker', 'logo scroller'],
    ['marquee', 'logo cloud', 'logos'],
  ],
  [
    ['client logos', 'company logos', 'customer logos', 'brand logos', 'trusted by'],
    ['logo cloud', 'marquee', 'logos'],
  ],
  [
    ['carousel', 'slider', 'scroller', 'infinite scroll', 'news ticker', 'ticker tape'],
    ['marquee', 'scroll based velocity'],
  ],
  [
    ['pricing table', 'pricing plans', 'pricing cards', 'price table', 'price list', 'plans', 'tiers'],
    ['pricing tiers', 'pricing'],
  ],
  [['hero section', 'hero banner', 'hero header', 'hero block', 'jumbotron', 'above the fold', 'splash'], ['hero']],
  [
    ['counter', 'count up', 'countup', 'odometer', 'number animation', 'animated number', 'animated counter'],
    ['number ticker', 'count up', 'ticker'],
  ],
  [
    ['background', 'backdrop', 'bg', 'wallpaper', 'pattern'],
    ['background', 'pattern'],
  ],
  [['cta', 'call to action'], ['call to action']],
  [['faq', 'frequently asked questions', 'questions and answers'], ['faq']],
  [
    ['testimonials', 'reviews', 'social proof', 'quotes'],
    ['testimonials', 'reviews', 'social proof'],
  ],
  [
    ['navbar', 'nav bar', 'navigation bar', 'nav', 'top bar', 'site header', 'header menu'],
    ['navbar', 'navigation'],
  ],
  [
    ['newsletter', 'email signup', 'email sign up', 'mailing list', 'subscribe form'],
    ['newsletter', 'sign up'],
  ],
  [['typewriter', 'typing effect', 'typing text'], ['typing animation']],
  [
    ['mockup', 'mock up', 'device frame', 'phone frame', 'browser frame', 'device mock'],
    ['mockup', 'device mocks'],
  ],
  [['modal', 'popup', 'lightbox'], ['dialog']],
  [
    ['btn', 'button'],
    ['button', 'btn'],
  ],
  [
    ['statistics', 'metrics', 'kpi', 'key figures'],
    ['stats', 'figures'],
  ],
  [
    ['cursor', 'mouse pointer'],
    ['cursor', 'pointer'],
  ],
  [
    ['copy button', 'copy to clipboard', 'install command'],
    ['script copy button', 'copy button'],
  ],
]

/**
 * A light English stemmer, the same for the query and the text searched: plurals, -ing, -ed and
 * -ation come off, then a final e ("type", "types", "typing" and "typed" are all `typ`). Porter's
 * stemmer would do the same with far more rules than a few hundred short descriptions need.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  let w = word
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  const ending = /(ation|ing|ed)$/.exec(w)?.[1]
  if (ending && w.length - ending.length >= 3 && !(ending === 'ed' && w.endsWith('eed'))) {
    w = w.slice(0, -ending.length) + (ending === 'ation' ? 'at' : '')
    // "running" → "run", "gridded" → "grid"; "scrolling" keeps its double l.
    if (ending !== 'ation' && /([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1)
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1)
  return w
}

/**
 * Lowercase words without accents, split at anything that is not a letter or a digit. Only text
 * beyond ASCII pays for Unicode normalisation (most of what is searched, code above all, is ASCII).
 */
export function foldWords(value: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is what is tested
  const folded = /^[\u0000-\u007f]*$/.test(value) ? value : value.normalize('NFKD').replace(/\p{M}/gu, '')
  return folded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** `splitGraphemes` as "split Graphemes", `iPhone` as "i Phone", `XMLHttp` as "XML Http". */
export const splitCamelCase = (text: string) =>
  text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')

/** Lowercase words without accents; `splitGraphemes` and `iPhone` also count as their parts. */
function words(text: string): { parts: string[]; wholes: string[] } {
  return { parts: foldWords(splitCamelCase(text)), wholes: foldWords(text) }
}

type Field = {
  kind: keyof typeof FIELD_WEIGHTS
  /** Stemmed words in order, for phrases. */
  stems: string[]
  /** Stemmed words written as one (`iPhone` beside `i phone`), and the whole field run together (`logocloud`). */
  compounds: Set<string>
  whole: string
  /** The words as written, for prefixes. */
  raw: string[]
}

function field(kind: Field['kind'], text: string): Field {
  const { parts, wholes } = words(text)
  const stems = parts.map(stemWord)
  const whole = stemWord(parts.join(''))
  return {
    kind,
    stems,
    compounds: new Set([...wholes.map(stemWord), whole]),
    whole,
    raw: [...new Set([...parts, ...wholes])],
  }
}

function fieldsOf(doc: SearchFields): Field[] {
  return [
    field('name', doc.name),
    ...(doc.title ? [field('title', doc.title)] : []),
    ...(doc.categories ?? []).map((category) => field('category', category)),
    ...(doc.description ? [field('description', doc.description)] : []),
  ]
}

/** One alternative a query unit can be found as: a phrase of stemmed words. */
type Alternative = { stems: string[]; factor: number }

/** A word or phrase of the query, each of which must be found. */
type Unit = {
  alternatives: Alternative[]
  /** The word as typed, when the unit is one word that may still be being typed. */
  prefix?: string
  /** A word that carries no meaning ("the", "section"), kept because the query has nothing else. */
  ignorable: boolean
}

const phrase = (text: string) => words(text).parts.map(stemWord)
const key = (stems: readonly string[]) => stems.join(' ')

/** Each phrase people say, with every phrase it can be found as. */
const EXPANSIONS: ReadonlyMap<string, readonly string[][]> = (() => {
  const table = new Map<string, Map<string, string[]>>()
  for (const [said, means] of SYNONYMS) {
    for (const from of said) {
      const alternatives = table.get(key(phrase(from))) ?? new Map<string, string[]>()
      for (const to of [...said, ...means]) alternatives.set(key(phrase(to)), phrase(to))
      table.set(key(phrase(from)), alternatives)
    }
  }
  return new Map([...table].map(([from, alternatives]) => [from, [...alternatives.values()]]))
})()
const LONGEST_SYNONYM = Math.max(...[...EXPANSIONS.keys()].map((from) => from.split(' ').length))

/**
 * The query as units: the longest phrases of the synonym table first (so "call to action" stays
 * whole), then single words, without the ones that carry no meaning.
 */
function parseQuery(query: string): Unit[] {
  const typed = words(query).parts
  const stems = typed.map(stemWord)
  const units: Unit[] = []
  for (let i = 0; i < stems.length; ) {
    let length = Math.min(LONGEST_SYNONYM, stems.length - i)
    while (length > 0 && !EXPANSIONS.has(key(stems.slice(i, i + length)))) length--
    const own = stems.slice(i, i + Math.max(length, 1))
    const expanded = length > 0 ? (EXPANSIONS.get(key(own)) ?? []) : []
    units.push({
      alternatives: [
        { stems: own, factor: 1 },
        ...expanded.filter((stems) => key(stems) !== key(own)).map((stems) => ({ stems, factor: SYNONYM })),
      ],
      ...(own.length === 1 ? { prefix: typed[i] } : {}),
      ignorable: length <= 1 && IGNORED.has(stems[i] as string),
    })
    i += own.length
  }
  const meaningful = units.filter((unit) => !unit.ignorable)
  return meaningful.length ? meaningful : units
}

/** Where `needle` occurs in `haystack` as consecutive words, or -1. */
function indexOfPhrase(haystack: readonly string[], needle: readonly string[]): number {
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return i
  }
  return -1
}

/** How well one alternative is found in one field: 0 when it is not. */
function matchAlternative(target: Field, { stems }: Alternative): number {
  const at = indexOfPhrase(target.stems, stems)
  if (at === -1) {
    // "logocloud" or "iphone": the words run together.
    const joined = stems.join('')
    if (joined === target.whole) return WHOLE_FIELD
    return stems.length === 1 && target.compounds.has(joined) ? 1 : 0
  }
  if (at === 0 && stems.length === target.stems.length) return WHOLE_FIELD
  return at === 0 && target.kind !== 'description' ? FIELD_START : 1
}

function matchPrefix(target: Field, prefix: string, last: boolean): number {
  const min = target.kind === 'description' ? DESCRIPTION_PREFIX_MIN : last ? 1 : 2
  if (prefix.length < min) return 0
  const at = target.raw.findIndex((word) => word.startsWith(prefix))
  if (at === -1) return 0
  return PREFIX * (at === 0 && target.kind !== 'description' ? FIELD_START : 1)
}

/** A unit's score in a document: its best field, plus a little for each other kind of field that has it. */
function scoreUnit(fields: readonly Field[], unit: Unit, last: boolean): number {
  const best = new Map<Field['kind'], number>()
  for (const target of fields) {
    // Every description has its "the" and its "section".
    if (unit.ignorable && target.kind === 'description') continue
    let score = 0
    for (const alternative of unit.alternatives)
      score = Math.max(score, matchAlternative(target, alternative) * alternative.factor)
    if (unit.prefix) score = Math.max(score, matchPrefix(target, unit.prefix, last))
    score *= FIELD_WEIGHTS[target.kind]
    if (score > (best.get(target.kind) ?? 0)) best.set(target.kind, score)
  }
  const scores = [...best.values()].sort((a, b) => b - a)
  const [top = 0, ...rest] = scores
  return top + OTHER_FIELDS * rest.reduce((sum, score) => sum + score, 0)
}

const bare = (text: string) => words(text).parts.join(' ')

/** The score of one document for a parsed query; 0 when some unit is not found. */
function scoreDocument(doc: SearchFields, units: readonly Unit[], query: string): number {
  const fields = fieldsOf(doc)
  let total = 0
  for (const [i, unit] of units.entries()) {
    const score = scoreUnit(fields, unit, i === units.length - 1)
    if (score === 0) return 0
    total += score
  }
  const asked = bare(query)
  if (asked === bare(doc.name.replace(/-/g, ' ')) || (doc.title && asked === bare(doc.title))) total += EXACT_BONUS
  return total * (doc.weight ?? 1)
}

/**
 * The documents that match every word of the query, best first; documents that score the same stay
 * in the order given (the registry's, the sidebar's), so the same query always lists the same way.
 * A blank query matches nothing.
 */
export function rankBy<T>(docs: readonly T[], query: string, fields: (doc: T) => SearchFields): T[] {
  const units = parseQuery(query)
  if (!units.length) return []
  return docs
    .map((doc, index) => ({ doc, index, score: scoreDocument(fields(doc), units, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ doc }) => doc)
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  'registry:block': 'block',
  'registry:example': 'example',
  'registry:hook': 'hook',
  'registry:lib': 'utility',
}

const text = (value: unknown) => (typeof value === 'string' && value ? [value] : [])

/**
 * What the ranking reads of a registry item: its name, title and description; its docs section,
 * block category and shadcn categories; a word for its kind ("block", "hook"). Examples weigh half.
 */
export function searchableItem(item: SearchableItem): SearchFields {
  return {
    name: item.name,
    title: item.title,
    description: item.description,
    categories: [
      ...text(item.meta?.section),
      ...text(item.meta?.category),
      ...(item.categories ?? []),
      ...text(KIND_WORDS[item.type]),
    ],
    ...(item.type === 'registry:example' ? { weight: EXAMPLE_WEIGHT } : {}),
  }
}

/** Registry items matching the query, best first (see rankBy). */
export function searchRegistryItems<T extends SearchableItem>(items: readonly T[], query: string): T[] {
  return rankBy(items, query, searchableItem)
}
