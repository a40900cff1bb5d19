import { CONTACT_MESSAGE_MAX, contactResponse, contactMessages as messages } from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody } from '../../../test/http'
import { contactMessages } from '../../db/schema'
import { authTestApp, bearer, freshIp, post, register, type TestApp } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'

const valid = {
  name: '  Grace  ',
  email: 'grace@example.com',
  topic: 'Support',
  message: 'The globe does not spin in Safari.',
}

describe.each(testDatabaseKinds)('the contact form on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = authTestApp(database, { limits: { contactPerIp: { limit: 2, windowMs: 60 * 60 * 1000 } } })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    post(app, '/api/contact', body, { 'x-forwarded-for': freshIp(), ...headers })

  it('is described in the API reference', async () => {
    const { paths } = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const route = paths['/api/contact']?.post
    expect(route?.tags).toEqual(['Contact'])
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['201', '422', '429']))
  })

  it('stores a message, trimmed, and answers its reference and the confirmation', async () => {
    const response = await send(valid)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = contactResponse.parse(await response.json())
    expect(answer.message).toBe(messages.sent)
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, answer.id))
    expect(row).toMatchObject({ name: 'Grace', email: 'grace@example.com', topic: 'Support', userId: null })
    expect(row?.message).toBe(valid.message)
  })

  it("notes a signed-in sender's account", async () => {
    const { tokens, user } = await register(app)
    const response = await send(valid, bearer(tokens.access_token))
    const { id } = contactResponse.parse(await response.json())
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(row?.userId).toBe(user.id)
  })

  it('answers 422 on the field at fault, with the message the form shows', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', messages.name],
      [{ name: 'x'.repeat(101) }, 'name', messages.nameLength],
      [{ email: 'not-an-email' }, 'email', messages.email],
      [{ topic: 'Sales' }, 'topic', messages.topic],
      [{ message: ' too short ' }, 'message', messages.message],
      [{ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, 'message', messages.messageLength],
    ]
    const before = await database.db.$count(contactMessages)
    for (const [change, field, message] of cases) {
      const response = await send({ ...valid, ...change })
      expect(response.status, field).toBe(422)
      expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION', field, message })
    }
    expect(await database.db.$count(contactMessages)).toBe(before)
  })

  it('lets one address send a few messages an hour, then answers 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': freshIp() }
    // A refused message does not count.
    expect((await send({ ...valid, email: 'nope' }, headers)).status).toBe(422)
    expect((await send(valid, headers)).status).toBe(201)
    expect((await send(valid, headers)).status).toBe(201)
    const refused = await send(valid, headers)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await errorBody(refused)).toMatchObject({ code: 'RATE_LIMITED', message: messages.rateLimited })
    // Another address is not held by it.
    expect((await send(valid)).status).toBe(201)
  })
})
