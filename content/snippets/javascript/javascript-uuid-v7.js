const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * RFC 9562 UUID version 7: a 48-bit Unix millisecond timestamp followed by random bits,
 * so IDs sort by creation time and index well as database keys.
 */
export function uuidv7({ now = Date.now(), random = crypto.getRandomValues(new Uint8Array(10)) } = {}) {
  if (!Number.isInteger(now) || now < 0 || now > 2 ** 48 - 1) throw new RangeError('Timestamp out of range')
  const bytes = new Uint8Array(16)
  // 2 ** 48 exceeds 32-bit bitwise operators, so the timestamp is split with division.
  let time = now
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256
    time = Math.floor(time / 256)
  }
  bytes.set(random.subarray(0, 10), 6)
  bytes[6] = 0x70 | (bytes[6] & 0x0f) // version 7
  bytes[8] = 0x80 | (bytes[8] & 0x3f) // RFC variant, binary 10
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const isUuidv7 = (value) => typeof value === 'string' && UUID_V7.test(value)

/** The creation time embedded in a v7 UUID, as a Date. */
export function uuidv7Date(id) {
  if (!isUuidv7(id)) throw new TypeError(`Not a UUIDv7: ${id}`)
  return new Date(parseInt(id.slice(0, 8) + id.slice(9, 13), 16))
}
