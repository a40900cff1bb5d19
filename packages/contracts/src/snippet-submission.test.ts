import { describe, expect, it } from 'vitest'
import {
  snippetSubmissionMessages as messages,
  SNIPPET_ATTACHMENT_MAX_BYTES,
  SNIPPET_CODE_MAX,
  SNIPPET_SUBMISSIONS_PER_HOUR,
  snippetAttachmentExtension,
  snippetAttachmentExtensions,
  snippetAttachmentUrl,
  snippetDeleteResponse,
  snippetSubmission,
  snippetUpdate,
  snippetWriteResponse,
} from './snippet-submission'
import { snippetDetail } from './snippets'
import { textMessages } from './text'

const valid = {
  title: 'Debounce a value',
  description: 'Waits until the value settles.',
  language: 'TypeScript',
  category: 'Hook',
  code: 'export const x = 1\n',
}

const issue = (value: unknown, schema: typeof snippetSubmission = snippetSubmission) => {
  const result = schema.safeParse(value)
  return result.success
    ? undefined
    : { field: result.error.issues[0]?.path[0], message: result.error.issues[0]?.message }
}

describe('a snippet submission', () => {
  it('trims the title and description, keeps the code as typed and defaults tags and notes', () => {
    const parsed = snippetSubmission.parse({ ...valid, title: '  Debounce a value ', code: '  indented\n' })
    expect(parsed).toEqual({ ...valid, code: '  indented\n', tags: [], mdx: '' })
  })

  it('lowercases, trims and de-duplicates tags before counting them', () => {
    const tags = ['React', ' react', 'HOOKS', 'a', 'b', 'c', 'c ']
    expect(snippetSubmission.parse({ ...valid, tags }).tags).toEqual(['react', 'hooks', 'a', 'b', 'c'])
    expect(issue({ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ field: 'tags', message: messages.tags })
    expect(issue({ ...valid, tags: ['x'.repeat(25)] })?.message).toBe(messages.tags)
    expect(issue({ ...valid, tags: ['   '] })?.message).toBe(messages.tags)
    expect(issue({ ...valid, tags: 'react' })?.message).toBe(messages.tags)
    expect(snippetSubmission.parse({ ...valid, tags: ['x'.repeat(24)] }).tags).toHaveLength(1)
  })

  it.each([
    ['title', { title: 'ab' }, messages.title],
    ['title', { title: '  ab   ' }, messages.title],
    ['title', { title: 'x'.repeat(101) }, messages.title],
    ['title', { title: undefined }, messages.title],
    ['title', { title: 'two\nlines' }, textMessages.singleLine],
    ['description', { description: 'too short' }, messages.description],
    ['description', { description: 'x'.repeat(301) }, messages.description],
    ['language', { language: 'Cobol' }, messages.language],
    ['category', { category: 'Widget' }, messages.category],
    ['code', { code: '' }, messages.code],
    ['code', { code: ' \n\t ' }, messages.code],
    ['code', { code: 'x'.repeat(SNIPPET_CODE_MAX + 1) }, messages.code],
    ['code', { code: 'a\u0000b' }, textMessages.control],
    ['mdx', { mdx: 'x'.repeat(20_001) }, messages.mdx],
    ['mdx', { mdx: 42 }, messages.mdx],
  ])('refuses a bad %s with its message (%#)', (field, patch, message) => {
    expect(issue({ ...valid, ...patch })).toEqual({ field, message })
  })

  it('takes remove_attachment on updates only, as a boolean', () => {
    expect(snippetUpdate.parse({ ...valid, remove_attachment: true }).remove_attachment).toBe(true)
    expect(snippetUpdate.parse(valid).remove_attachment).toBeUndefined()
    expect(issue({ ...valid, remove_attachment: 'yes' }, snippetUpdate)).toEqual({
      field: 'remove_attachment',
      message: messages.removeAttachment,
    })
    expect(snippetSubmission.parse({ ...valid, remove_attachment: true })).not.toHaveProperty('remove_attachment')
  })
})

describe('the submission rules the site shows', () => {
  it('says them in the style of the account forms, with the limits in them', () => {
    expect(messages.title).toBe('Please enter a title of 3 to 100 characters')
    expect(messages.description).toBe('Please enter a description of 10 to 300 characters')
    expect(messages.tags).toBe('Please use at most 5 tags of at most 24 characters each')
    expect(messages.code).toBe('Please paste the code (at most 20,000 characters)')
    expect(messages.mdx).toBe('Please keep the notes to at most 20,000 characters')
    expect(messages.fileTooLarge).toBe('The file must be at most 256 KB')
    expect(messages.fileType).toMatch(/^Please attach a text file: \.js, \.jsx, \.ts, .*\.json$/)
    expect(messages.rateLimited).toBe('You have submitted 10 snippets in the last hour. Please try again later.')
    expect(messages.notAuthor).toBe('Only the author can change this snippet.')
    expect(SNIPPET_ATTACHMENT_MAX_BYTES).toBe(262_144)
    expect(SNIPPET_SUBMISSIONS_PER_HOUR).toBe(10)
  })

  it('admits attachments by their last extension, whatever its case', () => {
    expect(snippetAttachmentExtension('notes.MD')).toBe('md')
    expect(snippetAttachmentExtension('archive.tar.json')).toBe('json')
    for (const name of ['Dockerfile', '.ts', 'x.', 'x.exe', 'x.ts.png', 'x.html', 'x.svg'])
      expect(snippetAttachmentExtension(name), name).toBeUndefined()
    expect(snippetAttachmentExtensions).toHaveLength(13)
  })

  it('answers writes with the detail, attachment included, and deletes with the slug', () => {
    const detail = snippetDetail.shape
    expect(Object.keys(snippetWriteResponse.shape)).toEqual(['snippet'])
    expect(detail.attachment.safeParse(null).success).toBe(true)
    expect(detail.attachment.parse({ name: 'a.ts', size: 3, url: snippetAttachmentUrl('use-x') })).toEqual({
      name: 'a.ts',
      size: 3,
      url: '/api/snippets/attachment?slug=use-x',
    })
    expect(snippetDeleteResponse.parse({ slug: 'use-x' })).toEqual({ slug: 'use-x' })
  })
})
