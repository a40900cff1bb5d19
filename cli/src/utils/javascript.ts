import type * as TypeScript from 'typescript'

/**
 * Items are TypeScript; a project whose components.json says `"tsx": false` gets them as
 * JavaScript, files named `.jsx`/`.js`. The types are cut out of the source text and nothing else
 * changes: indentation, quotes, semicolons (or their absence), line breaks and comments stay the
 * source's, so the file reads like the item's docs, and a formatter that left the TypeScript alone
 * leaves the JavaScript alone too. TypeScript's own printer, which would reformat the whole file,
 * is only the fallback for syntax that emits code of its own (enums, namespaces, parameter
 * properties, decorators).
 */

type Ts = typeof TypeScript

/** Turns one TypeScript module into JavaScript; throws when the source does not parse. */
export type StripTypes = (source: string, path: string) => string

/** The file name a TypeScript file gets in a JavaScript project: `.tsx` → `.jsx`, `.ts` → `.js`, `.mts` → `.mjs`. */
export const javascriptPath = (path: string): string => path.replace(/\.([cm]?)ts(x?)$/, '.$1js$2')

/** Files that have types to strip (a `.d.ts` never ships in an item). */
export const isTypeScript = (path: string): boolean => /\.[cm]?tsx?$/.test(path)

type Range = { start: number; end: number }

/** Syntax whose JavaScript is more than the source without its types. */
class NeedsCompiler extends Error {}

const startOfLine = (source: string, at: number) => source.lastIndexOf('\n', at - 1) + 1
const endOfLine = (source: string, at: number) => {
  const next = source.indexOf('\n', at)
  return next === -1 ? source.length : next + 1
}
const isBlank = (source: string, from: number, to: number) => source.slice(from, to).trim() === ''

/**
 * A statement (or class member) removed with its lines: the comments directly above it (its JSDoc,
 * which documents what is gone) and what follows it on its last line. When blank lines surrounded
 * it, one of them goes too, so the code around it keeps one blank line between, not two.
 */
function wholeLines(ts: Ts, source: string, node: TypeScript.Node, file: TypeScript.SourceFile): Range {
  let start = node.getStart(file)
  for (const comment of [...(ts.getLeadingCommentRanges(source, node.pos) ?? [])].reverse()) {
    // Only a comment that touches the statement (no blank line between) belongs to it.
    if (!isBlank(source, comment.end, start) || /\n[ \t]*\r?\n/.test(source.slice(comment.end, start))) break
    start = comment.pos
  }
  const lineStart = startOfLine(source, start)
  if (!isBlank(source, lineStart, start)) return { start, end: node.end }
  const lineEnd = endOfLine(source, node.end)
  if (!isBlank(source, node.end, lineEnd) && !/^\s*\/\//.test(source.slice(node.end, lineEnd))) {
    return { start, end: node.end }
  }
  const lineBefore = lineStart === 0 ? 0 : startOfLine(source, lineStart - 1)
  const blankBefore = lineStart === 0 || isBlank(source, lineBefore, lineStart)
  // At the end of the file, the blank line before goes instead: the file ends where the code does.
  if (lineEnd >= source.length) return { start: blankBefore && lineStart > 0 ? lineBefore : lineStart, end: lineEnd }
  const nextLineEnd = endOfLine(source, lineEnd)
  return { start: lineStart, end: blankBefore && isBlank(source, lineEnd, nextLineEnd) ? nextLineEnd : lineEnd }
}

/** `<T, U>` around a list of type parameters or arguments, from its `<` to its `>`. */
function angleBrackets(source: string, list: TypeScript.NodeArray<TypeScript.Node>): Range {
  return { start: source.lastIndexOf('<', list.pos), end: source.indexOf('>', list.end) + 1 }
}

/** `: Type` after a name or a parameter list, from the colon to the type's end. */
function annotation(source: string, type: TypeScript.TypeNode): Range {
  return { start: source.lastIndexOf(':', type.pos), end: type.end }
}

/** A modifier keyword and the space after it. */
function keyword(source: string, node: TypeScript.Node, file: TypeScript.SourceFile): Range {
  const start = node.getStart(file)
  let end = node.end
  while (source[end] === ' ' || source[end] === '\t') end++
  return { start, end }
}

/**
 * Removes the specifiers `drop` marks from an import or export list, each with its comma: a
 * specifier followed by another goes up to that one, a run at the end from the last one kept.
 */
