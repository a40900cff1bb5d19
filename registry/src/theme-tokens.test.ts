import { describe, expect, it } from 'vitest'
import type { RegistryEntry } from './entries'
import { checkThemeTokens, classCandidates, missingThemeTokens, themeTokenOf, withThemeTokens } from './theme-tokens'

/** Fixture files by path, read instead of packages/ui/src. */
const sources: Record<string, string> = {
  'card/card.tsx': `export function Card({ className }: { className?: string }) {
  return <div data-slot="card-surface" className={cn('rounded-xl border bg-card p-4 text-card-foreground', className)} />
}`,
  'ring/ring.tsx': `export const Ring = () => <button className="focus-visible:ring-2 focus-visible:ring-ring">Go</button>`,
  'plain/plain.tsx': `export const Plain = () => <p className="bg-white text-sm text-zinc-600 dark:bg-zinc-950">Plain</p>`,
  'card/examples/card-demo.tsx': `export default () => <section className="bg-background hover:bg-accent/50"><Card /></section>`,
}
const read = (path: string) => {
  const source = sources[path]
  if (source === undefined) throw new Error(`no fixture ${path}`)
  return source
}

const entry = (name: string, path: string, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name,
  type: 'registry:ui',
  title: name,
  description: `A ${name}.`,
  files: [{ path, type: 'registry:ui' }],
  ...extra,
})

const theme: RegistryEntry = {
  name: 'theme',
  type: 'registry:theme',
  title: 'Theme',
  description: 'Tokens.',
  files: [],
  cssVars: {
    theme: {
      'color-background': 'var(--background)',
      'color-card': 'var(--card)',
      'color-card-foreground': 'var(--card-foreground)',
      'color-accent': 'var(--accent)',
      'color-ring': 'var(--ring)',
    },
    light: { background: 'white', card: 'white', 'card-foreground': 'black', accent: 'silver', ring: 'gray' },
    dark: { background: 'black', card: 'black', 'card-foreground': 'white', accent: 'dimgray', ring: 'gray' },
  },
}

const byName = (...entries: RegistryEntry[]) => new Map(entries.map((e) => [e.name, e]))

describe('themeTokenOf', () => {
  it('names the theme key a class needs when Tailwind has no default for it', () => {
    expect(themeTokenOf('bg-background')?.keys).toEqual(['color-background'])
    expect(themeTokenOf('dark:hover:bg-background/50')?.keys).toEqual(['color-background'])
    expect(themeTokenOf('[&>svg]:text-muted-foreground')?.keys).toEqual([
      'color-muted-foreground',
      'text-muted-foreground',
    ])
    expect(themeTokenOf('focus-visible:ring-ring')?.keys).toEqual(['color-ring'])
    expect(themeTokenOf('ring-offset-background')?.keys).toEqual(['color-background'])
    expect(themeTokenOf('rounded-card')?.keys).toEqual(['radius-card'])
    expect(themeTokenOf('rounded-tl-card')?.keys).toEqual(['radius-card'])
    expect(themeTokenOf('font-heading')?.keys).toEqual(['font-heading', 'font-weight-heading'])
    expect(themeTokenOf('animate-marquee')?.keys).toEqual(['animate-marquee'])
    expect(themeTokenOf('shadow-glow')?.keys).toEqual(['color-glow', 'shadow-glow'])
    expect(themeTokenOf('!bg-brand')?.keys).toEqual(['color-brand'])
  })

  it('needs nothing for default colours, sizes and keywords, arbitrary values and non-utilities', () => {
    const none = [
      'bg-red-500',
      'bg-black/50',
      'text-white',
      'fill-current',
      'to-transparent',
      'bg-[#fff]',
      'bg-(--brand)',
      'text-sm',
      'text-balance',
      'text-center',
      'border',
      'border-2',
      'border-t',
      'border-x-4',
      'border-dashed',
      'ring-2',
      'ring-inset',
      'outline-none',
      'outline-offset-2',
      'rounded-lg',
      'rounded-t-lg',
      'rounded-full',
      'font-bold',
      'font-mono',
      'shadow-sm',
      'shadow-2xl',
      'animate-spin',
      'bg-linear-to-r',
      'bg-clip-text',
      'from-10%',
      'max-w-2xl',
      'w-1/2',
      'leading-6',
      'tracking-tight',
      'font-family',
      'from-center',
      'flex',
      'hello',
    ]
    for (const className of none) expect(themeTokenOf(className), className).toBeUndefined()
  })
})

