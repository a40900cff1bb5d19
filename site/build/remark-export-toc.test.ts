import { describe, expect, it } from 'vitest'
import { exportTocNode, remarkExportToc, valueToEstree } from './remark-export-toc'

describe('valueToEstree', () => {
  it('turns JSON-like values into estree expressions', () => {
    expect(valueToEstree([{ a: 1 }, 'x'])).toEqual({
      type: 'ArrayExpression',
      elements: [
        {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              key: { type: 'Identifier', name: 'a' },
              value: { type: 'Literal', value: 1 },
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
            },
          ],
        },
        { type: 'Literal', value: 'x' },
      ],
    })
  })
})

describe('remarkExportToc', () => {
  it('appends `export const toc = [...]` built from the headings remarkHeading collected', () => {
    const tree = { children: [] as unknown[] }
    const file = {
      data: {
        toc: [
          { title: 'Page', url: '#page', depth: 1 },
          { title: 'Usage', url: '#usage', depth: 2 },
        ],
      },
    }
    remarkExportToc()(tree, file)
    expect(tree.children).toEqual([exportTocNode([{ title: 'Usage', url: '#usage', depth: 2 }])])
    const node = tree.children[0] as ReturnType<typeof exportTocNode>
    const declaration = node.data.estree.body[0]?.declaration
    expect(declaration?.declarations[0]?.id).toEqual({ type: 'Identifier', name: 'toc' })
  })

  it('exports an empty list for a page without headings', () => {
    const tree = { children: [] as unknown[] }
    remarkExportToc()(tree, { data: {} })
    expect(tree.children).toEqual([exportTocNode([])])
  })
})
