import type { SnippetCategory, SnippetLanguage } from '@snipstack/contracts'
import type { Db } from '@snipstack/server/db/client'
import { snippets } from '@snipstack/server/db/schema'
import { sql } from 'drizzle-orm'
import { capitalise, type Random, randomFrom, slugOf, weightedPicker, zipfPicker } from './synthetic'

// A synthetic catalogue for the snippets bench (`bun run bench snippets`): bench data only, never
// seeded. It is generated from a fixed seed, so every run and every machine measures the same
// rows, and shaped like a real catalogue so that searches cost what they would: titles, tags,
// descriptions and code built from a few dozen topics whose popularity falls off as real topics'
// does, so a common term such as `debounce` hits a few hundred of 10,000 rows (a title hit for
// some, a tag, description or code mention for more, and near-miss titles like "Debounced …"
// that only the typo-tolerant title match finds), and a rare one a handful.

export const SYNTHETIC_SNIPPET_COUNT = 10_000
export const SYNTHETIC_SEED = 20_240_611
/** The search bench's snippets (`bun run bench search`): ten times the catalogue bench's, as its targets are stated. */
export const SEARCH_BENCH_SNIPPETS = 100_000

/** A row ready to insert: published, dated, attributed to a named source (no member accounts). */
export type SyntheticSnippet = typeof snippets.$inferInsert & {
  language: SnippetLanguage
  category: SnippetCategory
  status: 'published'
  authorName: string
  createdAt: Date
  updatedAt: Date
}

/**
 * Topics by popularity, most popular first; a topic's share of titles falls as 1/rank (Zipf,
 * synthetic.ts), so `debounce` (rank 6) titles about 4 % of the rows and `tokenize` (last) well
 * under 1 %.
 */
const topics = [
  'fetch',
  'format',
  'validate',
  'parse',
  'sort',
  'debounce',
  'cache',
  'filter',
  'retry',
  'throttle',
  'paginate',
  'memoize',
  'merge',
  'group',
  'upload',
  'toggle',
  'flatten',
  'slugify',
  'truncate',
  'schedule',
  'stream',
  'batch',
  'hash',
  'compare',
  'escape',
  'resize',
  'scroll',
  'queue',
  'clone',
  'tokenize',
] as const
type Topic = (typeof topics)[number]

const zipfTopic = zipfPicker(topics)

/** Topics that tend to be mentioned together, so related mentions read plausibly. */
const related: Partial<Record<Topic, Topic[]>> = {
  debounce: ['throttle', 'schedule', 'resize', 'scroll'],
  throttle: ['debounce', 'scroll', 'resize', 'queue'],
  fetch: ['retry', 'cache', 'paginate', 'stream'],
  retry: ['fetch', 'queue', 'schedule'],
  cache: ['memoize', 'fetch', 'hash'],
  memoize: ['cache', 'compare'],
  scroll: ['debounce', 'throttle', 'paginate'],
  resize: ['debounce', 'throttle'],
  schedule: ['debounce', 'queue', 'batch'],
  validate: ['parse', 'format', 'escape'],
  parse: ['validate', 'tokenize', 'format'],
}

/** Which categories each language's snippets come in, with the language's share of the catalogue. */
const languages: ReadonlyArray<{ name: SnippetLanguage; weight: number; categories: SnippetCategory[] }> = [
  { name: 'JavaScript', weight: 30, categories: ['Function', 'Hook', 'Component'] },
  { name: 'TypeScript', weight: 25, categories: ['Function', 'Hook', 'Component'] },
  { name: 'Python', weight: 15, categories: ['Function', 'Query'] },
  { name: 'Go', weight: 10, categories: ['Function', 'Query', 'Config'] },
  { name: 'SQL', weight: 8, categories: ['Query'] },
  { name: 'CSS', weight: 7, categories: ['Component'] },
  { name: 'YAML', weight: 5, categories: ['Config'] },
]
const pickLanguage = weightedPicker(
  languages,
  languages.map((language) => language.weight),
)

