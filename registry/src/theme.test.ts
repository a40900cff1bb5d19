import { describe, expect, it } from 'vitest'
import { STYLE_NAME, styleEntry, THEME_NAME, themeEntry, themeParts } from './theme'

const css = `@import "./registry.gen.css";
@source "./";
@custom-variant dark (&:where(.dark, .dark *));
@theme { --font-sans: ui-sans-serif; }
:root { --background: white; --ring: gray; color-scheme: light; }
.dark { --background: black; --ring: silver; color-scheme: dark; }
@theme inline { --color-background: var(--background); --color-ring: var(--ring); }
@layer base { * { border-color: var(--border); } body { background: var(--background); } }
`

describe('themeParts', () => {
  it("publishes the stylesheet's tokens, dark variant and base layer, not the site's own imports and fonts", () => {
    expect(themeParts(css)).toEqual({
      cssVars: {
        theme: { 'color-background': 'var(--background)', 'color-ring': 'var(--ring)' },
        light: { background: 'white', ring: 'gray' },
        dark: { background: 'black', ring: 'silver' },
      },
      css: {
        '@custom-variant dark (&:where(.dark, .dark *))': {},
        '@layer base': {
          ':root': { 'color-scheme': 'light' },
          '.dark': { 'color-scheme': 'dark' },
          '*': { 'border-color': 'var(--border)' },
          body: { background: 'var(--background)' },
        },
      },
    })
  })

  it('fails when the stylesheet no longer has a part to publish', () => {
    expect(() => themeParts(css.replace(/\.dark \{[^}]*\}/, ''))).toThrowError(/found no dark variables to publish/)
  })

  it("reads packages/ui/src/theme.css: the tokens every item's docs preview is shown with", () => {
    const { cssVars } = themeParts()
    for (const token of ['background', 'foreground', 'muted-foreground', 'border', 'ring']) {
      expect(cssVars.theme[`color-${token}`]).toBe(`var(--${token})`)
      expect(cssVars.light[token]).toBeTruthy()
      expect(cssVars.dark[token]).toBeTruthy()
    }
  })
})

describe('the style and the theme', () => {
  it('are a registry:theme of the tokens and a registry:style that installs it with cn() and the base CSS', () => {
    const parts = themeParts(css)
    expect(themeEntry(parts)).toMatchObject({ name: THEME_NAME, type: 'registry:theme', cssVars: parts.cssVars })
    const style = styleEntry(parts)
    expect(style).toMatchObject({ name: STYLE_NAME, type: 'registry:style', extends: 'none', css: parts.css })
    expect(style.registryDependencies).toEqual([THEME_NAME, 'utils'])
    expect(style.cssVars).toBeUndefined()
  })
})
