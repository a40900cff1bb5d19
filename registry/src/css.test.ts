import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { cssRulesToText, cssVarsToText, itemCss } from './css'

describe('the registry CSS serialiser', () => {
  it('writes theme variables into @theme inline, :root and .dark', () => {
    expect(cssVarsToText({ theme: { 'animate-x': 'x 1s' }, light: { '--beam': 'blue' }, dark: { beam: 'cyan' } })).toBe(
      '@theme inline {\n  --animate-x: x 1s;\n}\n\n:root {\n  --beam: blue;\n}\n\n.dark {\n  --beam: cyan;\n}',
    )
    expect(cssVarsToText(undefined)).toBe('')
  })

  it("writes shadcn's css shape: nested blocks, statements, repeated declarations", () => {
    const text = cssRulesToText({
      '@plugin "@tailwindcss/typography"': {},
      '@layer base': { body: { '@apply bg-background': {}, margin: '0' } },
      '.fade': { background: ['red', 'linear-gradient(red, blue)'] },
    })
    expect(text).toBe(
      '@plugin "@tailwindcss/typography";\n@layer base {\n  body {\n    @apply bg-background;\n    margin: 0;\n  }\n}\n.fade {\n  background: red;\n  background: linear-gradient(red, blue);\n}',
    )
  })

  it('writes CSS that a real parser reads back as the same rules', () => {
    const css = itemCss({
      cssVars: { theme: { 'animate-marquee': 'marquee var(--duration) infinite linear' } },
      css: { '@keyframes marquee': { from: { transform: 'translateX(0)' }, to: { content: '"};{"' } } },
    })
    const root = postcss.parse(css)
    expect(root.nodes.map((node) => (node.type === 'atrule' ? `@${node.name} ${node.params}` : node.type))).toEqual([
      '@theme inline',
      '@keyframes marquee',
    ])
    const declarations: string[] = []
    root.walkDecls((decl) => {
      declarations.push(`${decl.prop}: ${decl.value}`)
    })
    expect(declarations).toEqual([
      '--animate-marquee: marquee var(--duration) infinite linear',
      'transform: translateX(0)',
      'content: "};{"',
    ])
  })
})
