import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import type { Server } from 'node:http'
import { createApp } from './app.js'

let server: Server
let base = ''

before(async () => {
  server = createApp().listen(0)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

after(() => {
  server.close()
})

const post = (path: string, body: unknown) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('books API', () => {
  it('answers the health check', async () => {
    const res = await fetch(`${base}/health`)
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { status: 'ok' })
  })

  it('creates and fetches a book', async () => {
    const created = await post('/books', { title: 'Dune', author: 'Frank Herbert', year: 1965 })
    assert.equal(created.status, 201)
    const book = (await created.json()) as { id: number; title: string }
    const fetched = await fetch(`${base}/books/${book.id}`)
    assert.equal(((await fetched.json()) as { title: string }).title, 'Dune')
  })

  it('rejects invalid input with 422 and unknown books with 404', async () => {
    assert.equal((await post('/books', { title: '', author: 'x' })).status, 422)
    assert.equal((await fetch(`${base}/books/999`)).status, 404)
  })

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${base}/books`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    assert.equal(res.status, 400)
  })
})
