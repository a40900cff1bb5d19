import { z } from 'zod'
import { dashedWords } from './query'
import { SNIPPET_TAG_FILTER_MAX, snippetCategories, snippetLanguages, snippetPlans } from './snippet-constants'
import { SNIPPET_DESCRIPTION_MAX, SNIPPET_TITLE_MAX, SNIPPET_TITLE_MIN } from './snippet-submission'

/**
 * The catalogue's content as files (content/ at the repository's root), checked by these contracts
 * when the server seeds and when the site is built: a file off its contract stops both with the
 * file and the field.
 *
 * A snippet is two files side by side in its language's folder: `<slug>.md`, front matter
 * (snippetFrontMatter) then its notes as Markdown, and `<slug>.<extension>` (snippetFileExtensions),
 * its code exactly as a visitor copies it.
 */

/** Each language's folder under content/snippets and the extension of its code files. */
export const snippetFileExtensions = {
  JavaScript: { folder: 'javascript', extension: 'js' },
  TypeScript: { folder: 'typescript', extension: 'ts' },
  Python: { folder: 'python', extension: 'py' },
  CSS: { folder: 'css', extension: 'css' },
  YAML: { folder: 'yaml', extension: 'yml' },
  SQL: { folder: 'sql', extension: 'sql' },
  Go: { folder: 'go', extension: 'go' },
} as const satisfies Record<(typeof snippetLanguages)[number], { folder: string; extension: string }>

/** A price in US dollars: more than nothing, in whole cents. */
const dollars = z
  .number('Please give a price in US dollars, such as 4.99')
  .positive('Please give a price above 0')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Please give the price in whole cents, such as 4.99',
  )

/** The front matter of a snippet's Markdown file. Keys are the API's (snake_case); any other key is an error. */
export const snippetFrontMatter = z
  .strictObject({
    title: z.string().trim().min(SNIPPET_TITLE_MIN).max(SNIPPET_TITLE_MAX),
    /** One or two sentences: what it does and when to reach for it. */
    description: z
      .string()
      .trim()
      .max(SNIPPET_DESCRIPTION_MAX)
      .refine((text) => {
        const sentences = text.match(/[.!?](?=\s|$)/g)?.length ?? 0
        return sentences >= 1 && sentences <= 2
      }, 'Please write one or two sentences'),
    language: z.enum(snippetLanguages),
    category: z.enum(snippetCategories),
    tags: z
      .array(
        dashedWords(SNIPPET_TAG_FILTER_MAX, 'Please write tags as dashed lowercase words, such as graceful-shutdown'),
      )
      .min(2, 'Please give 2 to 5 tags')
      .max(5, 'Please give 2 to 5 tags')
      .refine((tags) => new Set(tags).size === tags.length, 'Please give each tag once'),
    plan: z.enum(snippetPlans).default('free'),
    /** For a pro snippet only, in US dollars. */
    price: dollars.optional(),
    /** The list price before a discount: above `price`. */
    original_price: dollars.optional(),
  })
  .superRefine((fields, context) => {
    if (fields.plan === 'pro' && fields.price === undefined)
      context.addIssue({ code: 'custom', path: ['price'], message: 'A pro snippet needs a price' })
    if (fields.plan === 'free') {
      for (const key of ['price', 'original_price'] as const)
        if (fields[key] !== undefined)
          context.addIssue({ code: 'custom', path: [key], message: 'A free snippet has no price' })
    }
    if (fields.original_price !== undefined && fields.original_price <= (fields.price ?? 0))
      context.addIssue({
        code: 'custom',
        path: ['original_price'],
        message: 'The original price must be above the price',
      })
  })
export type SnippetFrontMatter = z.infer<typeof snippetFrontMatter>
