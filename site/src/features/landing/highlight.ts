export type TokenKind = 'plain' | 'keyword' | 'string' | 'comment' | 'number' | 'function' | 'type'
export type Token = { kind: TokenKind; text: string }

const keywords: Record<string, ReadonlySet<string>> = {
  go: new Set(
    'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var nil true false'.split(
      ' ',
    ),
  ),
  typescript: new Set(
    'as async await break case catch class const continue default delete do else export extends false finally for from function if import in instanceof interface let new null return static switch this throw true try type typeof undefined var void while'.split(
      ' ',
    ),
  ),
}

// One alternation per token kind; anything between matches is plain text.
const scanner =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|(\b\d[\d_]*(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g

/**
 * A deliberately small highlighter for the landing page's two static previews: comments,
 * strings, numbers, keywords, called functions and capitalised type names. It never drops or
 * reorders text, so joining the tokens gives back the input.
 */
export function highlight(code: string, language: string): Token[] {
  const words = keywords[language.toLowerCase()] ?? new Set<string>()
  const tokens: Token[] = []
  const push = (kind: TokenKind, text: string) => {
    if (!text) return
    const last = tokens[tokens.length - 1]
    if (last && last.kind === kind) last.text += text
    else tokens.push({ kind, text })
  }
  let cursor = 0
  for (const match of code.matchAll(scanner)) {
    const index = match.index ?? 0
    push('plain', code.slice(cursor, index))
    const [text, comment, string, number, word] = match
    if (comment) push('comment', text)
    else if (string) push('string', text)
    else if (number) push('number', text)
    else if (word && words.has(word)) push('keyword', text)
    else if (word && code[index + text.length] === '(') push('function', text)
    else if (word && /^[A-Z]/.test(word)) push('type', text)
    else push('plain', text)
    cursor = index + text.length
  }
  push('plain', code.slice(cursor))
  return tokens
}
