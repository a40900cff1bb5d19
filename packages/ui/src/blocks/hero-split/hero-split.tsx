import { ArrowRightIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { cn } from '../../lib/utils'
import { AnimatedSpan, Terminal, TypingAnimation } from '../../terminal/terminal'

export type HeroSplitAction = { label: string; href: string }

export type HeroSplitProps = React.ComponentProps<'section'> & {
  /** A short line above the title; leave it empty for none. */
  eyebrow?: string
  title?: React.ReactNode
  description?: React.ReactNode
  primaryAction?: HeroSplitAction
  secondaryAction?: HeroSplitAction
  /** Text in the terminal's title bar. */
  terminalTitle?: string
  /** The command that types itself in the terminal, prompt included. */
  command?: string
  /** Lines that appear one by one after the command, each with a tick. */
  output?: string[]
  /** The last line, typed once the output is in; leave it empty for none. */
  result?: string
}

/**
 * A two-column hero: the page's one `h1`, a line of copy and two calls to action on the left, and a
 * terminal on the right that types an install command and prints its progress once it scrolls into
 * view. The columns stack below `lg`, copy first. The terminal holds its lines while it is off
 * screen and shows them all at once for visitors who prefer reduced motion; its text is in the
 * page from the start for screen readers.
 */
export default function HeroSplit({
  eyebrow = 'Open source · MIT licensed',
  title = 'Add polished sections with one command',
  description = 'Pick a component, run the CLI, and the source lands in your project: typed, themed with your tokens, and yours to change.',
  primaryAction = { label: 'Browse components', href: '#' },
  secondaryAction = { label: 'Read the CLI guide', href: '#' },
  terminalTitle = '~/acme-web — zsh',
  command = '$ npx shadcn@latest add @snipstack/marquee',
  output = [
    'Resolved marquee from the registry.',
    'Found Tailwind CSS v4 and React 19.',
    'Added the marquee keyframes to globals.css.',
    'Created components/ui/marquee.tsx.',
  ],
  result = 'Done in 1.4s. Import it and ship.',
  className,
  ...props
}: HeroSplitProps) {
  const titleId = React.useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('relative isolate overflow-hidden bg-background px-6 py-20 sm:py-28', className)}
      {...props}
    >
      <div
        aria-hidden
        className="-z-10 -translate-y-1/3 absolute top-0 right-0 hidden size-[36rem] translate-x-1/3 rounded-full bg-muted blur-3xl lg:block"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex min-w-0 flex-col items-center text-center lg:items-start lg:text-left">
          {eyebrow ? (
            <p className="mb-4 rounded-full border bg-background px-3 py-1 font-medium text-muted-foreground text-sm">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id={titleId}
            className="text-balance font-semibold text-4xl text-foreground tracking-tight sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-muted-foreground">{description}</p>
          <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <a href={primaryAction.href}>
                {primaryAction.label}
                <ArrowRightIcon aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={secondaryAction.href}>{secondaryAction.label}</a>
            </Button>
          </div>
        </div>
        <div className="flex min-w-0 justify-center lg:justify-end">
          <Terminal title={terminalTitle} className="max-w-xl lg:max-w-lg">
            <TypingAnimation duration={45}>{command}</TypingAnimation>
            {output.map((line, index) => (
              <AnimatedSpan key={line} pause={index === 0 ? 400 : 180}>
                <span>
                  <span aria-hidden className="text-primary">
                    ✔{' '}
                  </span>
                  <span className="text-muted-foreground">{line}</span>
                </span>
              </AnimatedSpan>
            ))}
            {result ? (
              <TypingAnimation pause={300} duration={30} caret={false} className="font-medium">
                {result}
              </TypingAnimation>
            ) : null}
          </Terminal>
        </div>
      </div>
    </section>
  )
}
