import type { AuthResponse } from '@snipstack/contracts'
import { createApp } from '../../app'
import type { Database } from '../../db/client'
import { call, jsonHeaders } from '../../test/http'
import type { AuthOptions } from './model'

/** argon2id at its cheapest: the suites hash hundreds of passwords on a shared machine. */
export const cheapPasswords = { memoryCost: 256, timeCost: 1 }
export const testSecret = 'a-test-secret-that-is-long-enough-for-hs256'

/** An app on a test database with cheap hashing, a fixed secret and X-Forwarded-For believed. */
export function authTestApp(database: Database, auth: AuthOptions = {}) {
  return createApp({ database, auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1, ...auth } })
}

export type TestApp = ReturnType<typeof authTestApp>

let addresses = 0
/** A client address of its own, so one test's attempts never count against another's. */
export function freshIp(): string {
  addresses += 1
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`
}

let people = 0
export function newPerson(overrides: Record<string, unknown> = {}) {
  people += 1
  const id = `${Date.now().toString(36)}${people}`
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `Ada.${id}@Example.com`,
    password: 'correct horse battery',
    ...overrides,
  }
}

export function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(app, path, { method: 'POST', headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) })
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Registers someone new and returns the account with its first session. */
export async function register(app: TestApp, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides)
  const response = await post(app, '/api/auth/register', person, { 'x-forwarded-for': freshIp() })
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`)
  return { person, ...((await response.json()) as AuthResponse) }
}

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

/** Avatar uploads: pictures of 3 × 2 pixels as a browser's canvas encodes them (the WebP with an ICC profile, so VP8X). */
export const samplePictures = {
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4AWKqsXr7H4aZGJAAAAAA///FF9sGAAAABklEQVQDAJcTB+vwDAJtAAAAAElFTkSuQmCC',
  ),
  jpeg: fromBase64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXAVkq/9k=',
  ),
  webp: fromBase64(
    'UklGRkoAAABXRUJQVlA4WAoAAAAAAAAAAgAAAQAAVlA4ICwAAACQAQCdASoDAAIAAUAmJaACdLoAA5gA/u7T3/7nA/7nA/7nA/jr/FAKRwHgAA==',
  ),
  gif: fromBase64('R0lGODlhAwACAIAAAAAAAP///yH5BAEAAAAALAAAAAADAAIAAAIChF8AOw=='),
}
