import fc from 'fast-check'

/** C0 controls, DEL and NEL: NUL is the one PostgreSQL refuses in text, the others trip parsers and logs. */
export const controlCharacters = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
]

/** Code points that survive naive validation and then break storage, display or length checks. */
export const unicodeEdges = [
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\udfff\ud800',
  // A noncharacter before a lone low surrogate: PGlite fails to encode the pair at all.
  '\ufffe\udc00',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufffd',
  '\ufffe',
  '\uffff',
  '\u{10ffff}',
  '\u{e0001}',
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇺🇳',
  'e\u0301',
  'Z\u0335\u0321\u031b\u0353\u0331a\u0337l\u0338g\u0336o\u0337',
  'İ',
  'ß',
  'ﬃ',
  'ǅ',
  'Ⅻ',
  '\u{1d54f}',
  '\u3000',
]

export const prototypeKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
]

/** Strings that mean something to SQL, HTML, templates, shells, paths or loose type coercion. */
export const injectionStrings = [
  "'",
  '"',
  '`',
  '\\',
  "' OR 1=1--",
  '; DROP TABLE users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '{{registry-origin}}',
  '$(id)',
  '../',
  '..\\',
  '/etc/passwd',
  'null',
  'undefined',
  'NaN',
  'true',
  '[object Object]',
  '-0',
  '1e400',
  '%s%s%s%n',
  '\\u0000',
  '%00',
]

/** Percent-encodings a decoder must refuse or treat as data, never crash on. */
export const badPercentEncodings = [
  '%',
  '%%',
  '%zz',
  '%z',
  '%F',
  '%FF',
  '%C0%AF',
  '%C0%80',
  '%ED%A0%80',
  '%F0%9F%98',
  '%E2%82',
  '%C3%28',
  '%80',
  '%BF',
  '%00',
  '%0A',
  '%0D%0A',
  '%2F',
  '%2f',
  '%5C',
  '%2e',
  '%2e%2e',
  '%u0041',
  '%25',
  '%25zz',
  '%%30%30',
]

const units = (count: number, unit: string) => unit.repeat(Math.ceil(count / Math.max(unit.length, 1))).slice(0, count)

/** Weighted towards what storage and parsers choke on: NUL above all, then other controls and unicode edges. */
export const fragment = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 2 },
  { arbitrary: fc.constantFrom(...controlCharacters), weight: 2 },
  { arbitrary: fc.constantFrom(...unicodeEdges), weight: 3 },
  { arbitrary: fc.constantFrom(...injectionStrings), weight: 2 },
  { arbitrary: fc.constantFrom(...prototypeKeys), weight: 1 },
)

/** Short strings mixing the edge cases above with arbitrary code points. */
export const shortHostileString = fc
  .array(
    fc.oneof(
      { arbitrary: fragment, weight: 3 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 6 }), weight: 2 },
      { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 6 }), weight: 1 },
      { arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }), weight: 1 },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''))

/**
 * Strings of a thousand to `max` units, made by repetition so that shrinking shortens them
 * instead of rewriting every character.
 */
function longStringUpTo(max: number) {
  return fc
    .record({
      unit: fc.oneof(fc.constantFrom('a', '\u0000', '\ud800', '😀', 'é', '\u202e', ' ', '%'), shortHostileString),
      length: fc.integer({ min: 1_000, max }),
    })
    .map(({ unit, length }) => units(length, unit))
}

/** Up to hundreds of thousands of units: near and over body limits once encoded. */
export const longString = longStringUpTo(400_000)

function hostileText(long: fc.Arbitrary<string>) {
  return fc.oneof(
    { arbitrary: shortHostileString, weight: 5 },
    { arbitrary: fragment, weight: 2 },
    { arbitrary: fc.string(), weight: 1 },
    { arbitrary: long, weight: 1 },
  )
}

export const hostileString = hostileText(longString)

/** URLs are capped at a few kilobytes by every real server in front of the app; longer ones only cost time. */
const hostileUrlText = hostileText(longStringUpTo(16_000))

const oddNumbers = fc.constantFrom(
  -0,
  -1,
  0.1,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
)

