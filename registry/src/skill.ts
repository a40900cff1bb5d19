import { blockCategories, PRODUCT, REGISTRY_NAMESPACE, sidebarSections } from '@snipstack/contracts'
import { type CliSource, runPackage, snipstackCommand } from '@snipstack/contracts/install-commands'
import type { RegistryEntry, WrittenFile } from './entries'
import { documentedItems } from './llms'
import { STYLE_NAME } from './theme'
import { itemDocsUrl, itemUrl, ORIGIN_TOKEN } from './urls'

/**
 * An agent skill (a `SKILL.md` in the Agent Skills format) that teaches a coding agent to find,
 * install and compose the registry's items. It is a registry item like any other, so
 * `snipstack add snipstack-skill` or `npx shadcn add <origin>/r/snipstack-skill.json` puts it where
 * agents look: `.agents/skills/` (the shared location) and `.claude/skills/` (Claude Code's). The
 * text is written here; where it names items, it lists them from the registry's own data.
 */

export const SKILL_NAME = `${PRODUCT.id}-skill`

/** The skill's folder name, which its `name` must equal. */
const skillId = PRODUCT.id

/** The folders agents read project skills from. */
const skillTargets = ['.agents/skills', '.claude/skills']

/** Commands run the CLI of the instance serving the registry; the server fills in its origin. */
const cli: CliSource = { origin: ORIGIN_TOKEN }
const run = (args: string) => `\`${snipstackCommand('npm', args, cli)}\``

const line = (entry: RegistryEntry) => `- \`${entry.name}\`: ${entry.description}`

/** Components by docs section, then blocks by category, then the helpers they build on. */
function catalogue(entries: RegistryEntry[]): string[] {
  const listed = documentedItems(entries).filter((entry) => entry.name !== SKILL_NAME)
  const lines: string[] = []
  for (const section of sidebarSections) {
    const inSection = listed.filter((entry) => entry.section === section)
    if (inSection.length) lines.push('', `### ${section}`, '', ...inSection.map(line))
  }
  const blocks = listed.filter((entry) => entry.type === 'registry:block')
  for (const category of blockCategories) {
    const inCategory = blocks.filter((entry) => entry.category === category)
    if (inCategory.length)
      lines.push(
        '',
        `### ${category === 'Template' ? 'Templates' : `Blocks: ${category}`}`,
        '',
        ...inCategory.map(line),
      )
  }
  const rest = listed.filter((entry) => !entry.section && !(entry.type === 'registry:block' && entry.category))
  if (rest.length) lines.push('', '### Setup, helpers and hooks', '', ...rest.map(line))
  return lines
}

const pascalCase = (name: string) => name.replace(/(?:^|-)([a-z0-9])/g, (_, char: string) => char.toUpperCase())

/** `: \`import { Marquee } from "@/components/ui/marquee"\``, from the first component with a props table. */
function componentImport(entries: RegistryEntry[]): string {
  const component = entries.find((entry) => entry.type === 'registry:ui' && entry.section && entry.props)
  const exported = component && Object.keys(component.props ?? {})[0]
  return component && exported ? `: \`import { ${exported} } from "@/components/ui/${component.name}"\`` : ''
}

/** `: \`import HeroCentered from "@/components/hero-centered"\``, from the first block. */
function blockImport(entries: RegistryEntry[]): string {
  const block = entries.find((entry) => entry.type === 'registry:block')
  return block ? `: \`import ${pascalCase(block.name)} from "@/components/${block.name}"\`` : ''
}