function listRemovals<T extends TypeScript.Node>(
  list: TypeScript.NodeArray<T>,
  drop: (element: T) => boolean,
  file: TypeScript.SourceFile,
): Range[] {
  const kept = list.map((element) => !drop(element))
  const lastKept = kept.lastIndexOf(true)
  const ranges: Range[] = []
  list.forEach((element, i) => {
    const next = list[i + 1]
    if (!kept[i] && i < lastKept && next) ranges.push({ start: element.getStart(file), end: next.getStart(file) })
  })
  const keptLast = list[lastKept]
  const last = list[list.length - 1]
  if (keptLast && last && lastKept < list.length - 1) ranges.push({ start: keptLast.end, end: last.end })
  return ranges
}

/**
 * What goes of an import or export: the whole statement when it is type-only or nothing but types
 * is left in it (Babel, and so shadcn, removes it too), else the type-only specifiers.
 */
function moduleRemovals(
  ts: Ts,
  source: string,
  node: TypeScript.ImportDeclaration | TypeScript.ExportDeclaration,
  file: TypeScript.SourceFile,
): Range[] {
  const whole = [wholeLines(ts, source, node, file)]
  const typeOnly = (element: TypeScript.ImportSpecifier | TypeScript.ExportSpecifier) => element.isTypeOnly
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return whole
    const clause = node.exportClause
    if (!clause || !ts.isNamedExports(clause) || !clause.elements.some(typeOnly)) return []
    return clause.elements.every(typeOnly) ? whole : listRemovals(clause.elements, typeOnly, file)
  }
  const clause = node.importClause
  if (!clause) return []
  if (clause.isTypeOnly) return whole
  const named = clause.namedBindings
  if (!named || !ts.isNamedImports(named) || !named.elements.some(typeOnly)) return []
  if (!named.elements.every(typeOnly)) return listRemovals(named.elements, typeOnly, file)
  return clause.name ? [{ start: clause.name.end, end: named.end }] : whole
}

const hasModifier = (ts: Ts, node: TypeScript.Node, kind: TypeScript.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)

/** The source ranges that are types, for the text between them to be the module's JavaScript. */
function typeRanges(ts: Ts, source: string, file: TypeScript.SourceFile): Range[] {
  const K = ts.SyntaxKind
  const ranges: Range[] = []

  const visit = (node: TypeScript.Node): void => {
    // Declarations that are types only, or only declare what exists elsewhere.
    if (
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      hasModifier(ts, node, K.DeclareKeyword) ||
      (ts.isFunctionDeclaration(node) && !node.body) ||
      ((ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) && !node.body) ||
      ts.isIndexSignatureDeclaration(node) ||
      (ts.isClassElement(node) && hasModifier(ts, node, K.AbstractKeyword))
    ) {
      ranges.push(wholeLines(ts, source, node, file))
      return
    }
    if (
      ts.isEnumDeclaration(node) ||
      ts.isModuleDeclaration(node) ||
      ts.isImportEqualsDeclaration(node) ||
      ts.isDecorator(node) ||
      (ts.isExportAssignment(node) && node.isExportEquals) ||
      // Parameter properties (`constructor(private x)`) assign fields.
      (ts.isParameter(node) && (ts.getModifiers(node) ?? []).length > 0)
    ) {
      throw new NeedsCompiler()
    }

    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      ranges.push(...moduleRemovals(ts, source, node, file))
      return
    }

    // Types inside code.
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      ranges.push({ start: node.expression.end, end: node.end })
      visit(node.expression)
      return
    }
    if (ts.isTypeAssertionExpression(node)) {
      ranges.push({ start: node.getStart(file), end: node.expression.getStart(file) })
      visit(node.expression)
      return
    }
    if (ts.isNonNullExpression(node)) {
      ranges.push({ start: node.expression.end, end: node.end })
      visit(node.expression)
      return
    }
    if (ts.isHeritageClause(node) && node.token === K.ImplementsKeyword) {
      const before = source.slice(0, node.getStart(file)).match(/\s*$/)?.[0].length ?? 0
      ranges.push({ start: node.getStart(file) - before, end: node.end })
      return
    }

    if (ts.canHaveModifiers(node)) {
      for (const modifier of ts.getModifiers(node) ?? []) {
        if (
          [
            K.PublicKeyword,
            K.PrivateKeyword,
            K.ProtectedKeyword,
            K.ReadonlyKeyword,
            K.OverrideKeyword,
            K.AbstractKeyword,
          ].includes(modifier.kind)
        ) {
          ranges.push(keyword(source, modifier, file))
        }
      }
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'this') {
      const list = (node.parent as TypeScript.SignatureDeclaration).parameters
      const next = list[list.indexOf(node) + 1]
      ranges.push({ start: node.getStart(file), end: next ? next.getStart(file) : node.end })
      return
    }
    const typed = node as {
      type?: TypeScript.TypeNode
      questionToken?: TypeScript.Node
      exclamationToken?: TypeScript.Node
      typeParameters?: TypeScript.NodeArray<TypeScript.Node>
      typeArguments?: TypeScript.NodeArray<TypeScript.Node>
    }
    if (typed.typeParameters?.length) ranges.push(angleBrackets(source, typed.typeParameters))
    if (typed.typeArguments?.length) ranges.push(angleBrackets(source, typed.typeArguments))
    if (ts.isParameter(node) || ts.isPropertyDeclaration(node)) {
      if (node.questionToken) ranges.push({ start: node.questionToken.getStart(file), end: node.questionToken.end })
    }
    if ((ts.isPropertyDeclaration(node) || ts.isVariableDeclaration(node)) && node.exclamationToken) {
      ranges.push({ start: node.exclamationToken.getStart(file), end: node.exclamationToken.end })
    }
    if (
      typed.type &&
      (ts.isParameter(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isPropertyDeclaration(node) ||
        ts.isFunctionLike(node))
    ) {
      ranges.push(annotation(source, typed.type))
    }
    ts.forEachChild(node, (child) => {
      // The types themselves are gone with their annotation; nothing inside them is code.
      if (child === typed.type) return
      if (typed.typeParameters?.includes(child) || typed.typeArguments?.includes(child)) return
      visit(child)
    })
  }
  visit(file)
  return ranges
}

