import type { ItemMeta } from '../meta'

/**
 * The colour tokens blocks use beyond the button's, with a default shadcn theme's values. A block
 * brings them so it is styled in an app that has no theme yet; an app that defines the same
 * variables keeps its own values (installs only add what is missing). Blocks use no other colour
 * tokens than these and the button's, so every block reads the same in light and dark.
 */
export const blockCssVars = {
  theme: {
    'color-foreground': 'var(--foreground)',
    'color-card': 'var(--card)',
    'color-card-foreground': 'var(--card-foreground)',
    'color-muted': 'var(--muted)',
    'color-muted-foreground': 'var(--muted-foreground)',
    'color-border': 'var(--border)',
  },
  light: {
    foreground: 'oklch(0.145 0 0)',
    card: 'oklch(1 0 0)',
    'card-foreground': 'oklch(0.145 0 0)',
    muted: 'oklch(0.97 0 0)',
    'muted-foreground': 'oklch(0.556 0 0)',
    border: 'oklch(0.922 0 0)',
  },
  dark: {
    foreground: 'oklch(0.985 0 0)',
    card: 'oklch(0.205 0 0)',
    'card-foreground': 'oklch(0.985 0 0)',
    muted: 'oklch(0.269 0 0)',
    'muted-foreground': 'oklch(0.708 0 0)',
    border: 'oklch(1 0 0 / 10%)',
  },
} satisfies ItemMeta['cssVars']
