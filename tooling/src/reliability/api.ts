import { authResponse, errorResponse, renewalResponse } from '@snipstack/contracts'

/**
 * A request still unanswered after this long is recorded as a hang rather than awaited for
 * ever; the suites' own bounds on answer times are much shorter.
 */
const GIVE_UP_MS = 20_000

export type Answer = {
  status: number
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown
  headers: Headers
  /** From sending the request to having read the whole body. */
  ms: number
}

export async function send(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(GIVE_UP_MS) })
  const text = await response.text()
  let body: unknown = text
  if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(text)
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started }
}

export const PASSWORD = 'correct horse battery staple'

/** An address no earlier run used, so reruns against a shared store never meet old counters. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

export function register(base: string, email: string, headers?: Record<string, string>): Promise<Answer> {
  return send(
    base,
    '/api/auth/register',
    json({ first_name: 'Load', last_name: 'Test', email, password: PASSWORD }, headers),
  )
}

export function signIn(
  base: string,
  email: string,
  password = PASSWORD,
  headers?: Record<string, string>,
): Promise<Answer> {
  return send(base, '/api/auth/login', json({ email, password }, headers))
}

/** The renewal protocol: any /api request carrying the refresh token and `cft: t`. */
export function renew(base: string, refreshToken: string): Promise<Answer> {
  return send(base, '/api/auth/me', { headers: { authorization: `Bearer ${refreshToken}`, cft: 't' } })
}

export function me(base: string, accessToken: string): Promise<Answer> {
  return send(base, '/api/auth/me', { headers: { authorization: `Bearer ${accessToken}` } })
}

export const tokensOf = (answer: Answer) => authResponse.parse(answer.body).tokens
export const renewedTokensOf = (answer: Answer) => renewalResponse.parse(answer.body).tokens
export const errorOf = (answer: Answer) => errorResponse.parse(answer.body).error

/**
 * Polls `attempt` until it returns a value, failing with the last thing it saw once `timeoutMs`
 * is over. `what` may be a function, to describe the state at the moment of failure.
 */
export async function eventually<T>(
  what: string | (() => string),
  attempt: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await attempt()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) {
      const described = typeof what === 'function' ? what() : what
      throw new Error(`${described} did not happen within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`)
    }
    await Bun.sleep(50)
  }
}

/** Runs clean-up steps one after another, each whether or not the ones before it failed. */
export async function settleInTurn(steps: Array<() => unknown>): Promise<PromiseSettledResult<unknown>[]> {
  const results: PromiseSettledResult<unknown>[] = []
  for (const step of steps) {
    try {
      results.push({ status: 'fulfilled', value: await step() })
    } catch (reason) {
      results.push({ status: 'rejected', reason })
    }
  }
  return results
}
