import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContentError } from '../../catalog/content-files'
import { loadSnippetFiles, SNIPPETS_DIR, splitFrontMatter } from './files'

const frontMatter = (fields: Record<string, string> = {}) =>
  `---\n${Object.entries({
    title: 'Retry a promise',
    description: 'Retries an async call with backoff. Use it around flaky network calls.',
    language: 'JavaScript',
    category: 'Function',
    tags: '[retry, async-await]',
    plan: 'free',
    ...fields,
  })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`

const notes = 'Wraps a call.\n\n## Usage\n\n```js\nawait retry(() => fetch(url))\n```\n'

describe('snippet files', () => {
  let dir: string
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'snippet-files-')), 'content', 'snippets')
    mkdirSync(dir, { recursive: true })
  })
  afterEach(() => rmSync(dirname(dirname(dir)), { recursive: true, force: true }))

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const problems = () => {
    try {
      loadSnippetFiles(dir)
    } catch (error) {
      if (error instanceof ContentError) return error.problems
      throw error
    }
    return []
  }

  it('loads a snippet from its notes and its code, slug from the file name, prices in dollars', () => {
    write('javascript/retry-promise.md', frontMatter() + notes)
    write('javascript/retry-promise.js', 'export const retry = () => {}\n')
    write(
      'go/pro-tip.md',
      `${frontMatter({ language: 'Go', plan: 'pro', price: '4.99', original_price: '9' })}\n${notes}`,
    )
    write('go/pro-tip.go', 'package main\n')
    expect(loadSnippetFiles(dir)).toEqual([
      {
        slug: 'retry-promise',
        title: 'Retry a promise',
        description: 'Retries an async call with backoff. Use it around flaky network calls.',
        language: 'JavaScript',
        category: 'Function',
        tags: ['retry', 'async-await'],
        plan: 'free',
        code: 'export const retry = () => {}\n',
        mdx: notes,
      },
      expect.objectContaining({
        slug: 'pro-tip',
        language: 'Go',
        plan: 'pro',
        price: 4.99,
        originalPrice: 9,
        mdx: notes,
      }),
    ])
  })

  it('names the file and the field of every problem, all at once', () => {
    write('javascript/no-tags.md', frontMatter({ tags: '[one]' }) + notes)
    write('javascript/no-tags.js', 'x\n')
    write('javascript/free-priced.md', frontMatter({ price: '3' }) + notes)
    write('javascript/free-priced.js', 'x\n')
    write('javascript/extra-key.md', frontMatter({ author: 'someone' }) + notes)
    write('javascript/extra-key.js', 'x\n')
    write('javascript/pro-no-price.md', frontMatter({ plan: 'pro' }) + notes)
    write('javascript/pro-no-price.js', 'x\n')
    write('javascript/wrong-folder.md', frontMatter({ language: 'Python' }) + notes)
    write('javascript/wrong-folder.js', 'x\n')
    write('javascript/Bad_Name.md', frontMatter() + notes)
    write('javascript/Bad_Name.js', 'x\n')
    write('javascript/no-code.md', frontMatter() + notes)
    write('javascript/no-notes.js', 'x\n')
    write('javascript/other.py', 'x\n')
    write('javascript/lonely.example.js', 'x\n')
    write('javascript/no-output.md', frontMatter() + notes)
    write('javascript/no-output.js', 'x\n')
    write('javascript/no-output.example.js', 'x\n')
    write('javascript/no-example.md', frontMatter() + notes)
    write('javascript/no-example.js', 'x\n')
    write('javascript/no-example.out', 'x\n')
    write('javascript/bare.md', notes)
    write('javascript/broken-yaml.md', `---\ntitle: [unclosed\n---\n${notes}`)
    write('javascript/empty-code.md', frontMatter() + notes)
    write('javascript/empty-code.js', '\n')
    write('python/retry-promise.md', frontMatter({ language: 'Python' }) + notes)
    write('python/retry-promise.py', 'x\n')
    write('javascript/retry-promise.md', frontMatter() + notes)
    write('javascript/retry-promise.js', 'x\n')
    write('cobol/x.md', frontMatter() + notes)
    expect(problems().sort()).toEqual(
      [
        'content/snippets/cobol: not a language folder (javascript, typescript, python, css, yaml, sql, go, php, rust, java, csharp, c, cpp, ruby, bash, lua, perl, elixir, r, kotlin, haskell, ocaml, erlang, tcl, common-lisp, scheme)',
        'content/snippets/javascript/no-tags.md: tags: Please give 2 to 5 tags',
        'content/snippets/javascript/free-priced.md: price: A free snippet has no price',
        'content/snippets/javascript/extra-key.md: front matter: Unrecognized key: "author"',
        'content/snippets/javascript/pro-no-price.md: price: A pro snippet needs a price',
        'content/snippets/javascript/wrong-folder.md: language: Python belongs in content/snippets/python',
        'content/snippets/javascript/Bad_Name.md: slug: the file name (its slug) must be dashed lowercase words, such as go-http-server',
        'content/snippets/javascript/no-code.md: code: no no-code.js beside it',
        'content/snippets/javascript/no-notes.js: no no-notes.md beside it',
        'content/snippets/javascript/other.py: JavaScript files are <slug>.md, <slug>.js, <slug>.example.js and <slug>.out',
        'content/snippets/javascript/lonely.example.js: no lonely.md beside it',
        'content/snippets/javascript/no-output.md: example: no-output.example.js needs what it prints, in no-output.out',
        'content/snippets/javascript/no-example.md: example: no-example.out needs the example that prints it, no-example.example.js',
        'content/snippets/javascript/bare.md: front matter: the file must open with front matter between --- lines',
        'content/snippets/javascript/broken-yaml.md: front matter: not YAML (YAML Parse error: Unexpected token)',
        'content/snippets/javascript/empty-code.md: code: empty-code.js is empty',
        // The first language's file keeps the slug; the later one is the duplicate.
        'content/snippets/python/retry-promise.md: slug: another snippet has this slug',
      ].sort(),
    )
  })

  it('shows the example and what it prints before the notes’ caveats, and carries both', () => {
    write(
      'javascript/retry-promise.md',
      `${frontMatter()}Wraps a call.\n\n## Usage\n\nCall it.\n\n## Notes\n\n- Caveat.\n`,
    )
    write('javascript/retry-promise.js', 'export const retry = (f) => f()\n')
    write('javascript/retry-promise.example.js', 'console.log(await retry(() => 1))\n')
    write('javascript/retry-promise.out', '1\n')
    const [snippet] = loadSnippetFiles(dir)
    expect(snippet?.example).toEqual({ code: 'console.log(await retry(() => 1))\n', output: '1\n' })
    expect(snippet?.mdx).toBe(
      'Wraps a call.\n\n## Usage\n\nCall it.\n\n## Example\n\n```javascript\nconsole.log(await retry(() => 1))\n```\n\nIt prints:\n\n```text\n1\n```\n\n## Notes\n\n- Caveat.\n',
    )
  })

  it('splits front matter from the notes, and finds none where the file does not open with it', () => {
    expect(splitFrontMatter('---\na: 1\n---\nText\n')).toEqual({ yaml: 'a: 1', body: 'Text\n' })
    expect(splitFrontMatter('Text\n---\na: 1\n---\n')).toBeUndefined()
  })

  it('loads the catalogue in the repository without a problem', () => {
    expect(loadSnippetFiles(SNIPPETS_DIR).length).toBeGreaterThan(0)
  })
})
