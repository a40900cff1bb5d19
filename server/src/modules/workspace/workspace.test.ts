import {
  workspaceMessages,
  workspaceResponse,
  workspaceServiceIds,
  workspaceServiceResponse,
} from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snippets } from '../../db/schema'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/db'
import { call, errorBody } from '../../test/http'
import { authTestApp, bearer, post, register, type TestApp } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'

describe.each(testDatabaseKinds)('workspace on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = authTestApp(database)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const workspace = (token?: string) => call(app, '/api/workspace', { headers: token ? bearer(token) : {} })
  const service = (token: string | undefined, id: string) =>
    call(app, `/api/workspace/services/${id}`, { headers: token ? bearer(token) : {} })
  const subscription = (method: 'PUT' | 'DELETE', token: string | undefined, id: string) =>
    call(app, `/api/workspace/services/${id}/subscription`, { method, headers: token ? bearer(token) : {} })

  async function member() {
    const { tokens, user } = await register(app)
    return { token: tokens.access_token, refresh: tokens.refresh_token, user }
  }

  async function servicesOf(token: string) {
    const response = await workspace(token)
    expect(response.status).toBe(200)
    return workspaceResponse.parse(await response.json()).services
  }

  it('is described in the API reference, with each route and its answers', async () => {
    const { paths } = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const answers = (path: string, method: 'get' | 'put' | 'delete') =>
      // 'default' is the error shape every route shares.
      Object.keys(paths[path]?.[method]?.responses ?? {})
        .filter((status) => status !== 'default')
        .sort()
    expect(answers('/api/workspace', 'get')).toEqual(['200', '401'])
    expect(answers('/api/workspace/services/{service}', 'get')).toEqual(['200', '401', '404'])
    expect(answers('/api/workspace/services/{service}/subscription', 'put')).toEqual(['200', '401', '402', '404'])
    expect(answers('/api/workspace/services/{service}/subscription', 'delete')).toEqual(['200', '401', '404'])
    expect(paths['/api/workspace']?.get?.tags).toEqual(['Workspace'])
  })

  it('answers 401 in the error shape to a signed-out caller, on every route', async () => {
    for (const response of [
      await workspace(),
      await service(undefined, 'hosting'),
      await subscription('PUT', undefined, 'hosting'),
      await subscription('DELETE', undefined, 'hosting'),
    ]) {
      expect(response.status).toBe(401)
      expect((await errorBody(response)).code).toBe('UNAUTHORIZED')
    }
  })

  it("lists the six services in the dashboard's order, none subscribed, for a new account", async () => {
    const { token } = await member()
    const response = await workspace(token)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const services = workspaceResponse.parse(await response.json()).services
    expect(services.map((s) => s.id)).toEqual([...workspaceServiceIds])
    expect(services.every((s) => !s.subscribed)).toBe(true)
    expect(Object.fromEntries(services.map((s) => [s.id, s.price]))).toEqual({
      snippets: 'Free',
      templates: 'Free',
      hosting: 'Free',
      databases: '$29/month',
      websites: 'Free',
      studio: '$49/month',
    })
    expect(services.filter((s) => s.paid).map((s) => s.id)).toEqual(['databases', 'studio'])
    // The snippets figures are the account's own: none yet. The others say they are a sample.
    const [snippetsService, ...others] = services
    expect(snippetsService?.analytics).toMatchObject({
      sample: false,
      items: { label: 'Snippets submitted', value: 0 },
      storage: { used_mb: 0 },
      usage_percent: 0,
      activity: [],
    })
    expect(others.every((s) => s.analytics.sample && s.analytics.activity.length > 0)).toBe(true)
  })

  it('subscribes and unsubscribes per account, each any number of times', async () => {
    const ada = await member()
    const grace = await member()

    for (let i = 0; i < 2; i++) {
      const response = await subscription('PUT', ada.token, 'hosting')
      expect(response.status).toBe(200)
      expect(workspaceServiceResponse.parse(await response.json()).service).toMatchObject({
        id: 'hosting',
        subscribed: true,
      })
    }
    expect((await servicesOf(ada.token)).filter((s) => s.subscribed).map((s) => s.id)).toEqual(['hosting'])
    expect((await servicesOf(grace.token)).some((s) => s.subscribed)).toBe(false)

    const single = await service(ada.token, 'hosting')
    expect(workspaceServiceResponse.parse(await single.json()).service.subscribed).toBe(true)

    for (let i = 0; i < 2; i++) {
      const response = await subscription('DELETE', ada.token, 'hosting')
      expect(response.status).toBe(200)
      expect(workspaceServiceResponse.parse(await response.json()).service.subscribed).toBe(false)
    }
    expect((await servicesOf(ada.token)).some((s) => s.subscribed)).toBe(false)
  })

  it('answers 402 for a priced service, which goes through the Pro plans, and stores nothing', async () => {
    const { token } = await member()
    const response = await subscription('PUT', token, 'databases')
    expect(response.status).toBe(402)
    expect(await errorBody(response)).toEqual({
      code: 'PAYMENT_REQUIRED',
      field: 'service',
      message: workspaceMessages.paid('Databases', '$29/month'),
    })
    expect((await servicesOf(token)).find((s) => s.id === 'databases')?.subscribed).toBe(false)
  })

  it('answers 404 on `service` for a service that does not exist', async () => {
    const { token } = await member()
    for (const response of [
      await service(token, 'mail'),
      await subscription('PUT', token, 'mail'),
      await subscription('DELETE', token, 'constructor'),
    ]) {
      expect(response.status).toBe(404)
      expect(await errorBody(response)).toEqual({
        code: 'NOT_FOUND',
        field: 'service',
        message: workspaceMessages.service,
      })
    }
  })

  it('refuses changes once the session is signed out', async () => {
    const { token } = await member()
    const out = await post(app, '/api/auth/sign-out', {}, bearer(token))
    expect(out.status).toBeLessThan(300)
    expect((await subscription('PUT', token, 'hosting')).status).toBe(401)
  })

  it("shows the account's own snippets: how many, how many published, their size and latest changes", async () => {
    const { token, user } = await member()
    const other = await member()
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute))
    const row = (slug: string, authorId: string, status: 'draft' | 'published', created: number, updated: number) => ({
      slug,
      title: slug,
      description: 'A test snippet.',
      language: 'TypeScript',
      category: 'Function',
      code: 'x'.repeat(1024 * 512),
      mdx: 'y'.repeat(1024 * 512),
      authorId,
      license: 'MIT',
      status,
      createdAt: at(created),
      updatedAt: at(updated),
    })
    await database.db
      .insert(snippets)
      .values([
        row(`first-${user.id}`, user.id, 'published', 0, 0),
        row(`second-${user.id}`, user.id, 'published', 1, 5),
        row(`draft-${user.id}`, user.id, 'draft', 2, 2),
        row(`theirs-${other.user.id}`, other.user.id, 'published', 3, 3),
      ])

    const figures = (await servicesOf(token))[0]?.analytics
    expect(figures).toMatchObject({
      sample: false,
      items: { label: 'Snippets submitted', value: 3 },
      performance: { label: 'Published', value: '2 of 3' },
      storage: { used_mb: 3, limit_mb: 100 },
      usage_percent: 3,
    })
    expect(figures?.activity).toEqual([
      { title: `Updated “second-${user.id}”`, at: at(5).toISOString() },
      { title: `Saved “draft-${user.id}” as a draft`, at: at(2).toISOString() },
      { title: `Published “first-${user.id}”`, at: at(0).toISOString() },
    ])
  })
})
