import { describe, expect, it } from 'vitest'
import { formattingOf, parseJsonc, setJsonValues } from './jsonc'

describe('parseJsonc', () => {
  it('reads comments and trailing commas, and never touches what is inside strings', () => {
    const text = `{
  // a line comment with "quotes", ] and }
  "a": "http://x/*y*/", /* a block comment */
  "b": [1, "two, ]", "three // not a comment",],
  "c": { "d": "\\"escaped\\" , ]" },
}`
    expect(parseJsonc(text)).toEqual({
      a: 'http://x/*y*/',
      b: [1, 'two, ]', 'three // not a comment'],
      c: { d: '"escaped" , ]' },
    })
  })

  it('says what is wrong and where', () => {
    expect(() => parseJsonc('{\n  "style": \n}')).toThrowError('ValueExpected at line 3, column 1')
    expect(() => parseJsonc('{ "a": 1 "b": 2 }')).toThrowError('CommaExpected at line 1, column 10')
  })
})

/** components.json as a user may keep it: shadcn's keys, comments, another registry, a key we do not know. */
const componentsJson = `{
  "$schema": "https://ui.shadcn.com/schema.json",
  // Kept in sync with the design system; see docs/ui.md
  "style": "new-york",
  "rsc": false,
  "tsx": true,
  "tailwind": {
    "config": "",
    "css": "src/styles/app.css", // moved from src/index.css
    "baseColor": "zinc",
    "cssVariables": true,
    "prefix": ""
  },
  "iconLibrary": "lucide",
  "menuColor": "default",
  "aliases": {
    "components": "@/components",
    "utils": "@/lib/utils",
    "ui": "@/components/ui",
    "lib": "@/lib",
    "hooks": "@/hooks"
  },
  "registries": {
    "@acme": "https://acme.test/r/{name}.json", /* the team's own */
  },
}
`

describe('setJsonValues', () => {
  it('sets values in place, keeping comments, trailing commas, other keys and other registries', () => {
    const next = setJsonValues(componentsJson, {
      style: 'new-york',
      tailwind: { css: 'src/index.css', baseColor: 'neutral' },
      registries: { '@snipstack': 'http://localhost:3000/r/{name}.json' },
    })
    expect(next).toContain('  // Kept in sync with the design system; see docs/ui.md\n')
    expect(next).toContain('"css": "src/index.css", // moved from src/index.css\n')
    expect(next).toContain('"baseColor": "neutral",')
    expect(next).toContain('"menuColor": "default",')
    expect(next).toContain('"@acme": "https://acme.test/r/{name}.json",')
    expect(next).toContain("/* the team's own */")
    expect(parseJsonc(next)).toMatchObject({
      tailwind: { css: 'src/index.css', baseColor: 'neutral', cssVariables: true },
      registries: { '@acme': 'https://acme.test/r/{name}.json', '@snipstack': 'http://localhost:3000/r/{name}.json' },
    })
    // Every other line is still there, verbatim: only the two changed values and the line the new
    // registry follows (jsonc-parser puts the new entry before that line's trailing comment) differ.
    const lines = new Set(next.split('\n'))
    const lost = componentsJson.split('\n').filter((line) => !lines.has(line))
    expect(lost.map((line) => line.trim().split(':')[0])).toEqual(['"css"', '"baseColor"', '"@acme"'])
  })

  it('returns the very same text when every value is already there', () => {
    expect(setJsonValues(componentsJson, { rsc: false, aliases: { ui: '@/components/ui' } })).toBe(componentsJson)
  })

  it('adds keys in the indentation the file uses', () => {
    expect(setJsonValues('{\n\t"a": 1\n}\n', { b: { c: true } })).toBe(
      '{\n\t"a": 1,\n\t"b": {\n\t\t"c": true\n\t}\n}\n',
    )
    expect(formattingOf('{\n    "a": 1\r\n}')).toEqual({ insertSpaces: true, tabSize: 4, eol: '\r\n' })
  })
})
