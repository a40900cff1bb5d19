import { describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from './body'
import { AppError } from './errors'
import { fileParts, readMultipart } from './multipart'

const notForm = () => new AppError('BAD_REQUEST', 'not a form')
const post = (body: string | FormData, headers?: Record<string, string>) =>
  new Request('http://localhost/upload', { method: 'POST', body, headers })

describe('readMultipart', () => {
  it('reads the fields and files of a form', async () => {
    const sent = new FormData()
    sent.append('body', '{"a":1}')
    sent.append('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }))
    const form = await readMultipart(post(sent), notForm)
    expect(form.get('body')).toBe('{"a":1}')
    const file = form.get('file') as File
    expect(file.name).toBe('hello.txt')
    expect(await file.text()).toBe('hello')
  })

  it('refuses what is not multipart/form-data, or does not parse as it', async () => {
    await expect(readMultipart(post('{}', { 'content-type': 'application/json' }), notForm)).rejects.toThrow(
      'not a form',
    )
    await expect(
      readMultipart(post('garbage', { 'content-type': 'multipart/form-data; boundary=x' }), notForm),
    ).rejects.toThrow('not a form')
  })

  it('stops reading past the body limit with a 413', async () => {
    const sent = new FormData()
    sent.append('file', new File([new Uint8Array(BODY_LIMIT_BYTES + 1)], 'big.bin'))
    const failure = await readMultipart(post(sent), notForm).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppError)
    expect((failure as AppError).code).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('fileParts', () => {
  it('leaves out the empty part of a file input with nothing chosen', async () => {
    const sent = new FormData()
    sent.append('file', new File([], ''))
    sent.append('file', '')
    expect(fileParts(await readMultipart(post(sent), notForm), 'file')).toEqual([])
    sent.append('file', new File(['x'], 'x.png'))
    expect(fileParts(await readMultipart(post(sent), notForm), 'file')).toHaveLength(1)
  })
})
