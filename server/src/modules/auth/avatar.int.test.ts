import { AVATAR_MAX_BYTES, AVATAR_MAX_FRAME_PIXELS, authMessages, meResponse } from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody, jsonHeaders } from '../../../test/http'
import { userAvatars, users } from '../../db/schema'
import type { OpenApiDocument } from '../docs/openapi'
import { authTestApp, bearer, gifOfFrames, register, sampleAnimations, samplePictures, type TestApp } from './testing'

/** A picture's bytes padded past their header, as a larger file of the same type would be. */
const padded = (bytes: Uint8Array, size: number) => {
  const out = new Uint8Array(size)
  out.set(bytes)
  return out
}

/**
 * The upload call (docs/product.md, API and errors): a multipart form with the field `file` (and,
 * here, the optional `body`).
 */
function form(files: Array<Blob | string>, { name = 'me.png', body }: { name?: string; body?: string } = {}) {
  const data = new FormData()
  if (body !== undefined) data.append('body', body)
  for (const file of files) {
    if (typeof file === 'string') data.append('file', file)
    else data.append('file', file, name)
  }
  return data
}

const picture = (bytes: Uint8Array, type = 'image/png') => new Blob([bytes], { type })

describe.each(testDatabaseKinds)('avatar uploads on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = authTestApp(database)
  })
  afterAll(() => database.dispose())

  const upload = (token: string, body: FormData | string) =>
    call(app, '/api/auth/me/avatar', { method: 'POST', headers: bearer(token), body })
  const me = async (token: string) =>
    meResponse.parse(await (await call(app, '/api/auth/me', { headers: bearer(token) })).json()).user

  it('stores each of the four types, points avatar_url at it and serves the bytes with their proven type', async () => {
    const { tokens, user } = await register(app)
    for (const [type, bytes] of [
      ['image/png', samplePictures.png],
      ['image/jpeg', samplePictures.jpeg],
      ['image/webp', samplePictures.webp],
      ['image/gif', samplePictures.gif],
    ] as const) {
      // The declared type is a lie on purpose: only the bytes count.
      const response = await upload(tokens.access_token, form([picture(bytes, 'text/html')], { name: 'x.html' }))
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const saved = meResponse.parse(await response.json()).user
      expect(saved.avatar_url).toMatch(new RegExp(`^/api/auth/avatar/${user.id}\\?v=[\\w-]{16}$`))
      expect(await me(tokens.access_token)).toEqual(saved)

      const served = await call(app, saved.avatar_url ?? '')
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(type)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    }
    const rows = await database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id))
    expect(rows).toHaveLength(1)
  })

  it('gives a new picture a new address, revalidates an unversioned one and answers 304 to its ETag', async () => {
    const { tokens, user } = await register(app)
    const first = meResponse.parse(
      await (await upload(tokens.access_token, form([picture(samplePictures.png)]))).json(),
    )
    const second = meResponse.parse(
      await (await upload(tokens.access_token, form([picture(samplePictures.gif)]))).json(),
    )
    expect(second.user.avatar_url).not.toBe(first.user.avatar_url)

    const bare = await call(app, `/api/auth/avatar/${user.id}`)
    expect(bare.headers.get('cache-control')).toBe('no-cache')
    expect(bare.headers.get('content-type')).toBe('image/gif')
    // An old address still answers, with the current picture and no promise to keep it.
    const old = await call(app, first.user.avatar_url ?? '')
    expect(old.headers.get('cache-control')).toBe('no-cache')
    const etag = bare.headers.get('etag') ?? ''
    const again = await call(app, `/api/auth/avatar/${user.id}`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('accepts the optional body field of the upload call and ignores it', async () => {
    const { tokens } = await register(app)
    const response = await upload(tokens.access_token, form([picture(samplePictures.png)], { body: '{"note":"x"}' }))
    expect(response.status).toBe(200)
  })

  it('refuses what is not a picture of the four types, too large, or not one file, on field file', async () => {
    const { tokens } = await register(app)
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/svg+xml',
    })
    const huge = Uint8Array.from(samplePictures.png)
    // IHDR says 5000 × 2 pixels.
    new DataView(huge.buffer).setUint32(16, 5000)
    const cases: Array<[FormData, string]> = [
      [form([svg], { name: 'me.svg' }), authMessages.avatarType],
      [form([new Blob(['just text'])], { name: 'me.png' }), authMessages.avatarType],
      [form(['a text field, not a file']), authMessages.avatarType],
      [form([picture(padded(samplePictures.png, AVATAR_MAX_BYTES + 1))]), authMessages.avatarSize],
      [form([picture(huge)]), authMessages.avatarDimensions],
      [form([]), authMessages.avatarMissing],
      [form([new Blob([])], { name: '' }), authMessages.avatarMissing],
      [form([picture(samplePictures.png), picture(samplePictures.gif)]), authMessages.avatarCount],
    ]
    for (const [body, message] of cases) {
      const response = await upload(tokens.access_token, body)
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toEqual({ code: 'VALIDATION', field: 'file', message })
    }
    // Nothing was stored, and the account still has no picture.
    expect((await me(tokens.access_token)).avatar_url).toBeNull()
  })

  it('takes animations, but not one whose frames together are too many pixels to play', async () => {
    const { tokens } = await register(app)
    for (const [type, bytes] of Object.entries(sampleAnimations)) {
      const response = await upload(tokens.access_token, form([picture(bytes, `image/${type}`)]))
      expect(response.status, type).toBe(200)
    }
    const side = 4096
    const most = AVATAR_MAX_FRAME_PIXELS / (side * side)
    // A few hundred bytes, yet every frame is a full 4096 × 4096 picture for a browser to draw.
    const tooLong = gifOfFrames(most + 1, side, side)
    expect(tooLong.byteLength).toBeLessThan(1024)
    const refused = await upload(tokens.access_token, form([picture(tooLong, 'image/gif')]))
    expect(refused.status).toBe(422)
    expect(await errorBody(refused)).toEqual({ code: 'VALIDATION', field: 'file', message: authMessages.avatarFrames })
    expect(
      (await upload(tokens.access_token, form([picture(gifOfFrames(most, side, side), 'image/gif')]))).status,
    ).toBe(200)
  })

  it('answers 400 to a body that is not a form, 413 past the body limit and 401 signed out', async () => {
    const { tokens } = await register(app)
    const json = await call(app, '/api/auth/me/avatar', {
      method: 'POST',
      headers: { ...bearer(tokens.access_token), ...jsonHeaders },
      body: '{}',
    })
    expect(json.status).toBe(400)
    expect(await errorBody(json)).toEqual({ code: 'BAD_REQUEST', message: authMessages.avatarMultipart })

    const tooLarge = await upload(tokens.access_token, form([picture(padded(samplePictures.png, 1024 * 1024 + 1))]))
    expect(tooLarge.status).toBe(413)
    expect((await errorBody(tooLarge)).code).toBe('PAYLOAD_TOO_LARGE')

    const signedOut = await call(app, '/api/auth/me/avatar', {
      method: 'POST',
      body: form([picture(samplePictures.png)]),
    })
    expect(signedOut.status).toBe(401)
    expect((await call(app, '/api/auth/me/avatar', { method: 'DELETE' })).status).toBe(401)
  })

  it('removes the picture (twice changes nothing); a URL given instead forgets the uploaded bytes', async () => {
    const { tokens, user } = await register(app)
    await upload(tokens.access_token, form([picture(samplePictures.png)]))
    for (let time = 0; time < 2; time++) {
      const removed = await call(app, '/api/auth/me/avatar', { method: 'DELETE', headers: bearer(tokens.access_token) })
      expect(removed.status).toBe(200)
      expect(meResponse.parse(await removed.json()).user.avatar_url).toBeNull()
    }
    const gone = await call(app, `/api/auth/avatar/${user.id}`)
    expect(gone.status).toBe(404)
    expect(await errorBody(gone)).toEqual({ code: 'NOT_FOUND', field: 'user', message: authMessages.avatarNotFound })

    await upload(tokens.access_token, form([picture(samplePictures.png)]))
    const patched = await call(app, '/api/auth/me', {
      method: 'PATCH',
      headers: { ...bearer(tokens.access_token), ...jsonHeaders },
      body: JSON.stringify({ avatar_url: 'https://example.com/me.png' }),
    })
    expect(meResponse.parse(await patched.json()).user.avatar_url).toBe('https://example.com/me.png')
    expect(await database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id))).toEqual([])
  })

  it('answers 404 for an address that names no account, and the picture goes with its account', async () => {
    expect((await call(app, '/api/auth/avatar/not-a-uuid')).status).toBe(404)
    expect((await call(app, `/api/auth/avatar/${crypto.randomUUID()}`)).status).toBe(404)
    const { tokens, user } = await register(app)
    await upload(tokens.access_token, form([picture(samplePictures.png)]))
    await database.db.delete(users).where(eq(users.id, user.id))
    expect(await database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id))).toEqual([])
  })

  it('counts stored pictures against the hourly limit, not refused ones', async () => {
    const limited = authTestApp(database, { limits: { avatarUploadsPerAccount: { limit: 2, windowMs: 60_000 } } })
    const { tokens } = await register(limited)
    const send = (bytes: Uint8Array) =>
      call(limited, '/api/auth/me/avatar', {
        method: 'POST',
        headers: bearer(tokens.access_token),
        body: form([picture(bytes)]),
      })
    expect((await send(new TextEncoder().encode('not a picture'))).status).toBe(422)
    expect((await send(samplePictures.png)).status).toBe(200)
    expect((await send(samplePictures.gif)).status).toBe(200)
    const refused = await send(samplePictures.png)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('documents the upload, removal and picture routes', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const upload = document.paths['/api/auth/me/avatar']
    expect(upload?.post?.requestBody?.content?.['multipart/form-data']?.schema?.required).toEqual(['file'])
    expect(upload?.delete).toBeDefined()
    expect(document.paths['/api/auth/avatar/{user}']?.get).toBeDefined()
  })
})
