import type { AuthResponse } from '@snipstack/contracts'
import { call, jsonHeaders } from '../../../test/http'
import { createApp } from '../../app'
import type { Database } from '../../db/client'
import type { Mail, MailSender } from './mail'
import type { AuthOptions } from './types'

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

/** Keeps the mails an app sends, for tests to open the links in them. */
export function testMailbox() {
  const mails: Mail[] = []
  const sender: MailSender = {
    async send(mail) {
      mails.push(mail)
    },
  }
  /**
   * The newest verification link mailed to `email`; throws until there is one (mails leave in the
   * background, so tests wait with `vi.waitFor(() => mailbox.verificationLink(email))`).
   */
  function verificationLink(email: string): URL {
    const link = mails
      .findLast((sent) => sent.to === email)
      ?.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0]
    if (!link) throw new Error(`No verification link was mailed to ${email}`)
    return new URL(link)
  }
  return { mails, sender, verificationLink }
}

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

/** The same 3 × 2 pictures as three-frame animations (ImageMagick, apngasm and img2webp made them). */
export const sampleAnimations = {
  gif: fromBase64(
    'R0lGODlhAwACAPAAAP8AAP///yH5BAAKAAAAIf8LTkVUU0NBUEUyLjADAQAAACH/C0ltYWdlTWFnaWNrDWdhbW1hPTAuNDU0NTUALAAAAAADAAIAAAIChF8AIfkEAAoAAAAh/wtJbWFnZU1hZ2ljaw1nYW1tYT0wLjQ1NDU1ACwAAAAAAwACAIAAAP////8CAoRfACH5BAAKAAAAIf8LSW1hZ2VNYWdpY2sNZ2FtbWE9MC40NTQ1NQAsAAAAAAMAAgCAAIAA////AgKEXwA7',
  ),
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAMAAACqqpYoAAAACGFjVEwAAAADAAAAAM7tusAAAAAMUExURQMDAwAA/wCAAP8AAK3q9isAAAABdFJOUwBA5thmAAAAGmZjVEwAAAAAAAAAAwAAAAIAAAAAAAAAAAABAAoAAD+2XFgAAAATSURBVAjXAQgA9/8AAwMDAAMDAwBQABPOYWXbAAAAGmZjVEwAAAABAAAAAwAAAAIAAAAAAAAAAAABAAoAAKTFtowAAAAXZmRBVAAAAAII1wEIAPf/AAEBAQABAQEAIAAH5T6koQAAABpmY1RMAAAAAwAAAAMAAAACAAAAAAAAAAAAAQAKAABJU2VlAAAAF2ZkQVQAAAAECNcBCAD3/wECAAACAAAAACYABvoH1p8AAAAcdEVYdFNvZnR3YXJlAEFQTkcgQXNzZW1ibGVyIDIuOTH+/Sr4AAAAAElFTkSuQmCC',
  ),
  webp: fromBase64(
    'UklGRrQAAABXRUJQVlA4WAoAAAACAAAAAgAAAQAAQU5JTQYAAAD/////AABBTk1GKAAAAAAAAAAAAAIAAAEAAGQAAAJWUDhMDwAAAC8CQAAABxD9j/4HIqL/AQBBTk1GKAAAAAAAAAAAAAIAAAEAAGQAAABWUDhMDwAAAC8CQAAABxDR//4HIqL/AQBBTk1GKAAAAAAAAAAAAAIAAAEAAGQAAABWUDhMDwAAAC8CQAAAB1DAiP4HIqL/AQA=',
  ),
}

/**
 * A GIF of `frames` frames on a `width` × `height` screen, each frame one pixel of data: a few
 * bytes per frame, however large the screen each frame is drawn on.
 */
export function gifOfFrames(frames: number, width: number, height: number): Uint8Array {
  const le16 = (value: number) => [value & 0xff, value >> 8]
  const header = [...new TextEncoder().encode('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0]
  // An image descriptor (1 × 1 at 0, 0, no colour table), LZW code size 2, one data sub-block, its end.
  const frame = [0x2c, 0, 0, 0, 0, ...le16(1), ...le16(1), 0, 2, 2, 0x44, 0x01, 0]
  return Uint8Array.from([...header, ...Array.from({ length: frames }, () => frame).flat(), 0x3b])
}
