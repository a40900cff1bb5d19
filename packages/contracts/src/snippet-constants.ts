/**
 * The snippet catalogue's constants, with no schema library: the site's route tree imports them
 * (its query-string rules), and importing the schemas there would put zod in every page's first
 * download. The contracts in snippets.ts are built from these.
 */

/**
 * The filter languages of docs/product.md, Snippets, without 'All', first (TypeScript too: the
 * catalogue holds it); then the other languages the catalogue holds snippets in.
 */
export const snippetLanguages = [
  'JavaScript',
  'TypeScript',
  'Python',
  'CSS',
  'YAML',
  'SQL',
  'Go',
  'PHP',
  'Rust',
  'Java',
  'C#',
  'C',
  'C++',
  'Ruby',
  'Bash',
  'Lua',
  'Perl',
  'Elixir',
  'R',
  'Kotlin',
  'Haskell',
  'OCaml',
  'Erlang',
  'Tcl',
  'Common Lisp',
  'Scheme',
] as const
export type SnippetLanguage = (typeof snippetLanguages)[number]

/**
 * Each language's folder under content/snippets and the extension of its code files (and of its
 * examples, where they are written in another language: CSS is shown on an HTML page).
 */
export const snippetFileExtensions = {
  JavaScript: { folder: 'javascript', extension: 'js' },
  TypeScript: { folder: 'typescript', extension: 'ts' },
  Python: { folder: 'python', extension: 'py' },
  CSS: { folder: 'css', extension: 'css', example: { extension: 'html', fence: 'html' } },
  YAML: { folder: 'yaml', extension: 'yml' },
  SQL: { folder: 'sql', extension: 'sql' },
  Go: { folder: 'go', extension: 'go' },
  PHP: { folder: 'php', extension: 'php' },
  Rust: { folder: 'rust', extension: 'rs' },
  Java: { folder: 'java', extension: 'java' },
  'C#': { folder: 'csharp', extension: 'cs' },
  C: { folder: 'c', extension: 'c' },
  'C++': { folder: 'cpp', extension: 'cpp' },
  Ruby: { folder: 'ruby', extension: 'rb' },
  Bash: { folder: 'bash', extension: 'sh' },
  Lua: { folder: 'lua', extension: 'lua' },
  Perl: { folder: 'perl', extension: 'pl' },
  Elixir: { folder: 'elixir', extension: 'exs' },
  R: { folder: 'r', extension: 'R' },
  Kotlin: { folder: 'kotlin', extension: 'kt' },
  Haskell: { folder: 'haskell', extension: 'hs' },
  OCaml: { folder: 'ocaml', extension: 'ml' },
  Erlang: { folder: 'erlang', extension: 'erl' },
  Tcl: { folder: 'tcl', extension: 'tcl' },
  'Common Lisp': { folder: 'common-lisp', extension: 'lisp', example: { extension: 'lisp', fence: 'lisp' } },
  Scheme: { folder: 'scheme', extension: 'scm' },
} as const satisfies Record<
  SnippetLanguage,
  { folder: string; extension: string; example?: { extension: string; fence: string } }
>

/** The extension of a language's example files, and the fence its page shows the example in. */
export function exampleFile(language: SnippetLanguage): { extension: string; fence: string } {
  const files: { folder: string; extension: string; example?: { extension: string; fence: string } } =
    snippetFileExtensions[language]
  return files.example ?? { extension: files.extension, fence: files.folder }
}

/** The categories of docs/product.md, Snippets, without 'All'. */
export const snippetCategories = ['Hook', 'Function', 'Component', 'Config', 'Query'] as const
export type SnippetCategory = (typeof snippetCategories)[number]

/** The `categorySlug` of each category: the route segment of /snippets/category/{categorySlug}. */
export const snippetCategorySlugs = {
  hook: 'Hook',
  function: 'Function',
  component: 'Component',
  config: 'Config',
  query: 'Query',
} as const satisfies Record<string, SnippetCategory>
export type SnippetCategorySlug = keyof typeof snippetCategorySlugs
export const snippetCategorySlugList = Object.keys(snippetCategorySlugs) as SnippetCategorySlug[]

export const snippetPlans = ['free', 'pro'] as const
export type SnippetPlan = (typeof snippetPlans)[number]

/** Without a search, lists are newest first; with one, most relevant first. */
export const snippetSorts = ['relevance', 'newest', 'title', 'popular', 'rating'] as const
export type SnippetSort = (typeof snippetSorts)[number]

/** The snippet list's page size (docs/product.md, Snippets). */
export const SNIPPET_PAGE_SIZE = 9
/** Far beyond any catalogue we will hold; it keeps the row offset a small number. */
export const SNIPPET_PAGE_MAX = 100_000
export const SNIPPET_SEARCH_MAX = 200
/** The list's `tag` filter takes a few dashed words, as the templates' does; a longer one cannot name a tag. */
export const SNIPPET_TAG_FILTER_MAX = 50
export const SNIPPET_SLUG_MAX = 200

/**
 * The discount: round((1 − price ÷ original price) × 100), 0 when the original price is 0. The badge
 * shows only when the price is above 0 (docs/product.md, Catalogue lists).
 */
export function discountPercent(originalPrice: number, price: number): number {
  if (originalPrice === 0) return 0
  return Math.round((1 - price / originalPrice) * 100)
}

/** What the list and single routes answer, and what the site shows for them. */
export const snippetMessages = {
  page: `Please use a page number from 1 to ${SNIPPET_PAGE_MAX}`,
  language: `Please choose one of these languages: ${snippetLanguages.join(', ')}`,
  category: `Please choose one of these categories: ${snippetCategories.join(', ')}`,
  categorySlug: `Please choose one of these categories: ${snippetCategorySlugList.join(', ')}`,
  categoryConflict: 'category and categorySlug name different categories; send one of them',
  sort: `Please sort by one of: ${snippetSorts.join(', ')}`,
  name: `Please keep the search to at most ${SNIPPET_SEARCH_MAX} characters`,
  tag: 'Please give one tag: lowercase letters, digits and dashes',
  slug: 'Please give the snippet slug: lowercase letters, digits and dashes',
  notFound: 'Snippet not found.',
  empty: 'No snippets found matching your criteria.',
} as const
