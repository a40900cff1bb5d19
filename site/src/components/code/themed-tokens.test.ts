import { describe, expect, it } from 'vitest'
import { themedTokens } from './themed-tokens'

describe('themedTokens', () => {
  it('keeps each token with its light and dark colours', () => {
    const token = { content: 'const', htmlStyle: { '--shiki-light': '#CF222E', '--shiki-dark': '#FF7B72' } }
    expect(themedTokens([[token]])).toEqual([[{ content: 'const', light: '#CF222E', dark: '#FF7B72' }]])
  })

  it('draws light comments in a grey readable on the muted code background', () => {
    const comment = { content: '// why', htmlStyle: { '--shiki-light': '#6e7781', '--shiki-dark': '#8B949E' } }
    expect(themedTokens([[comment]])).toEqual([[{ content: '// why', light: '#57606A', dark: '#8B949E' }]])
  })
})
