import { AVATAR_MAX_FRAME_PIXELS, AVATAR_MAX_PIXELS } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { checkAvatar } from './avatars'
import { readImageInfo } from './image'
import { gifOfFrames, sampleAnimations, samplePictures } from './testing'

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
const le16 = (value: number) => [value & 0xff, value >> 8]
const riff = (chunk: string, payload: number[]) =>
  Uint8Array.from([
    ...ascii('RIFF'),
    0,
    0,
    0,
    0,
    ...ascii('WEBP'),
    ...ascii(chunk),
    payload.length,
    0,
    0,
    0,
    ...payload,
  ])

describe('readImageInfo', () => {
  it('reads the type and size of real PNG, JPEG, WebP and GIF files', () => {
    const still = { width: 3, height: 2, frames: 1, largestFrame: { width: 3, height: 2 }, pixels: 6 }
    expect(readImageInfo(samplePictures.png)).toEqual({ type: 'image/png', ...still })
    expect(readImageInfo(samplePictures.jpeg)).toEqual({ type: 'image/jpeg', ...still })
    expect(readImageInfo(samplePictures.webp)).toEqual({ type: 'image/webp', ...still })
    expect(readImageInfo(samplePictures.gif)).toEqual({ type: 'image/gif', ...still })
  })

  it('counts the frames of real animated GIF, PNG and WebP files', () => {
    const animated = { width: 3, height: 2, frames: 3, largestFrame: { width: 3, height: 2 }, pixels: 18 }
    expect(readImageInfo(sampleAnimations.gif)).toEqual({ type: 'image/gif', ...animated })
    expect(readImageInfo(sampleAnimations.png)).toEqual({ type: 'image/png', ...animated })
    expect(readImageInfo(sampleAnimations.webp)).toEqual({ type: 'image/webp', ...animated })
  })

  it('counts GIF frames past extensions and colour tables, and stops where the file stops making sense', () => {
    expect(readImageInfo(gifOfFrames(40, 4096, 4096))).toMatchObject({ width: 4096, height: 4096, frames: 40 })
    // Cut inside the 3rd frame: two whole frames and a partial one, as a browser would show.
    const cut = gifOfFrames(5, 10, 10).subarray(0, 13 + 2 * 15 + 4)
    expect(readImageInfo(cut)?.frames).toBe(3)
    // Garbage after the first frame ends the count.
    const junk = Uint8Array.from([...gifOfFrames(1, 10, 10).subarray(0, -1), 0x99, 0x2c, 0, 0])
    expect(readImageInfo(junk)?.frames).toBe(1)
  })

  it('reads the simple lossy and lossless WebP headers', () => {
    const lossy = riff('VP8 ', [0x90, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(640), ...le16(480), 0, 0])
    expect(readImageInfo(lossy)).toMatchObject({ type: 'image/webp', width: 640, height: 480, frames: 1 })
    // 14 bits of width - 1 (99), then 14 bits of height - 1 (49), least significant first.
    const bits = 99 | (49 << 14)
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])
    expect(readImageInfo(lossless)).toMatchObject({ type: 'image/webp', width: 100, height: 50, frames: 1 })
  })

  it('finds a JPEG frame after other segments and fill bytes', () => {
    const app1 = [0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4]
    const frame = [0xff, 0xff, 0xc2, 0x00, 0x11, 0x08, ...[0x01, 0x2c], ...[0x07, 0xd0]]
    const info = readImageInfo(Uint8Array.from([0xff, 0xd8, ...app1, ...frame, 0, 0, 0]))
    expect(info).toMatchObject({ type: 'image/jpeg', height: 300, width: 2000, frames: 1, pixels: 600_000 })
  })

  it('refuses what is not one of the four, whatever it is called', () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(readImageInfo(svg)).toBeUndefined()
    expect(readImageInfo(new TextEncoder().encode('GIF8 is not enough'))).toBeUndefined()
    expect(readImageInfo(new Uint8Array())).toBeUndefined()
  })

  it('refuses headers cut short, and a JPEG whose scan starts before any frame', () => {
    expect(readImageInfo(samplePictures.png.subarray(0, 20))).toBeUndefined()
    expect(readImageInfo(samplePictures.gif.subarray(0, 8))).toBeUndefined()
    expect(readImageInfo(samplePictures.webp.subarray(0, 20))).toBeUndefined()
    expect(readImageInfo(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 0, 0, 0, 0]))).toBeUndefined()
    expect(readImageInfo(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x40, 0, 0]))).toBeUndefined()
  })
})

