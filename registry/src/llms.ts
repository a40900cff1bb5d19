import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PRODUCT, type PropDoc } from '@snipstack/contracts'
import { shadcnCommand, snipstackCommand } from '@snipstack/contracts/install-commands'
import type { ItemMeta } from '@snipstack/ui/meta'
import { examplePath } from './declared'
import { installedSource, uiSrc } from './items'
import { itemDocsUrl, itemUrl, ORIGIN_TOKEN } from './urls'

/**
 * The registry in plain Markdown for language models and the tools that feed them: `llms.txt`
 * (one line per item), `r/<name>.md` (one item's docs) and `llms-full.txt` (every item's docs in
 * one file). Origins are left as ORIGIN_TOKEN like in the JSON, for the server to fill in.
 */

const summary = `Animated React components for Tailwind CSS v4, installable with \`npx ${PRODUCT.id} add <name>\` or the shadcn CLI.`

/** Items with docs of their own; an example is shown, with its code, in the docs of the item it demonstrates. */
export const documentedItems = (items: ItemMeta[]) => items.filter((item) => item.type !== 'registry:example')

const isBlock = (item: ItemMeta) => item.type === 'registry:block'

/** Components first, then blocks, as the docs sidebar and the blocks catalogue show them. */
const inReadingOrder = (items: ItemMeta[]) => {
  const documented = documentedItems(items)
  return [...documented.filter((item) => !isBlock(item)), ...documented.filter(isBlock)]
}

export function llmsTxt(items: ItemMeta[]): string {
  const line = (item: ItemMeta) => `- [${item.title}](${itemUrl(ORIGIN_TOKEN, item.name)}): ${item.description}`
  const documented = documentedItems(items)
  const blocks = documented.filter(isBlock)
  return [
    `# ${PRODUCT.name}`,
    '',
    `> ${summary}`,
    '',
    `Every item's documentation (installation, usage, examples with their code, props) is in one file at ${ORIGIN_TOKEN}/llms-full.txt; one item's alone is at ${itemDocsUrl(ORIGIN_TOKEN, '<name>')}.`,
    '',
    '## Components',
    '',
    ...documented.filter((item) => !isBlock(item)).map(line),
    ...(blocks.length ? ['', '## Blocks', '', ...blocks.map(line)] : []),
    '',
  ].join('\n')
}

/** The item's written notes (`<item>/<item>.mdx`: usage, options, accessibility); plain Markdown, no JSX. */
function usageNotes(item: ItemMeta): string | undefined {
  const file = resolve(uiSrc, item.name, `${item.name}.mdx`)
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
}

/** A fenced code block whose fence is longer than any run of backticks in the code, so none can close it early. */
export function fenced(language: string, text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${language}\n${text.trimEnd()}\n${fence}`
}

/** A table cell: a pipe would end the cell and a line break the row. */
const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s*\n\s*/g, ' ')

function propsTable(props: PropDoc[]): string {
  return [
    '| Prop | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...props.map(
      (prop) =>
        `| \`${prop.name}\`${prop.required ? ' (required)' : ''} | \`${cell(prop.type)}\` | ${
          prop.default ? `\`${cell(prop.default)}\`` : ''
        } | ${cell(prop.description)} |`,
    ),
  ].join('\n')
}

const list = (values: string[]) => values.map((value) => `\`${value}\``).join(', ')

/**
 * One item's docs in the order of its docs page: what it is, how to install it, the written notes,
 * every example with its full code, and the props.
 */
export function itemDocs(item: ItemMeta): string {
  const parts = [`# ${item.title}`, `> ${item.description}`]
  const links = [`Registry item: ${itemUrl(ORIGIN_TOKEN, item.name)}`]
  if (item.section) links.push(`docs page: ${ORIGIN_TOKEN}/components/${item.name}`)
  parts.push(`${links.join(' · ')}`)

  parts.push(
    '## Installation',
    fenced('bash', snipstackCommand('npm', `add ${item.name}`)),
    'Or with the shadcn CLI:',
    fenced('bash', shadcnCommand('npm', itemUrl(ORIGIN_TOKEN, item.name))),
  )
  const brings = [
    item.dependencies?.length ? `the npm packages ${list(item.dependencies)}` : '',
    item.registryDependencies?.length ? `the registry items ${list(item.registryDependencies)}` : '',
  ].filter(Boolean)
  if (brings.length) parts.push(`Installing it also installs ${brings.join(' and ')}.`)

  const notes = usageNotes(item)
  if (notes) parts.push(notes)

  if (item.examples?.length) {
    parts.push('## Examples')
    for (const example of item.examples) {
      parts.push(`### ${example.title}`)
      if (example.description) parts.push(example.description)
      parts.push(
        `Install it with \`${snipstackCommand('npm', `add ${example.name}`)}\`:`,
        fenced('tsx', installedSource(examplePath(item, example))),
      )
    }
  }

  const props = Object.entries(item.props ?? {})
  if (props.length) {
    parts.push('## Props')
    for (const [component, rows] of props) {
      if (props.length > 1) parts.push(`### ${component}`)
      parts.push(propsTable(rows))
    }
  }
  return `${parts.join('\n\n')}\n`
}

/** Every item's docs in one file, components first, then blocks. */
export function llmsFullTxt(items: ItemMeta[]): string {
  return [
    `# ${PRODUCT.name}`,
    `> ${summary}`,
    `The documentation of every item follows, one top-level heading per item. The short index is at ${ORIGIN_TOKEN}/llms.txt.`,
    ...inReadingOrder(items).map((item) => itemDocs(item).trimEnd()),
  ]
    .join('\n\n')
    .concat('\n')
}
