import { beforeEach, describe, expect, it } from 'bun:test'
import { createApp } from './app'
import { MemoryNoteStore } from './store'

let app: ReturnType<typeof createApp>

beforeEach(() => {
  app = createApp(new MemoryNoteStore())
})

const json = (method: string, path: string, body?: unknown) =>
  app.handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

describe('notes API', () => {
  it('reports health', async () => {
    const res = await app.handle(new Request('http://localhost/health'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('creates, reads, updates and deletes a note', async () => {
    const created = await json('POST', '/notes', { title: 'First', body: 'Hello' })
    expect(created.status).toBe(201)
    const note = (await created.json()) as { id: number; title: string }
    expect(note.title).toBe('First')

    expect((await json('GET', `/notes/${note.id}`)).status).toBe(200)

    const patched = await json('PATCH', `/notes/${note.id}`, { title: 'Renamed' })
    expect(((await patched.json()) as { title: string }).title).toBe('Renamed')

    expect((await json('DELETE', `/notes/${note.id}`)).status).toBe(204)
    expect((await json('GET', `/notes/${note.id}`)).status).toBe(404)
  })

  it('rejects an invalid note with 422', async () => {
    const res = await json('POST', '/notes', { title: '', body: 'x' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: string }).error).toBe('invalid request')
  })
})
