import { stemWord } from '@snipstack/contracts/item-search'
import { foldedWords, stemsOf } from './search-words'

/**
 * The catalogue's search, in process: an inverted index over every published row's title, tags,
 * description and code, answering a search without a database query. PostgreSQL stays the source
 * of truth; the index is built from it and kept in step with it (catalog/search-sync.ts), so a
 * search costs microseconds of this process's time instead of milliseconds of the database's one
 * thread, and one visitor's common word no longer queues everyone else's.
 *
 * Ranking (docs/product.md, Search, says it for readers): every word of the query must be found. A word is
 * found as itself (its stem), as a synonym, as the start of a longer word when it is the word being
 * typed, or with a typo in a title or tag word. Where it is found weighs: title 8, tags 4,
 * description 2, code 1; how it is found scales that: itself 1, synonym 0.7, start of a word 0.5,
 * typo 0.4. A row's score is the sum over the words of each word's best; equal scores show the
 * newest first, then by title and slug, so the order is total and a row never shows on two pages.
 *
 * Cost is bounded per search, whatever is typed: at most MAX_WORDS words, MAX_PREFIX_TERMS words
 * started and MAX_TYPO_TERMS near misses per word, and no more than MAX_POSTINGS index entries read
 * in all; past that budget the weakest ways of matching are dropped, never the words themselves.
 */

export const FIELDS = ['title', 'tags', 'description', 'code'] as const
export type Field = (typeof FIELDS)[number]
const FIELD_WEIGHTS = [8, 4, 2, 1] as const
/** Bits of a posting's mask: which fields hold the word. */
const TITLE = 1
const TAGS = 2
const ALL_FIELDS = 15

const EXACT = 1
const SYNONYM = 0.7
const PREFIX = 0.5
const TYPO = 0.4

/** Words of a query past this many are ignored (the contract's longest text has about 20). */
export const MAX_WORDS = 8
/** The most indexed words one typed prefix stands for, the most frequent first. */
export const MAX_PREFIX_TERMS = 32
/** A prefix shorter than this finds nothing as a prefix: "a" starts a tenth of all words. */
const PREFIX_MIN = 2
/** The most near misses one word stands for. */
export const MAX_TYPO_TERMS = 8
/** A word shorter than this is never matched with a typo: "cat" is one letter from far too much. */
const TYPO_MIN = 4
/** A word longer than this is no misspelt word people type: it is matched as typed only. */
const TYPO_MAX = 24
/** The most index entries one search reads, however common its words: a bound on its work. */
export const MAX_POSTINGS = 1_500_000
/** A word in at least one row of this many gets bitsets of its rows as well (bitsOf). */
const BITSET_FROM = 64

/**
 * Words that carry no meaning in a search ("how to parse a date"); a query made only of them
 * keeps them, so that searching for "how to" still finds something.
 */
const IGNORED = new Set(
  [
    ...['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from', 'into', 'as'],
    ...['i', 'me', 'my', 'we', 'our', 'your', 'some', 'any', 'that', 'this', 'it', 'is', 'are', 'be', 'how'],
    ...['snippet', 'snippets', 'template', 'templates', 'example', 'code'],
  ].map(stemWord),
)

/**
 * Names developers give to the same thing. A typed word on the left also finds the words on the
 * right (and the other way round: each line is a group of equals). Keep it small and literal.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['py', 'python'],
  ['golang', 'go'],
  ['cpp', 'cplusplus', 'cxx'],
  ['csharp', 'dotnet'],
  ['rb', 'ruby'],
  ['rs', 'rust'],
  ['sh', 'bash', 'shell'],
  ['k8s', 'kubernetes'],
  ['pg', 'postgres', 'postgresql'],
  ['db', 'database'],
  ['auth', 'authentication', 'login', 'signin'],
  ['env', 'environment', 'dotenv'],
  ['config', 'configuration', 'settings'],
  ['regex', 'regexp'],
  ['http', 'https'],
  ['dir', 'directory', 'folder'],
  ['delete', 'remove'],
  ['copy', 'clone', 'duplicate'],
  ['ci', 'pipeline'],
  ['mq', 'queue'],
  ['async', 'await', 'promise'],
]
const SYNONYMS = new Map<string, string[]>()
for (const group of SYNONYM_GROUPS) {
  const stems = group.map(stemWord)
  for (const stem of stems)
    SYNONYMS.set(stem, [...new Set([...(SYNONYMS.get(stem) ?? []), ...stems.filter((s) => s !== stem)])])
}

export type SearchText = { title: string; tags: readonly string[]; description: string; code?: string }

/** How rows compare when their scores are equal, and how a non-relevance sort orders them. */
export type RowOrder<R> = (a: R, b: R) => number

