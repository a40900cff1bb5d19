import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BaseColorDocument, CssRules, RegistryItemCssVars } from '@snipstack/contracts'
import postcss, { type AtRule, type Rule } from 'postcss'
import type { RegistryEntry } from './entries'
import { uiSrc } from './items'

/**
 * The style a project is set up with, in one step, by `snipstack init` and by
 * `npx shadcn init <origin>/r/style.json`: the theme's tokens, the cn() helper and the base CSS.
 * Both come from packages/ui/src/theme.css, the theme the docs site and Storybook show every item
 * in, so a project set up this way looks like the docs.
 */

export const THEME_NAME = 'theme'
export const STYLE_NAME = 'style'

export const themeCssPath = resolve(uiSrc, 'theme.css')

type ThemeParts = { cssVars: Required<RegistryItemCssVars>; css: CssRules }

const declarations = (node: Rule | AtRule) =>
  (node.nodes ?? []).flatMap((child) => (child.type === 'decl' ? [child] : []))

/**
 * The published parts of the theme: `:root` and `.dark` variables (light and dark), `@theme inline`
 * (the Tailwind tokens), and as CSS the dark variant, the base layer and what `:root` and `.dark`
 * set besides variables (`color-scheme`). The site's own parts (its fonts, `@import`, `@source`)
 * stay out: an app keeps its own.
 */
export function themeParts(css = readFileSync(themeCssPath, 'utf8')): ThemeParts {
  const cssVars: Required<RegistryItemCssVars> = { theme: {}, light: {}, dark: {} }
  const rules: CssRules = {}
  const base: CssRules = {}
  const modes = { ':root': 'light', '.dark': 'dark' } as const
  for (const node of postcss.parse(css).nodes) {
    if (node.type === 'atrule' && node.name === 'custom-variant') rules[`@custom-variant ${node.params}`] = {}
    if (node.type === 'atrule' && node.name === 'theme' && node.params === 'inline') {
      for (const decl of declarations(node)) cssVars.theme[decl.prop.replace(/^--/, '')] = decl.value
    }
    if (node.type === 'rule' && node.selector in modes) {
      const mode = modes[node.selector as keyof typeof modes]
      for (const decl of declarations(node)) {
        if (decl.prop.startsWith('--')) cssVars[mode][decl.prop.slice(2)] = decl.value
        else base[node.selector] = { ...(base[node.selector] as Record<string, string>), [decl.prop]: decl.value }
      }
    }
    if (node.type === 'atrule' && node.name === 'layer' && node.params === 'base') {
      for (const rule of node.nodes ?? []) {
        if (rule.type !== 'rule') continue
        base[rule.selector] = Object.fromEntries(declarations(rule).map((decl) => [decl.prop, decl.value]))
      }
    }
  }
  for (const [part, vars] of Object.entries(cssVars)) {
    if (!Object.keys(vars).length) throw new Error(`${themeCssPath}: found no ${part} variables to publish`)
  }
  return { cssVars, css: { ...rules, '@layer base': base } }
}

/** The theme's tokens alone, for a project that has its base CSS and helper already. */
export function themeEntry(parts = themeParts()): RegistryEntry {
  return {
    name: THEME_NAME,
    type: 'registry:theme',
    title: 'Theme',
    description:
      'The colour tokens every item reads (background, foreground, card, muted, border, ring, …) in light and dark, mapped into Tailwind CSS v4.',
    files: [],
    cssVars: parts.cssVars,
  }
}

/**
 * The style: the theme, the cn() helper and the base CSS (borders and page colours from the
 * tokens, class-based dark mode). `extends: none` tells shadcn's `init` to install it instead of
 * shadcn/ui's own style, so setting a project up fetches nothing from shadcn's site.
 */
export function styleEntry(parts = themeParts()): RegistryEntry {
  return {
    name: STYLE_NAME,
    type: 'registry:style',
    extends: 'none',
    title: 'Style',
    description:
      'Sets a project up for every item in one step: the theme tokens in light and dark, the cn() helper and the base CSS.',
    registryDependencies: [THEME_NAME, 'utils'],
    files: [],
    css: parts.css,
  }
}

/**
 * The base colour shadcn's `init` writes into components.json (`"neutral"`, whatever the project
 * chose) and its CLI then reads from its own registry: served by an instance as
 * `r/colors/neutral.json`, so that `REGISTRY_URL=<origin>/r npx shadcn init <origin>/r/style.json`
 * needs nothing from shadcn's site.
 */
export const SHADCN_BASE_COLOR = 'neutral'

/**
 * shadcn's base-colour document with this theme's tokens, so what it merges from it is the theme
 * (for Tailwind v4 it takes `cssVarsV4`). No inline colours: the items read the tokens as CSS
 * variables, and shadcn only inlines colours for a project without them.
 */
export function baseColorEntry(parts = themeParts()): BaseColorDocument {
  return {
    inlineColors: { light: {}, dark: {} },
    cssVars: parts.cssVars,
    cssVarsV4: parts.cssVars,
    inlineColorsTemplate: '',
    cssVarsTemplate: '',
  }
}

/**
 * The styles shadcn's `init` lists (`r/styles/index.json`). It writes the chosen name into
 * components.json and reads it only for bare shadcn/ui names (`styles/<style>/button.json`), never
 * for an item of this registry; "new-york" is the name it writes when it asks nothing.
 */
export const stylesIndexEntry = () => [{ name: 'new-york', label: 'New York' }]
