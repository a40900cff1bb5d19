import { AnimatedThemeToggler } from '../animated-theme-toggler'

export default function AnimatedThemeTogglerDemo() {
  return (
    <AnimatedThemeToggler className="size-10 rounded-full border bg-background text-foreground transition-colors hover:bg-accent [&_svg]:size-5" />
  )
}
