import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyToClipboard } from './clipboard'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('copyToClipboard', () => {
  it('writes the text to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await copyToClipboard('npm run dev')
    expect(writeText).toHaveBeenCalledWith('npm run dev')
  })

  it('rejects when there is no clipboard', async () => {
    vi.stubGlobal('navigator', {})
    await expect(copyToClipboard('x')).rejects.toThrow('clipboard is not available')
  })

  it('passes on a refused write', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })
    await expect(copyToClipboard('x')).rejects.toThrow('denied')
  })
})
