import { describe, expect, it } from 'vitest'
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
    expect(readImageInfo(samplePictures.png)).toEqual({ type: 'image/png', width: 3, height: 2, frames: 1 })
    expect(readImageInfo(samplePictures.jpeg)).toEqual({ type: 'image/jpeg', width: 3, height: 2, frames: 1 })
    expect(readImageInfo(samplePictures.webp)).toEqual({ type: 'image/webp', width: 3, height: 2, frames: 1 })
    expect(readImageInfo(samplePictures.gif)).toEqual({ type: 'image/gif', width: 3, height: 2, frames: 1 })
  })

  it('counts the frames of real animated GIF, PNG and WebP files', () => {
    expect(readImageInfo(sampleAnimations.gif)).toEqual({ type: 'image/gif', width: 3, height: 2, frames: 3 })
    expect(readImageInfo(sampleAnimations.png)).toEqual({ type: 'image/png', width: 3, height: 2, frames: 3 })
    expect(readImageInfo(sampleAnimations.webp)).toEqual({ type: 'image/webp', width: 3, height: 2, frames: 3 })
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
    expect(readImageInfo(lossy)).toEqual({ type: 'image/webp', width: 640, height: 480, frames: 1 })
    // 14 bits of width - 1 (99), then 14 bits of height - 1 (49), least significant first.
    const bits = 99 | (49 << 14)
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])
    expect(readImageInfo(lossless)).toEqual({ type: 'image/webp', width: 100, height: 50, frames: 1 })
  })

  it('finds a JPEG frame after other segments and fill bytes', () => {
    const app1 = [0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4]
    const frame = [0xff, 0xff, 0xc2, 0x00, 0x11, 0x08, ...[0x01, 0x2c], ...[0x07, 0xd0]]
    const info = readImageInfo(Uint8Array.from([0xff, 0xd8, ...app1, ...frame, 0, 0, 0]))
    expect(info).toEqual({ type: 'image/jpeg', height: 300, width: 2000, frames: 1 })
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
