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
