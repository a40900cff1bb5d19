import {
  SNIPPET_ATTACHMENT_MAX_BYTES,
  type SnippetDetail,
  type SnippetSubmissionInput,
  snippetAttachmentExtension,
  snippetSubmission,
  snippetSubmissionMessages,
} from '@snipstack/contracts'
import { type FieldErrors, fieldErrorsFrom } from '@/components/form/form-errors'

/** The submission form's fields, in the order they show (the first with an error gets focus). */
export const submitFields = ['title', 'description', 'language', 'category', 'tags', 'code', 'mdx', 'file'] as const
export type SubmitField = (typeof submitFields)[number]

/** What the form holds: tags as typed (comma-separated), the choices empty until made. */
export type SubmitValues = {
  title: string
  description: string
  language: string
  category: string
  tags: string
  code: string
  mdx: string
}

export const emptySubmitValues: SubmitValues = {
  title: '',
  description: '',
  language: '',
  category: '',
  tags: '',
  code: '',
  mdx: '',
}

/** A snippet's values, for its author's edit form. */
export function valuesOf(snippet: SnippetDetail): SubmitValues {
  return {
    title: snippet.title,
    description: snippet.description,
    language: snippet.language,
    category: snippet.category,
    tags: snippet.tags.join(', '),
    code: snippet.code,
    mdx: snippet.mdx,
  }
}

/** 'react, hooks ,,state' → ['react', 'hooks', 'state']; the contract lowercases and dedupes. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

export function toSubmission(values: SubmitValues): SnippetSubmissionInput {
  return {
    title: values.title,
    description: values.description,
    language: values.language as SnippetSubmissionInput['language'],
    category: values.category as SnippetSubmissionInput['category'],
    tags: splitTags(values.tags),
    code: values.code,
    mdx: values.mdx,
  }
}

/** The attachment's problem, checked before anything is sent; the server checks the same again. */
export function fileError(file: File | null): string | undefined {
  if (!file) return undefined
  if (!snippetAttachmentExtension(file.name)) return snippetSubmissionMessages.fileType
  if (file.size > SNIPPET_ATTACHMENT_MAX_BYTES) return snippetSubmissionMessages.fileTooLarge
  return undefined
}

/** The form's messages, by the shared contract's rules and words (worded as the account forms' are). */
export function validateSubmission(values: SubmitValues, file: File | null): FieldErrors<SubmitField> {
  const parsed = snippetSubmission.safeParse(toSubmission(values))
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, submitFields)
  const attachment = fileError(file)
  return attachment ? { ...errors, file: attachment } : errors
}
