import {
  applyEdits,
  type FormattingOptions,
  findNodeAtLocation,
  getNodeValue,
  type JSONPath,
  modify,
  type ParseError,
  parse,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser'

/**
 * JSON as people write their config files (components.json, tsconfig.json): comments and trailing
 * commas allowed. Reading goes through jsonc-parser and editing through its modify/applyEdits, so
 * a file the CLI changes keeps its comments, key order and formatting.
 */

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

/** Throws a SyntaxError that names the first problem and where it is. */
export function parseJsonc(text: string): unknown {
  const errors: ParseError[] = []
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false })
  const first = errors[0]
  if (first) throw new SyntaxError(`${printParseErrorCode(first.error)} at ${lineAndColumn(text, first.offset)}`)
  return value
}

/** The file's own layout, for the lines an edit adds: its indentation (spaces or tabs) and line ending. */
export function formattingOf(text: string): FormattingOptions {
  const indent = text.match(/^[ \t]+(?=\S)/m)?.[0]
  return {
    insertSpaces: !indent?.startsWith('\t'),
    tabSize: indent && !indent.startsWith('\t') ? indent.length : 2,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `text` with each value of `values` set at its path. Objects are merged key by key, so keys the
 * file has beside them, its comments and its formatting stay; a value already equal is not
 * touched, so the text comes back unchanged when there is nothing to set.
 */
export function setJsonValues(text: string, values: Record<string, unknown>, at: JSONPath = []): string {
  let result = text
  for (const [key, value] of Object.entries(values)) {
    const path = [...at, key]
    const node = findNodeAtLocation(parseTree(result) ?? { type: 'null', offset: 0, length: 0 }, path)
    const current: unknown = node ? getNodeValue(node) : undefined
    if (isPlainObject(value) && isPlainObject(current)) {
      result = setJsonValues(result, value, path)
    } else if (JSON.stringify(current) !== JSON.stringify(value)) {
      result = applyEdits(result, modify(result, path, value, { formattingOptions: formattingOf(result) }))
    }
  }
  return result
}
