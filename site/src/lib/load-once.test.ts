import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once per key and records the value for React.use()', async () => {
    const load = vi.fn(async () => 'module')
    const first = loadOnce('a', load)
    expect(loadOnce('a', load)).toBe(first)
    expect((first as Promise<string> & { status?: string }).status).toBe('pending')
    await first
    expect(first).toMatchObject({ status: 'fulfilled', value: 'module' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure so a later visit can retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module')
    const failed = loadOnce('b', load)
    await expect(failed).rejects.toThrow('offline')
    expect(failed).toMatchObject({ status: 'rejected' })
    await expect(loadOnce('b', load)).resolves.toBe('module')
  })
})
