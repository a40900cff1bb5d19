import { SNIPPET_ATTACHMENT_MAX_BYTES, snippetSubmissionMessages } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { emptySubmitValues, fileError, splitTags, toSubmission, validateSubmission } from './submit-form-rules'

const valid = {
  title: 'Debounce a callback',
  description: 'Wait until calls stop before running the callback.',
  language: 'TypeScript',
  category: 'Function',
  tags: 'timing, Events',
  code: 'export const x = 1\n',
  mdx: '',
}

describe('submission form rules', () => {
  it('splits comma-separated tags and drops empty ones', () => {
    expect(splitTags(' react, hooks ,, state ')).toEqual(['react', 'hooks', 'state'])
    expect(splitTags('')).toEqual([])
    expect(toSubmission(valid).tags).toEqual(['timing', 'Events'])
  })

  it('accepts a complete snippet', () => {
    expect(validateSubmission(valid, null)).toEqual({})
  })

  it("names every missing field with the contract's message", () => {
    expect(validateSubmission(emptySubmitValues, null)).toEqual({
      title: snippetSubmissionMessages.title,
      description: snippetSubmissionMessages.description,
      language: snippetSubmissionMessages.language,
      category: snippetSubmissionMessages.category,
      code: snippetSubmissionMessages.code,
    })
    expect(validateSubmission({ ...valid, tags: 'a, b, c, d, e, f' }, null)).toEqual({
      tags: snippetSubmissionMessages.tags,
    })
  })

  it('checks the attachment by name and size before sending', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name)
    expect(fileError(null)).toBeUndefined()
    expect(fileError(file('notes.md', 10))).toBeUndefined()
    expect(fileError(file('tool.exe', 10))).toBe(snippetSubmissionMessages.fileType)
    expect(fileError(file('big.txt', SNIPPET_ATTACHMENT_MAX_BYTES + 1))).toBe(snippetSubmissionMessages.fileTooLarge)
    expect(validateSubmission(valid, file('x.bin', 1))).toEqual({ file: snippetSubmissionMessages.fileType })
  })
})
