// @vitest-environment happy-dom
import { HTTPError } from 'ky'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '@/lib/api/create-api-client'
import { downloadTemplate, isPlainClick } from './template-download'

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
/** An access token the client takes as valid for the next hour (the server checks the signature, not this test). */
const accessToken = `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(
  JSON.stringify({ sub: 'u1', sid: 's1', exp: Math.floor(Date.now() / 1000) + 3600 }),
)}.sig`

let stopWatching = () => {}

afterEach(() => {
  stopWatching()
  document.body.innerHTML = ''
})

/** An API client signed in with `accessToken`, whose requests `answer` answers. */
function signedInClient(answer: (request: Request) => Response) {
  const sent: Request[] = []
  const client = createApiClient({
    session: {
      tokens: () => ({ access_token: accessToken, refresh_token: 'refresh' }),
      signIn: () => {},
      replaceAccessToken: () => {},
      signOut: () => {},
    },
    baseUrl: 'http://localhost/',
    fetch: async (input, init) => {
      const request = new Request(input, init)
      sent.push(request)
      return answer(request)
    },
  })
  return { client, sent }
}

/** The names of the files the page hands to the browser. */
function savedNames(): string[] {
  const names: string[] = []
  const watching = new AbortController()
  stopWatching = () => watching.abort()
  document.addEventListener(
    'click',
    (event) => {
      names.push((event.target as HTMLAnchorElement).download)
      event.preventDefault()
    },
    { capture: true, signal: watching.signal },
  )
  return names
}

const zipAnswer = () =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="nginx-proxy.zip"' },
  })

describe('downloadTemplate', () => {
  it("fetches the zip with the session's token and saves it as {slug}.zip", async () => {
    const { client, sent } = signedInClient(zipAnswer)
    const names = savedNames()
    await downloadTemplate('nginx-proxy', client)
    expect(sent.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['GET', '/api/templates/nginx-proxy/download'],
    ])
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${accessToken}`)
    expect(names).toEqual(['nginx-proxy.zip'])
  })

  it('saves nothing and rejects with the answer when the download is refused', async () => {
    const { client } = signedInClient(() =>
      Response.json(
        { error: { code: 'PAYMENT_REQUIRED', message: 'This template is part of Snipstack Pro.', field: 'slug' } },
        { status: 402 },
      ),
    )
    const names = savedNames()
    const failure = await downloadTemplate('paid-one', client).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HTTPError)
    expect((failure as HTTPError).response.status).toBe(402)
    expect(names).toEqual([])
  })
})

describe('isPlainClick', () => {
  const click = (fields: Partial<MouseEvent> = {}) => ({
    button: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...fields,
  })

  it('takes a click of the main button with no key held', () => {
    expect(isPlainClick(click())).toBe(true)
  })

  it('leaves to the browser a click that asks for a tab, a window or a save dialog, and other buttons', () => {
    for (const fields of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(isPlainClick(click(fields)), JSON.stringify(fields)).toBe(false)
  })
})
