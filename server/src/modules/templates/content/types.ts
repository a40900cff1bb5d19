import type { TemplateCategorySlug, TemplateLanguage } from '@snipstack/contracts'
import type { TemplateFileRecord } from '../../../db/schema'

/** One file of a template, as it lands on the user's disk (and in the download's zip). */
export type TemplateFile = TemplateFileRecord

/**
 * One template written for Snipstack, as the seed stores it: read from its folder under
 * content/templates by files.ts.
 */
export type TemplateSeed = {
  /** Lowercase words joined by dashes, unique across every template: the page is /templates/{slug}. */
  slug: string
  name: string
  /** One or two sentences: what it gives you and when to reach for it. */
  description: string
  category: TemplateCategorySlug
  language: TemplateLanguage
  /** Two to six lowercase tags, dashed words. */
  tags: string[]
  /** Markdown (no JSX, no raw HTML): what is inside, how to use it, what to change. Also shipped as README.md. */
  readme: string
  /** Every file but README.md (which is made from `readme`). */
  files: TemplateFile[]
  /** In US dollars for paid templates; absent for free ones. */
  price?: number
  /** The list price before a discount, higher than `price`. */
  originalPrice?: number
  /** ISO date (YYYY-MM-DD) it was published: the `newest` sort. */
  published: string
}