/** What a snippet of each category works on: the rest of its title. */
const objects: Record<SnippetCategory, string[]> = {
  Hook: ['Search Input', 'Window Size', 'Form State', 'Media Query', 'Local Storage', 'Scroll Position', 'Timer'],
  Function: ['Array', 'String', 'Object Keys', 'Date Range', 'URL Params', 'Promise', 'Event Handler', 'Number'],
  Component: ['Modal', 'Dropdown Menu', 'Data Table', 'Tabs', 'Tooltip', 'Card Grid', 'Toast', 'Sidebar'],
  Config: ['CI Pipeline', 'Docker Compose', 'Nginx Proxy', 'Linter', 'Deploy Job', 'Cron Schedule'],
  Query: ['Orders', 'Users', 'Events', 'Invoices', 'Sessions', 'Audit Log', 'Products'],
}

const categoryWords: Record<SnippetCategory, string> = {
  Hook: 'Hook',
  Function: 'Helper',
  Component: 'Component',
  Config: 'Config',
  Query: 'Query',
}

const authors = ['Snipstack', 'Ada Byte', 'Linus Loop', 'Grace Stack', 'Ken Tree', 'Margaret Queue', 'Open Snippets']
const licenses = ['MIT', 'MIT', 'MIT', 'CC0-1.0', 'Apache-2.0']

const identifier = (words: string[]) =>
  words
    .flatMap((word) => word.split(' '))
    .map((word, index) => (index === 0 ? word.toLowerCase() : capitalise(word.toLowerCase())))
    .join('')

/** Code in the snippet's language: a function or rule named after the topic, of varied length. */
function codeFor(language: SnippetLanguage, topic: Topic, object: string, mention: Topic | undefined, random: Random) {
  const name = identifier([topic, object])
  const note = mention ? ` Pairs with ${mention}.` : ''
  const steps = Array.from({ length: 2 + random.int(10) }, (_, i) => `step${i}`)
  switch (language) {
    case 'JavaScript':
    case 'TypeScript': {
      const typed = language === 'TypeScript' ? ': unknown[]' : ''
      return [
        `// ${capitalise(topic)} the ${object.toLowerCase()}.${note}`,
        `export function ${name}(input${typed}, options = {}) {`,
        ...steps.map((step, i) => `  const ${step} = options.${step} ?? ${i === 0 ? 'input' : steps[i - 1]}`),
        `  return ${steps[steps.length - 1]}`,
        '}',
        '',
      ].join('\n')
    }
    case 'Python':
      return [
        `# ${capitalise(topic)} the ${object.toLowerCase()}.${note}`,
        `def ${slugOf(`${topic} ${object}`).replaceAll('-', '_')}(items, **options):`,
        ...steps.map((step) => `    ${step} = options.get("${step}", items)`),
        `    return ${steps[steps.length - 1]}`,
        '',
      ].join('\n')
    case 'Go':
      return [
        'package snippets',
        '',
        `// ${capitalise(name)} does the ${topic} step for the ${object.toLowerCase()}.${note}`,
        `func ${capitalise(name)}(items []string) []string {`,
        ...steps.map((step) => `\t${step} := len(items)\n\t_ = ${step}`),
        '\treturn items',
        '}',
        '',
      ].join('\n')
    case 'SQL':
      return [
        `-- ${capitalise(topic)} ${object.toLowerCase()}.${note}`,
        `select id, created_at, ${steps.join(', ')}`,
        `from ${slugOf(object).replaceAll('-', '_')}`,
        "where created_at > now() - interval '7 days'",
        'order by created_at desc',
        `limit ${10 + random.int(90)};`,
        '',
      ].join('\n')
    case 'CSS':
      return [
        `/* ${capitalise(topic)} the ${object.toLowerCase()}.${note} */`,
        `.${slugOf(`${topic} ${object}`)} {`,
        ...steps.map((_, i) => `  --${topic}-${i}: ${i * 4}px;`),
        '  display: grid;',
        '}',
        '',
      ].join('\n')
    case 'YAML':
      return [
        `# ${capitalise(topic)} the ${object.toLowerCase()}.${note}`,
        `${slugOf(object)}:`,
        `  ${topic}: true`,
        ...steps.map((step, i) => `  ${step}: ${i}`),
        '',
      ].join('\n')
    default:
      // The bench's catalogue keeps the seven languages it was first measured on (`languages` above).
      throw new Error(`The synthetic catalogue writes no ${language}`)
  }
}

