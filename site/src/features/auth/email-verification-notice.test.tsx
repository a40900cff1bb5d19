import type { User } from '@snipstack/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailVerificationNotice, unverifiedExplanation } from './email-verification-notice'

const user: User = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  avatar_url: null,
  has_password: true,
  email_verified: false,
  created_at: '2026-01-01T00:00:00.000Z',
}

const markupFor = (account: User) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <EmailVerificationNotice user={account} />
    </QueryClientProvider>,
  )

describe('EmailVerificationNotice', () => {
  it('tells an unverified account where the link went, what waiting means, and offers another link', () => {
    const html = markupFor(user)
    expect(html).toContain('Please verify your email address')
    expect(html).toContain('ada@example.com')
    expect(html).toContain(unverifiedExplanation)
    expect(html).toMatch(/<button[^>]*>Resend verification email<\/button>/)
  })

  it('is not shown once the email is verified', () => {
    expect(markupFor({ ...user, email_verified: true })).toBe('')
  })
})
