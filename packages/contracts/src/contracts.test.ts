import { describe, expect, it } from 'vitest'
import { errorResponse, healthResponse } from './index'

describe('contracts', () => {
  it('accepts the one error shape and rejects unknown codes', () => {
    expect(errorResponse.parse({ error: { message: 'Too short', field: 'name', code: 'VALIDATION' } })).toBeTruthy()
    expect(errorResponse.safeParse({ error: { message: 'x', code: 'TEAPOT' } }).success).toBe(false)
  })

  it('describes the health answer', () => {
    expect(healthResponse.parse({ status: 'ok', version: '0.0.0', database: 'pglite' }).database).toBe('pglite')
    expect(healthResponse.safeParse({ status: 'ok', version: '0.0.0', database: 'mysql' }).success).toBe(false)
  })
})