/**
 * `count` snippets, the same for the same `seed`. Slugs are unique, every row is published and
 * valid for the snippet contract, and `createdAt` rises with the index (a few minutes apart) so
 * that the newest-first order is fixed.
 */
export function syntheticSnippets(count = SYNTHETIC_SNIPPET_COUNT, seed = SYNTHETIC_SEED): SyntheticSnippet[] {
  const random = randomFrom(seed)
  const start = Date.UTC(2024, 0, 1)
  const rows: SyntheticSnippet[] = []
  for (let index = 0; index < count; index++) {
    const language = pickLanguage(random)
    const category = random.pick(language.categories)
    const topic = zipfTopic(random)
    const object = random.pick(objects[category])
    // Mostly a related topic, sometimes any; a third of snippets mention none.
    const neighbours = related[topic]
    const mention =
      random.next() < 0.34 ? undefined : neighbours && random.next() < 0.7 ? random.pick(neighbours) : zipfTopic(random)
    const other = mention === topic ? undefined : mention
    // "Debounced Search Input" is a near miss that full-text search does not find (no stemming),
    // but the typo-tolerant title match does.
    const verb = random.next() < 0.15 ? `${capitalise(topic)}${topic.endsWith('e') ? 'd' : 'ed'}` : capitalise(topic)
    const title = `${verb} ${object} ${categoryWords[category]}`
    const tags = [topic, category.toLowerCase(), language.name.toLowerCase(), ...(other ? [other] : [])]
    const description = `${capitalise(topic)} the ${object.toLowerCase()} in ${language.name}${
      other ? `, with a note on when to ${other} instead` : ''
    }. Copy it, adjust the options and ship.`
    const plan = random.next() < 0.12 ? 'pro' : 'free'
    const priceCents = plan === 'pro' ? 500 + 100 * random.int(20) : null
    const originalPriceCents =
      priceCents !== null && random.next() < 0.5 ? priceCents + 100 * (1 + random.int(10)) : null
    const createdAt = new Date(start + index * 7 * 60_000 + random.int(6 * 60_000))
    const licence = random.pick(licenses)
    const code = codeFor(language.name, topic, object, other, random)
    rows.push({
      slug: `${slugOf(title)}-${index + 1}`,
      title,
      description,
      language: language.name,
      category,
      tags,
      code,
      mdx: `## ${title}\n\n${description}\n\n\`\`\`\n${code}\`\`\`\n`,
      authorName: random.pick(authors),
      sourceUrl: licence === 'MIT' ? null : `https://example.com/snippets/${index + 1}`,
      license: licence,
      plan,
      priceCents,
      originalPriceCents,
      status: 'published',
      createdAt,
      updatedAt: createdAt,
    })
  }
  return rows
}

/** Rows per INSERT: 17 parameters each, well under PostgreSQL's 65,535 per statement. */
const INSERT_BATCH = 1_000

/**
 * Writes the rows in a handful of multi-row INSERTs (the search column and its indexes are
 * maintained as they go), then ANALYZE, so the planner knows the table as autovacuum would have
 * told it on a real database by the time it served traffic.
 */
export async function insertSyntheticSnippets(db: Db, rows: SyntheticSnippet[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db.insert(snippets).values(rows.slice(start, start + INSERT_BATCH))
  await db.execute(sql`analyze ${snippets}`)
}