/** Texts in code-point order: the index's sorts, ties broken down to a unique key. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
/** The same, case folded, for the sorts the lists make by `lower(…)`. */
export const byLowerText = (a: string, b: string) => byText(a.toLowerCase(), b.toLowerCase())

/** One row to index: its id, its searchable text and the row itself, which searches answer with. */
export type IndexedRow<R> = { id: string; text: SearchText; row: R }

export type SearchOptions<R> = {
  offset: number
  limit: number
  /** Only rows it accepts are counted and answered (language, category, tag…). */
  filter?: (row: R) => boolean
  /** Orders matches instead of their relevance (title, most viewed…); ties by `tieBreak`. */
  order?: RowOrder<R>
}

export type SearchResult<R> = { total: number; rows: R[] }

/**
 * Where one indexed word is: the rows (by number, ascending) and, for each, which fields hold it.
 * `ranked` is the same rows best first (title before tags before description before code, then by
 * recency and tie-break), built when a search first needs it and dropped when the word's rows change.
 * `bitsets`, for a common word, is the same rows as bitsets (bit n: row n), built and dropped alike.
 */
type Postings = {
  docs: number[]
  masks: number[]
  ranked?: Int32Array
  rankedLevels?: Uint8Array
  bitsets?: WordBits
}
/**
 * A common word's rows as bitsets: all of them, and those whose strongest field is the title, the
 * tags or the description (the rest are code).
 */
type WordBits = { all: Uint32Array; byField: readonly [Uint32Array, Uint32Array, Uint32Array] }
/** A way of finding a word: an indexed word, its weight, and the fields it counts in (bits). */
type Expansion = { term: string; weight: number; fields: number; postings: Postings }

/**
 * A number that changes when a row's searchable text does (53 bits of a 64-bit hash). The index
 * keeps it instead of the text: a text object and tag list per row would be two more objects for
 * the collector to trace on every full collection, and over 100,000 rows those pauses are what
 * the slowest searches wait for.
 */
function textPrint({ title, tags, description, code = '' }: SearchText): number {
  return Number(
    BigInt.asUintN(53, BigInt(Bun.hash(`${title}\u0000${tags.join('\u0001')}\u0000${description}\u0000${code}`))),
  )
}

/** Restricted Damerau–Levenshtein distance, or `max + 1` as soon as it is past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = current[0]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length] ?? max + 1
}

const typoAllowance = (word: string) => (word.length >= 8 ? 2 : 1)

function deletions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

/**
 * How the index orders rows of equal score: `recency`, a number from 0 to RECENCY_MAX where higher
 * comes first (the catalogue's creation time in milliseconds: newest first), then `tieBreak`, which
 * must be total (end on a unique key), so that pages never overlap.
 */
export type TieOrder<R> = { recency: (row: R) => number; tieBreak: RowOrder<R> }

/** Recency is kept below this: milliseconds until the year 2096. */
const RECENCY_MAX = 4e12

