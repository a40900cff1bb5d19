import type { SnippetCategory, SnippetLanguage, SnippetPlan } from '@snipstack/contracts'

/**
 * One snippet written for Snipstack, as the seed stores it: read from its files under
 * content/snippets by files.ts.
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
  /** Its usage example and what that prints (examples.ts runs it); already shown at the end of `mdx`. */
  example?: SnippetExample
}

/** A program using the snippet (run after its code) and the standard output it must print. */
export type SnippetExample = { code: string; output: string }
