import type { HighlightedCode } from './highlighted-code'

/** A shiki token as `codeToTokens` gives it with two themes and no default colour. */
type ThemedToken = { content: string; htmlStyle?: Record<string, string> | undefined }

/**
 * GitHub's light theme greys comments with #6E7781: 4.55:1 on white, but about 4.4:1 on the muted
 * background code sits on here, under the 4.5:1 text needs. Its darker grey (#57606A, 5.9:1 there)
 * takes its place.
 */
const LIGHT_COMMENT = '#6E7781'
const LIGHT_COMMENT_READABLE = '#57606A'

/**
 * Shiki's two-theme tokens as `<HighlightedCodeBlock>` draws them: each token's text with its light
 * and dark colours. Shared by the snippets' and the templates' highlighters.
 */
export function themedTokens(lines: ThemedToken[][]): HighlightedCode {
  return lines.map((line) =>
    line.map((token) => {
      const style = token.htmlStyle ?? {}
      const light = style['--shiki-light']
      return {
        content: token.content,
        light: light?.toUpperCase() === LIGHT_COMMENT ? LIGHT_COMMENT_READABLE : light,
        dark: style['--shiki-dark'],
      }
    }),
  )
}