/** An index of rows of type R. */
export class SearchIndex<R> {
  private readonly terms = new Map<string, Postings>()
  /** Stems found in a title or tag, by each of their one-letter deletions and themselves: typo lookups. */
  private readonly nearMisses = new Map<string, string[]>()
  private readonly nearMissStems = new Set<string>()
  private sortedTerms: string[] = []
  private sortedDirty = false
  private rows: (R | undefined)[] = []
  /** Each row's textPrint (NaN once removed). */
  private prints: number[] = []
  private readonly numbers = new Map<string, number>()
  private dead = 0
  // Per-search scratch space, by row number, reused between searches (stamped, never cleared).
  private stamp = new Uint32Array(0)
  private wordStamp = new Uint32Array(0)
  private score = new Float64Array(0)
  private wordScore = new Float64Array(0)
  /** Bit n is set while row n is indexed (removed rows keep their entries until compaction). */
  private alive = new Uint32Array(0)
  /** Bitsets of the rows one word finds and the rows every word finds, as long as `alive`. */
  private wordBits = new Uint32Array(0)
  private queryBits = new Uint32Array(0)
  private epoch = 0
  private wordEpoch = 0

  private recency = new Float64Array(0)
  private readonly recencyOf: TieOrder<R>['recency']
  private readonly tieBreak: RowOrder<R>

  /**
   * `bitsetFrom`: a word in at least one row of this many gets bitsets (BITSET_FROM). Tests set it
   * to 0 (no word gets any) to check that the other ways of reading a word answer the same.
   */
  constructor(
    { recency, tieBreak }: TieOrder<R>,
    private readonly bitsetFrom = BITSET_FROM,
  ) {
    this.recencyOf = recency
    this.tieBreak = tieBreak
  }

  /** How many rows the index answers with. */
  get size(): number {
    return this.numbers.size
  }

  /** The row indexed under `id`, if any. */
  get(id: string): R | undefined {
    const number = this.numbers.get(id)
    return number === undefined ? undefined : this.rows[number]
  }

  /**
   * Adds a row or replaces the one with its id. A row whose text did not change (a new view count,
   * a rating) keeps its place in the index and only its data is replaced.
   */
  upsert({ id, text, row }: IndexedRow<R>): void {
    const existing = this.numbers.get(id)
    if (existing !== undefined) {
      if (this.prints[existing] === textPrint(text)) {
        this.rows[existing] = row
        const recency = this.clampedRecency(row)
        if (recency !== this.recency[existing]) {
          this.recency[existing] = recency
          for (const stem of this.stemMasks(text).keys()) {
            const postings = this.terms.get(stem)
            if (postings) postings.ranked = undefined
          }
        }
        return
      }
      this.remove(id)
    }
    const number = this.rows.length
    this.rows.push(row)
    this.prints.push(textPrint(text))
    this.numbers.set(id, number)
    this.ensureScratch()
    setBit(this.alive, number)
    this.recency[number] = this.clampedRecency(row)
    for (const [stem, mask] of this.stemMasks(text)) {
      let postings = this.terms.get(stem)
      if (!postings) {
        postings = { docs: [], masks: [] }
        this.terms.set(stem, postings)
        this.sortedDirty = true
      }
      if (mask & (TITLE | TAGS)) this.addNearMiss(stem)
      postings.docs.push(number)
      postings.masks.push(mask)
      postings.ranked = undefined
      postings.bitsets = undefined
    }
  }

  /** Removes the row with this id, if indexed. Its entries are dropped at the next compaction. */
  remove(id: string): void {
    const number = this.numbers.get(id)
    if (number === undefined) return
    this.numbers.delete(id)
    this.rows[number] = undefined
    this.prints[number] = Number.NaN
    clearBit(this.alive, number)
    this.dead++
    // Entries of removed rows are skipped while read; once they are a quarter of the index, the
    // index is rewritten without them so searches do not pay for them forever.
    if (this.dead > 1000 && this.dead * 4 > this.rows.length) this.compact()
  }

  /** The stems of a row's text, each with the fields (bits) that hold it. */
  private stemMasks(text: SearchText): Map<string, number> {
    const masks = new Map<string, number>()
    const mark = (stems: Iterable<string>, bit: number) => {
      for (const stem of stems) masks.set(stem, (masks.get(stem) ?? 0) | bit)
    }
    mark(stemsOf(text.title), TITLE)
    mark(stemsOf(text.tags.join(' ')), TAGS)
    mark(stemsOf(text.description), 4)
    if (text.code) mark(stemsOf(text.code), 8)
    return masks
  }

