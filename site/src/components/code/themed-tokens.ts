import type { HighlightedCode } from './highlighted-code'

/** A shiki token as `codeToTokens` gives it with two themes and no default colour. */
type ThemedToken = { content: string; htmlStyle?: Record<string, string> | undefined }

/**
 * Shiki's two-theme tokens as `<HighlightedCodeBlock>` draws them: each token's text with its light
 * and dark colours. Shared by the snippets' and the templates' highlighters.
 */
export function themedTokens(lines: ThemedToken[][]): HighlightedCode {
  return lines.map((line) =>
    line.map((token) => {
      const style = token.htmlStyle ?? {}
      return { content: token.content, light: style['--shiki-light'], dark: style['--shiki-dark'] }
    }),
  )
}
