import { BODY_LIMIT_BYTES, readBytesWithin } from './body'
import type { AppError } from './errors'

/** A parsed form, as Bun's Response gives it. */
export type Form = Awaited<ReturnType<Response['formData']>>

/**
 * Reads a multipart/form-data body (the upload call of docs/product.md, API and errors): the whole
 * body counted against BODY_LIMIT_BYTES as it arrives (413 past it; a Content-Length past it was
 * refused before routing), then parsed. Anything that is not multipart/form-data, or does not parse
 * as such, throws `notMultipart()`: each route words that 400 for its own form.
 */
export async function readMultipart(request: Request, notMultipart: () => AppError): Promise<Form> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) throw notMultipart()
  const bytes = await readBytesWithin(request.body, BODY_LIMIT_BYTES)
  return new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => {
    throw notMultipart()
  })
}

/** The file parts of a form field, without the empty part an HTML file input sends when nothing is chosen. */
export function fileParts(form: Form, field: string): Array<string | File> {
  return form.getAll(field).filter((part) => (typeof part === 'string' ? part !== '' : part.size > 0 || !!part.name))
}

/**
 * The file name a browser meant: the HTML standard's multipart encoding writes `"`, CR and LF in
 * a file name as %22, %0D and %0A (and escapes nothing else), so those three are turned back
 * before the name is made safe.
 */
export function formFileName(sent: string): string {
  return sent.replace(/%(22|0d|0a)/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}
