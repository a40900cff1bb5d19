import { describe, expect, it } from 'vitest'
import { errorMessage, fallbackErrorMessage } from './error-message'

describe('errorMessage', () => {
  it('uses the message of an Error or error-like object', () => {
    expect(errorMessage(new Error('Chunk failed'))).toBe('Chunk failed')
    expect(errorMessage({ message: 'Bad gateway' })).toBe('Bad gateway')
    expect(errorMessage('plain text')).toBe('plain text')
  })

  it('falls back when there is nothing readable', () => {
    expect(fallbackErrorMessage).toBe('An unexpected error occurred')
    expect(errorMessage(new Error(''))).toBe(fallbackErrorMessage)
    expect(errorMessage(undefined)).toBe(fallbackErrorMessage)
    expect(errorMessage(null)).toBe(fallbackErrorMessage)
    expect(errorMessage(42)).toBe(fallbackErrorMessage)
    expect(errorMessage({ message: 3 })).toBe(fallbackErrorMessage)
  })
})
