import {
  snippetSubmissionMessages as messages,
  SNIPPET_ATTACHMENT_MAX_BYTES,
  SNIPPET_SUBMISSION_FIELDS,
  snippetAttachmentExtension,
} from '@snipstack/contracts'
import { checkJsonShape } from '../../lib/body'
import { AppError } from '../../lib/errors'
import { fileParts, formFileName, readMultipart } from '../../lib/multipart'

/** An attachment that passed every rule: a safe name and bytes that are UTF-8 text. */
export type Attachment = { name: string; content: Uint8Array }

/** What a submission or update form carries once read: the checked `body` and at most one file. */
export type SubmissionForm<T> = { body: T; file: Attachment | undefined }

/** Longest stored file name, in characters; longer names keep their extension and lose the middle. */
export const ATTACHMENT_NAME_MAX = 100

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, field)
const notMultipart = () => new AppError('BAD_REQUEST', messages.multipart)

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g
/** Characters that quote, escape or separate paths, or that Windows refuses in file names. */
const UNSAFE = /["'\\/:*?<>|`;]/g

/**
 * A file name that is safe to store, show and put into a header: only its last path segment (a
 * browser may send `C:\fakepath\x.ts`), without control or direction-changing characters, with
 * quotes, slashes and other separators replaced, without leading dots (no hidden files, no `..`),
 * and at most ATTACHMENT_NAME_MAX characters with the extension kept. Applying it twice changes
 * nothing more. An empty result means the name had nothing usable.
 */
export function safeAttachmentName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(INVISIBLE, '')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
  const characters = [...cleaned]
  if (characters.length <= ATTACHMENT_NAME_MAX) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? [...cleaned.slice(dot)] : []
  const keep = extension.length < 20 ? extension : []
  return [...characters.slice(0, ATTACHMENT_NAME_MAX - keep.length), ...keep].join('').trim()
}

/** RFC 8187 (RFC 5987) value characters: everything else is percent-encoded. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The Content-Disposition of a download. The quoted `filename` is plain printable ASCII without
 * quotes, backslashes or percent signs (which some browsers decode); a name that needed changes
 * for that also gets the exact UTF-8 name as `filename*`, which browsers prefer.
 */
export function contentDisposition(name: string): string {
  const safe = safeAttachmentName(name) || 'attachment.txt'
  const fallback = safe.replace(/[^\x20-\x7e]|%/g, '_')
  const plain = `attachment; filename="${fallback}"`
  return fallback === safe ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(safe)}`
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** UTF-8 that decodes and holds no NUL byte: what text files are and renamed binaries are not. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    utf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

/** The rules an attachment must pass, in the order a person would fix them: type, size, content. */
export function checkAttachment(name: string, content: Uint8Array): Attachment {
  const safe = safeAttachmentName(name)
  if (!snippetAttachmentExtension(safe)) throw invalid(SNIPPET_SUBMISSION_FIELDS.file, messages.fileType)
  if (content.byteLength > SNIPPET_ATTACHMENT_MAX_BYTES)
    throw invalid(SNIPPET_SUBMISSION_FIELDS.file, messages.fileTooLarge)
  if (!isUtf8Text(content)) throw invalid(SNIPPET_SUBMISSION_FIELDS.file, messages.fileText)
  return { name: safe, content }
}

/** The JSON of the `body` field, with the same shape limits as every JSON body; problems are 422 on `body`. */
export function parseBodyField(text: string): unknown {
  if (!text.trim()) throw invalid(SNIPPET_SUBMISSION_FIELDS.body, messages.body)
  try {
    checkJsonShape(text)
  } catch (error) {
    if (error instanceof AppError) throw invalid(SNIPPET_SUBMISSION_FIELDS.body, error.message)
    throw error
  }
  try {
    return JSON.parse(text)
  } catch {
    throw invalid(SNIPPET_SUBMISSION_FIELDS.body, messages.body)
  }
}

/**
 * Reads a multipart submission (readMultipart: 413 past the body limit, 400 when it is not a
 * form); what the fields hold is judged field by field (422 with the field's name): `body` by
 * `check` first, then the file, so a form with several mistakes reports them top to bottom.
 */
export async function readSubmissionForm<T>(request: Request, check: (body: unknown) => T): Promise<SubmissionForm<T>> {
  const form = await readMultipart(request, notMultipart)

  const bodies = form.getAll(SNIPPET_SUBMISSION_FIELDS.body)
  const [bodyPart] = bodies
  if (bodies.length !== 1 || bodyPart === undefined) throw invalid(SNIPPET_SUBMISSION_FIELDS.body, messages.body)
  let bodyText: string
  if (typeof bodyPart === 'string') bodyText = bodyPart
  else {
    // Sent as a file (`curl -F body=@snippet.json`): the same JSON, as long as it is text.
    const content = await bodyPart.bytes()
    if (!isUtf8Text(content)) throw invalid(SNIPPET_SUBMISSION_FIELDS.body, messages.body)
    bodyText = utf8.decode(content)
  }
  const body = check(parseBodyField(bodyText))

  const files = fileParts(form, SNIPPET_SUBMISSION_FIELDS.file)
  if (files.length > 1) throw invalid(SNIPPET_SUBMISSION_FIELDS.file, messages.fileCount)
  const [part] = files
  if (part === undefined) return { body, file: undefined }
  // A plain text field named `file` has no file name, so no type to judge it by.
  if (typeof part === 'string') throw invalid(SNIPPET_SUBMISSION_FIELDS.file, messages.fileType)
  return { body, file: checkAttachment(formFileName(part.name ?? ''), await part.bytes()) }
}