/** The SKILL.md text, with origins left as ORIGIN_TOKEN for the server to fill in. */
export function skillMarkdown(entries: RegistryEntry[]): string {
  const examples = entries.filter((entry) => entry.type === 'registry:example').length
  return [
    '---',
    `name: ${skillId}`,
    `description: Find, install and compose ${PRODUCT.name} items (animated React components, page blocks and templates for Tailwind CSS v4) from the registry at ${ORIGIN_TOKEN}/r. Use when the user wants an animated effect, a landing-page section or a page template, or names ${PRODUCT.name} or one of its items.`,
    '---',
    '',
    `# ${PRODUCT.name}`,
    '',
    `${PRODUCT.name} is a registry of React 19 components, blocks and templates for Tailwind CSS v4, in shadcn's registry format. Installing an item copies its source into the project (it is then the project's code), installs its npm packages, adds the CSS it needs to the stylesheet and brings the items it builds on.`,
    '',
    '## Set the project up once',
    '',
    `Check for \`components.json\` in the project root. If it is missing, or its \`registries\` has no \`"${REGISTRY_NAMESPACE}"\` entry, run ${run('init')} there. It detects the framework, the Tailwind CSS v4 stylesheet and the import alias, writes \`components.json\`, and installs the \`${STYLE_NAME}\` item: the theme tokens, the \`cn()\` helper and the base CSS. In a project that uses shadcn's CLI instead, \`${runPackage('npm', `shadcn@latest init ${itemUrl(ORIGIN_TOKEN, STYLE_NAME)}`)}\` does the same.`,
    '',
    'Requirements: React 19, Tailwind CSS v4 (a stylesheet with `@import "tailwindcss";`) and an import alias such as `"@/*": ["./src/*"]` in `compilerOptions.paths` of tsconfig.json (jsconfig.json in JavaScript). init says what is missing.',
    '',
    '## Find the right item',
    '',
    `- ${run('search <words>')} ranks items by name and description; ${run('list')} prints them all.`,
    `- ${run('view <name>')} shows an item's files, dependencies and CSS before anything is installed.`,
    `- One item's documentation (usage notes, props table, every example with its code) is at ${itemDocsUrl(ORIGIN_TOKEN, '<name>')}; ${ORIGIN_TOKEN}/llms.txt lists every item, and ${ORIGIN_TOKEN}/llms-full.txt holds all their docs. Read an item's docs before using its props.`,
    `- The CLI also runs as an MCP server (${run('mcp')}) with tools to search items, read their source and get install commands.`,
    '',
    '## Install',
    '',
    `- ${run('add <name> [<name>…]')} installs items and everything they depend on; \`--dry-run\` shows what would change first. Existing files that differ are kept unless \`--overwrite\` is given.`,
    `- With shadcn's CLI, \`npx shadcn@latest add ${REGISTRY_NAMESPACE}/<name>\` works once \`components.json\` lists the \`${REGISTRY_NAMESPACE}\` registry; \`npx shadcn@latest add ${itemUrl(ORIGIN_TOKEN, '<name>')}\` works in any project.`,
    `- Each example on an item's docs page is an item too (\`<name>-demo\`, …; ${examples} in all): installing one brings the item it shows, a quick way to start from working code.`,
    '',
    '## Compose',
    '',
    `- Components install into the \`ui\` alias and are imported from it by name${componentImport(entries)} (the alias as components.json says).`,
    `- Blocks (whole page sections) and templates install into the \`components\` alias, as default exports${blockImport(entries)}. Edit their copy and props; they are the project's code now.`,
    "- Items read the theme's tokens (`bg-background`, `text-muted-foreground`, `ring-ring`, …) and bring any they need that the project lacks; the project's own values win. Keep new markup on the same tokens so light and dark mode follow.",
    '- Every animation honours `prefers-reduced-motion` and pauses off screen; do not add motion around an item that already moves.',
    '- Check the props table in the docs rather than guessing: names follow Magic UI, so code written for it keeps working.',
    '',
    '## Items',
    ...catalogue(entries),
    '',
  ].join('\n')
}

/** The skill as a registry item: one SKILL.md per agents' folder, the same text in each. */
export function skillEntry(entries: RegistryEntry[]): RegistryEntry {
  const content = skillMarkdown(entries)
  const files: WrittenFile[] = skillTargets.map((folder) => ({
    path: `${folder.slice(1)}/${skillId}/SKILL.md`,
    type: 'registry:file',
    target: `${folder}/${skillId}/SKILL.md`,
    content,
  }))
  return {
    name: SKILL_NAME,
    type: 'registry:item',
    title: 'Agent skill',
    description: `Teaches a coding agent (Claude Code, Codex, Cursor, …) to find, install and compose ${PRODUCT.name} items: a SKILL.md in .agents/skills and .claude/skills.`,
    files,
  }
}