/** Applies removals, merging those that overlap. */
function cut(source: string, ranges: Range[]): string {
  const sorted = [...ranges].sort((a, b) => a.start - b.start)
  let result = ''
  let at = 0
  for (const range of sorted) {
    if (range.end <= at) continue
    result += source.slice(at, Math.max(at, range.start))
    at = Math.max(at, range.end)
  }
  return result + source.slice(at)
}

function compilerOptions(ts: Ts): TypeScript.CompilerOptions {
  return {
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    // JSX stays JSX: the project's own bundler compiles it, as it would the project's own files.
    jsx: ts.JsxEmit.Preserve,
    removeComments: false,
    newLine: ts.NewLineKind.LineFeed,
  }
}

/**
 * TypeScript's printer drops blank lines; this comment marks them so they can be put back. It is
 * only ever inserted between statements, never inside a string, template or JSX text, and on the
 * statement's own first line.
 */
const BLANK_LINE = '/*@snipstack:blank-line@*/'

/** The source with BLANK_LINE opening each statement that a blank line separates from the one before. */
function markBlankLines(ts: Ts, source: string, file: TypeScript.SourceFile): string {
  const marks: number[] = []
  const visit = (node: TypeScript.Node): void => {
    const statements =
      ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseOrDefaultClause(node)
        ? node.statements
        : undefined
    statements?.forEach((statement, i) => {
      const previous = statements[i - 1]
      if (!previous) return
      const blank = /\r?\n[ \t]*\r?\n/.exec(source.slice(previous.end, statement.getStart(file)))
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

/** The compiler's JavaScript, blank lines put back: for syntax that cutting types out cannot turn into JavaScript. */
function compiled(ts: Ts, source: string, path: string, file: TypeScript.SourceFile): string {
  const output = ts.transpileModule(markBlankLines(ts, source, file), {
    fileName: path,
    compilerOptions: compilerOptions(ts),
  }).outputText
  return output.replace(/^([ \t]*)\/\*@snipstack:blank-line@\*\/ ?/gm, '\n$1').replace(/^\n+/, '')
}

function stripTypes(ts: Ts, source: string, path: string): string {
  // The compiler's diagnostics say whether the source parses, and where it does not.
  const check = ts.transpileModule(source, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: compilerOptions(ts),
  })
  const error = check.diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error)
  if (error) {
    const where = error.file && error.start !== undefined ? error.file.getLineAndCharacterOfPosition(error.start) : null
    const at = where ? ` (${where.line + 1}:${where.character + 1})` : ''
    throw new SyntaxError(`${ts.flattenDiagnosticMessageText(error.messageText, '\n')}${at}`)
  }
  const kind = /\.[cm]?tsx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind)
  try {
    return cut(source, typeRanges(ts, source, file))
  } catch (failure) {
    if (!(failure instanceof NeedsCompiler)) throw failure
    return compiled(ts, source, path, file)
  }
}

/**
 * The type stripper, with TypeScript's compiler loaded on first use: the compiler is most of the
 * CLI's size (cli/build.ts keeps it in a chunk of its own) and only JavaScript projects need it.
 */
export async function loadTypeStripper(): Promise<StripTypes> {
  const ts = (await import('typescript')).default
  return (source, path) => stripTypes(ts, source, path)
}
