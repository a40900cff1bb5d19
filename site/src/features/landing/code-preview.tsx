import { highlight, type Token, type TokenKind } from './highlight'

const tokenClass: Record<TokenKind, string | undefined> = {
  plain: undefined,
  keyword: 'text-violet-300',
  string: 'text-emerald-300',
  comment: 'text-zinc-500 italic',
  number: 'text-amber-300',
  function: 'text-sky-300',
  type: 'text-rose-300',
}

/** Pairs each token with its offset in the source, which is unique and stable, for use as a key. */
function withOffsets(tokens: Token[]): Array<Token & { offset: number }> {
  let offset = 0
  return tokens.map((token) => {
    const start = offset
    offset += token.text.length
    return { ...token, offset: start }
  })
}

/** Read-only highlighted code, always on a dark surface so it reads the same in both themes. */
export function CodePreview({ code, language }: { code: string; language: string }) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the code scrolls when it is longer or wider than its box, and must be reachable by keyboard
      tabIndex={0}
      className="max-h-80 overflow-auto p-4 font-mono text-[13px] text-zinc-100 leading-6 outline-none focus-visible:ring-2 focus-visible:ring-sky-400 focus-visible:ring-inset"
    >
      <code>
        {withOffsets(highlight(code, language)).map((token) => {
          const className = tokenClass[token.kind]
          return className ? (
            <span key={token.offset} className={className}>
              {token.text}
            </span>
          ) : (
            token.text
          )
        })}
      </code>
    </pre>
  )
}
