import { z } from 'zod'
import { dashedWords } from './query'
import { SNIPPET_TAG_FILTER_MAX, snippetCategories, snippetLanguages, snippetPlans } from './snippet-constants'
import { SNIPPET_DESCRIPTION_MAX, SNIPPET_TITLE_MAX, SNIPPET_TITLE_MIN } from './snippet-submission'
import { TEMPLATE_TAG_MAX, templateCategorySlugList, templateLanguages } from './template-constants'

/**
 * The catalogue's content as files (content/ at the repository's root), checked by these contracts
 * when the server seeds and when the site is built: a file off its contract stops both with the
 * file and the field.
 *
 * A snippet is two files side by side in its language's folder: `<slug>.md`, front matter
 * (snippetFrontMatter) then its notes as Markdown, and `<slug>.<extension>` (snippetFileExtensions),
 * its code exactly as a visitor copies it.
 *
 * A template is a folder in its category's folder (content/templates/<category>/<slug>/):
 * `template.yaml` (templateManifest), `README.md` (shipped in the download and shown on the page)
 * and `files/`, every file exactly as the download's zip holds it.
 */

export { exampleFile, snippetFileExtensions } from './snippet-constants'

/** A price in US dollars: more than nothing, in whole cents. */
const dollars = z
  .number('Please give a price in US dollars, such as 4.99')
  .positive('Please give a price above 0')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Please give the price in whole cents, such as 4.99',
  )

/** Whether a date written YYYY-MM-DD names a real day. */
const realDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** A free item has no price; a paid one may show a higher list price it is discounted from. */
function pricesAgree(
  fields: { price?: number | undefined; original_price?: number | undefined },
  context: z.RefinementCtx,
  paid: boolean,
  noun: string,
) {
  if (paid && fields.price === undefined)
    context.addIssue({ code: 'custom', path: ['price'], message: `A pro ${noun} needs a price` })
  if (!paid && fields.original_price !== undefined)
    context.addIssue({ code: 'custom', path: ['original_price'], message: `A free ${noun} has no price` })
  if (fields.original_price !== undefined && fields.original_price <= (fields.price ?? 0))
    context.addIssue({
      code: 'custom',
      path: ['original_price'],
      message: 'The original price must be above the price',
    })
}

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
    if (fields.plan === 'free' && fields.price !== undefined)
      context.addIssue({ code: 'custom', path: ['price'], message: 'A free snippet has no price' })
    pricesAgree(fields, context, fields.plan === 'pro', 'snippet')
  })

type TemplateCategory = (typeof templateCategorySlugList)[number]

/** A template's `template.yaml`. Keys are the API's (snake_case); any other key is an error. */
export const templateManifest = z
  .strictObject({
    name: z.string().trim().min(3).max(100),
    /** One or two sentences: what it gives you and when to reach for it. */
    description: z.string().trim().min(10).max(400),
    category: z.enum(templateCategorySlugList as [TemplateCategory, ...TemplateCategory[]]),
    language: z.enum(templateLanguages),
    tags: z
      .array(dashedWords(TEMPLATE_TAG_MAX, 'Please write tags as dashed lowercase words, such as reverse-proxy'))
      .min(2, 'Please give 2 to 6 tags')
      .max(6, 'Please give 2 to 6 tags')
      .refine((tags) => new Set(tags).size === tags.length, 'Please give each tag once'),
    /** In US dollars for a paid template; absent for a free one. */
    price: dollars.optional(),
    original_price: dollars.optional(),
    /** The day it was published (the `newest` sort), YYYY-MM-DD. */
    published: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please write the day as YYYY-MM-DD')
      .refine(realDay, 'Not a real day'),
    /** Every file under files/, each once, in the order the template page lists them (the first is shown first). */
    files: z
      .array(z.string().min(1))
      .min(1, 'Please list the files under files/')
      .refine((paths) => new Set(paths).size === paths.length, 'Please list each file once'),
  })
  .superRefine((fields, context) => pricesAgree(fields, context, fields.price !== undefined, 'template'))
