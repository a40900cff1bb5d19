import { AnimatedThemeToggler, type TransitionVariant } from '../animated-theme-toggler'

const variants: TransitionVariant[] = ['circle', 'square', 'rectangle', 'diamond', 'hexagon', 'triangle', 'star']

export default function AnimatedThemeTogglerDemo2() {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {variants.map((variant) => (
        <li key={variant} className="flex flex-col items-center gap-2">
          <AnimatedThemeToggler
            variant={variant}
            duration={600}
            aria-label={`Toggle theme with a ${variant} reveal`}
            className="size-10 rounded-full border bg-background text-foreground transition-colors hover:bg-accent [&_svg]:size-5"
          />
          <span aria-hidden className="text-xs text-muted-foreground capitalize">
            {variant}
          </span>
        </li>
      ))}
    </ul>
  )
}