export const hostileKey = fc.oneof(
  { arbitrary: fc.constantFrom(...prototypeKeys), weight: 2 },
  { arbitrary: shortHostileString, weight: 2 },
  { arbitrary: fc.constantFrom('', ' ', 'a.b', 'a[0]', '0', '-1', '$where', '$gt'), weight: 1 },
)

function jsonOf(strings: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    { arbitrary: strings, weight: 4 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: oddNumbers, weight: 1 },
  )
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { maxDepth: 4, depthSize: 'small' },
      scalar,
      fc.array(tie('value'), { maxLength: 6 }),
      fc.dictionary(hostileKey, tie('value'), { maxKeys: 6 }),
    ),
  })).value
}

/** Any JSON value, a few levels deep, with hostile strings, numbers and keys throughout. */
export const hostileJson = jsonOf(hostileString)

/** The same without the long strings, for values that end up in a header. */
const compactJson = jsonOf(shortHostileString)

/** JSON text nested far deeper than any contract needs (a classic stack and parser exhaustion). */
export const deepJsonText = fc
  .record({
    depth: fc.integer({ min: 64, max: 100_000 }),
    shape: fc.constantFrom('array', 'object', 'mixed', 'unclosed'),
  })
  .map(({ depth, shape }) => {
    if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`
    if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    if (shape === 'mixed') return `${'[{"a":'.repeat(depth)}null${'}]'.repeat(depth)}`
    return '['.repeat(depth)
  })

/** Valid JSON whose numbers, escapes, duplicate or prototype keys are the hostile part. */
export const oddJsonText = fc.constantFrom(
  '1e400',
  '-1e400',
  '-0',
  '123456789012345678901234567890',
  '0.0000000000000000000000000000000000000001e-400',
  '"\\ud800"',
  '"\\u0000"',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  ' \t\n{}\n ',
  '[]',
  '""',
  'null',
  'true',
  '0',
  '{}',
  '{"":""}',
)

/** Text that is almost JSON: what a broken client or a truncated upload sends. */
export const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":}',
    '{"a":1,}',
    '[1,]',
    "{'a':1}",
    '{a:1}',
    'NaN',
    'Infinity',
    'undefined',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"a":"\u0000"}',
    '{"a":"\\x00"}',
    '{"a":"\\u12"}',
    '"unterminated',
    '{"a":01}',
    '{"a":.5}',
    '{"a":+1}',
    '{"a":1e}',
    '\u0000',
    'null null',
    '{"a" 1}',
    '/* comment */ {}',
  ),
  fc.tuple(hostileJson, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? 'null'
    return text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0)
  }),
  shortHostileString,
)

/** Bytes that are not UTF-8 at all: overlong forms, lone surrogates in WTF-8, BOMs of other encodings. */
export const invalidUtf8 = fc.oneof(
  fc.constantFrom(
    Uint8Array.of(0xff),
    Uint8Array.of(0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d),
    Uint8Array.of(0xc0, 0xaf),
    Uint8Array.of(0xed, 0xa0, 0x80),
    Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80),
    new TextEncoder().encode('{"first_name":"\uFFFD"}').map((byte) => (byte === 0xef ? 0xff : byte)),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 64 }),
)

const base64url = (text: string) => Buffer.from(text).toString('base64url')

/** Three dot-separated parts shaped like a JWT, with hostile headers and claims and no valid signature. */
export const jwtLike = fc
  .record({
    header: fc.oneof(
      fc.record({ alg: fc.constantFrom('none', 'HS256', 'RS256', 'HS512', '', 'None'), typ: fc.constant('JWT') }),
      compactJson,
    ),
    claims: fc.oneof(
      fc.record({
        sub: compactJson,
        sid: compactJson,
        exp: fc.oneof(fc.integer(), compactJson),
        iat: fc.oneof(fc.integer(), compactJson),
        iss: fc.constantFrom('snipstack', ''),
        aud: fc.constantFrom('snipstack:access', 'snipstack:oauth-state'),
      }),
      compactJson,
    ),
    signature: fc.constantFrom('', 'sig', 'AAAA', '.', '=='),
  })
  .map(
    ({ header, claims, signature }) =>
      `${base64url(JSON.stringify(header) ?? '')}.${base64url(JSON.stringify(claims) ?? '')}.${signature}`,
  )

/**
 * Header values as a client can send them: any Latin-1 except NUL, CR and LF, which the Fetch
 * API (and HTTP) refuse to carry at all.
 */
const latin1Character = fc
  .integer({ min: 1, max: 0xff })
  .filter((code) => code !== 0x0a && code !== 0x0d)
  .map((code) => String.fromCharCode(code))

export const headerValue = fc.oneof(
  { arbitrary: fc.string({ unit: latin1Character, maxLength: 40 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      ',',
      ';',
      '=',
      '"',
      '\\',
      '*',
      '\u00ff',
      '\u0001',
      '\u007f',
      'null',
      'undefined',
      '[object Object]',
      '__proto__',
      '%zz',
      '%00',
      'W/',
      '"\u00e9"',
    ),
    weight: 2,
  },
  {
    arbitrary: fc
      .record({
        unit: fc.string({ unit: latin1Character, minLength: 1, maxLength: 4 }),
        length: fc.integer({ min: 1_000, max: 100_000 }),
      })
      .map(({ unit, length }) => units(length, unit)),
    weight: 1,
  },
)

export const bearerValue = fc.oneof(
  { arbitrary: headerValue.map((token) => `Bearer ${token}`), weight: 3 },
  { arbitrary: jwtLike.map((token) => `Bearer ${token}`), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer abc',
      'BEARER abc',
      'Bearer  abc',
      'Bearer a b',
      'Bearer a.b.c',
      'Bearer ...',
      'Bearer null',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoiMSJ9.',
      'Basic Zm9vOmJhcg==',
      'Token abc',
      'Bearer\tabc',
      `Bearer ${'a'.repeat(64 * 1024)}`,
    ),
    weight: 2,
  },
  { arbitrary: headerValue, weight: 1 },
)

/** Bytes of `value` in UTF-8, except that lone surrogates keep their (invalid) three-byte form. */
function wtf8(value: string): number[] {
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    let code = value.charCodeAt(i)
    const next = value.charCodeAt(i + 1)
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00)
      i++
    }
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    else
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
  }
  return bytes
}

const unreserved = /[A-Za-z0-9\-._~]/
const byteEncoding = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte)
  return unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
})

/**
 * Percent-encodes everything but unreserved characters. Unlike encodeURIComponent it never
 * throws: a lone surrogate becomes bytes that no UTF-8 decoder accepts, which is the point.
 */
export function percentEncode(value: string): string {
  return wtf8(value)
    .map((byte) => byteEncoding[byte])
    .join('')
}

/** One path segment as it appears in a URL: encoded hostile text, broken escapes, dot segments or raw text. */
export const pathSegment = fc.oneof(
  { arbitrary: hostileUrlText.map(percentEncode), weight: 3 },
  { arbitrary: fc.constantFrom(...badPercentEncodings), weight: 3 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...badPercentEncodings), fc.stringMatching(/^[a-z0-9-]{1,8}$/)), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join('')),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('', '.', '..', '...', '%2e%2e', '.json', 'a.json.json', '~', '*'), weight: 1 },
  // Left for the URL parser to encode (or strip), as a browser would.
  { arbitrary: shortHostileString.map((text) => text.replace(/[/?#]/g, '')), weight: 1 },
)

/** A query string (with its `?`), from parameter names a route declares and hostile ones. */
export function queryString(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    ...(names.length ? [{ arbitrary: fc.constantFrom(...names), weight: 4 }] : []),
    { arbitrary: fc.constantFrom(...prototypeKeys), weight: 1 },
    { arbitrary: shortHostileString.map(percentEncode), weight: 1 },
  )
  const value = fc.oneof(
    { arbitrary: hostileUrlText.map(percentEncode), weight: 3 },
    { arbitrary: fc.constantFrom(...badPercentEncodings), weight: 2 },
    { arbitrary: fc.constantFrom('', '/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'), weight: 1 },
  )
  const part = fc.oneof(
    { arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`), weight: 5 },
    {
      arbitrary: fc.constantFrom(
        '',
        '=',
        '&',
        '==',
        'a',
        'a[]=1',
        'a[b]=1',
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        ...badPercentEncodings,
      ),
      weight: 2,
    },
  )
  return fc.array(part, { maxLength: 6 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''))
}
