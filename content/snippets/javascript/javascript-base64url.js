const CHUNK = 0x8000

/** Encodes a string (as UTF-8) or bytes to unpadded base64url, in browsers and Node alike. */
export function base64UrlEncode(input) {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : new Uint8Array(input)
  let binary = ''
  // Chunks keep String.fromCharCode under the engine's argument-count limit for large inputs.
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

export function base64UrlDecode(text) {
  // A length of 4n+1 can never come from whole bytes, so it is corrupt rather than unpadded.
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new TypeError('Invalid base64url input')
  }
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export function base64UrlDecodeText(text) {
  // fatal: true rejects bytes that are not valid UTF-8 instead of inserting U+FFFD.
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlDecode(text))
}
