import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PublishedItem, publishedIndex, publishedItem } from '@snipstack/contracts'
import type { ItemMeta } from '@snipstack/ui/meta'
import { registryItemSchema, registrySchema } from 'shadcn/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildRegistry,
  checkDependencies,
  ITEM_SCHEMA_URL,
  itemJson,
  ORIGIN_TOKEN,
  publishedItems,
  registryIndex,
} from './build'
import { generatedCss, generatedCssPath } from './gen-css'
import { loadItems, uiSrc } from './items'
import { documentedItems, fenced, itemDocs, llmsFullTxt, llmsTxt } from './llms'

let sources: ItemMeta[]
let items: ItemMeta[]
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
    expect(docs).toHaveLength(sources.length)
    expect(files).toEqual([...items.map((item) => `${item.name}.json`), ...docs, 'registry.json'].sort())
    const examples = sources.flatMap((item) => (item.examples ?? []).map((example) => example.name))
    expect(examples.length).toBeGreaterThan(10)
    expect(items.map((item) => item.name)).toEqual(
      [...sources.map((item) => item.name), ...examples].sort((a, b) => a.localeCompare(b)),
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
    const marquee = itemJson(items.find((item) => item.name === 'marquee') as ItemMeta)
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
    for (const item of items) {
      for (const file of itemJson(item).files) {
        expect(file.content, file.path).not.toMatch(/from ['"]\.\.?\//)
        expect(file.path).toMatch(/^(ui|lib|hooks|components)\/[a-z0-9-]+\.tsx?$/)
      }
    }
    const utils = itemJson(items.find((item) => item.name === 'utils') as ItemMeta)
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

  it('writes llms.txt with one line per item: title, URL and description', () => {
    const text = readFileSync(join(out, 'llms.txt'), 'utf8')
    expect(text).toBe(llmsTxt(items))
    const lines = text.split('\n').filter((line) => line.startsWith('- '))
    expect(lines).toHaveLength(sources.length)
    expect(lines).toContain(
      `- [Marquee](${ORIGIN_TOKEN}/r/marquee.json): ${items.find((i) => i.name === 'marquee')?.description}`,
    )
    // Blocks are listed after the components, under their own heading.
    const blocks = text.slice(text.indexOf('## Blocks'))
    expect(text.indexOf('## Blocks')).toBeGreaterThan(text.indexOf('[Marquee]'))
    expect(blocks).toContain(`(${ORIGIN_TOKEN}/r/hero-centered.json)`)
    expect(blocks).not.toContain('[Marquee]')
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
      '## Installation\n\n```bash\nnpx snipstack@latest add marquee\n```',
      `\`\`\`bash\nnpx shadcn@latest add ${ORIGIN_TOKEN}/r/marquee.json\n\`\`\``,
      'Installing it also installs the registry items `use-on-screen`, `use-reduced-motion`, `utils`.',
      mdx,
      '## Examples\n\n### Testimonials\n\nTwo rows of review cards scrolling in opposite directions.',
      `Install it with \`npx snipstack@latest add marquee-demo\`:\n\n\`\`\`tsx\n${demo.trimEnd()}\n\`\`\``,
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
    expect(documented).toHaveLength(sources.length)
    for (const item of documented) expect(text).toContain(itemDocs(item).trimEnd())
    expect(text.indexOf('# Centred hero')).toBeGreaterThan(text.indexOf('# Marquee'))
    expect(text).not.toContain('# Marquee: Testimonials')
  })

  it('refuses a registryDependency that names no item', () => {
    const broken = { ...(items[0] as ItemMeta), registryDependencies: ['nope'] }
    expect(() => checkDependencies([broken])).toThrowError(/'nope', which is not an item/)
  })

  it('lists the index items in name order', () => {
    const names = registryIndex(items).items.map((item) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('keeps packages/ui/src/registry.gen.css in sync with the items (run `bun run registry:build`)', async () => {
    expect(readFileSync(generatedCssPath, 'utf8')).toBe(await generatedCss())
  })
})
