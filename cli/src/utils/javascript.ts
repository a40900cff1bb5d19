import type * as TypeScript from 'typescript'

/**
 * Items are TypeScript; a project whose components.json says `"tsx": false` gets them as
 * JavaScript: the types stripped by TypeScript's own compiler, JSX kept as it is, files named
 * `.jsx`/`.js`.
 */

type Ts = typeof TypeScript

/** Turns one TypeScript module into JavaScript; throws when the source does not parse. */
export type StripTypes = (source: string, path: string) => string

/** The file name a TypeScript file gets in a JavaScript project: `.tsx` → `.jsx`, `.ts` → `.js`, `.mts` → `.mjs`. */
export const javascriptPath = (path: string): string => path.replace(/\.([cm]?)ts(x?)$/, '.$1js$2')

/** Files that have types to strip (a `.d.ts` never ships in an item). */
export const isTypeScript = (path: string): boolean => /\.[cm]?tsx?$/.test(path)

/**
 * TypeScript's printer drops blank lines; this comment marks them so they can be put back. It is
 * only ever inserted between statements, never inside a string, template or JSX text, and on the
 * statement's own first line, so a syntax error still names the source's line.
 */
const BLANK_LINE = '/*@snipstack:blank-line@*/'

/** Statement lists: the only places a blank line is marked. */
function statementsOf(ts: Ts, node: TypeScript.Node): readonly TypeScript.Statement[] | undefined {
  if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node)) return node.statements
  if (ts.isCaseClause(node) || ts.isDefaultClause(node)) return node.statements
  return undefined
}

/** The source with BLANK_LINE opening each statement that a blank line separates from the one before. */
function markBlankLines(ts: Ts, source: string, path: string): string {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false)
  const marks: number[] = []
  const visit = (node: TypeScript.Node): void => {
    const statements = statementsOf(ts, node)
    statements?.forEach((statement, i) => {
      const previous = statements[i - 1]
      if (!previous) return
      const gap = source.slice(previous.end, statement.getStart(file))
      const blank = /\r?\n[ \t]*\r?\n/.exec(gap)
      // The mark goes where the statement's own lines (its comments included) begin.
      if (blank) marks.push(previous.end + blank.index + blank[0].length)
    })
    ts.forEachChild(node, visit)
  }
  visit(file)
  let marked = source
  for (const at of marks.sort((a, b) => b - a)) marked = `${marked.slice(0, at)}${BLANK_LINE}${marked.slice(at)}`
  return marked
}

function stripTypes(ts: Ts, source: string, path: string): string {
  const result = ts.transpileModule(markBlankLines(ts, source, path), {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      // JSX stays JSX: the project's own bundler compiles it, as it would the project's own files.
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  })
  const error = result.diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error)
  if (error) {
    const where = error.file && error.start !== undefined ? error.file.getLineAndCharacterOfPosition(error.start) : null
    const at = where ? ` (${where.line + 1}:${where.character + 1})` : ''
    throw new SyntaxError(`${ts.flattenDiagnosticMessageText(error.messageText, '\n')}${at}`)
  }
  // Each mark left becomes a blank line again; a statement that held only types (an interface, an
  // `import type`) took its mark with it.
  return result.outputText.replace(/^([ \t]*)\/\*@snipstack:blank-line@\*\/ ?/gm, '\n$1').replace(/^\n+/, '')
}

/**
 * The type stripper, with TypeScript's compiler loaded on first use: the compiler is most of the
 * CLI's size (cli/build.ts keeps it in a chunk of its own) and only JavaScript projects need it.
 */
export async function loadTypeStripper(): Promise<StripTypes> {
  const ts = (await import('typescript')).default
  return (source, path) => stripTypes(ts, source, path)
}
