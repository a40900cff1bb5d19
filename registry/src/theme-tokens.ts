import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from '@babel/parser'
import { hasSourceFiles, type RegistryEntry } from './entries'
import { uiSrc } from './items'

/**
 * Tailwind CSS v4 makes a utility from a theme variable: `bg-background` exists only where the
 * stylesheet's `@theme` defines `--color-background`, `rounded-card` only with `--radius-card`. An
 * item that uses such a class without bringing the variable (its `cssVars.theme`, or that of an item
 * it installs, the style or the theme for instance) renders unstyled in an app that does not happen
 * to define it, and nothing warns: the class simply produces no CSS. So the build reads every class
 * an item's files name and refuses a theme token that Tailwind's default theme lacks and that the
 * item neither brings nor installs.
 */

/** Tailwind's default colour families, the neutral ones shadcn offers as base colours included. */
const palettes = [
  'slate',
  'gray',
  'zinc',
  'neutral',
  'stone',
  'mauve',
  'olive',
  'mist',
  'taupe',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
]
const defaultColor = new RegExp(
  `^(?:inherit|current|transparent|black|white|(?:${palettes.join('|')})-(?:50|[1-9]00|950))$`,
)

const words = (text: string) => new Set(text.split(' '))
const number = /^\d+(?:\.\d+)?$/
const fraction = /^\d+\/\d+$/
const percent = /^\d+(?:\.\d+)?%$/
const sides = /^(?:[xytrblse]|bs|be)(?:-\d+)?$/

const textSizes = words('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl')
const shadowSizes = words('2xs xs sm md lg xl 2xl none inner')
const roundedSizes = words('none full xs sm md lg xl 2xl 3xl 4xl')
/** `rounded-t-lg`, `rounded-bl-xl`: the corner or side before the size. */
const roundedSide = /^(?:[trblse]|[tb][lr]|[se][se])-/
const containerSizes = words('3xs 2xs xs sm md lg xl 2xl 3xl 4xl 5xl 6xl 7xl')

/**
 * For each utility whose value can name a theme variable: which theme keys would define the value
 * (`color-<v>`, `radius-<v>`, …) and which values need none, because Tailwind's default theme or
 * the utility itself defines them (`text-balance`, `border-2`, `rounded-lg`).
 */
type Utility = { prefix: string; keys: (value: string) => string[]; builtIn: (value: string) => boolean }

const color = (value: string) => [`color-${value}`]
/** A colour utility that also takes the keywords and patterns given. */
const colorUtility = (prefix: string, keywords = '', ...patterns: RegExp[]): Utility => {
  const known = words(keywords)
  return {
    prefix,
    keys: color,
    builtIn: (value) =>
      defaultColor.test(value) || known.has(value) || number.test(value) || patterns.some((p) => p.test(value)),
  }
}
const named = (prefix: string, namespace: string, defaults: string, ...patterns: RegExp[]): Utility => {
  const known = words(defaults)
  return {
    prefix,
    keys: (value) => [`${namespace}-${value}`],
    builtIn: (value) => known.has(value) || patterns.some((p) => p.test(value)),
  }
}

