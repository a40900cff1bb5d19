import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Drop-in compatibility with Magic UI (docs/product.md, Components and registry): beside each
 * showcase item, `<item>.compat.tsx` is code written against Magic UI's documented API for the
 * same-named item (its exports and every prop of its props table) with the import pointed at ours.
 * If we rename or drop a prop, or narrow its type, that file stops type-checking and this test
 * names it.
 */

const src = import.meta.dirname
const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory())

const compatFiles = folders
  .map((folder) => join(src, folder.name, `${folder.name}.compat.tsx`))
  .filter((file) => existsSync(file))

/** Items the docs sidebar lists (their metadata names a section): the ones Magic UI also has. */
async function showcaseItems(): Promise<string[]> {
  const names: string[] = []
  for (const folder of folders) {
    const file = join(src, folder.name, `${folder.name}.meta.ts`)
    if (!existsSync(file)) continue
    const meta = ((await import(file)) as { default: { name: string; section?: string } }).default
    if (meta.section) names.push(meta.name)
  }
  return names
}

function compilerOptions(): ts.CompilerOptions {
  const configFile = resolve(src, '../tsconfig.json')
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, resolve(src, '..')).options
}

describe('Magic UI compatibility', () => {
  it('has a usage file written against Magic UI for every item the docs sidebar lists', async () => {
    const items = await showcaseItems()
    expect(items.length).toBeGreaterThanOrEqual(10)
    const missing = items.filter((name) => !existsSync(join(src, name, `${name}.compat.tsx`)))
    expect(missing).toEqual([])
  })

  it("type-checks every usage file against our items' exports and props", () => {
    const program = ts.createProgram(compatFiles, { ...compilerOptions(), noEmit: true })
    const errors = compatFiles.flatMap((file) => {
      const source = program.getSourceFile(file)
      if (!source) return [`${relative(src, file)}: not part of the program`]
      return [...program.getSemanticDiagnostics(source), ...program.getSyntacticDiagnostics(source)].map((d) => {
        const { line } = d.start === undefined ? { line: 0 } : source.getLineAndCharacterOfPosition(d.start)
        return `${relative(src, file)}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
      })
    })
    expect(errors).toEqual([])
  }, 120_000)
})
