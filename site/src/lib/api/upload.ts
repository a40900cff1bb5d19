import { errorMessage } from '@/lib/error-message'
import { API_TIMEOUT_MS } from './create-api-client'

/** What an upload's answer said when it failed; `status` 0 when no answer came. */
export type UploadFailure = { message: string; status: number; field?: string; code?: string }

export type UploadOptions = {
  /** Absolute or page-relative URL, e.g. '/api/snippets/submit'. */
  url: string
  method?: 'POST' | 'PUT'
  /** The multipart field `file`. */
  file?: File | null
  /** The optional field `body`, sent as JSON text. */
  body?: unknown
  headers?: Record<string, string>
  timeout?: number
  /** 0 to 1, as the request body is sent. */
  onProgress?: (fraction: number) => void
  /** Called when the answer carries an `error` field, or when no answer came. */
  onError?: (failure: UploadFailure) => void
  /** Called with the answer's data otherwise. */
  onFinish?: (data: unknown) => void
}

export const UPLOAD_NETWORK_ERROR = 'The upload did not reach the server. Please check your connection and try again.'
export const UPLOAD_TIMEOUT_ERROR = 'The upload took too long. Please try again.'
export const UPLOAD_ABORTED = 'The upload was cancelled.'

/**
 * The file upload call of docs/product.md, API and errors: a multipart form with the field `file`
 * and an optional `body` field of JSON text. It uses XMLHttpRequest because fetch reports no upload
 * progress, and the progress bar must follow the bytes actually sent. Resolves once onError or
 * onFinish has run; `abort` cancels it (onError with UPLOAD_ABORTED).
 */
export function upload(options: UploadOptions): { done: Promise<void>; abort: () => void } {
  const xhr = new XMLHttpRequest()
  const form = new FormData()
  if (options.body !== undefined) form.append('body', JSON.stringify(options.body))
  if (options.file) form.append('file', options.file, options.file.name)

  const done = new Promise<void>((resolve) => {
    const fail = (failure: UploadFailure) => {
      options.onError?.(failure)
      resolve()
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total)
    })
    xhr.upload.addEventListener('load', () => options.onProgress?.(1))
    xhr.addEventListener('load', () => {
      let data: unknown
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        data = undefined
      }
      const error = (data as { error?: unknown } | undefined)?.error
      if (error !== undefined && error !== null) {
        const { message, field, code } = error as { message?: unknown; field?: unknown; code?: unknown }
        fail({
          message: errorMessage(message),
          status: xhr.status,
          ...(typeof field === 'string' ? { field } : {}),
          ...(typeof code === 'string' ? { code } : {}),
        })
        return
      }
      if (xhr.status >= 400) {
        fail({ message: errorMessage(xhr.statusText), status: xhr.status })
        return
      }
      options.onFinish?.(data)
      resolve()
    })
    xhr.addEventListener('error', () => fail({ message: UPLOAD_NETWORK_ERROR, status: 0 }))
    xhr.addEventListener('timeout', () => fail({ message: UPLOAD_TIMEOUT_ERROR, status: 0 }))
    xhr.addEventListener('abort', () => fail({ message: UPLOAD_ABORTED, status: 0 }))
  })

  xhr.open(options.method ?? 'POST', options.url)
  xhr.timeout = options.timeout ?? API_TIMEOUT_MS
  xhr.setRequestHeader('accept', 'application/json')
  for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value)
  xhr.send(form)
  return { done, abort: () => xhr.abort() }
}