const be32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]
const le24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16]

/** A GIF with a small logical screen whose frames declare sizes of their own. */
function gifWithFrames(screen: number, frames: Array<[number, number]>): Uint8Array {
  const header = [...ascii('GIF89a'), ...le16(screen), ...le16(screen), 0, 0, 0]
  const frame = ([width, height]: [number, number]) => [
    0x2c,
    0,
    0,
    0,
    0,
    ...le16(width),
    ...le16(height),
    0,
    2,
    2,
    0x44,
    0x01,
    0,
  ]
  return Uint8Array.from([...header, ...frames.flatMap(frame), 0x3b])
}

/** A PNG chunk; the CRC is not checked by the reader, so it is left zero. */
const pngChunk = (type: string, data: number[]) => [...be32(data.length), ...ascii(type), ...data, 0, 0, 0, 0]

/** An APNG with a small canvas whose frame controls (fcTL) declare sizes of their own. */
function apngWithFrames(canvas: number, frames: Array<[number, number]>): Uint8Array {
  const ihdr = pngChunk('IHDR', [...be32(canvas), ...be32(canvas), 8, 6, 0, 0, 0])
  const actl = pngChunk('acTL', [...be32(frames.length), ...be32(0)])
  const fctl = ([width, height]: [number, number], sequence: number) =>
    pngChunk('fcTL', [...be32(sequence), ...be32(width), ...be32(height), ...be32(0), ...be32(0), 0, 1, 0, 1, 0, 0])
  const body = frames.flatMap((size, index) => [
    ...fctl(size, index),
    ...pngChunk(index ? 'fdAT' : 'IDAT', [0, 0, 0, 0]),
  ])
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...ihdr,
    ...actl,
    ...body,
    ...pngChunk('IEND', []),
  ])
}

/** An animated WebP with a small canvas whose ANMF chunks declare sizes of their own. */
function webpWithFrames(canvas: number, frames: Array<[number, number]>): Uint8Array {
  const chunk = (type: string, payload: number[]) => [...ascii(type), ...le16(payload.length), 0, 0, ...payload]
  const vp8x = chunk('VP8X', [0x02, 0, 0, 0, ...le24(canvas - 1), ...le24(canvas - 1)])
  const anmf = ([width, height]: [number, number]) =>
    chunk('ANMF', [...le24(0), ...le24(0), ...le24(width - 1), ...le24(height - 1), ...le24(100), 0])
  return Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...vp8x, ...frames.flatMap(anmf)])
}

describe('animation frames', () => {
  const huge: [number, number] = [16_000, 16_000]
  const makers = { gif: gifWithFrames, png: apngWithFrames, webp: webpWithFrames }

  it.each(Object.entries(makers))('reads every %s frame at its own size, not the canvas’s', (_type, make) => {
    const info = readImageInfo(
      make(16, [
        [16, 16],
        [300, 200],
        [40, 20],
      ]),
    )
    expect(info).toMatchObject({ width: 16, height: 16, frames: 3, largestFrame: { width: 300, height: 200 } })
    // Each frame counts as the larger of itself and the canvas.
    expect(info?.pixels).toBe(256 + 60_000 + 800)
  })

  it.each(Object.entries(makers))('refuses a %s whose small canvas hides frames past the size limit', (_type, make) => {
    const file = make(
      16,
      Array.from({ length: 300 }, () => huge),
    )
    expect(() => checkAvatar(file)).toThrow(expect.objectContaining({ status: 422, field: 'file' }))
    const oneBig = make(16, [
      [16, 16],
      [AVATAR_MAX_PIXELS + 1, 16],
    ])
    expect(() => checkAvatar(oneBig)).toThrow(expect.objectContaining({ status: 422, field: 'file' }))
  })

  it.each(Object.entries(makers))(
    'counts the pixels of a %s from its frames, against the animation limit',
    (_type, make) => {
      const side = 2048
      const within = Math.floor(AVATAR_MAX_FRAME_PIXELS / (side * side))
      expect(
        checkAvatar(
          make(
            16,
            Array.from({ length: within }, () => [side, side]),
          ),
        ).frames,
      ).toBe(within)
      expect(() =>
        checkAvatar(
          make(
            16,
            Array.from({ length: within + 1 }, () => [side, side]),
          ),
        ),
      ).toThrow(expect.objectContaining({ status: 422, field: 'file' }))
    },
  )
})
