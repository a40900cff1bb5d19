import { toast } from '@/lib/toast'

export const LOGO_SVG_URL = '/logo.svg'
export const LOGO_PNG_URL = '/logo.png'

async function fetchBlob(url: string, type: string): Promise<Blob> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  // Re-typed because the clipboard rejects a blob whose type differs from the entry's key.
  return new Blob([await response.arrayBuffer()], { type })
}

/**
 * The blob is handed to the clipboard as a promise: Safari only accepts a write that starts
 * inside the click, and the file arrives after it.
 */
async function writeBlob(type: string, blob: Promise<Blob>): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    if (type !== 'text/plain') throw new Error('This browser cannot copy images.')
    await navigator.clipboard.writeText(await (await blob).text())
    return
  }
  await navigator.clipboard.write([new ClipboardItem({ [type]: blob })])
}

export async function copyLogo(format: 'svg' | 'png'): Promise<boolean> {
  try {
    if (format === 'svg') await writeBlob('text/plain', fetchBlob(LOGO_SVG_URL, 'text/plain'))
    else await writeBlob('image/png', fetchBlob(LOGO_PNG_URL, 'image/png'))
    toast.success(format === 'svg' ? 'Logo copied as SVG' : 'Logo copied as PNG')
    return true
  } catch (error) {
    console.error('Copying the logo failed:', error)
    toast.error('Could not copy the logo', { description: 'Your browser did not allow clipboard access.' })
    return false
  }
}
