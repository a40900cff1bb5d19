'use client'

import * as React from 'react'
import { AnimatedThemeToggler, type ResolvedTheme } from '../animated-theme-toggler'

/** Stands in for an app's theme state (next-themes' `resolvedTheme`, a store): the class on <html>. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

function useResolvedTheme(): ResolvedTheme {
  return React.useSyncExternalStore(
    subscribe,
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light',
  )
}

export default function AnimatedThemeTogglerDemo3() {
  const theme = useResolvedTheme()
  const [changes, setChanges] = React.useState(0)
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card px-5 py-4 text-card-foreground">
      <AnimatedThemeToggler
        theme={theme}
        onThemeChange={() => setChanges((count) => count + 1)}
        fromCenter
        variant="hexagon"
        duration={700}
        className="size-10 rounded-full bg-secondary text-secondary-foreground hover:bg-accent [&_svg]:size-5"
      />
      <p className="text-sm">
        <span className="font-medium capitalize">{theme}</span> theme
        <span className="block text-muted-foreground">
          Switched {changes} {changes === 1 ? 'time' : 'times'}
        </span>
      </p>
    </div>
  )
}
