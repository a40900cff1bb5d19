import { snippetSubmissionMessages as messages, SNIPPET_ATTACHMENT_MAX_BYTES } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors'
import { formFileName } from '../../lib/multipart'
import {
  ATTACHMENT_NAME_MAX,
  checkAttachment,
  contentDisposition,
  isUtf8Text,
  parseBodyField,
  safeAttachmentName,
} from './attachment'
import { slugFromTitle } from './submission-service'

const bytes = (text: string) => new TextEncoder().encode(text)

/** The 422 a rule throws, as the client would read it. */
function refusal(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return error.toBody().error
    throw error
  }
  return undefined
}

describe('attachment names', () => {
  it.each([
    ['notes.md', 'notes.md'],
    ['C:\\fakepath\\hook.ts', 'hook.ts'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['say "hi".ts', 'say _hi_.ts'],
    ["it's;here.js", 'it_s_here.js'],
    ['a<b>c|d?e*f:g`h.py', 'a_b_c_d_e_f_g_h.py'],
    ['tab\tand\nnewline.go', 'tabandnewline.go'],
    ['nul\u0000byte.ts', 'nulbyte.ts'],
    ['evil\u202egnp.ts', 'evilgnp.ts'],
    ['  spaced    out  .css', 'spaced out .css'],
    ['...hidden.yml', 'hidden.yml'],
    ['..', ''],
    ['Crème brûlée.md', 'Crème brûlée.md'],
    ['cre\u0300me.md', 'crème.md'],
  ])('makes %j safe as %j', (raw, safe) => {
    expect(safeAttachmentName(raw)).toBe(safe)
    expect(safeAttachmentName(safeAttachmentName(raw))).toBe(safe)
  })

  it('shortens a long name and keeps its extension', () => {
    const name = safeAttachmentName(`${'x'.repeat(300)}.tsx`)
    expect(name).toHaveLength(ATTACHMENT_NAME_MAX)
    expect(name.endsWith('x.tsx')).toBe(true)
    expect([...safeAttachmentName(`${'é'.repeat(300)}.md`)]).toHaveLength(ATTACHMENT_NAME_MAX)
  })
})

describe('file names as browsers send them', () => {
  it('turns back only the escapes of the HTML multipart encoding', () => {
    expect(formFileName('say %22hi%22.ts')).toBe('say "hi".ts')
    expect(formFileName('a%0D%0Ab.ts')).toBe('a\r\nb.ts')
    expect(formFileName('100%25 %41.txt')).toBe('100%25 %41.txt')
    expect(safeAttachmentName(formFileName('say %22hi%22.ts'))).toBe('say _hi_.ts')
  })
})

describe('the download header', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(contentDisposition('use-debounce.ts')).toBe('attachment; filename="use-debounce.ts"')
  })

  it('adds the exact UTF-8 name as filename* (RFC 5987) and an ASCII fallback', () => {
    expect(contentDisposition('naïve résumé.md')).toBe(
      `attachment; filename="na_ve r_sum_.md"; filename*=UTF-8''na%C3%AFve%20r%C3%A9sum%C3%A9.md`,
    )
    expect(contentDisposition('日本.txt')).toBe(
      `attachment; filename="__.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`,
    )
    expect(contentDisposition('(it) é!.txt')).toBe(
      `attachment; filename="(it) _!.txt"; filename*=UTF-8''%28it%29%20%C3%A9!.txt`,
    )
  })

  it('never lets a stored name break out of the header', () => {
    for (const name of ['a"; filename="evil.html', 'a\r\nSet-Cookie: x=1.txt', '100%25.txt', '', 'a\\"b.ts']) {
      const header = contentDisposition(name)
      expect(header, name).toMatch(
        /^attachment; filename="[\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]*"(; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+)?$/,
      )
      expect(header).not.toMatch(/[\r\n]/)
    }
    expect(contentDisposition('')).toBe('attachment; filename="attachment.txt"')
  })
})

describe('attachment content', () => {
  it('is UTF-8 text without NUL bytes', () => {
    expect(isUtf8Text(bytes('plain ascii\n'))).toBe(true)
    expect(isUtf8Text(bytes('\ufeffwith a BOM, é, 日本, 🙂'))).toBe(true)
    expect(isUtf8Text(new Uint8Array())).toBe(true)
    expect(isUtf8Text(new Uint8Array([0x61, 0x00, 0x62]))).toBe(false)
    expect(isUtf8Text(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toBe(false)
    expect(isUtf8Text(new Uint8Array([0xc3]))).toBe(false)
    // A PNG's signature: what a renamed image starts with.
    expect(isUtf8Text(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false)
  })

  it('checks the type, then the size, then the content, each as a 422 on field file', () => {
    const big = new Uint8Array(SNIPPET_ATTACHMENT_MAX_BYTES + 1).fill(0x61)
    expect(refusal(() => checkAttachment('x.exe', big))).toEqual({
      code: 'VALIDATION',
      field: 'file',
      message: messages.fileType,
    })
    expect(refusal(() => checkAttachment('x.ts', big))?.message).toBe(messages.fileTooLarge)
    expect(refusal(() => checkAttachment('x.ts', new Uint8Array([0, 1, 2])))?.message).toBe(messages.fileText)
    const exact = new Uint8Array(SNIPPET_ATTACHMENT_MAX_BYTES).fill(0x61)
    expect(checkAttachment('dir/Hook.TS', exact)).toEqual({ name: 'Hook.TS', content: exact })
  })
})

describe('the body field', () => {
  it('is JSON within the shape limits, else a 422 on body', () => {
    expect(parseBodyField('{"title":"x"}')).toEqual({ title: 'x' })
    for (const text of ['', '  ', '{"title":', 'not json', `${'['.repeat(50)}${']'.repeat(50)}`]) {
      const error = refusal(() => parseBodyField(text))
      expect(error?.field, text).toBe('body')
      expect(error?.code).toBe('VALIDATION')
    }
    expect(refusal(() => parseBodyField('{"title":'))?.message).toBe(messages.body)
  })
})

describe('slugs from titles', () => {
  it.each([
    ['Debounce a Function', 'debounce-a-function'],
    ['  useToggle() — the Hook!  ', 'usetoggle-the-hook'],
    ['Crème Brûlée Toggle', 'creme-brulee-toggle'],
    ['SQL: SELECT * FROM users;', 'sql-select-from-users'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['日本語のスニペット', 'snippet'],
    ['!!!', 'snippet'],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
  })

  it('keeps a long title to 80 characters without a trailing dash', () => {
    const slug = slugFromTitle(`${'word '.repeat(40)}`)
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })
})