const borderStyles = 'solid dashed dotted double hidden none'
const positions = 'top bottom left right center'
const utilities: Utility[] = [
  colorUtility(
    'bg',
    'none fixed local scroll auto cover contain center top bottom left right left-top left-bottom right-top right-bottom top-left top-right bottom-left bottom-right repeat no-repeat repeat-x repeat-y repeat-round repeat-space radial conic',
    /^(?:clip|origin|blend|size|position|linear|radial|conic|gradient|repeat)-/,
  ),
  {
    prefix: 'text',
    keys: (value) => [`color-${value}`, `text-${value}`],
    builtIn: (value) =>
      defaultColor.test(value) ||
      textSizes.has(value) ||
      words('left center right justify start end wrap nowrap balance pretty ellipsis clip').has(value),
  },
  colorUtility('text-shadow', 'none 2xs xs sm md lg'),
  colorUtility('border', `${borderStyles} collapse separate`, sides, /^spacing-/),
  colorUtility('divide', `${borderStyles} x y x-reverse y-reverse`, sides),
  colorUtility('outline', `${borderStyles}`, /^offset-/),
  colorUtility('ring', 'inset'),
  colorUtility('inset-ring', ''),
  colorUtility('ring-offset', ''),
  { ...colorUtility('shadow', [...shadowSizes].join(' ')), keys: (value) => [`color-${value}`, `shadow-${value}`] },
  { ...colorUtility('inset-shadow', 'none 2xs xs sm'), keys: (value) => [`color-${value}`, `inset-shadow-${value}`] },
  {
    ...colorUtility('drop-shadow', 'none xs sm md lg xl 2xl'),
    keys: (value) => [`color-${value}`, `drop-shadow-${value}`],
  },
  colorUtility('fill', 'none'),
  colorUtility('stroke', 'none'),
  colorUtility('decoration', 'solid double dotted dashed wavy auto from-font clone slice'),
  colorUtility('accent', 'auto'),
  colorUtility('caret', ''),
  colorUtility('placeholder', ''),
  // Position words are no colours; they name directions in props such as `animationStyle="from-center"`.
  colorUtility('from', positions, percent),
  colorUtility('via', `none ${positions}`, percent),
  colorUtility('to', positions, percent),
  {
    prefix: 'rounded',
    keys: (value) => [`radius-${value.replace(roundedSide, '')}`],
    builtIn: (value) =>
      roundedSizes.has(value.replace(roundedSide, '')) || /^(?:[trblse]|[tb][lr]|[se][se])$/.test(value),
  },
  {
    prefix: 'font',
    keys: (value) => [`font-${value}`, `font-weight-${value}`],
    builtIn: (value) =>
      words('sans serif mono thin extralight light normal medium semibold bold extrabold black').has(value) ||
      /^(?:stretch|features)-/.test(value) ||
      number.test(value),
  },
  named('animate', 'animate', 'spin ping pulse bounce none'),
  named('blur', 'blur', 'none xs sm md lg xl 2xl 3xl'),
  named('backdrop-blur', 'blur', 'none xs sm md lg xl 2xl 3xl'),
  named('ease', 'ease', 'linear in out in-out initial'),
  named('tracking', 'tracking', 'tighter tight normal wide wider widest'),
  named('leading', 'leading', 'none tight snug normal relaxed loose', number),
  named('perspective', 'perspective', 'dramatic near normal midrange distant none'),
  named('aspect', 'aspect', 'auto square video', fraction),
  ...['w', 'min-w', 'max-w'].map((prefix) =>
    named(
      prefix,
      'container',
      `${[...containerSizes].join(' ')} auto px full screen svw lvw dvw min max fit prose none`,
      number,
      fraction,
      /^screen-/,
    ),
  ),
]
// `ring-offset-ring` must meet `ring-offset`, not `ring` with the value `offset-ring`.
utilities.sort((a, b) => b.prefix.length - a.prefix.length)

/**
 * CSS properties and SVG attributes written as strings (`'font-family'`, `'text-anchor'`): named
 * like utilities, but no class uses them.
 */
const cssProperties = words(
  'font-family font-size font-weight font-style font-variant text-anchor text-align text-decoration text-transform text-overflow text-indent text-rendering border-radius border-color border-width border-style outline-color outline-width outline-style outline-offset fill-opacity fill-rule stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray stroke-dashoffset stroke-miterlimit',
)

/** Variants (`dark:`, `hover:`, `[&>svg]:`) and the `!` of importance taken off: the utility itself. */
function utilityOf(candidate: string): string {
  let depth = 0
  let start = 0
  for (let i = 0; i < candidate.length; i++) {
    const char = candidate[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) start = i + 1
  }
  return candidate.slice(start).replace(/^!|!$/g, '').replace(/^-/, '')
}

/** `class`, `className` and the props items take classes in (`textClassName`, `flipTextClassName`). */
const isClassAttribute = (name: string) => name === 'class' || /^className$|ClassName$/.test(name)

/** A class list: every word could be a class. Prose (`A to-do list`) has words that cannot. */
const classWord = /^[a-z0-9!@\-[\]():&>_*.%/#,'"=+~]+$/

/** The classes a source file names: the words of every string (and template part) that reads as a class list. */
export function classCandidates(source: string, filename: string): string[] {
  const ast = parse(source, {
    sourceType: 'module',
    attachComment: false,
    plugins: filename.endsWith('.ts') ? ['typescript'] : ['jsx', 'typescript'],
  })
  const found: string[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const node = value as {
      type?: string
      value?: unknown
      name?: { name?: unknown }
      key?: { name?: unknown; value?: unknown }
    }
    // `data-slot="border-beam"`, `aria-label`, `href`: attributes other than class lists hold no
    // classes, nor do the same props spread from an object (`{ 'data-slot': 'text-animate-segment' }`).
    if (node.type === 'JSXAttribute' && !isClassAttribute(String(node.name?.name))) return
    if (node.type === 'ObjectProperty' && /^(?:data|aria)-/.test(String(node.key?.value ?? node.key?.name))) return
    const text =
      node.type === 'StringLiteral' && typeof node.value === 'string'
        ? node.value
        : node.type === 'TemplateElement'
          ? (node.value as { cooked?: string }).cooked
          : undefined
    if (text) {
      const classes = text.split(/\s+/).filter(Boolean)
      // A template part ends where an interpolation starts: `bg-${tone}` leaves a `bg-` that is no class.
      // Arbitrary values may hold anything (`bg-[#FFF]`, `font-[Inter]`); the rest of a class may not.
      const looksLikeClass = (word: string) => classWord.test(word.replace(/\[[^\]]*\]/g, '[]'))
      if (classes.every(looksLikeClass)) found.push(...classes.filter((word) => !word.endsWith('-')))
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && key !== 'extra' && typeof child === 'object') visit(child)
    }
  }
  visit(ast.program)
  return found
}

