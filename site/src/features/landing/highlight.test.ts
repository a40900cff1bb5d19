import { describe, expect, it } from 'vitest'
import { highlight } from './highlight'

describe('highlight', () => {
  it('never loses or reorders text', () => {
    const code = 'package main\n\n// hi\nfunc main() {\n\tfmt.Println("a\\"b", 42)\n}\n'
    expect(
      highlight(code, 'Go')
        .map((t) => t.text)
        .join(''),
    ).toBe(code)
  })

  it('classifies Go tokens', () => {
    const tokens = highlight('func main() { log.Fatal(http.ListenAndServe(":8080", mux)) } // run', 'Go')
    const kindOf = (text: string) => tokens.find((t) => t.text === text)?.kind
    expect(kindOf('func')).toBe('keyword')
    expect(kindOf('main')).toBe('function')
    expect(kindOf('Fatal')).toBe('function')
    expect(kindOf('":8080"')).toBe('string')
    expect(kindOf('// run')).toBe('comment')
  })

  it('classifies TypeScript tokens', () => {
    const tokens = highlight("export async function GET(request: Request) { return 'ok' + 1 }", 'TypeScript')
    const kindOf = (text: string) => tokens.find((t) => t.text === text)?.kind
    expect(kindOf('export')).toBe('keyword')
    expect(kindOf('GET')).toBe('function')
    expect(kindOf('Request')).toBe('type')
    expect(kindOf("'ok'")).toBe('string')
    expect(kindOf('1')).toBe('number')
  })

  it('treats unknown languages as having no keywords and merges neighbouring plain text', () => {
    const tokens = highlight('if x then y', 'brainfuck')
    expect(tokens).toEqual([{ kind: 'plain', text: 'if x then y' }])
  })
})
