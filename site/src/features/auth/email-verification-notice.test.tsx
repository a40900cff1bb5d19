import type { User } from '@snipstack/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testUser } from '@/lib/test-user'
import { EmailVerificationNotice, unverifiedExplanation } from './email-verification-notice'

const user = testUser({ email_verified: false })

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
