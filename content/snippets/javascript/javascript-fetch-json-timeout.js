export class HttpError extends Error {
  constructor(response, body) {
    super(`${response.status} ${response.statusText} for ${response.url}`)
    this.name = 'HttpError'
    this.status = response.status
    this.body = body
  }
}

/**
 * fetch() that sends and receives JSON, rejects non-2xx responses with HttpError,
 * and gives up after `timeout` ms (a TimeoutError DOMException).
 */
export async function fetchJson(url, { timeout = 10_000, json, signal, headers, ...init } = {}) {
  const signals = [AbortSignal.timeout(timeout), signal].filter(Boolean)
  const response = await fetch(url, {
    ...init,
    body: json === undefined ? init.body : JSON.stringify(json),
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    signal: AbortSignal.any(signals),
  })

  const text = await response.text()
  const body = text ? safeParse(text) : null
  if (!response.ok) throw new HttpError(response, body)
  return body
}

function safeParse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
