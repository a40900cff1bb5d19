import { describe, expect, it } from 'vitest'
import { documentCsp, documentHeaders } from './security'

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d]))

describe('documentCsp', () => {
  it("allows a per-request page's scripts by nonce", () => {
    expect(directives(documentCsp({ nonce: 'abc' })).get('script-src')).toBe("script-src 'self' 'nonce-abc'")
  })

  it("allows a prerendered page's inline scripts by their hashes only", () => {
    const policy = documentCsp({ sha256: ['AAA=', 'BBB='] })
    expect(directives(policy).get('script-src')).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='")
    expect(policy).not.toMatch(/nonce|unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it('keeps every other directive the same either way, analytics included', () => {
    for (const analytics of [false, true]) {
      const byNonce = directives(documentCsp({ nonce: 'abc' }, { analytics }))
      const byHash = directives(documentCsp({ sha256: ['AAA='] }, { analytics }))
      expect([...byHash.keys()]).toEqual([...byNonce.keys()])
      for (const [name, value] of byNonce) if (name !== 'script-src') expect(byHash.get(name)).toBe(value)
      expect(
        byHash.get('script-src')?.endsWith(analytics ? ' https://www.googletagmanager.com' : "'sha256-AAA='"),
      ).toBe(true)
    }
  })

  it('lets media play from the page itself and from inlined data: and blob: URLs, nowhere else', () => {
    expect(directives(documentCsp({ nonce: 'abc' })).get('media-src')).toBe("media-src 'self' data: blob:")
  })

  it("frames only our own pages and the video demos' cookie-free YouTube player", () => {
    for (const sources of [{ nonce: 'abc' }, { sha256: ['AAA='] }]) {
      expect(directives(documentCsp(sources)).get('frame-src')).toBe(
        "frame-src 'self' https://www.youtube-nocookie.com",
      )
    }
  })

  it("lets workers start from our own files and from blob: URLs (Confetti's), from nowhere else", () => {
    const policy = directives(documentCsp({ nonce: 'abc' }, { analytics: true }))
    expect(policy.get('worker-src')).toBe("worker-src 'self' blob:")
    // Scripts stay as strict: blob: is a worker's source only.
    expect(policy.get('script-src')).not.toContain('blob:')
  })
})

describe('documentHeaders', () => {
  it('lets only our own pages frame a block shown alone, and refuses every frame elsewhere', () => {
    const view = documentHeaders({ nonce: 'abc' }, '/blocks/view/hero-centered')
    expect(directives(view['Content-Security-Policy'] ?? '').get('frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(view['X-Frame-Options']).toBe('SAMEORIGIN')
    for (const path of ['/', '/blocks/hero-centered', '/blocks/viewer', '/components/marquee', '/blocks']) {
      const page = documentHeaders({ sha256: [] }, path)
      expect(directives(page['Content-Security-Policy'] ?? '').get('frame-ancestors'), path).toBe(
        "frame-ancestors 'none'",
      )
      expect(page['X-Frame-Options'], path).toBe('DENY')
    }
  })
})
