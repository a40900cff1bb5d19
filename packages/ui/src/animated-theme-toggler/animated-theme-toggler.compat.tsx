import * as React from 'react'
import { AnimatedThemeToggler, type TransitionVariant } from './animated-theme-toggler'

/** Theme Toggler as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  const [theme, setTheme] = React.useState<string | undefined>('light')
  const variant: TransitionVariant = 'diamond'
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  return (
    <div className="flex justify-center p-6">
      <AnimatedThemeToggler />
      <AnimatedThemeToggler className="rounded-full" duration={400} />
      <AnimatedThemeToggler variant="square" />
      <AnimatedThemeToggler variant={variant} fromCenter />
      <AnimatedThemeToggler variant="star" duration={800} />
      <AnimatedThemeToggler theme={theme === 'dark' ? 'dark' : 'light'} onThemeChange={setTheme} />
      <AnimatedThemeToggler ref={buttonRef} aria-label="Switch theme" disabled={false} onClick={() => {}} />
    </div>
  )
}
