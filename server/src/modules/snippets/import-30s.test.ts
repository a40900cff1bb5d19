import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { snippetSingleQuery } from '@snipstack/contracts'
import { describe, expect, it, vi } from 'vitest'
import { ContentError } from '../catalog/content-files'
import {
  import30sSnippets,
  LEFT_OUT,
  load30sSnippets,
  slugOf,
  THIRTY_SECONDS,
  with30sExamples,
  withoutPlaceholders,
} from './import-30s'

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
  JSONtoTSV: {
    prefix: '30s_JSONtoTSV',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code snippet syntax and JavaScript source as data, meant literally
    body: ["const JSONtoTSV = (${1:rows}, delimiter = ${2:'\t'}) => ${1:rows}.map(r => `${r}`).join(delimiter);"],
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
    const [, tsv, camel] = import30sSnippets(sample)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code snippet syntax and JavaScript source as data, meant literally
    expect(tsv?.code).toBe("const JSONtoTSV = (rows, delimiter = '\t') => rows.map(r => `${r}`).join(delimiter);\n")
    expect(camel?.code).toBe(`${sample.fromCamelCase.body[0]}\n`)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code snippet syntax and JavaScript source as data, meant literally
    expect(withoutPlaceholders('${1:outer ${2:inner\\}}} and $0')).toBe('outer inner} and $0')
  })

  it('makes dashed slugs from camelCase names, acronyms and digits included', () => {
    expect(import30sSnippets(sample).map((snippet) => snippet.slug)).toEqual([
      '30s-debounce',
      '30s-json-to-tsv',
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

  it('reads the installed package: 288 entries (336 less those left out) whose slugs the single route accepts', () => {
    const path = createRequire(import.meta.url).resolve('30-seconds-of-code/vscode_snippets/snippets.json')
    const snippets = import30sSnippets(JSON.parse(readFileSync(path, 'utf8')))
    expect(snippets).toHaveLength(336 - Object.keys(LEFT_OUT).length)
    expect(new Set(snippets.map((snippet) => snippet.slug)).size).toBe(288)
    for (const name of Object.keys(LEFT_OUT)) expect(snippets.map((s) => s.title)).not.toContain(name)
    for (const snippet of snippets) {
      expect(snippetSingleQuery.safeParse({ slug: snippet.slug }).success, snippet.slug).toBe(true)
      expect(snippet.code.trim().length).toBeGreaterThan(0)
      expect(snippet.license).toBe(THIRTY_SECONDS.license)
    }
    expect(snippets.find((snippet) => snippet.slug === '30s-debounce')?.code).toContain('clearTimeout')
  })

  it('imports only the entries with a usage example, each showing it on its page', () => {
    const imported = load30sSnippets()
    expect(imported.length).toBeGreaterThan(0)
    for (const snippet of imported) {
      expect(snippet.example.code.trim(), snippet.slug).not.toBe('')
      expect(snippet.mdx, snippet.slug).toContain('## Example')
    }
  })

  describe('examples of imported snippets', () => {
    const records = import30sSnippets(sample)
    const withFiles = (files: Record<string, string>) => {
      const dir = mkdtempSync(join(tmpdir(), '30s-examples-'))
      try {
        for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
        return with30sExamples(records, dir)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }

    it('keeps the entries that have one, with it, and drops the others', () => {
      const kept = withFiles({ '30s-debounce.example.js': 'debounce(console.log)("hi")\n', '30s-debounce.out': 'hi\n' })
      expect(kept.map((record) => record.slug)).toEqual(['30s-debounce'])
      expect(kept[0]?.example).toEqual({ code: 'debounce(console.log)("hi")\n', output: 'hi\n' })
      expect(kept[0]?.mdx).toMatch(
        /## Example\n\n```javascript\ndebounce\(console\.log\)\("hi"\)\n```\n\nIt prints:\n\n```text\nhi\n```\n$/,
      )
    })

    it('names every file that is off: no such entry, no output, another kind of file', () => {
      let problems: string[] = []
      try {
        withFiles({
          '30s-nothing.example.js': 'x\n',
          '30s-nothing.out': 'x\n',
          '30s-json-to-tsv.example.js': 'x\n',
          'notes.txt': 'x\n',
        })
      } catch (error) {
        if (error instanceof ContentError) problems = error.problems
      }
      expect(problems.map((problem) => problem.replace(/^[^:]*?\/(?=[^/]*:)/, ''))).toEqual([
        '30s-nothing.example.js: no snippet 30s-nothing in the package',
        '30s-nothing.out: no snippet 30s-nothing in the package',
        'notes.txt: files here are <slug>.example.js and <slug>.out',
        '30s-json-to-tsv: example: 30s-json-to-tsv.example.js needs what it prints, in 30s-json-to-tsv.out',
      ])
    })
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
    expect(run('arrayToCSV')([['say "hi"']])).toBe('"say "hi""')
    const bound = { a: () => 'a', b: () => 'b' }
    run('bindAll')(bound, 'a', 'b')
    expect(bound.a()).toBe('b')
    expect(() => run('capitalize')('')).toThrow(TypeError)
    expect(run('capitalizeEveryWord')("don't")).toBe("Don'T")
    expect(run('CSVToArray')('"Smith, John",Paris')[0]).toHaveLength(3)
    expect(run('CSVToJSON')('name,city\n"Smith, John",Paris')[0].name).toBe('"Smith')
    expect(() => run('decapitalize')('')).toThrow(TypeError)
    const roundedEqual = (a: number, b: number) => Math.round(a) === Math.round(b)
    expect(run('differenceWith')([1, 1.2, 1.5, 3, 0], [1.9, 3, 0], roundedEqual)).toEqual([1, 1.2])
    expect(run('digitize')(-123)).toEqual([Number.NaN, 1, 2, 3])
    expect(run('dropRight')([1, 2, 3], 0)).toEqual([])
    expect(run('equals')([], {})).toBe(true)
    expect(() => run('findLastIndex')([1, 3], (n: number) => n % 2 === 0)).toThrow(TypeError)
    expect(() => run('flattenObject')({ a: null })).toThrow(TypeError)
    expect(run('formatDuration')(0)).toBe('')
    expect(run('geometricProgression')(1000, 1, 10)).toEqual([1, 10, 100])
    expect(run('initializeArrayWithRange')(1, 0, 0.5)).toEqual([0, 0.5, 1, 1.5])
    expect(run('initializeArrayWithRangeRight')(1, 0, 0.5)).toEqual([1.5, 1, 0.5, 0])
    expect(run('isEmpty')(new Map([['a', 1]]))).toBe(true)
    expect(run('isSorted')([1, 5])).toBe(4)
    expect(run('JSONtoCSV')([{ a: 0, b: false }], ['a', 'b'])).toBe('a,b\n"",""')
    expect(() => run('longestItem')()).toThrow(TypeError)
    expect(run('luhnCheck')(79927398713)).toBe(false)
    expect(run('mask')(1234567890, -4, '$')).toBe('$$$$567890')
    expect(run('matchesWith')({}, { a: null }, (a: unknown, b: unknown) => a === b)).toBe(true)
    expect(Number.isNaN(run('maxDate')(new Date(2020, 0, 1), new Date(2021, 0, 1)).getTime())).toBe(true)
    expect(Number.isNaN(run('minDate')(new Date(2020, 0, 1), new Date(2021, 0, 1)).getTime())).toBe(true)
    expect(run('parseCookie')('token=YWJj==').token).toBe('YWJj')
    expect(run('permutations')([1])).toEqual([1])
    const random = vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(run('randomHexColorCode')()).toBe('#0')
    random.mockRestore()
    expect(run('remove')([1, 2, 3, 4], (n: number) => n % 2 === 0)).toEqual([2, 4])
    expect(run('round')(1e-7, 2)).toBeNaN()
    const sorted = [10, 20, 30, 30, 40]
    expect([run('sortedLastIndex')(sorted, 30), run('sortedLastIndex')(sorted, 30)]).toEqual([4, 3])
    expect(run('takeRight')([1, 2, 3], 5)).toEqual([2, 3])
    expect(run('takeRightWhile')([4, 1, 5, 2, 3], (n: number) => n > 3)).toEqual([1, 2, 3])
    expect(() => run('toTitleCase')('')).toThrow(TypeError)
    expect(run('unflattenObject')({ 'a.b': 1, 'a.c': 2 })).toEqual({ a: { c: 2 } })
    expect(run('unionBy')([2.1], [1.2, 1.4], Math.floor)).toEqual([2.1, 1.2, 1.4])
    expect(run('unionWith')([1.2], [2.1, 1.9, 3], roundedEqual)).toEqual([1.2, 2.1, 1.9, 3])
    // Without a wait, `Date.now() - last >= undefined` is never true: the first call is the only one.
    vi.useFakeTimers()
    try {
      let runs = 0
      const throttled = run('throttle')(() => void runs++)
      throttled()
      vi.advanceTimersByTime(100)
      throttled()
      vi.advanceTimersByTime(100)
      expect(runs).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    // The dated ones: the platform makes a UUID itself.
    expect(crypto.randomUUID()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(run('UUIDGeneratorNode')()).toMatch(/^[0-9a-f-]{36}$/)
  })
})
