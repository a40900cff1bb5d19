import { describe, expect, it } from 'vitest'
import { mergeCss } from './css'

const marquee = {
  cssVars: {
    theme: {
      'animate-marquee': 'marquee var(--duration) infinite linear',
      'animate-marquee-vertical': 'marquee-vertical var(--duration) linear infinite',
    },
  },
  css: {
    '@keyframes marquee': {
      from: { transform: 'translateX(0)' },
      to: { transform: 'translateX(calc(-100% - var(--gap)))' },
    },
  },
}

const fresh = '@import "tailwindcss";\n'

describe('mergeCss', () => {
  it('adds theme variables to a new @theme inline block and keyframes after it', () => {
    expect(mergeCss(fresh, marquee)).toBe(`@import "tailwindcss";

@theme inline {
  --animate-marquee: marquee var(--duration) infinite linear;
  --animate-marquee-vertical: marquee-vertical var(--duration) linear infinite;
}

@keyframes marquee {
  from {
    transform: translateX(0);
  }
  to {
    transform: translateX(calc(-100% - var(--gap)));
  }
}
`)
  })

  it('is idempotent: merging the same item twice changes nothing', () => {
    const once = mergeCss(fresh, marquee)
    expect(mergeCss(once, marquee)).toBe(once)
    const other = {
      cssVars: { light: { ring: 'red' }, dark: { ring: 'blue' } },
      css: { '@layer base': { body: { margin: '0' } } },
    }
    const both = mergeCss(once, other)
    expect(mergeCss(mergeCss(both, marquee), other)).toBe(both)
  })

  it('adds to an existing @theme inline block, keeping what the user wrote', () => {
    const text = `@import "tailwindcss";

/* brand */
@theme inline {
  --color-brand: #f00; /* red */
}

body { color: var(--color-brand); }
`
    const merged = mergeCss(text, { cssVars: { theme: { 'animate-spin-slow': 'spin 3s linear infinite' } } })
    expect(merged).toContain('  --color-brand: #f00; /* red */\n  --animate-spin-slow: spin 3s linear infinite;\n}')
    expect(merged).toContain('/* brand */')
    expect(merged).toContain('body { color: var(--color-brand); }')
    expect(merged.match(/@theme inline/g)).toHaveLength(1)
  })

  it("keeps a variable the project already defines: the project's theme wins", () => {
    const text =
      '@import "tailwindcss";\n\n@theme inline {\n  --color-primary: hotpink;\n}\n:root {\n  --primary: red;\n}\n'
    const merged = mergeCss(text, {
      cssVars: { theme: { 'color-primary': 'var(--primary)' }, light: { primary: 'oklch(0.2 0 0)', ring: 'gray' } },
    })
    expect(merged).toBe(
      '@import "tailwindcss";\n\n@theme inline {\n  --color-primary: hotpink;\n}\n:root {\n  --primary: red;\n  --ring: gray;\n}\n',
    )
  })

  it('replaces keyframes that differ and leaves equal ones alone, whatever their formatting', () => {
    const compact =
      '@import "tailwindcss";\n@keyframes marquee { from { transform: translateX(0) } to { transform: translateX(calc(-100% - var(--gap))) } }\n'
    expect(mergeCss(compact, { css: marquee.css })).toBe(compact)
    const stale = '@keyframes marquee {\n  from { opacity: 0; }\n}\n'
    const merged = mergeCss(stale, { css: marquee.css })
    expect(merged).not.toContain('opacity')
    expect(merged.match(/@keyframes marquee/g)).toHaveLength(1)
    expect(merged).toContain('translateX(calc(-100% - var(--gap)))')
  })

  it('puts light and dark variables in :root and .dark, merging into existing blocks', () => {
    const text = ':root {\n  --background: white;\n}\n'
    const merged = mergeCss(text, { cssVars: { light: { beam: 'blue' }, dark: { beam: 'cyan' } } })
    expect(merged).toBe(':root {\n  --background: white;\n  --beam: blue;\n}\n\n.dark {\n  --beam: cyan;\n}\n')
  })

  it('merges nested rules into an existing @layer without touching its other rules', () => {
    const text = '@layer base {\n  * {\n    border-color: red;\n  }\n}\n'
    const merged = mergeCss(text, { css: { '@layer base': { body: { 'font-family': 'serif' } } } })
    expect(merged).toBe(
      '@layer base {\n  * {\n    border-color: red;\n  }\n  body {\n    font-family: serif;\n  }\n}\n',
    )
    expect(mergeCss(merged, { css: { '@layer base': { body: { 'font-family': 'serif' } } } })).toBe(merged)
  })

  it('ignores braces and semicolons inside strings and comments', () => {
    const text = '@import "tailwindcss";\n/* { not a block; */\n.x::after { content: "};{"; }\n'
    const merged = mergeCss(text, { css: { '.x::after': { color: 'red' } } })
    expect(merged).toContain('content: "};{";')
    expect(merged).toContain('color: red;')
    expect(merged.match(/\.x::after/g)).toHaveLength(1)
  })
})
