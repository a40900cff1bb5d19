import type { OAuthProvider } from '@snipstack/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProviderButtons } from './provider-buttons'
import { authProvidersQueryOptions } from './provider-queries'

/** The form's buttons as the server renders them once the loader has asked which providers are set up. */
function markupWith(providers: OAuthProvider[]) {
  const client = new QueryClient()
  client.setQueryData(authProvidersQueryOptions().queryKey, providers)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ProviderButtons redirectUrl="/pro" />
    </QueryClientProvider>,
  )
}

const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*>[\s\S]*?Continue with <\/span>(\w+)<\/span><\/button>/g)].map((match) => match[1])

describe('ProviderButtons', () => {
  it('offers every configured provider, side by side, then the divider', () => {
    const html = markupWith(['google', 'github'])
    expect(buttonNames(html)).toEqual(['Google', 'GitHub'])
    expect(html).toContain('grid-cols-2')
    expect(html).toContain('or continue with email')
  })

  it('offers only the configured one, across the whole row', () => {
    const html = markupWith(['github'])
    expect(buttonNames(html)).toEqual(['GitHub'])
    expect(html).not.toContain('grid-cols-2')
    expect(html).toContain('or continue with email')
  })

  it('shows neither buttons nor divider when no provider is set up', () => {
    expect(markupWith([])).toBe('')
  })
})
