import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { snippetSingleQuery } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { import30sSnippets, LEFT_OUT, load30sSnippets, slugOf, THIRTY_SECONDS, withoutPlaceholders } from './import-30s'

/** Entries shaped like the package's vscode_snippets/snippets.json, written for this test. */
const sample = {
  debounce: {
    prefix: '30s_debounce',
    body: [
      'const debounce = (fn, ms = 0) => {',
      '  let timer;',
      '  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };',
      '};',
    ],
    description:
      'Delays calling `fn` until `ms` milliseconds have passed since the last call.\n\nClear the pending timeout on every call with `clearTimeout()`.\nOmit `ms` to wait 0 ms',
  },
  JSONtoCSV: {
    prefix: '30s_JSONtoCSV',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code snippet syntax and JavaScript source as data, meant literally
    body: ["const JSONtoCSV = (${1:rows}, delimiter = ${2:','}) => ${1:rows}.map(r => `${r}`).join(delimiter);"],
    description: 'Turns rows into CSV.',
  },
  fromCamelCase: {
    prefix: '30s_fromCamelCase',
    body: ["const fromCamelCase = str => str.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();"],
    description: 'Converts a string from camelcase',
  },
}

describe('the 30-seconds-of-code importer', () => {
  it('maps each entry to a free JavaScript function with its source and licence', () => {
    const [debounce] = import30sSnippets(sample)
    expect(debounce).toEqual({
      slug: '30s-debounce',
      title: 'debounce',
      description: 'Delays calling `fn` until `ms` milliseconds have passed since the last call.',
      language: 'JavaScript',
      category: 'Function',
      tags: ['javascript', 'debounce'],
      code: `${sample.debounce.body.join('\n')}\n`,
      mdx: [
        'Delays calling `fn` until `ms` milliseconds have passed since the last call.',
        'Clear the pending timeout on every call with `clearTimeout()`.\nOmit `ms` to wait 0 ms.',
        'From [30 seconds of code](https://www.npmjs.com/package/30-seconds-of-code) (CC0-1.0).\n',
      ].join('\n\n'),
      plan: 'free',
      priceCents: null,
      originalPriceCents: null,
      authorName: '30 seconds of code',
      sourceUrl: 'https://www.npmjs.com/package/30-seconds-of-code',
      license: 'CC0-1.0',
    })
  })

  it('turns VS Code placeholders into their text and leaves JavaScript that looks like them alone', () => {
    const [, csv, camel] = import30sSnippets(sample)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code snippet syntax and JavaScript source as data, meant literally
    expect(csv?.code).toBe("const JSONtoCSV = (rows, delimiter = ',') => rows.map(r => `${r}`).join(delimiter);\n")
    expect(camel?.code).toBe(`${sample.fromCamelCase.body[0]}\n`)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code snippet syntax and JavaScript source as data, meant literally
    expect(withoutPlaceholders('${1:outer ${2:inner\\}}} and $0')).toBe('outer inner} and $0')
  })

  it('makes dashed slugs from camelCase names, acronyms and digits included', () => {
    expect(import30sSnippets(sample).map((snippet) => snippet.slug)).toEqual([
      '30s-debounce',
      '30s-json-to-csv',
      '30s-from-camel-case',
    ])
    expect(slugOf('URLJoin')).toBe('30s-url-join')
    expect(slugOf('initialize2DArray')).toBe('30s-initialize-2d-array')
    expect(slugOf('RGBToHex')).toBe('30s-rgb-to-hex')
  })

  it('refuses a file of another shape, and names that would share a slug', () => {
    expect(() => import30sSnippets({ debounce: { prefix: '30s_debounce', body: 'not lines' } })).toThrow()
    const twin = { prefix: 'x', body: ['1'], description: 'One.' }
    expect(() => import30sSnippets({ toCSV: twin, ToCSV: twin })).toThrow(/30s-to-csv/)
  })

  it('reads the installed package: 328 snippets (336 less those left out) whose slugs the single route accepts', () => {
    const snippets = load30sSnippets()
    expect(snippets).toHaveLength(336 - Object.keys(LEFT_OUT).length)
    expect(new Set(snippets.map((snippet) => snippet.slug)).size).toBe(328)
    for (const name of Object.keys(LEFT_OUT)) expect(snippets.map((s) => s.title)).not.toContain(name)
    for (const snippet of snippets) {
      expect(snippetSingleQuery.safeParse({ slug: snippet.slug }).success, snippet.slug).toBe(true)
      expect(snippet.code.trim().length).toBeGreaterThan(0)
      expect(snippet.license).toBe(THIRTY_SECONDS.license)
    }
    expect(snippets.find((snippet) => snippet.slug === '30s-debounce')?.code).toContain('clearTimeout')
  })

  it('leaves out entries whose code does not do what it says, each fault shown by running it', () => {
    const path = createRequire(import.meta.url).resolve('30-seconds-of-code/vscode_snippets/snippets.json')
    const file = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { body: string[] }>
    // The package's own code, as the importer would store it, made callable.
    // biome-ignore lint/suspicious/noExplicitAny: each function is called with the arguments its fault needs
    const run = (name: string): any =>
      new Function('require', `${(file[name]?.body ?? []).map(withoutPlaceholders).join('\n')}\nreturn ${name}`)(
        createRequire(import.meta.url),
      )
    expect(run('deepClone')({ a: null }).a).toEqual({})
    expect(run('deepClone')({ at: new Date(0) }).at).not.toBeInstanceOf(Date)
    expect(() => run('dig')({ a: null, b: { c: 1 } }, 'c')).toThrow(TypeError)
    let calls = 0
    run('times')(0, () => void calls++)
    expect(calls).toBe(1)
    expect(run('defaults')({ a: undefined }, { a: 1 }).a).toBeUndefined()
    const list = [1, 2, 3]
    expect(run('shank')(list, -1, 1)).not.toEqual(list.toSpliced(-1, 1))
    expect(run('sum')([1, 2], [3])).toBe('01,23')
    // The dated ones: the platform makes a UUID itself.
    expect(crypto.randomUUID()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(run('UUIDGeneratorNode')()).toMatch(/^[0-9a-f-]{36}$/)
  })
})
