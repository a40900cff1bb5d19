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

/** A stylesheet as `shadcn init` leaves a Vite + Tailwind v4 project, trimmed, with a user's additions. */
const shadcnStylesheet = `@import "tailwindcss";
@import "tw-animate-css";

@custom-variant dark (&:is(.dark *));

/* Brand colours; see https://example.com/brand?a=1;b={2} */
@theme inline {
  --radius-sm: calc(var(--radius) - 4px);
  --color-background: var(--background);
  --font-sans: "Inter Variable", "Helvetica Neue", sans-serif; /* {not a block} */
}

:root {
  --radius: 0.625rem;
  --background: oklch(1 0 0);
}

.dark {
  --background: oklch(0.145 0 0);
}

@layer base {
  * {
    @apply border-border outline-ring/50;
  }
  body {
    @apply bg-background text-foreground;
  }
}

.prose a::after {
  content: "→ // not a comment; }";
  background: url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>");
}
`

describe('mergeCss on real stylesheets', () => {
  const beam = {
    cssVars: {
      theme: { 'color-beam': 'var(--beam)' },
      light: { beam: 'oklch(0.6 0.2 250)' },
      dark: { beam: 'oklch(0.8 0.1 250)' },
    },
    css: {
      '@keyframes beam-sweep': { '0%': { opacity: '0' }, '100%': { opacity: '1' } },
      '@layer base': { body: { 'font-feature-settings': '"ss01"' } },
    },
  }

  it("merges into shadcn's stylesheet, keeping every line the project wrote", () => {
    const merged = mergeCss(shadcnStylesheet, beam)
    expect(merged).toContain(
      '  --font-sans: "Inter Variable", "Helvetica Neue", sans-serif; /* {not a block} */\n  --color-beam: var(--beam);\n}',
    )
    expect(merged).toContain(
      ':root {\n  --radius: 0.625rem;\n  --background: oklch(1 0 0);\n  --beam: oklch(0.6 0.2 250);\n}',
    )
    expect(merged).toContain('.dark {\n  --background: oklch(0.145 0 0);\n  --beam: oklch(0.8 0.1 250);\n}')
    expect(merged).toContain(
      '  body {\n    @apply bg-background text-foreground;\n    font-feature-settings: "ss01";\n  }\n}',
    )
    expect(
      merged.endsWith('\n\n@keyframes beam-sweep {\n  0% {\n    opacity: 0;\n  }\n  100% {\n    opacity: 1;\n  }\n}\n'),
    ).toBe(true)
    // Everything the project wrote is still there, in order, untouched.
    const kept = shadcnStylesheet.split('\n').filter(Boolean)
    const lines = merged.split('\n')
    let at = 0
    for (const line of kept) {
      at = lines.indexOf(line, at)
      expect(at, line).toBeGreaterThanOrEqual(0)
    }
    expect(mergeCss(merged, beam)).toBe(merged)
  })

  it('adds statements such as @plugin after the imports, once', () => {
    const merged = mergeCss(shadcnStylesheet, { css: { '@plugin "@tailwindcss/typography"': {} } })
    expect(merged).toContain(
      '@import "tw-animate-css";\n\n@custom-variant dark (&:is(.dark *));\n@plugin "@tailwindcss/typography";\n\n/* Brand',
    )
    expect(mergeCss(merged, { css: { '@plugin "@tailwindcss/typography"': {} } })).toBe(merged)
    expect(mergeCss('body { margin: 0 }\n', { css: { '@plugin "x"': {} } })).toBe('@plugin "x";\nbody { margin: 0 }\n')
  })

  it('puts theme variables in @theme inline even when the project has a plain @theme, and keeps those it defines', () => {
    const text = '@import "tailwindcss";\n\n@theme {\n  --animate-marquee: my-own 1s;\n  --color-x: red;\n}\n'
    const merged = mergeCss(text, marquee)
    expect(merged).toContain('@theme {\n  --animate-marquee: my-own 1s;\n  --color-x: red;\n}')
    expect(merged).toContain(
      '@theme inline {\n  --animate-marquee-vertical: marquee-vertical var(--duration) linear infinite;\n}',
    )
  })

  it('indents what it adds the way the file is indented (tabs), and keeps one-line rules on one line', () => {
    const text = '@layer base {\n\tbody {\n\t\tmargin: 0;\n\t}\n}\n.x { color: red; }\n'
    const merged = mergeCss(text, {
      css: { '@layer base': { h1: { 'font-weight': '600' } }, '.x': { 'font-size': '1px' } },
    })
    expect(merged).toBe(
      '@layer base {\n\tbody {\n\t\tmargin: 0;\n\t}\n\th1 {\n\t\tfont-weight: 600;\n\t}\n}\n.x { color: red; font-size: 1px; }\n',
    )
  })

  it('adds a declaration to a rule whose last one has no semicolon', () => {
    expect(mergeCss('.x {\n  color: red\n}\n', { css: { '.x': { margin: '0' } } })).toBe(
      '.x {\n  color: red;\n  margin: 0;\n}\n',
    )
  })

  it('writes repeated declarations from arrays, and adds an @font-face unless the same one is there', () => {
    const face = { '@font-face': { 'font-family': 'Brand', src: 'url(./brand.woff2)' } }
    const text = '@font-face {\n  font-family: Other;\n  src: url(./other.woff2);\n}\n'
    const merged = mergeCss(text, { css: face })
    expect(merged.match(/@font-face/g)).toHaveLength(2)
    expect(mergeCss(merged, { css: face })).toBe(merged)
    expect(mergeCss('', { css: { '.fade': { background: ['red', 'linear-gradient(red, blue)'] } } })).toBe(
      '.fade {\n  background: red;\n  background: linear-gradient(red, blue);\n}\n',
    )
  })

  it('refuses a stylesheet that does not parse, saying where', () => {
    expect(() => mergeCss('body { color: red;\n', marquee)).toThrowError(/Unclosed block/)
  })
})
