import { describe, expect, it } from 'vitest'
import { checkJsonShape, JSON_LIMITS, parseJsonBody, readBytesWithin } from './body'
import { AppError } from './errors'

const refusal = (text: string) => {
  try {
    checkJsonShape(text)
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, status: error.status, message: error.message }
    throw error
  }
  return undefined
}

describe('checkJsonShape', () => {
  it('admits what the contracts send', () => {
    expect(refusal(JSON.stringify({ email: 'ada@example.com', password: 'secret', tags: ['a', 'b'] }))).toBeUndefined()
    expect(refusal('[]')).toBeUndefined()
    expect(refusal('"just a string"')).toBeUndefined()
  })

  it('admits nesting up to the limit and refuses one level more', () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
    expect(refusal(nested(JSON_LIMITS.depth))).toBeUndefined()
    expect(refusal(nested(JSON_LIMITS.depth + 1))).toEqual({
      code: 'VALIDATION',
      status: 422,
      message: `The request body nests objects and arrays deeper than ${JSON_LIMITS.depth} levels.`,
    })
    expect(refusal(`{"a":${'{"a":'.repeat(JSON_LIMITS.depth)}1${'}'.repeat(JSON_LIMITS.depth + 1)}`)?.code).toBe(
      'VALIDATION',
    )
  })

  it('refuses a hundred thousand brackets after reading only as far as the limit', () => {
    const hostile = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(refusal(hostile)?.message).toContain('deeper than')
  })

  it('does not count brackets, commas and colons inside strings', () => {
    const text = JSON.stringify({ code: `${'[{'.repeat(500)},:"\\`, list: ','.repeat(5000) })
    expect(refusal(text)).toBeUndefined()
  })

  it('follows escaped quotes to the real end of a string', () => {
    expect(refusal(JSON.stringify({ a: 'say \\"[[[[\\" and \\\\' }))).toBeUndefined()
    expect(refusal(`{"a":"\\"${'['.repeat(30)}"}`)).toBeUndefined()
  })

  it('refuses a container with more entries than the limit, however they nest', () => {
    const array = (n: number) => JSON.stringify(Array.from({ length: n }, () => 0))
    expect(refusal(array(JSON_LIMITS.entries))).toBeUndefined()
    expect(refusal(array(JSON_LIMITS.entries + 1))?.message).toBe(
      `The request body has an object or array with more than ${JSON_LIMITS.entries} entries.`,
    )
    const object = JSON.stringify({ inner: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i])) })
    expect(refusal(object)?.code).toBe('VALIDATION')
    // Entries of siblings are counted apart.
    expect(refusal(JSON.stringify([array(600), array(600)].map((a) => JSON.parse(a))))).toBeUndefined()
  })

  it('refuses an object key over the limit but not a long value', () => {
    const long = 'k'.repeat(JSON_LIMITS.keyLength + 1)
    expect(refusal(JSON.stringify({ [long]: 1 }))?.message).toBe(
      `The request body has an object key longer than ${JSON_LIMITS.keyLength} characters.`,
    )
    expect(refusal(JSON.stringify({ a: 1, [long]: 1 }))?.code).toBe('VALIDATION')
    expect(refusal(JSON.stringify({ key: long, list: [long] }))).toBeUndefined()
  })

  it('never repeats the body in its message', () => {
    const secret = 'hunter2-'.repeat(40)
    for (const text of [`{"${secret}":1}`, `[${'['.repeat(30)}"${secret}"`]) {
      expect(refusal(text)?.message).not.toContain('hunter2')
    }
  })
})

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      controller.close()
    },
  })

describe('readBytesWithin', () => {
  it('returns the whole body under the limit', async () => {
    expect(new TextDecoder().decode(await readBytesWithin(streamOf('ab', 'cd'), 4))).toBe('abcd')
  })

  it('stops at the first chunk past the limit and cancels the stream', async () => {
    let pulled = 0
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
      cancel() {
        cancelled = true
      },
    })
    await expect(readBytesWithin(endless, 4096)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 })
    expect(cancelled).toBe(true)
    expect(pulled).toBeLessThan(10)
  })
})

describe('parseJsonBody', () => {
  const request = (body: string | null) => new Request('http://localhost/', { method: 'POST', body })

  it('parses a body within the limits', async () => {
    expect(await parseJsonBody(request('{"a":[1,2]}'), 100)).toEqual({ a: [1, 2] })
  })

  it('keeps prototype keys as plain data', async () => {
    const parsed = (await parseJsonBody(request('{"__proto__":{"polluted":true}}'), 100)) as Record<string, unknown>
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['an empty body', null, 'BAD_REQUEST'],
    ['a blank body', '  \n', 'BAD_REQUEST'],
    ['invalid JSON', '{"a":', 'BAD_REQUEST'],
    ['a body over the limit', `"${'x'.repeat(200)}"`, 'PAYLOAD_TOO_LARGE'],
    ['deep nesting', '['.repeat(50) + ']'.repeat(50), 'VALIDATION'],
  ])('refuses %s', async (_, body, code) => {
    await expect(parseJsonBody(request(body), 100)).rejects.toMatchObject({ code })
  })
})
