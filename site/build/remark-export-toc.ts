import { type TocEntry, tocEntries } from '../src/features/docs/toc-entries.ts'

type EstreeNode = { type: string; [key: string]: unknown }
type MdastRoot = { children: unknown[] }
type VFileLike = { data: Record<string, unknown> }
type HeadingData = { title: unknown; url: string; depth: number }

/** A plain JSON-like value as an estree expression, so it can be emitted as MDX module code. */
export function valueToEstree(value: unknown): EstreeNode {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) }
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Identifier', name: key },
        value: valueToEstree(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    }
  }
  return { type: 'Literal', value }
}

/** An MDX ESM node holding `export const toc = [...]`. */
export function exportTocNode(toc: TocEntry[]) {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                { type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) },
              ],
            },
          },
        ],
      },
    },
  }
}

/**
 * Exports the headings fumadocs' `remarkHeading` collected (it must run first) as plain data, so a
 * page can render its table of contents from the MDX module without rendering the content.
 */
export function remarkExportToc() {
  return (tree: MdastRoot, file: VFileLike) => {
    const headings = Array.isArray(file.data.toc) ? (file.data.toc as HeadingData[]) : []
    tree.children.push(exportTocNode(tocEntries(headings)))
  }
}
