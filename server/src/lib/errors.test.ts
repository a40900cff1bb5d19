import { describe, expect, it } from 'vitest'
import { AppError } from './errors'

describe('AppError', () => {
  it('maps codes to statuses and keeps the field in the body', () => {
    const error = new AppError('VALIDATION', 'Please enter a valid email address', 'email')
    expect(error.status).toBe(422)
    expect(error.toBody()).toEqual({
      error: { message: 'Please enter a valid email address', code: 'VALIDATION', field: 'email' },
    })
  })

  it('omits field when there is none', () => {
    expect(new AppError('NOT_FOUND', 'x').toBody()).toEqual({ error: { message: 'x', code: 'NOT_FOUND' } })
  })
})
