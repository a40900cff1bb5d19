import { describe, expect, it } from 'vitest'
import { buildFileTree, type FileTreeNode, formatBytes, tokensMatch } from './template-file-viewer'

/** The tree as indented lines: folders end in '/'. */
const outline = (nodes: FileTreeNode[], depth = 0): string[] =>
  nodes.flatMap((node) =>
    node.kind === 'folder'
      ? [`${'  '.repeat(depth)}${node.name}/ (${node.path})`, ...outline(node.children, depth + 1)]
      : [`${'  '.repeat(depth)}${node.name}`],
  )

describe('buildFileTree', () => {
  it('makes folders from the paths, folders first, then files, each by name', () => {
    const tree = buildFileTree([
      'src/main.tsx',
      'index.html',
      'src/lib/format.ts',
      'Dockerfile',
      'src/App.tsx',
      'nginx/default.conf',
      '.dockerignore',
      'src/app.css',
    ])
    expect(outline(tree)).toEqual([
      'nginx/ (nginx)',
      '  default.conf',
      'src/ (src)',
      '  lib/ (src/lib)',
      '    format.ts',
      '  app.css',
      '  App.tsx',
      '  main.tsx',
      '.dockerignore',
      'Dockerfile',
      'index.html',
    ])
  })

  it('keeps the full path on each file and shares folders between files', () => {
    const tree = buildFileTree(['k8s/base/deployment.yaml', 'k8s/base/service.yaml', 'k8s/overlays/prod/patch.yaml'])
    expect(tree).toHaveLength(1)
    const [k8s] = tree
    expect(k8s).toMatchObject({ kind: 'folder', name: 'k8s', path: 'k8s' })
    expect(outline(tree)).toEqual([
      'k8s/ (k8s)',
      '  base/ (k8s/base)',
      '    deployment.yaml',
      '    service.yaml',
      '  overlays/ (k8s/overlays)',
      '    prod/ (k8s/overlays/prod)',
      '      patch.yaml',
    ])
    const files = (nodes: FileTreeNode[]): string[] =>
      nodes.flatMap((node) => (node.kind === 'file' ? [node.path] : files(node.children)))
    expect(files(tree)).toEqual(['k8s/base/deployment.yaml', 'k8s/base/service.yaml', 'k8s/overlays/prod/patch.yaml'])
  })

  it('orders names the same way whatever the locale, and keeps names that differ only in case apart', () => {
    expect(outline(buildFileTree(['b.txt', 'B.txt', 'a.txt', '_x.txt', 'Z.txt']))).toEqual([
      '_x.txt',
      'a.txt',
      'B.txt',
      'b.txt',
      'Z.txt',
    ])
  })

  it('is empty for no files', () => {
    expect(buildFileTree([])).toEqual([])
  })
})

describe('formatBytes', () => {
  it('writes bytes, kilobytes and megabytes', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1023 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB')
  })
})

describe('tokensMatch', () => {
  it("tells whether the loader's tokens are of the content shown", () => {
    const tokens = [[{ content: 'a: ' }, { content: '1' }], [{ content: 'b: 2' }]]
    expect(tokensMatch(tokens, 'a: 1\nb: 2\n')).toBe(true)
    expect(tokensMatch(tokens, 'a: 1\nb: 3\n')).toBe(false)
  })
})
