import type { SnippetCategory, SnippetLanguage, SnippetPlan } from '@snipstack/contracts'

/**
 * One snippet written for Snipstack, as the seed stores it. Each language's snippets live in a module
 * of their own beside this file and are collected by `index.ts`.
 */
export type SnippetSeed = {
  /** Lowercase words joined by dashes, unique across every snippet: the page is /snippets/{slug}. */
  slug: string
  title: string
  /** One or two sentences: what it does and when to reach for it. */
  description: string
  language: SnippetLanguage
  category: SnippetCategory
  /** Two to five lowercase tags. */
  tags: string[]
  /** The code itself, complete and syntactically valid for its language. */
  code: string
  /** Markdown (no JSX, no raw HTML): what it does, usage with a code block, caveats. */
  mdx: string
  plan: SnippetPlan
  /** In US dollars, for 'pro' snippets only. */
  price?: number
  /** The list price before a discount, higher than `price`. */
  originalPrice?: number
}
