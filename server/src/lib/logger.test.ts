import { describe, expect, it } from 'vitest'
import { createLogger, type LogLevel, requestLine } from './logger'

function sink() {
  const out: string[] = []
  const push =
    (level: string) =>
    (...args: unknown[]) =>
      out.push(`${level}: ${args.map(String).join(' ')}`)
  return { out, sink: { debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') } }
}

describe('createLogger', () => {
  it('drops messages below its level', () => {
    const { out, sink: console } = sink()
    const logger = createLogger('warn', console)
    logger.debug('a')
    logger.info('b')
    logger.warn('c')
    logger.error('d', new Error('why'))
    expect(out).toEqual(['warn: c', 'error: d Error: why'])
  })

  it('writes nothing when silent', () => {
    const { out, sink: console } = sink()
    const logger = createLogger('silent', console)
    logger.error('x')
    logger.info('y')
    expect(out).toEqual([])
  })

  it('says which levels it writes, so callers can skip formatting the rest', () => {
    const warn = createLogger('warn', sink().sink)
    expect(['debug', 'info', 'warn', 'error'].map((level) => warn.enabled?.(level as LogLevel))).toEqual([
      false,
      false,
      true,
      true,
    ])
    expect(createLogger('silent', sink().sink).enabled?.('error')).toBe(false)
  })
})

describe('requestLine', () => {
  it('is one line with method, path, status and duration, without the query string', () => {
    expect(requestLine('GET', 'http://localhost/api/health?token=secret', 200, 3.04)).toBe('GET /api/health 200 3.0ms')
  })
})
