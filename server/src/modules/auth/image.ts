import type { AvatarType } from '@snipstack/contracts'

/** What the bytes of an uploaded picture say about it, whatever name or type the browser sent. */
export type ImageInfo = { type: AvatarType; width: number; height: number }

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

/**
 * Reads the type and size of a PNG, JPEG, GIF or WebP picture from its header: the type the bytes
 * prove, never the one declared, and the size so that a small file that decodes to a huge bitmap
 * is refused. Anything else, or a header cut short, is undefined.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const fits = (end: number) => bytes.length >= end
  if (startsWith(bytes, PNG)) {
    // The first chunk is always IHDR: width and height as big-endian 32-bit numbers.
    if (!fits(24) || !startsWith(bytes, ascii('IHDR'), 12)) return undefined
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) }
  }
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) {
    if (!fits(10)) return undefined
    return { type: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) }
  }
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return webpInfo(bytes, view)
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegInfo(bytes, view)
  return undefined
}

/** WebP's first chunk is one of three encodings, each keeping the size its own way. */
function webpInfo(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { type: 'image/webp', width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    // 14 bits of width - 1, then 14 bits of height - 1, least significant bit first.
    const bits = view.getUint32(21, true)
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16)
    return { type: 'image/webp', width: uint24(24) + 1, height: uint24(27) + 1 }
  }
  return undefined
}

/** Markers that stand alone, with no length after them. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7])
/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the picture's size. */
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)

/** A JPEG keeps its size in the frame header, after any number of segments (EXIF, ICC profiles…). */
function jpegInfo(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (STANDALONE.has(marker)) {
      at += 2
      continue
    }
    // The scan's data follows start-of-scan; a frame header must have come before it.
    if (marker === 0xda || marker === 0xd9) return undefined
    const length = view.getUint16(at + 2)
    if (isFrameStart(marker)) {
      if (at + 9 > bytes.length) return undefined
      return { type: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    }
    if (length < 2) return undefined
    at += 2 + length
  }
  return undefined
}
