// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile } from './save-file'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** The links the page clicks, kept from navigating: what a browser would save, and under which name. */
function watchClicks() {
  const clicked: Array<{ name: string; href: string; blob: Blob | undefined }> = []
  const blobs = new Map<string, Blob>()
  const create = URL.createObjectURL.bind(URL)
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = create(blob)
    blobs.set(url, blob as Blob)
    return url
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL')
  document.addEventListener(
    'click',
    (event) => {
      const anchor = event.target as HTMLAnchorElement
      clicked.push({ name: anchor.download, href: anchor.href, blob: blobs.get(anchor.href) })
      event.preventDefault()
    },
    { capture: true, once: true },
  )
  return { clicked, revoke }
}

describe('saveFile', () => {
  it('clicks a temporary link to the data, named for the download, and lets the URL go a second later', async () => {
    vi.useFakeTimers()
    const { clicked, revoke } = watchClicks()
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 3, 4])], { type: 'application/zip' })
    saveFile('docker-compose.zip', zip)

    expect(clicked).toHaveLength(1)
    expect(clicked[0]?.name).toBe('docker-compose.zip')
    expect(clicked[0]?.href).toMatch(/^blob:/)
    expect(clicked[0]?.blob).toBe(zip)
    // The link is gone at once; the URL stays until the browser has had time to read it.
    expect(document.querySelector('a')).toBeNull()
    expect(revoke).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(revoke).toHaveBeenCalledWith(clicked[0]?.href)
  })
})
