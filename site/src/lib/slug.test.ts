import { describe, expect, it } from 'vitest'
import { titleFromSlug } from './slug'

describe('titleFromSlug', () => {
  it('capitalises each word', () => {
    expect(titleFromSlug('about-us')).toBe('About Us')
    expect(titleFromSlug('privacy-policy')).toBe('Privacy Policy')
    expect(titleFromSlug('x')).toBe('X')
  })

  it('keeps minor words lower case except at the start', () => {
    expect(titleFromSlug('terms-of-service')).toBe('Terms of Service')
    expect(titleFromSlug('the-art-of-go')).toBe('The Art of Go')
  })

  it('tolerates repeated separators, underscores and odd casing', () => {
    expect(titleFromSlug('--go__HTTP-server-')).toBe('Go Http Server')
    expect(titleFromSlug('')).toBe('')
  })
})
