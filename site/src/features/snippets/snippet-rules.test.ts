import { describe, expect, it } from 'vitest'
import {
  cardPreview,
  dialogWidth,
  downloadExtension,
  downloadFileName,
  shareUrl,
  snippetPagerItems,
} from './snippet-rules'

describe('cardPreview', () => {
  it('keeps the first five lines', () => {
    expect(cardPreview('1\n2\n3\n4\n5\n6\n7')).toBe('1\n2\n3\n4\n5')
    expect(cardPreview('one line')).toBe('one line')
  })
})

describe('downloads', () => {
  it('names the file after the title, lowercased with underscores, with the language’s extension', () => {
    expect(downloadFileName('Debounce a Function', 'JavaScript')).toBe('debounce_a_function.js')
    expect(downloadFileName('  K8s: Deployment + HPA  ', 'YAML')).toBe('k8s_deployment_hpa.yml')
    expect(downloadFileName('Café ünïcode', 'Python')).toBe('café_ünïcode.py')
    expect(downloadFileName('***', 'Brainfuck')).toBe('snippet.txt')
  })

  it('gives each catalogue language its extension, and txt to any other', () => {
    expect(['JavaScript', 'Python', 'YAML', 'TypeScript', 'React'].map(downloadExtension)).toEqual([
      'js',
      'py',
      'yml',
      'ts',
      'tsx',
    ])
    expect(['CSS', 'SQL', 'Go', 'Cobol'].map(downloadExtension)).toEqual(['css', 'sql', 'go', 'txt'])
    expect(['C++', 'C#', 'Common Lisp', 'R', 'PHP'].map(downloadExtension)).toEqual(['cpp', 'cs', 'lisp', 'R', 'php'])
  })
})

describe('shareUrl', () => {
  it('is the page URL with the snippet id as fragment', () => {
    expect(shareUrl('https://snipstack.dev/snippets/go-http-server', 'a1')).toBe(
      'https://snipstack.dev/snippets/go-http-server#a1',
    )
    expect(shareUrl('https://snipstack.dev/snippets?page=2#old', 'b2')).toBe('https://snipstack.dev/snippets?page=2#b2')
  })
})

describe('dialogWidth', () => {
  it('widens past 200, 500 and 1000 characters', () => {
    expect(['x'.repeat(200), 'x'.repeat(201), 'x'.repeat(501), 'x'.repeat(1001)].map(dialogWidth)).toEqual([
      'sm:max-w-2xl',
      'sm:max-w-4xl',
      'sm:max-w-5xl',
      'sm:max-w-6xl',
    ])
  })
})

describe('snippetPagerItems', () => {
  it('is empty for one page or none', () => {
    expect(snippetPagerItems(1, 1)).toEqual([])
    expect(snippetPagerItems(1, 0)).toEqual([])
  })

  it('shows page 1, the last page and the current page’s neighbours, with gaps', () => {
    expect(snippetPagerItems(1, 2)).toEqual([1, 2])
    expect(snippetPagerItems(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(snippetPagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(snippetPagerItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
    expect(snippetPagerItems(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('clamps a page outside the range', () => {
    expect(snippetPagerItems(99, 4)).toEqual([1, 'gap', 3, 4])
    expect(snippetPagerItems(-3, 4)).toEqual([1, 2, 'gap', 4])
  })
})
