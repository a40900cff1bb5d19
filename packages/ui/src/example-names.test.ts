import { existsSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ItemMeta } from './meta'

/**
 * Each example is published as an installable item under its own name, and shadcn's MCP server
 * finds an item's examples by name: `<item>-demo`, then `<item>-demo-2`, `<item>-demo-3`, … So every
 * example is named that way, in that order, and its file in `examples/` carries the same name.
 */

const src = import.meta.dirname

function metaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : metaFiles(path)
    return entry.name.endsWith('.meta.ts') ? [path] : []
  })
}

async function items(): Promise<ItemMeta[]> {
  const all: ItemMeta[] = []
  for (const file of metaFiles(src)) all.push(((await import(file)) as { default: ItemMeta }).default)
  return all
}

/** The names an item's examples must have, in order: `marquee-demo`, `marquee-demo-2`, … */
const expectedNames = (item: string, count: number) =>
  Array.from({ length: count }, (_, index) => (index === 0 ? `${item}-demo` : `${item}-demo-${index + 1}`))

/** Problems with the examples' names of one item, each saying what to rename. */
function namingProblems(item: Pick<ItemMeta, 'name' | 'examples'>): string[] {
  const names = (item.examples ?? []).map((example) => example.name)
  const expected = expectedNames(item.name, names.length)
  return names.flatMap((name, index) =>
    name === expected[index] ? [] : [`${item.name}: example '${name}' should be '${expected[index]}'`],
  )
}

describe('example names', () => {
  it('are <item>-demo, <item>-demo-2, … for every item, in order', async () => {
    const all = await items()
    expect(all.filter((item) => item.examples?.length).length).toBeGreaterThan(50)
    const problems = all.flatMap(namingProblems)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('are the names of the files in each item’s examples folder', async () => {
    const problems = (await items()).flatMap((item) => {
      const folder = join(src, item.name, 'examples')
      const listed = new Set((item.examples ?? []).map((example) => `${example.name}.tsx`))
      const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.tsx')) : []
      return [
        ...[...listed].filter((file) => !files.includes(file)).map((file) => `${item.name}: no file ${file}`),
        ...files.filter((file) => !listed.has(file)).map((file) => `${item.name}: ${basename(file)} is not listed`),
      ]
    })
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('tells which name an example should have instead', () => {
    expect(
      namingProblems({
        name: 'marquee',
        examples: [
          { name: 'marquee-demo', title: 'Demo' },
          { name: 'marquee-vertical', title: 'Vertical' },
          { name: 'marquee-demo-3', title: 'Third' },
        ],
      }),
    ).toEqual(["marquee: example 'marquee-vertical' should be 'marquee-demo-2'"])
    expect(namingProblems({ name: 'dock', examples: [{ name: 'dock-demo-2', title: 'Second' }] })).toEqual([
      "dock: example 'dock-demo-2' should be 'dock-demo'",
    ])
  })
})