  private clampedRecency(row: R): number {
    const value = this.recencyOf(row)
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), RECENCY_MAX - 1) : 0
  }

  private addNearMiss(stem: string) {
    if (stem.length < TYPO_MIN || this.nearMissStems.has(stem)) return
    this.nearMissStems.add(stem)
    for (const key of [stem, ...deletions(stem)]) {
      const list = this.nearMisses.get(key)
      if (list) list.push(stem)
      else this.nearMisses.set(key, [stem])
    }
  }

  private compact() {
    const renumber = new Int32Array(this.rows.length).fill(-1)
    const rows: R[] = []
    const prints: number[] = []
    // In row-number order, so that every word's rows stay in ascending order.
    const kept = [...this.numbers].sort((a, b) => a[1] - b[1])
    for (const [id, number] of kept) {
      renumber[number] = rows.length
      this.numbers.set(id, rows.length)
      rows.push(this.rows[number] as R)
      prints.push(this.prints[number] ?? Number.NaN)
    }
    for (const [term, postings] of this.terms) {
      const docs: number[] = []
      const masks: number[] = []
      postings.docs.forEach((doc, i) => {
        const to = renumber[doc] ?? -1
        if (to >= 0) {
          docs.push(to)
          masks.push(postings.masks[i] ?? 0)
        }
      })
      if (docs.length) this.terms.set(term, { docs, masks })
      else this.terms.delete(term)
    }
    this.rows = rows
    this.prints = prints
    this.dead = 0
    this.alive.fill(0)
    for (let number = 0; number < rows.length; number++) setBit(this.alive, number)
    const recency = new Float64Array(this.recency.length)
    rows.forEach((row, number) => {
      recency[number] = this.clampedRecency(row)
    })
    this.recency = recency
    this.sortedDirty = true
  }

  /** How many rows hold an indexed word (removed rows among them until the next compaction). */
  private rowsWith(term: string): number {
    return this.terms.get(term)?.docs.length ?? 0
  }

  /** The indexed words that start with `prefix`, the most frequent first. */
  private prefixTerms(prefix: string, except: string): string[] {
    if (this.sortedDirty) {
      this.sortedTerms = [...this.terms.keys()].sort()
      this.sortedDirty = false
    }
    const terms = this.sortedTerms
    let low = 0
    let high = terms.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((terms[mid] as string) < prefix) low = mid + 1
      else high = mid
    }
    const found: string[] = []
    // A short prefix starts thousands of words; the first few hundred, alphabetically, are read.
    for (let i = low; i < terms.length && i < low + 512; i++) {
      const term = terms[i] as string
      if (!term.startsWith(prefix)) break
      if (term !== except) found.push(term)
    }
    // Each word's count read once, not at every comparison of the sort.
    return found
      .map((term) => ({ term, rows: this.rowsWith(term) }))
      .sort((a, b) => b.rows - a.rows)
      .slice(0, MAX_PREFIX_TERMS)
      .map(({ term }) => term)
  }

  /** Title and tag words one or two typos from `stem`, the closest and most frequent first. */
  private typoTerms(stem: string): string[] {
    if (stem.length < TYPO_MIN || stem.length > TYPO_MAX) return []
    const max = typoAllowance(stem)
    const candidates = new Set<string>()
    for (const key of [stem, ...deletions(stem)])
      for (const term of this.nearMisses.get(key) ?? []) candidates.add(term)
    candidates.delete(stem)
    const scored: Array<[string, number]> = []
    for (const term of candidates) {
      const distance = editDistance(stem, term, max)
      if (distance <= max) scored.push([term, distance])
    }
    return scored
      .sort((a, b) => a[1] - b[1] || this.rowsWith(b[0]) - this.rowsWith(a[0]))
      .slice(0, MAX_TYPO_TERMS)
      .map(([term]) => term)
  }

  /** The ways one typed word is found, strongest first, each at most once. */
  private expansions(word: string, typing: boolean): Expansion[] {
    const stem = stemWord(word)
    const out: Expansion[] = []
    const seen = new Set<string>()
    const add = (term: string, weight: number, fields = ALL_FIELDS) => {
      if (seen.has(term)) return
      seen.add(term)
      const postings = this.terms.get(term)
      if (postings) out.push({ term, weight, fields, postings })
    }
    add(stem, EXACT)
    if (word !== stem) add(word, EXACT)
    for (const synonym of SYNONYMS.get(stem) ?? []) add(synonym, SYNONYM)
    if (typing && word.length >= PREFIX_MIN) for (const term of this.prefixTerms(word, stem)) add(term, PREFIX)
    // A near miss counts in titles and tags only: in descriptions and code it finds mostly noise.
    // A word that is itself a title or tag word is taken as meant, not as a typo for its neighbours.
    if (!this.nearMissStems.has(stem)) for (const term of this.typoTerms(stem)) add(term, TYPO, TITLE | TAGS)
    return out
  }

  private ensureScratch() {
    const size = this.rows.length
    if (this.stamp.length >= size) return
    const grown = Math.max(size, this.stamp.length * 2, 1024)
    const recency = new Float64Array(grown)
    recency.set(this.recency)
    this.recency = recency
    this.stamp = new Uint32Array(grown)
    this.wordStamp = new Uint32Array(grown)
    this.score = new Float64Array(grown)
    this.wordScore = new Float64Array(grown)
    const words = (grown + 31) >>> 5
    const alive = new Uint32Array(words)
    alive.set(this.alive)
    this.alive = alive
    this.wordBits = new Uint32Array(words)
    this.queryBits = new Uint32Array(words)
    this.epoch = 0
    this.wordEpoch = 0
  }

  /** The query's words as searched: folded, at most MAX_WORDS, without filler unless only filler. */
  static queryWords(query: string): string[] {
    const words = [...new Set(foldedWords(query))]
    const meaningful = words.filter((word) => !IGNORED.has(stemWord(word)))
    return (meaningful.length ? meaningful : words).slice(0, MAX_WORDS)
  }

  /**
   * The rows matching `query`, counted in full and answered from `offset` for `limit` rows, by
   * relevance unless `order` is given. A query without words matches nothing.
   */
  search(query: string, { offset, limit, filter, order }: SearchOptions<R>): SearchResult<R> {
    const words = SearchIndex.queryWords(query)
    if (!words.length) return { total: 0, rows: [] }
    // The last word is the one being typed when the query does not end in a space.
    const typing = !/\s$/.test(query)
    const perWord = words.map((word, i) => this.expansions(word, typing && i === words.length - 1))
    if (perWord.some((ways) => !ways.length)) return { total: 0, rows: [] }
    this.withinBudget(perWord)
    this.ensureScratch()
    const [only] = perWord
    if (perWord.length === 1 && only && !order) return this.searchOneWord(only, offset, limit, filter)
    const matches = this.matchesOfAll(perWord, filter)
    // Scores are only needed to rank by relevance.
    if (!order) this.scoreMatches(perWord, matches)
    const rowOf = (doc: number) => this.rows[doc] as R
    let top: number[]
    if (order) {
      top = topK(matches, offset + limit, (a, b) => order(rowOf(a), rowOf(b)) || this.tieBreak(rowOf(a), rowOf(b)))
    } else {
      // Score and recency in one number, compared as numbers: a tenth of a point apart is a
      // different score (weights are tenths), and recency stays below RECENCY_MAX.
      const keys = this.score
      for (const doc of matches)
        keys[doc] = Math.round((keys[doc] as number) * 10) * RECENCY_MAX + (this.recency[doc] as number)
      top = topK(
        matches,
        offset + limit,
        (a, b) => (keys[b] as number) - (keys[a] as number) || this.tieBreak(rowOf(a), rowOf(b)),
      )
    }
    return { total: matches.length, rows: top.slice(offset).map(rowOf) }
  }

  /** The word's rows best first: by field, then recency, then tie-break. Built once per change. */
  private ranked(postings: Postings): { ranked: Int32Array; levels: Uint8Array } {
    if (postings.ranked && postings.rankedLevels) return { ranked: postings.ranked, levels: postings.rankedLevels }
    const { docs, masks } = postings
    const levelOf = new Map<number, number>()
    const order: number[] = []
    for (let p = 0; p < docs.length; p++) {
      const doc = docs[p] as number
      if (this.rows[doc] === undefined) continue
      const mask = masks[p] as number
      levelOf.set(doc, 31 - Math.clz32(mask & -mask))
      order.push(doc)
    }
    const rowOf = (doc: number) => this.rows[doc] as R
    order.sort(
      (a, b) =>
        (levelOf.get(a) as number) - (levelOf.get(b) as number) ||
        (this.recency[b] as number) - (this.recency[a] as number) ||
        this.tieBreak(rowOf(a), rowOf(b)),
    )
    const ranked = Int32Array.from(order)
    const levels = Uint8Array.from(order, (doc) => levelOf.get(doc) as number)
    postings.ranked = ranked
    postings.rankedLevels = levels
    return { ranked, levels }
  }

  /**
   * One word, by relevance: its ways of being found are each already in rank order, so the page
   * is a merge of their heads, and only the count reads every row they hold. A row found several
   * ways shows once, where its best way puts it (the merge meets it there first).
   */
  private searchOneWord(
    ways: Expansion[],
    offset: number,
    limit: number,
    filter: ((row: R) => boolean) | undefined,
  ): SearchResult<R> {
    const rowOf = (doc: number) => this.rows[doc] as R
    // The count: every live row any way finds, once, that the filter lets through.
    const found = this.wordBits
    this.wordRows(ways, found)
    let total = 0
    if (filter) this.forEachRow(found, (doc) => void (filter(rowOf(doc)) && total++))
    else for (let i = 0; i < found.length; i++) total += bitCount((found[i] as number) & (this.alive[i] as number))
    if (offset >= total) return { total, rows: [] }
    // The page: a merge of each way's ranked rows (only the fields it counts in), best score first.
    const lists = ways.map((way) => ({ way, ...this.ranked(way.postings), at: 0 }))
    const headScore = (list: (typeof lists)[number]) =>
      list.way.weight * (FIELD_WEIGHTS[list.levels[list.at] as number] ?? 1)
    const advance = (list: (typeof lists)[number]) => {
      // Past rows removed since the list was built, and fields this way does not count in.
      while (list.at < list.ranked.length) {
        const doc = list.ranked[list.at] as number
        const level = list.levels[list.at] as number
        if (this.rows[doc] !== undefined && list.way.fields & (1 << level)) return
        list.at++
      }
    }
    for (const list of lists) advance(list)
    const shown = this.nextEpoch()
    const rows: R[] = []
    let skipped = 0
    while (rows.length < limit) {
      let best: (typeof lists)[number] | undefined
      let bestScore = -1
      for (const list of lists) {
        if (list.at >= list.ranked.length) continue
        const score = headScore(list)
        if (!best || score > bestScore) {
          best = list
          bestScore = score
          continue
        }
        if (score < bestScore) continue
        const a = list.ranked[list.at] as number
        const b = best.ranked[best.at] as number
        const tie = (this.recency[b] as number) - (this.recency[a] as number) || this.tieBreak(rowOf(a), rowOf(b))
        if (tie < 0) best = list
      }
      if (!best) break
      const doc = best.ranked[best.at] as number
      best.at++
      advance(best)
      if (this.stamp[doc] === shown) continue
      this.stamp[doc] = shown
      if (filter && !filter(rowOf(doc))) continue
      if (skipped < offset) skipped++
      else rows.push(rowOf(doc))
    }
    return { total, rows }
  }

  /**
   * The word's rows as a bitset, for a word in at least one row of BITSET_FROM: there a bitset is
   * no bigger than twice the word's row list, and reading it costs a pass over a few thousand
   * numbers however many rows the word is in (a word in a third of the catalogue is common).
   */
  private bitsOf(postings: Postings): WordBits | undefined {
    if (postings.bitsets) return postings.bitsets
    if (postings.docs.length * this.bitsetFrom < this.rows.length) return undefined
    const words = (this.rows.length + 31) >>> 5
    const bitsets: WordBits = {
      all: new Uint32Array(words),
      byField: [new Uint32Array(words), new Uint32Array(words), new Uint32Array(words)],
    }
    const { docs, masks } = postings
    for (let p = 0; p < docs.length; p++) {
      const doc = docs[p] as number
      setBit(bitsets.all, doc)
      const field = bitsets.byField[lowestField(masks[p] as number)]
      if (field) setBit(field, doc)
    }
    postings.bitsets = bitsets
    return bitsets
  }

  /** Sets in `into`, cleared first, every row (live or removed) any of the word's ways finds. */
  private wordRows(ways: readonly Expansion[], into: Uint32Array): void {
    into.fill(0)
    for (const { fields, postings } of ways) {
      // Every entry holds the word in some field, so a way counting all fields is its whole row set.
      const all = fields === ALL_FIELDS ? this.bitsOf(postings)?.all : undefined
      if (all) {
        for (let i = 0; i < all.length; i++) into[i] = (into[i] as number) | (all[i] as number)
        continue
      }
      const { docs, masks } = postings
      for (let p = 0; p < docs.length; p++) if ((masks[p] as number) & fields) setBit(into, docs[p] as number)
    }
  }

  /** Calls `each` with every live row set in `bits`, in row order. */
  private forEachRow(bits: Uint32Array, each: (doc: number) => void): void {
    for (let i = 0; i < bits.length; i++) {
      let word = (bits[i] as number) & (this.alive[i] as number)
      while (word !== 0) {
        const low = word & -word
        each((i << 5) + 31 - Math.clz32(low))
        word ^= low
      }
    }
  }

  /** The live rows every word finds (through any of its ways) that the filter lets through. */
  private matchesOfAll(perWord: readonly Expansion[][], filter: ((row: R) => boolean) | undefined): number[] {
    const all = this.queryBits
    all.fill(0xffffffff)
    for (const ways of perWord) {
      this.wordRows(ways, this.wordBits)
      for (let i = 0; i < all.length; i++) all[i] = (all[i] as number) & (this.wordBits[i] as number)
    }
    const matches: number[] = []
    this.forEachRow(all, (doc) => {
      if (!filter || filter(this.rows[doc] as R)) matches.push(doc)
    })
    return matches
  }

  /**
   * Each match's score into `score`: the sum over the words of the best way each finds it. A word
   * is looked up row by row (a binary search per way) when the matches are few, and otherwise
   * read whole, whichever reads fewer entries.
   */
  private scoreMatches(perWord: readonly Expansion[][], matches: readonly number[]): void {
    const { score, wordScore, wordStamp } = this
    const all = this.queryBits
    for (const doc of matches) score[doc] = 0
    for (const ways of perWord) {
      const epoch = this.nextWordEpoch()
      const offer = (doc: number, value: number) => {
        if (wordStamp[doc] !== epoch) {
          wordStamp[doc] = epoch
          wordScore[doc] = value
        } else if (value > (wordScore[doc] as number)) wordScore[doc] = value
      }
      for (const { weight, fields, postings } of ways) {
        const bitsets = fields === ALL_FIELDS ? this.bitsOf(postings) : undefined
        if (bitsets) {
          // A common word: each match's strongest field in a few bit tests.
          const [title, tags, description] = bitsets.byField
          for (const doc of matches) {
            if (!hasBit(bitsets.all, doc)) continue
            const field = hasBit(title, doc) ? 0 : hasBit(tags, doc) ? 1 : hasBit(description, doc) ? 2 : 3
            offer(doc, weight * (FIELD_WEIGHTS[field] as number))
          }
          continue
        }
        const { docs, masks } = postings
        if (matches.length * Math.log2(docs.length + 1) < docs.length) {
          // Few matches: a binary search for each in the word's rows.
          for (const doc of matches) {
            const p = indexIn(docs, doc)
            const mask = p < 0 ? 0 : (masks[p] as number) & fields
            if (mask !== 0) offer(doc, weight * fieldWeight(mask))
          }
          continue
        }
        // Many: the word's rows read once, the matches (queryBits, matchesOfAll) picked out.
        for (let p = 0; p < docs.length; p++) {
          const doc = docs[p] as number
          if (!hasBit(all, doc)) continue
          const mask = (masks[p] as number) & fields
          if (mask !== 0) offer(doc, weight * fieldWeight(mask))
        }
      }
      for (const doc of matches)
        score[doc] = (score[doc] as number) + (wordStamp[doc] === epoch ? (wordScore[doc] as number) : 0)
    }
  }

  /** Drops the weakest ways of finding a word until the search reads at most MAX_POSTINGS entries. */
  private withinBudget(perWord: Expansion[][]) {
    let cost = perWord.reduce((sum, ways) => sum + entriesOf(ways), 0)
    while (cost > MAX_POSTINGS) {
      // The weakest way of all, keeping each word's strongest.
      let worst: { word: number; index: number; weight: number } | undefined
      perWord.forEach((ways, word) => {
        for (let index = 1; index < ways.length; index++) {
          const weight = ways[index]?.weight ?? 0
          if (!worst || weight < worst.weight || (weight === worst.weight && index > worst.index))
            worst = { word, index, weight }
        }
      })
      if (!worst) return
      const [dropped] = perWord[worst.word]?.splice(worst.index, 1) ?? []
      cost -= dropped?.postings.docs.length ?? 0
    }
  }

  private nextEpoch(): number {
    this.epoch = this.epoch === 0xffffffff ? 1 : this.epoch + 1
    if (this.epoch === 1) this.stamp.fill(0)
    return this.epoch
  }

  private nextWordEpoch(): number {
    this.wordEpoch = this.wordEpoch === 0xffffffff ? 1 : this.wordEpoch + 1
    if (this.wordEpoch === 1) this.wordStamp.fill(0)
    return this.wordEpoch
  }
}