export type ThemeToken = {
  /** The class as written (`dark:bg-background/50`). */
  className: string
  /** The theme keys any one of which would define it (`color-background`). */
  keys: string[]
}

/** The theme variable a class needs, or undefined when it needs none (default theme, arbitrary value, no utility). */
export function themeTokenOf(className: string): ThemeToken | undefined {
  const utility = utilityOf(className)
  // Arbitrary values and variables (`bg-[#fff]`, `bg-(--brand)`) name no theme key.
  if (/[[(]/.test(utility) || cssProperties.has(utility)) return undefined
  for (const { prefix, keys, builtIn } of utilities) {
    if (!utility.startsWith(`${prefix}-`)) continue
    const value = utility.slice(prefix.length + 1).replace(/\/[\w.]+$/, '')
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(value) || value.endsWith('-')) return undefined
    return builtIn(value) ? undefined : { className, keys: keys(value) }
  }
  return undefined
}

/** The theme keys an entry and everything it installs bring (`color-ring`, `animate-marquee`). */
function broughtKeys(entry: RegistryEntry, byName: ReadonlyMap<string, RegistryEntry>): Set<string> {
  const keys = new Set<string>()
  const seen = new Set<string>()
  const visit = (current: RegistryEntry | undefined) => {
    if (!current || seen.has(current.name)) return
    seen.add(current.name)
    for (const key of Object.keys(current.cssVars?.theme ?? {})) keys.add(key.replace(/^--/, ''))
    for (const dep of current.registryDependencies ?? []) visit(byName.get(dep))
  }
  visit(entry)
  return keys
}

const readSource = (path: string) => readFileSync(resolve(uiSrc, path), 'utf8')

/** The theme tokens an entry's files use that neither it nor anything it installs brings, one per class. */
export function missingThemeTokens(
  entry: RegistryEntry,
  byName: ReadonlyMap<string, RegistryEntry>,
  read: (path: string) => string = readSource,
): Array<ThemeToken & { file: string }> {
  if (!hasSourceFiles(entry)) return []
  const brought = broughtKeys(entry, byName)
  const missing = new Map<string, ThemeToken & { file: string }>()
  for (const file of entry.files) {
    for (const className of classCandidates(read(file.path), file.path)) {
      const token = themeTokenOf(className)
      if (!token || token.keys.some((key) => brought.has(key)) || missing.has(className)) continue
      missing.set(className, { ...token, file: file.path })
    }
  }
  return [...missing.values()]
}

/** Throws, naming the item, file, class and variable, when an entry uses a theme token nobody brings. */
export function checkThemeTokens(entries: RegistryEntry[], read?: (path: string) => string): void {
  const byName = new Map(entries.map((entry) => [entry.name, entry]))
  const problems = entries.flatMap((entry) =>
    missingThemeTokens(entry, byName, read).map(
      ({ className, keys, file }) =>
        `${entry.name}: ${file} uses '${className}', which needs --${keys[0]} in the theme; bring it in cssVars.theme (with its light and dark values) or depend on an item that does`,
    ),
  )
  if (problems.length) throw new Error(problems.join('\n'))
}

/**
 * An example with the theme tokens it uses and does not get from its items copied from `theme`: the
 * key and the light and dark values it reads (`color-accent: var(--accent)`, `--accent`), so a demo
 * installed into an app without a theme is styled as in the docs. Tokens the theme lacks stay
 * missing, for checkThemeTokens to report.
 */
export function withThemeTokens(
  entry: RegistryEntry,
  byName: ReadonlyMap<string, RegistryEntry>,
  theme: RegistryEntry,
  read?: (path: string) => string,
): RegistryEntry {
  const source = theme.cssVars ?? {}
  const cssVars = {
    theme: { ...entry.cssVars?.theme },
    light: { ...entry.cssVars?.light },
    dark: { ...entry.cssVars?.dark },
  }
  let brought = false
  for (const token of missingThemeTokens(entry, byName, read)) {
    const key = token.keys.find((candidate) => source.theme?.[candidate] !== undefined)
    const value = key && source.theme?.[key]
    if (!key || !value) continue
    cssVars.theme[key] = value
    for (const [, name] of value.matchAll(/var\(--([\w-]+)\)/g)) {
      if (!name) continue
      const light = source.light?.[name]
      const dark = source.dark?.[name]
      if (light !== undefined) cssVars.light[name] = light
      if (dark !== undefined) cssVars.dark[name] = dark
    }
    brought = true
  }
  if (!brought) return entry
  const kept = Object.fromEntries(Object.entries(cssVars).filter(([, vars]) => Object.keys(vars).length))
  return { ...entry, cssVars: kept }
}
