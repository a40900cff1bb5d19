import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PRODUCT, type PropDoc } from '@snipstack/contracts'
import { type CliSource, runPackage, shadcnCommand, snipstackCommand } from '@snipstack/contracts/install-commands'
import { examplePath } from './declared'
import type { RegistryEntry } from './entries'
import { installedSource, uiSrc } from './items'
import { itemDocsUrl, itemUrl, ORIGIN_TOKEN } from './urls'

/**
 * The registry in plain Markdown for language models and the tools that feed them: `llms.txt`
 * (one line per item), `r/<name>.md` (one item's docs) and `llms-full.txt` (every item's docs in
 * one file). Origins are left as ORIGIN_TOKEN like in the JSON, for the server to fill in.
 */

/**
 * Commands run the CLI of the instance that serves the document, whose origin the build does not
 * know. The server fills it in, and names the published package instead where the operator declared
 * one (CLI_PACKAGE; server/src/modules/registry/service.ts).
 */
const cli: CliSource = { origin: ORIGIN_TOKEN }

const summary = `Animated React components for Tailwind CSS v4, installable with \`${snipstackCommand('npm', 'add <name>', cli)}\` or the shadcn CLI.`

/** Items with docs of their own; an example is shown, with its code, in the docs of the item it demonstrates. */
export const documentedItems = (items: RegistryEntry[]) => items.filter((item) => item.type !== 'registry:example')

const isBlock = (item: RegistryEntry) => item.type === 'registry:block'
/** What sets a project up rather than adds to it: the style and the theme. */
const isSetup = (item: RegistryEntry) => item.type === 'registry:style' || item.type === 'registry:theme'
/** For coding agents rather than the app: the agent skill. */
const isForAgents = (item: RegistryEntry) => item.type === 'registry:item'

/** The groups llms.txt and llms-full.txt list items in: setup first, then components, blocks, agents. */
const groups: Array<{ heading: string; has: (item: RegistryEntry) => boolean }> = [
  { heading: 'Setup', has: isSetup },
  { heading: 'Components', has: (item) => !isSetup(item) && !isBlock(item) && !isForAgents(item) },
  { heading: 'Blocks', has: isBlock },
  { heading: 'Agents', has: isForAgents },
]

const inReadingOrder = (items: RegistryEntry[]) => {
  const documented = documentedItems(items)
  return groups.flatMap((group) => documented.filter(group.has))
}

/** An item's line: its title linking its Markdown docs, then one line per example, which installs as its own item. */
function itemLines(item: RegistryEntry): string[] {
  const examples = (item.examples ?? []).map(
    (example) =>
      `  - Example [${example.title}](${itemUrl(ORIGIN_TOKEN, example.name)})${example.description ? `: ${example.description}` : ''}`,
  )
  return [`- [${item.title}](${itemDocsUrl(ORIGIN_TOKEN, item.name)}): ${item.description}`, ...examples]
}

export function llmsTxt(items: RegistryEntry[]): string {
  const documented = documentedItems(items)
  return [
    `# ${PRODUCT.name}`,
    '',
    `> ${summary}`,
    '',
    `Each line links an item's documentation in Markdown (installation, usage, examples with their code, props); its registry item, with the source, is at ${itemUrl(ORIGIN_TOKEN, '<name>')}. An item's examples are listed under it and install as items of their own. Every item's documentation is in one file at ${ORIGIN_TOKEN}/llms-full.txt; one item's alone is at ${itemDocsUrl(ORIGIN_TOKEN, '<name>')}.`,
    ...groups.flatMap(({ heading, has }) => {
      const members = documented.filter(has)
      return members.length ? ['', `## ${heading}`, '', ...members.flatMap(itemLines)] : []
    }),
    '',
  ].join('\n')
}

/** The item's written notes (`<item>/<item>.mdx`: usage, options, accessibility); plain Markdown, no JSX. */
function usageNotes(item: RegistryEntry): string | undefined {
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
export function itemDocs(item: RegistryEntry): string {
  const parts = [`# ${item.title}`, `> ${item.description}`]
  const links = [`Registry item: ${itemUrl(ORIGIN_TOKEN, item.name)}`]
  if (item.section) links.push(`docs page: ${ORIGIN_TOKEN}/components/${item.name}`)
  parts.push(`${links.join(' · ')}`)

  // A style is what shadcn's `init` sets a project up with; `add` would install it into a project set up otherwise.
  const shadcn =
    item.type === 'registry:style'
      ? runPackage('npm', `shadcn@latest init ${itemUrl(ORIGIN_TOKEN, item.name)}`)
      : shadcnCommand('npm', itemUrl(ORIGIN_TOKEN, item.name))
  parts.push(
    '## Installation',
    fenced('bash', snipstackCommand('npm', `add ${item.name}`, cli)),
    'Or with the shadcn CLI:',
    fenced('bash', shadcn),
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
        `Install it with \`${snipstackCommand('npm', `add ${example.name}`, cli)}\`:`,
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

/** Every item's docs in one file, in the order of llms.txt: setup, components, blocks, agents. */
export function llmsFullTxt(items: RegistryEntry[]): string {
  return [
    `# ${PRODUCT.name}`,
    `> ${summary}`,
    `The documentation of every item follows, one top-level heading per item. The short index is at ${ORIGIN_TOKEN}/llms.txt.`,
    ...inReadingOrder(items).map((item) => itemDocs(item).trimEnd()),
  ]
    .join('\n\n')
    .concat('\n')
}
