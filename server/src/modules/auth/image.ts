import type { AvatarType } from '@snipstack/contracts'

type Size = { width: number; height: number }

/**
 * What the bytes of an uploaded picture say about it, whatever name or type the browser sent:
 * its type, its size (the canvas), how many frames it plays (1 unless animated), the largest
 * width and height of any one frame, and the pixels of all its frames together. An animation's
 * frames may be far larger than the canvas its header declares, and a browser decodes each whole,
 * then draws it on a canvas-sized picture: each frame counts as the larger of the two.
 */
export type ImageInfo = Size & { type: AvatarType; frames: number; largestFrame: Size; pixels: number }

/** Frames read from an animation: each one's size. */
type Frames = Size[]

/** The info of a picture from its canvas and the frames its file holds (none for a still picture). */
function withFrames(type: AvatarType, canvas: Size, frames: Frames, declared = frames.length): ImageInfo {
  const sizes = frames.length ? frames : [canvas]
  const area = canvas.width * canvas.height
  // A frame the file declares but does not describe is counted at the canvas's size.
  const undescribed = Math.max(0, declared - sizes.length)
  return {
    type,
    ...canvas,
    frames: Math.max(1, declared, sizes.length),
    largestFrame: {
      width: Math.max(...sizes.map((frame) => frame.width)),
      height: Math.max(...sizes.map((frame) => frame.height)),
    },
    pixels: sizes.reduce((sum, frame) => sum + Math.max(frame.width * frame.height, area), undescribed * area),
  }
}

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
    const { declared, frames } = pngFrames(bytes, view)
    return withFrames('image/png', { width: view.getUint32(16), height: view.getUint32(20) }, frames, declared)
  }
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) {
    if (!fits(10)) return undefined
    return withFrames(
      'image/gif',
      { width: view.getUint16(6, true), height: view.getUint16(8, true) },
      gifFrames(bytes, view),
    )
  }
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) {
    const size = webpSize(bytes, view)
    return size && withFrames('image/webp', size, webpFrames(bytes, view))
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(bytes, view)
    return size && withFrames('image/jpeg', size, [])
  }
  return undefined
}

/**
 * An animated PNG says how many frames it plays in its `acTL` chunk, which comes before the
 * picture's data, and gives each frame's size in an `fcTL` chunk before it, anywhere up to
 * `IEND`; a PNG without `acTL` is a still picture.
 */
function pngFrames(bytes: Uint8Array, view: DataView): { declared: number; frames: Frames } {
  let declared = 0
  const frames: Frames = []
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (type === 'acTL') declared = Math.max(1, view.getUint32(at + 8))
    // Sequence number, then width and height.
    if (type === 'fcTL' && at + 20 <= bytes.length)
      frames.push({ width: view.getUint32(at + 12), height: view.getUint32(at + 16) })
    if (type === 'IEND' || (type === 'IDAT' && declared === 0)) break
    at += 12 + length
  }
  return declared ? { declared, frames } : { declared: 1, frames: [] }
}

/** Skips a run of GIF sub-blocks (a length byte, then that many bytes, until a length of 0). */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  while (at < bytes.length) {
    const length = bytes[at] ?? 0
    at += 1 + length
    if (length === 0) break
  }
  return at
}

/**
 * A GIF's frames are its image descriptors (0x2C), between extensions (0x21) and the trailer
 * (0x3B); each descriptor gives its frame's size. Counting stops where the file stops making
 * sense: a browser plays what came before. A descriptor cut short counts at the canvas's size.
 */
function gifFrames(bytes: Uint8Array, view: DataView): Frames {
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)
  const canvas = { width: view.getUint16(6, true), height: view.getUint16(8, true) }
  let at = 13 + colourTable(bytes[10] ?? 0)
  const frames: Frames = []
  while (at < bytes.length) {
    const introducer = bytes[at]
    if (introducer === 0x21) at = skipSubBlocks(bytes, at + 2)
    else if (introducer === 0x2c) {
      // Left and top, then width and height, little-endian.
      frames.push(
        at + 9 <= bytes.length ? { width: view.getUint16(at + 5, true), height: view.getUint16(at + 7, true) } : canvas,
      )
      // The descriptor (9 bytes after the introducer), its colour table, the LZW code size, the data.
      at = skipSubBlocks(bytes, at + 10 + colourTable(bytes[at + 9] ?? 0) + 1)
    } else break
  }
  return frames
}

/** An animated WebP holds one `ANMF` chunk per frame, which gives the frame's size. */
function webpFrames(bytes: Uint8Array, view: DataView): Frames {
  const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16)
  const frames: Frames = []
  for (let at = 12; at + 8 <= bytes.length; ) {
    // X and Y offsets, then width - 1 and height - 1, each 24 bits.
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) === 'ANMF' && at + 20 <= bytes.length)
      frames.push({ width: uint24(at + 14) + 1, height: uint24(at + 17) + 1 })
    const size = view.getUint32(at + 4, true)
    at += 8 + size + (size % 2)
  }
  return frames
}

/** WebP's first chunk is one of three encodings, each keeping the size its own way. */
function webpSize(bytes: Uint8Array, view: DataView): Size | undefined {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    // 14 bits of width - 1, then 14 bits of height - 1, least significant bit first.
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16)
    return { width: uint24(24) + 1, height: uint24(27) + 1 }
  }
  return undefined
}

/** Markers that stand alone, with no length after them. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7])
/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the picture's size. */
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)

/** A JPEG keeps its size in the frame header, after any number of segments (EXIF, ICC profiles…). */
function jpegSize(bytes: Uint8Array, view: DataView): Size | undefined {
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
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    }
    if (length < 2) return undefined
    at += 2 + length
  }
  return undefined
}
