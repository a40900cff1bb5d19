import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PublishedItem, publishedIndex, publishedItem } from '@snipstack/contracts'
import type { ItemMeta } from '@snipstack/ui/meta'
import { registryItemSchema, registrySchema } from 'shadcn/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AUTHOR,
  buildRegistry,
  checkDependencies,
  checkRepeatableCss,
  ITEM_SCHEMA_URL,
  itemJson,
  ORIGIN_TOKEN,
  publishedItems,
  registryIndex,
} from './build'
import { hasSourceFiles, type RegistryEntry } from './entries'
import { generatedCss, generatedCssPath } from './gen-css'
import { loadItems, uiSrc } from './items'
import { documentedItems, fenced, itemDocs, llmsFullTxt, llmsTxt } from './llms'
import { SKILL_NAME } from './skill'
import { SHADCN_BASE_COLOR } from './theme'
import { testedVersions } from './versions'

let sources: ItemMeta[]
let items: RegistryEntry[]
/** What the registry writes besides the items of packages/ui and their examples. */
const generated = ['snipstack-skill', 'style', 'theme']
let out: string

beforeAll(async () => {
  sources = await loadItems()
  items = publishedItems(sources)
  out = mkdtempSync(join(tmpdir(), 'snipstack-registry-'))
  // The sync test below must see the committed file, not one this build just wrote.
  await buildRegistry(out, { writeGeneratedCss: false })
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
const served = (text: string) => text.replaceAll(ORIGIN_TOKEN, 'http://localhost:4500')

describe('registry build', () => {
  it('writes one r/<name>.json per item and per example plus registry.json, and r/<name>.md per item', () => {
    const files = readdirSync(join(out, 'r')).sort()
    const docs = items.filter((item) => item.type !== 'registry:example').map((item) => `${item.name}.md`)
    expect(docs).toHaveLength(sources.length + generated.length)
    // Beside the items, the two folders shadcn's `init` reads from REGISTRY_URL (theme.ts).
    expect(files).toEqual(
      [...items.map((item) => `${item.name}.json`), ...docs, 'registry.json', 'colors', 'styles'].sort(),
    )
    expect(readdirSync(join(out, 'r', 'styles'))).toEqual(['index.json'])
    expect(readdirSync(join(out, 'r', 'colors'))).toEqual([`${SHADCN_BASE_COLOR}.json`])
    const examples = sources.flatMap((item) => (item.examples ?? []).map((example) => example.name))
    expect(examples.length).toBeGreaterThan(10)
    expect(items.map((item) => item.name)).toEqual(
      [...sources.map((item) => item.name), ...examples, ...generated].sort((a, b) => a.localeCompare(b)),
    )
    expect(items.map((item) => item.name)).toContain('utils')
  })

  it('publishes each example as a registry:example that brings its item', () => {
    const demo = readJson(join(out, 'r', 'marquee-demo.json'))
    expect(demo.type).toBe('registry:example')
    expect(demo.registryDependencies).toEqual([`${ORIGIN_TOKEN}/r/marquee.json`, `${ORIGIN_TOKEN}/r/utils.json`])
    expect(demo.files).toEqual([
      {
        path: 'components/marquee-demo.tsx',
        type: 'registry:example',
        content: expect.stringContaining("from '@/components/ui/marquee'"),
      },
    ])
    expect(demo.meta).toBeUndefined()
  })

  it("writes every item so that it passes shadcn's own registry-item schema and our contract", () => {
    for (const item of items) {
      const json = readJson(join(out, 'r', `${item.name}.json`))
      const result = registryItemSchema.safeParse(json)
      expect(result.error?.issues, item.name).toBeUndefined()
      expect(publishedItem.safeParse(json).error?.issues, item.name).toBeUndefined()
      expect(json.$schema).toBe(ITEM_SCHEMA_URL)
      for (const file of json.files) expect(file.content, `${item.name}: ${file.path}`).toBeTruthy()
    }
  })

  it("writes registry.json so that it passes shadcn's registry schema, listing every item without contents", () => {
    const index = readJson(join(out, 'r', 'registry.json'))
    const result = registrySchema.safeParse(JSON.parse(served(JSON.stringify(index))))
    expect(result.error?.issues).toBeUndefined()
    expect(publishedIndex.safeParse(index).error?.issues).toBeUndefined()
    expect(index.name).toBe('snipstack')
    expect(index.items.map((item: PublishedItem) => item.name)).toEqual(items.map((item) => item.name))
    for (const item of index.items as PublishedItem[]) {
      for (const file of item.files) expect(file.content).toBeUndefined()
    }
  })

  it('publishes registryDependencies as full URLs of the serving origin', () => {
    const marquee = itemJson(items.find((item) => item.name === 'marquee') as RegistryEntry)
    expect(marquee.registryDependencies).toEqual([
      `${ORIGIN_TOKEN}/r/use-on-screen.json`,
      `${ORIGIN_TOKEN}/r/use-reduced-motion.json`,
      `${ORIGIN_TOKEN}/r/utils.json`,
    ])
    for (const item of items) {
      for (const dep of itemJson(item).registryDependencies ?? []) {
        expect(() => new URL(served(dep))).not.toThrow()
        expect(served(dep)).toMatch(/^http:\/\/localhost:4500\/r\/[a-z0-9-]+\.json$/)
      }
    }
  })

  it('ships sources with install-path imports and shadcn file paths', () => {
    for (const item of items.filter(hasSourceFiles)) {
      for (const file of itemJson(item).files) {
        expect(file.content, file.path).not.toMatch(/from ['"]\.\.?\//)
        expect(file.path).toMatch(/^(ui|lib|hooks|components)\/[a-z0-9-]+\.tsx?$/)
      }
    }
    const utils = itemJson(items.find((item) => item.name === 'utils') as RegistryEntry)
    expect(utils.files).toEqual([
      { path: 'lib/utils.ts', type: 'registry:lib', content: expect.stringContaining('cn(') },
    ])
  })

  it('keeps theme variables, keyframes and docs metadata', () => {
    const marquee = readJson(join(out, 'r', 'marquee.json'))
    expect(marquee.cssVars.theme['animate-marquee']).toContain('marquee')
    expect(marquee.css['@keyframes marquee']).toBeDefined()
    expect(marquee.meta.section).toBe('Components')
    expect(marquee.meta.props.Marquee.length).toBeGreaterThan(0)
    expect(marquee.meta.examples[0].name).toBe('marquee-demo')
    expect(readJson(join(out, 'r', 'utils.json')).meta).toBeUndefined()
  })

  it('publishes each block as a registry:block whose one file installs into components, with its category', () => {
    const blocks = sources.filter((item) => item.type === 'registry:block')
    expect(blocks.length).toBeGreaterThanOrEqual(16)
    for (const block of blocks) {
      const json = readJson(join(out, 'r', `${block.name}.json`))
      expect(json.files, block.name).toEqual([
        { path: `components/${block.name}.tsx`, type: 'registry:component', content: expect.any(String) },
      ])
      expect(json.meta.category, block.name).toBeTruthy()
      // Styled in an app without a theme: a block brings the colour tokens it uses.
      expect(json.cssVars.theme['color-muted-foreground'], block.name).toBe('var(--muted-foreground)')
    }
    const hero = readJson(join(out, 'r', 'hero-centered.json'))
    expect(hero.meta.category).toBe('Hero')
    expect(hero.files[0].content).toContain("from '@/components/ui/animated-gradient-text'")
    expect(hero.registryDependencies).toContain(`${ORIGIN_TOKEN}/r/animated-gradient-text.json`)
    // A page template installs beside the blocks it is made of, and imports them from there.
    const saas = readJson(join(out, 'r', 'saas-template.json'))
    expect(saas.meta).toMatchObject({ category: 'Template', paid: true })
    expect(saas.files[0].content).toContain("from '@/components/navbar'")
    expect(saas.files[0].content).toContain("from '@/components/pricing-tiers'")
    expect(saas.registryDependencies).toContain(`${ORIGIN_TOKEN}/r/navbar.json`)
  })

  it('writes llms.txt with one line per item, linking its Markdown docs, and its examples under it', () => {
    const text = readFileSync(join(out, 'llms.txt'), 'utf8')
    expect(text).toBe(llmsTxt(items))
    const lines = text.split('\n').filter((line) => line.startsWith('- '))
    expect(lines).toHaveLength(sources.length + generated.length)
    expect(lines).toContain(
      `- [Marquee](${ORIGIN_TOKEN}/r/marquee.md): ${items.find((i) => i.name === 'marquee')?.description}`,
    )
    expect(lines.every((line) => /\]\(\{\{registry-origin\}\}\/r\/[a-z0-9-]+\.md\): /.test(line))).toBe(true)
    // Every example, under its item, with the JSON it installs from: examples have no docs of their own.
    const examples = text.split('\n').filter((line) => line.startsWith('  - Example '))
    expect(examples).toHaveLength(items.filter((item) => item.type === 'registry:example').length)
    const marquee = text.slice(text.indexOf('- [Marquee]'))
    const [first] = items.find((i) => i.name === 'marquee')?.examples ?? []
    expect(marquee.split('\n')[1]).toBe(
      `  - Example [${first?.title}](${ORIGIN_TOKEN}/r/${first?.name}.json): ${first?.description}`,
    )
    // Setup first, blocks after the components, the agent skill last, each under its own heading.
    const headings = text.split('\n').filter((line) => line.startsWith('## '))
    expect(headings).toEqual(['## Setup', '## Components', '## Blocks', '## Agents'])
    expect(text.slice(text.indexOf('## Setup'), text.indexOf('## Components'))).toContain(
      `(${ORIGIN_TOKEN}/r/style.md)`,
    )
    const blocks = text.slice(text.indexOf('## Blocks'), text.indexOf('## Agents'))
    expect(blocks).toContain(`(${ORIGIN_TOKEN}/r/hero-centered.md)`)
    expect(blocks).not.toContain('[Marquee]')
    expect(text.slice(text.indexOf('## Agents'))).toContain(`(${ORIGIN_TOKEN}/r/${SKILL_NAME}.md)`)
  })

  it("names no npm package for the CLI: every command runs the serving instance's own", () => {
    const markdown = readdirSync(join(out, 'r')).filter((name) => name.endsWith('.md'))
    for (const name of ['llms.txt', 'llms-full.txt', ...markdown.map((file) => join('r', file))]) {
      const text = readFileSync(join(out, name), 'utf8')
      // `snipstack@latest`, `npx snipstack add`, `pnpm dlx snipstack init`, a bare `snipstack add`…
      expect(text, name).not.toMatch(
        /\bsnipstack@|(?:npx(?: -y)?|dlx|bunx --bun) snipstack\b|`snipstack (?:add|init)\b/,
      )
    }
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toContain(
      `installable with \`npx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz add <name>\``,
    )
  })

  it('links llms-full.txt and the per-item docs from llms.txt', () => {
    const text = readFileSync(join(out, 'llms.txt'), 'utf8')
    expect(text).toContain(`${ORIGIN_TOKEN}/llms-full.txt`)
    expect(text).toContain(`${ORIGIN_TOKEN}/r/<name>.md`)
  })

  it("writes r/<name>.md: an item's install commands, written notes, examples with their code and props", () => {
    const marquee = items.find((item) => item.name === 'marquee') as ItemMeta
    const text = readFileSync(join(out, 'r', 'marquee.md'), 'utf8')
    expect(text).toBe(itemDocs(marquee))
    const mdx = readFileSync(join(uiSrc, 'marquee', 'marquee.mdx'), 'utf8').trim()
    const demo = readJson(join(out, 'r', 'marquee-demo.json')).files[0].content as string
    expect(text.startsWith(`# Marquee\n\n> ${marquee.description}\n\n`)).toBe(true)
    const order = [
      // The CLI of the instance that serves the document: the server fills in its origin.
      `## Installation\n\n\`\`\`bash\nnpx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz add marquee\n\`\`\``,
      `\`\`\`bash\nnpx shadcn@latest add ${ORIGIN_TOKEN}/r/marquee.json\n\`\`\``,
      'Installing it also installs the registry items `use-on-screen`, `use-reduced-motion`, `utils`.',
      mdx,
      '## Examples\n\n### Testimonials\n\nTwo rows of review cards scrolling in opposite directions.',
      `Install it with \`npx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz add marquee-demo\`:\n\n\`\`\`tsx\n${demo.trimEnd()}\n\`\`\``,
      '### Vertical',
      '## Props\n\n| Prop | Type | Default | Description |',
      '| `pauseOnHover` | `boolean` | `false` | Pause while hovered or focused. |',
    ]
    const positions = order.map((part) => text.indexOf(part))
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('escapes pipes in props tables and fences code longer than any backticks inside it', () => {
    const item: ItemMeta = {
      name: 'x',
      type: 'registry:ui',
      title: 'X',
      description: 'An x.',
      files: [],
      props: { X: [{ name: 'side', type: "'left' | 'right'", default: "'left'", description: 'Which\nside.' }] },
    }
    expect(itemDocs(item)).toContain("| `side` | `'left' \\| 'right'` | `'left'` | Which side. |")
    expect(fenced('md', 'a\n```ts\nb\n```\n')).toBe('````md\na\n```ts\nb\n```\n````')
    expect(fenced('bash', 'ls')).toBe('```bash\nls\n```')
  })

  it('writes llms-full.txt: every documented item once, components before blocks', () => {
    const text = readFileSync(join(out, 'llms-full.txt'), 'utf8')
    expect(text).toBe(llmsFullTxt(items))
    expect(text.startsWith('# Snipstack\n\n> ')).toBe(true)
    const documented = documentedItems(items)
    expect(documented).toHaveLength(sources.length + generated.length)
    for (const item of documented) expect(text).toContain(itemDocs(item).trimEnd())
    expect(text.indexOf('# Centred hero')).toBeGreaterThan(text.indexOf('# Marquee'))
    expect(text).not.toContain('# Marquee: Testimonials')
  })

  it("gives every item shadcn's standard fields: author, categories and a docs line", () => {
    for (const item of items) {
      const json = readJson(join(out, 'r', `${item.name}.json`))
      expect(json.author, item.name).toBe(AUTHOR)
      expect(json.categories?.length, item.name).toBeGreaterThan(0)
      expect(json.docs, item.name).toMatch(/\{\{registry-origin\}\}\/r\/[a-z0-9-]+\.md/)
    }
    const marquee = readJson(join(out, 'r', 'marquee.json'))
    expect(marquee.categories).toEqual(['components'])
    expect(marquee.docs).toBe(
      `Marquee docs: ${ORIGIN_TOKEN}/components/marquee (as Markdown: ${ORIGIN_TOKEN}/r/marquee.md)`,
    )
    expect(readJson(join(out, 'r', 'hero-centered.json')).categories).toEqual(['blocks', 'hero'])
    expect(readJson(join(out, 'r', 'saas-template.json')).categories).toEqual(['templates'])
    expect(readJson(join(out, 'r', 'use-on-screen.json')).categories).toEqual(['hooks'])
    const demo = readJson(join(out, 'r', 'marquee-demo.json'))
    expect(demo.categories).toEqual(['examples'])
    expect(demo.docs).toBe(`An example of marquee; its docs, with this code: ${ORIGIN_TOKEN}/r/marquee.md`)
    // The index carries them too, for shadcn's search and directory.
    const index = readJson(join(out, 'r', 'registry.json'))
    expect(index.items.find((item: PublishedItem) => item.name === 'marquee').categories).toEqual(['components'])
  })

  it('pins every npm dependency to a caret on the version packages/ui is tested with', () => {
    const tested = testedVersions()
    let checked = 0
    for (const item of items) {
      for (const dependency of itemJson(item).dependencies ?? []) {
        const [, name, range] = dependency.match(/^(@?[^@]+)@(.+)$/) ?? []
        expect(range, dependency).toBe(`^${tested.get(name as string)}`)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(40)
    expect(itemJson(items.find((item) => item.name === 'number-ticker') as RegistryEntry).dependencies).toEqual([
      `motion@^${tested.get('motion')}`,
    ])
  })

  it('publishes a style that sets a project up in one step with shadcn init: theme, cn() and base CSS', () => {
    const style = readJson(join(out, 'r', 'style.json'))
    expect(style).toMatchObject({ type: 'registry:style', extends: 'none', files: [] })
    expect(style.registryDependencies).toEqual([`${ORIGIN_TOKEN}/r/theme.json`, `${ORIGIN_TOKEN}/r/utils.json`])
    expect(style.css['@layer base'].body).toMatchObject({ background: 'var(--background)', color: 'var(--foreground)' })
    expect(Object.keys(style.css)).toContain('@custom-variant dark (&:where(.dark, .dark *))')
    const theme = readJson(join(out, 'r', 'theme.json'))
    expect(theme.type).toBe('registry:theme')
    expect(theme.cssVars.theme['color-background']).toBe('var(--background)')
    expect(theme.cssVars.light.background).toBeTruthy()
    expect(theme.cssVars.dark.background).toBeTruthy()
    const docs = readFileSync(join(out, 'r', 'style.md'), 'utf8')
    expect(docs).toContain(`npx shadcn@latest init ${ORIGIN_TOKEN}/r/style.json`)
  })

  it('publishes an agent skill that installs a SKILL.md where agents read skills, naming every item', () => {
    const skill = readJson(join(out, 'r', `${SKILL_NAME}.json`))
    expect(skill.type).toBe('registry:item')
    expect(skill.files.map((file: { target: string; type: string }) => [file.type, file.target])).toEqual([
      ['registry:file', '.agents/skills/snipstack/SKILL.md'],
      ['registry:file', '.claude/skills/snipstack/SKILL.md'],
    ])
    const [agents, claude] = skill.files as Array<{ content: string }>
    expect(claude?.content).toBe(agents?.content)
    const text = agents?.content ?? ''
    expect(text).toMatch(/^---\nname: snipstack\ndescription: .{80,1024}\n---\n/)
    for (const step of [
      `npx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz init`,
      `npx shadcn@latest init ${ORIGIN_TOKEN}/r/style.json`,
      `npx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz search <words>`,
      `npx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz view <name>`,
      `npx -y ${ORIGIN_TOKEN}/cli/snipstack.tgz add <name>`,
      'npx shadcn@latest add @snipstack/<name>',
      `${ORIGIN_TOKEN}/r/<name>.md`,
      `${ORIGIN_TOKEN}/llms.txt`,
    ]) {
      expect(text, step).toContain(step)
    }
    for (const item of documentedItems(items).filter((entry) => entry.name !== SKILL_NAME)) {
      expect(text, item.name).toContain(`- \`${item.name}\`: ${item.description}`)
    }
    expect(text).toMatch(/`import \{ [A-Z]\w+ \} from "@\/components\/ui\/[a-z0-9-]+"`/)
    expect(text).toMatch(/`import [A-Z]\w+ from "@\/components\/[a-z0-9-]+"`/)
  })

  it('fails on an item that uses a theme token it neither brings nor installs', () => {
    const grid = sources.find((item) => item.name === 'features-grid') as ItemMeta
    expect(grid.cssVars?.theme?.['color-background']).toBe('var(--background)')
    const { 'color-background': _, ...theme } = grid.cssVars?.theme ?? {}
    const broken = sources.map((item) => (item === grid ? { ...grid, cssVars: { ...grid.cssVars, theme } } : item))
    expect(() => publishedItems(broken)).toThrowError(
      "features-grid: blocks/features-grid/features-grid.tsx uses 'bg-background', which needs --color-background in the theme",
    )
  })

  it('brings the theme tokens an example uses from the theme, so a demo is styled after a plain install', () => {
    const theme = items.find((item) => item.name === 'theme') as RegistryEntry
    for (const example of items.filter((item) => item.type === 'registry:example')) {
      for (const [key, value] of Object.entries(example.cssVars?.theme ?? {})) {
        if (theme.cssVars?.theme?.[key] === undefined) continue
        expect(value, `${example.name}: ${key}`).toBe(theme.cssVars?.theme?.[key])
      }
    }
  })

  it('refuses a registryDependency that names no item', () => {
    const broken = { ...(items[0] as RegistryEntry), registryDependencies: ['nope'] }
    expect(() => checkDependencies([broken])).toThrowError(/'nope', which is not an item/)
  })

  it('refuses CSS that shadcn would add again on every install, and passes every item', () => {
    const item = { ...(items[0] as RegistryEntry), css: { '@property --x': { syntax: "'<length>'" } } }
    expect(() => checkRepeatableCss([item])).toThrowError(/'@property --x', which shadcn's CLI adds again/)
    expect(() => checkRepeatableCss(items)).not.toThrow()
  })

  it('lists the index items in name order', () => {
    const names = registryIndex(items).items.map((item) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('keeps packages/ui/src/registry.gen.css in sync with the items (run `bun run registry:build`)', async () => {
    expect(readFileSync(generatedCssPath, 'utf8')).toBe(await generatedCss())
  })
})
