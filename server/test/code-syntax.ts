import { createRequire } from 'node:module'
import ts from 'typescript'
import { Language, Parser, type Node as SyntaxNode } from 'web-tree-sitter'

// Syntax checks the content catalogues' tests share (snippets and templates): every published
// piece of code goes through a real parser for its language.

/**
 * Syntax errors the TypeScript compiler reports for one file, with no library or imports resolved. A
 * program (not just the parser) is used because it also reports TypeScript-only syntax inside .js files.
 */
export function scriptSyntaxErrors(fileName: string, code: string): string[] {
  const options: ts.CompilerOptions = {
    allowJs: true,
    noLib: true,
    noResolve: true,
    jsx: ts.JsxEmit.Preserve,
    types: [],
  }
  const host = ts.createCompilerHost(options)
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true)
  host.getSourceFile = (name) => (name === fileName ? source : undefined)
  host.fileExists = (name) => name === fileName
  host.readFile = (name) => (name === fileName ? code : undefined)
  const program = ts.createProgram({ rootNames: [fileName], options, host })
  return program.getSyntacticDiagnostics(source).map((d) => {
    const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0)
    return `${fileName}:${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
}

/**
 * Go syntax checking with tree-sitter's Go grammar, compiled to WebAssembly (no Go toolchain
 * needed). A test makes one checker and reuses it for every Go file.
 */
const require = createRequire(import.meta.url)

/** The first ERROR or MISSING node under `node`, depth first. */
function firstProblem(node: SyntaxNode): SyntaxNode | null {
  if (node.isError || node.isMissing) return node
  if (!node.hasError) return null
  for (const child of node.children) {
    const found = firstProblem(child)
    if (found) return found
  }
  return null
}

export type GoChecker = { errors(code: string): string[]; close(): void }

export async function createGoChecker(): Promise<GoChecker> {
  await Parser.init()
  const go = await Language.load(require.resolve('tree-sitter-go/tree-sitter-go.wasm'))
  const parser = new Parser()
  parser.setLanguage(go)
  return {
    errors(code) {
      const tree = parser.parse(code)
      if (!tree) return ['tree-sitter returned no tree']
      try {
        const root = tree.rootNode
        const problems: string[] = []
        if (root.type !== 'source_file' || root.firstNamedChild?.type !== 'package_clause') {
          // A leading comment is fine; the first non-comment node must be the package clause.
          const first = root.namedChildren.find((n) => n?.type !== 'comment')
          if (first?.type !== 'package_clause') problems.push('expected a source file starting with a package clause')
        }
        const problem = firstProblem(root)
        if (problem) {
          const { row, column } = problem.startPosition
          const what = problem.isMissing
            ? `missing ${problem.type}`
            : `unexpected ${JSON.stringify(problem.text.slice(0, 40))}`
          problems.push(`${row + 1}:${column + 1}: ${what}`)
        }
        return problems
      } finally {
        tree.delete()
      }
    },
    close() {
      parser.delete()
    },
  }
}

/** Something that runs SQL, as PGlite does. */
type SqlRunner = { exec(sql: string): Promise<unknown> }

/** Runs `code` in a transaction that is always rolled back; the error message, if any. */
export async function sqlErrorIn(db: SqlRunner, code: string): Promise<string | null> {
  await db.exec('BEGIN')
  try {
    await db.exec(code)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await db.exec('ROLLBACK')
  }
}
