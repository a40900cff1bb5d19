import { z } from 'zod'
import { snippetCategories, snippetDetail, snippetLanguages } from './snippets'
import { singleLine, text } from './text'

/**
 * Snippet submission contracts: what a signed-in member sends to publish, change or remove a
 * snippet of their own. The form is multipart (the uploads of docs/product.md, API and errors): the
 * field `body` carries `snippetSubmission` (or `snippetUpdate`) as JSON text and the optional field
 * `file` carries one attachment. The site's form and the server check the same rules with the same
 * words.
 */

export const SNIPPET_TITLE_MIN = 3
export const SNIPPET_TITLE_MAX = 100
export const SNIPPET_DESCRIPTION_MIN = 10
export const SNIPPET_DESCRIPTION_MAX = 300
export const SNIPPET_TAGS_MAX = 5
export const SNIPPET_TAG_MAX = 24
export const SNIPPET_CODE_MAX = 20_000
export const SNIPPET_MDX_MAX = 20_000
export const SNIPPET_ATTACHMENT_MAX_BYTES = 256 * 1024
/** Text formats only: an attachment is served back as plain text, never as what its name claims. */
export const snippetAttachmentExtensions = [
  'js',
  'jsx',
  'ts',
  'tsx',
  'py',
  'css',
  'yml',
  'yaml',
  'sql',
  'go',
  'md',
  'txt',
  'json',
] as const
export type SnippetAttachmentExtension = (typeof snippetAttachmentExtensions)[number]
export const SNIPPET_SUBMISSIONS_PER_HOUR = 10

/** The multipart form fields of a submission or an update. */
export const SNIPPET_SUBMISSION_FIELDS = { body: 'body', file: 'file' } as const

const thousands = (n: number) => n.toLocaleString('en-US')

export const snippetSubmissionMessages = {
  title: `Please enter a title of ${SNIPPET_TITLE_MIN} to ${SNIPPET_TITLE_MAX} characters`,
  description: `Please enter a description of ${SNIPPET_DESCRIPTION_MIN} to ${SNIPPET_DESCRIPTION_MAX} characters`,
  language: 'Please choose a language',
  category: 'Please choose a category',
  tags: `Please use at most ${SNIPPET_TAGS_MAX} tags of at most ${SNIPPET_TAG_MAX} characters each`,
  code: `Please paste the code (at most ${thousands(SNIPPET_CODE_MAX)} characters)`,
  mdx: `Please keep the notes to at most ${thousands(SNIPPET_MDX_MAX)} characters`,
  removeAttachment: 'Please send remove_attachment as true or false',
  body: 'Please send the snippet as JSON text in the form field body',
  multipart: 'Please send the snippet as multipart/form-data with the fields body and file',
  fileCount: 'Please attach one file',
  fileTooLarge: `The file must be at most ${SNIPPET_ATTACHMENT_MAX_BYTES / 1024} KB`,
  fileType: `Please attach a text file: ${snippetAttachmentExtensions.map((extension) => `.${extension}`).join(', ')}`,
  fileText: 'The file must be UTF-8 text, not binary data',
  rateLimited: `You have submitted ${SNIPPET_SUBMISSIONS_PER_HOUR} snippets in the last hour. Please try again later.`,
  notAuthor: 'Only the author can change this snippet.',
  noAttachment: 'This snippet has no attached file.',
} as const

const messages = snippetSubmissionMessages

/**
 * Tags as typed, made comparable: trimmed, lowercase, each once. The limits apply to what is
 * kept, so `['SQL', 'sql ']` is one tag.
 */
const tags = z
  .array(singleLine(messages.tags), messages.tags)
  .default([])
  .transform((values) => [...new Set(values.map((tag) => tag.trim().toLowerCase()))])
  .refine(
    (values) =>
      values.length <= SNIPPET_TAGS_MAX && values.every((tag) => tag.length >= 1 && tag.length <= SNIPPET_TAG_MAX),
    messages.tags,
  )

export const snippetSubmission = z.object({
  title: singleLine(messages.title)
    .trim()
    .min(SNIPPET_TITLE_MIN, messages.title)
    .max(SNIPPET_TITLE_MAX, messages.title),
  description: text(messages.description)
    .trim()
    .min(SNIPPET_DESCRIPTION_MIN, messages.description)
    .max(SNIPPET_DESCRIPTION_MAX, messages.description),
  language: z.enum(snippetLanguages, messages.language),
  category: z.enum(snippetCategories, messages.category),
  tags,
  // Not trimmed: leading indentation and a final newline are part of the code.
  code: text(messages.code)
    .min(1, messages.code)
    .max(SNIPPET_CODE_MAX, messages.code)
    .refine((code) => code.trim().length > 0, messages.code),
  mdx: text(messages.mdx).max(SNIPPET_MDX_MAX, messages.mdx).default('').describe('Notes in Markdown; no raw HTML.'),
})
export type SnippetSubmissionInput = z.input<typeof snippetSubmission>
export type SnippetSubmission = z.output<typeof snippetSubmission>

/**
 * An update sends the whole snippet again. Without a new file the attachment stays, unless
 * `remove_attachment` is true; a new file replaces it either way.
 */
export const snippetUpdate = snippetSubmission.extend({
  remove_attachment: z.boolean(messages.removeAttachment).optional(),
})
export type SnippetUpdateInput = z.input<typeof snippetUpdate>
export type SnippetUpdate = z.output<typeof snippetUpdate>

/** `POST /api/snippets/submit` (201) and `PUT /api/snippets/update` (200). */
export const snippetWriteResponse = z.object({ snippet: snippetDetail })
export type SnippetWriteResponse = z.infer<typeof snippetWriteResponse>

/** `DELETE /api/snippets/delete`. */
export const snippetDeleteResponse = z.object({ slug: z.string() })
export type SnippetDeleteResponse = z.infer<typeof snippetDeleteResponse>

/** Where a snippet's attachment is downloaded. */
export const snippetAttachmentUrl = (slug: string) => `/api/snippets/attachment?slug=${encodeURIComponent(slug)}`

/** The extension an attachment name ends with, lowercase, when it is one of the admitted ones. */
export function snippetAttachmentExtension(name: string): SnippetAttachmentExtension | undefined {
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || dot === name.length - 1) return undefined
  const extension = name.slice(dot + 1).toLowerCase()
  return (snippetAttachmentExtensions as readonly string[]).includes(extension)
    ? (extension as SnippetAttachmentExtension)
    : undefined
}
