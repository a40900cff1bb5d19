import { MoonIcon, SunIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { currentResolvedTheme, useThemeStore } from './theme-store'

/** Switches between dark and light; the icon follows the `dark` class so it is right on first paint. */
export function ThemeToggle({ className }: { className?: string }) {
  const setTheme = useThemeStore((s) => s.setTheme)
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Toggle theme"
      data-slot="theme-toggle"
      onClick={() => setTheme(currentResolvedTheme() === 'dark' ? 'light' : 'dark')}
    >
      <SunIcon className="size-[1.125rem] dark:hidden" aria-hidden />
      <MoonIcon className="hidden size-[1.125rem] dark:block" aria-hidden />
    </Button>
  )
}