describe('classCandidates', () => {
  it('reads class lists from strings and templates, not prose, other attributes or CSS property names', () => {
    const found = classCandidates(
      `const tones = { quiet: 'text-muted-foreground' }
export const X = ({ tone }) => (
  <div data-slot="bg-widget" aria-label="bg-label" className={\`flex bg-\${tone} gap-2\`} {...{ 'data-state': 'bg-open' }}>
    <p className="p-2 bg-card text-[#FFF]">A to-do list for the bg-background of your text-primary life</p>
    <svg><text style={{ fontFamily: 'x' }} textAnchor="middle" /></svg>
    {'font-family'}
  </div>
)`,
      'x.tsx',
    )
    expect(found).toEqual(['text-muted-foreground', 'flex', 'gap-2', 'p-2', 'bg-card', 'text-[#FFF]', 'font-family'])
  })

  it("reads the class lists of props named like className (an item's textClassName)", () => {
    const found = classCandidates(
      `export const X = () => <Flip textClassName="bg-background" flipTextClassName="text-foreground" title="bg-title" />`,
      'x.tsx',
    )
    expect(found).toEqual(['bg-background', 'text-foreground'])
  })
})

describe('checkThemeTokens', () => {
  it('refuses an item that uses a theme token it neither brings nor installs, naming the item, file, class and key', () => {
    const card = entry('card', 'card/card.tsx')
    expect(() => checkThemeTokens([card], read)).toThrowError(
      "card: card/card.tsx uses 'bg-card', which needs --color-card in the theme; bring it in cssVars.theme (with its light and dark values) or depend on an item that does\n" +
        "card: card/card.tsx uses 'text-card-foreground', which needs --color-card-foreground in the theme; bring it in cssVars.theme (with its light and dark values) or depend on an item that does",
    )
  })

  it('accepts a token the item brings in cssVars.theme', () => {
    const ring = entry('ring', 'ring/ring.tsx', {
      cssVars: { theme: { 'color-ring': 'var(--ring)' }, light: { ring: 'gray' }, dark: { ring: 'gray' } },
    })
    expect(() => checkThemeTokens([ring], read)).not.toThrow()
    expect(missingThemeTokens(entry('ring', 'ring/ring.tsx'), byName(), read).map((t) => t.className)).toEqual([
      'focus-visible:ring-ring',
    ])
  })

  it('accepts a token brought by an item it installs, directly or further down', () => {
    const style: RegistryEntry = { ...theme, name: 'style', type: 'registry:style', cssVars: undefined }
    const card = entry('card', 'card/card.tsx', { registryDependencies: ['style'] })
    expect(() => checkThemeTokens([card, { ...style, registryDependencies: ['theme'] }, theme], read)).not.toThrow()
    // Without the theme under the style, nothing brings the card's colours.
    expect(() => checkThemeTokens([card, style], read)).toThrowError(/card: card\/card.tsx uses 'bg-card'/)
  })

  it('accepts default colours and sizes without any theme', () => {
    expect(() => checkThemeTokens([entry('plain', 'plain/plain.tsx')], read)).not.toThrow()
  })
})

describe('withThemeTokens', () => {
  it("copies the tokens an example uses, and their light and dark values, from the theme; its item's stay with the item", () => {
    const card = entry('card', 'card/card.tsx', {
      cssVars: { theme: { 'color-card': 'var(--card)', 'color-card-foreground': 'var(--card-foreground)' } },
    })
    const demo: RegistryEntry = {
      ...entry('card-demo', 'card/examples/card-demo.tsx'),
      type: 'registry:example',
      registryDependencies: ['card'],
    }
    const brought = withThemeTokens(demo, byName(card), theme, read)
    expect(brought.cssVars).toEqual({
      theme: { 'color-background': 'var(--background)', 'color-accent': 'var(--accent)' },
      light: { background: 'white', accent: 'silver' },
      dark: { background: 'black', accent: 'dimgray' },
    })
    expect(() => checkThemeTokens([card, brought], read)).not.toThrow()
    // An example that needs nothing is returned as it was.
    const plain = { ...entry('plain-demo', 'plain/plain.tsx'), type: 'registry:example' as const }
    expect(withThemeTokens(plain, byName(), theme, read)).toBe(plain)
  })
})
