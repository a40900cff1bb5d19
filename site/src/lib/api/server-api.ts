import ky, { type KyInstance } from 'ky'
import { API_TIMEOUT_MS } from './create-api-client'

/**
 * How a loader reaches /api while the server renders the page: there is no page URL to resolve
 * '/api' against, so the server hands over the request's origin and answers the calls in process.
 * Absent in the browser, where the app's client is used.
 */
export type ServerApi = { origin: string; fetch: (request: Request) => Promise<Response> }

/** A client for anonymous /api reads during server rendering (the server renders signed out). */
export function serverApiClient(server: ServerApi): KyInstance {
  return ky.create({
    prefix: `${server.origin}/api`,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    fetch: (input, init) => server.fetch(new Request(input, init)),
  })
}