/** The strongest field in a mask: its lowest bit (0 title, 1 tags, 2 description, 3 code). */
const lowestField = (mask: number) => 31 - Math.clz32(mask & -mask)
/** The weight of the strongest field in a mask. */
const fieldWeight = (mask: number) => FIELD_WEIGHTS[lowestField(mask)] ?? 1

/** Row `n`'s bit in its 32-bit word of a bitset. */
const bitOf = (n: number) => 1 << (n & 31)
const setBit = (bits: Uint32Array, n: number) => {
  bits[n >>> 5] = (bits[n >>> 5] as number) | bitOf(n)
}
const clearBit = (bits: Uint32Array, n: number) => {
  bits[n >>> 5] = (bits[n >>> 5] as number) & ~bitOf(n)
}
const hasBit = (bits: Uint32Array, n: number) => ((bits[n >>> 5] as number) & bitOf(n)) !== 0

/** The set bits of a 32-bit number. */
function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555)
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333)
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** How many index entries reading these ways of finding a word means. */
const entriesOf = (ways: readonly Expansion[]) => ways.reduce((sum, way) => sum + way.postings.docs.length, 0)

/** Where `value` is in the ascending `sorted`, or -1. */
function indexIn(sorted: readonly number[], value: number): number {
  let low = 0
  let high = sorted.length - 1
  while (low <= high) {
    const mid = (low + high) >>> 1
    const at = sorted[mid] as number
    if (at === value) return mid
    if (at < value) low = mid + 1
    else high = mid - 1
  }
  return -1
}

/** The first `k` of `items` in `compare`'s order, without sorting the rest (a bounded max-heap). */
export function topK(items: readonly number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return []
  if (items.length <= k) return [...items].sort(compare)
  // heap[0] is the worst of the best k so far.
  const heap: number[] = []
  const worse = (a: number, b: number) => compare(a, b) > 0
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!worse(heap[i] as number, heap[parent] as number)) break
      ;[heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let top = i
      if (left < heap.length && worse(heap[left] as number, heap[top] as number)) top = left
      if (right < heap.length && worse(heap[right] as number, heap[top] as number)) top = right
      if (top === i) return
      ;[heap[i], heap[top]] = [heap[top] as number, heap[i] as number]
      i = top
    }
  }
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item)
      up(heap.length - 1)
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item
      down(0)
    }
  }
  return heap.sort(compare)
}
