import { describe, expect, it } from 'vitest'
import { clientIp, recordSocketAddress } from './client-ip'

const request = (forwardedFor?: string) =>
  new Request('http://localhost/', forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {})

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For unless proxies are trusted', () => {
    const spoofed = request('203.0.113.9')
    recordSocketAddress(spoofed, '198.51.100.7')
    expect(clientIp(spoofed)).toBe('198.51.100.7')
    expect(clientIp(request('203.0.113.9'))).toBeUndefined()
  })

  it('takes the entry the outermost trusted proxy wrote, not what the client claimed', () => {
    expect(clientIp(request('203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientIp(request('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientIp(request('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
    expect(clientIp(request('203.0.113.9'), 3)).toBe('203.0.113.9')
  })

  it('falls back to the socket when a trusted proxy sent no header', () => {
    const direct = request()
    recordSocketAddress(direct, '10.0.0.2')
    expect(clientIp(direct, 1)).toBe('10.0.0.2')
  })
})
