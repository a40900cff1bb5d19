'use client'

import { PlusIcon } from 'lucide-react'
import * as React from 'react'
import { cn } from '../../lib/utils'

export type FaqAccordionItem = {
  question: string
  answer: React.ReactNode
}

export type FaqAccordionAction = { label: string; href: string }

export type FaqAccordionProps = React.ComponentProps<'section'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  /** The questions, in order; each answer shows under its question when opened. */
  items?: FaqAccordionItem[]
  /** Positions (from 0) of the questions that start open. */
  defaultOpen?: number[]
  /** The line above the contact link; leave it empty for neither. */
  contactPrompt?: string
  contactAction?: FaqAccordionAction
}

const defaultItems: FaqAccordionItem[] = [
  {
    question: 'How long does it take to set up?',
    answer:
      'Most teams connect their first repository in under five minutes. Install the CLI, run the init command in your project and push: the first pipeline starts on its own.',
  },
  {
    question: 'Which languages and frameworks are supported?',
    answer:
      'Anything that builds in a Linux container. We ship cached images for Node, Bun, Python, Go, Rust and Java, and you can bring your own Dockerfile for the rest.',
  },
  {
    question: 'Can I self-host the runners?',
    answer:
      'Yes. Runners are a single binary you can start on your own machines or in your cloud account. They connect outwards, so there are no ports to open.',
  },
  {
    question: 'What happens when I go over my build minutes?',
    answer:
      'Nothing stops. Builds keep running and the extra minutes are billed at the rate on the pricing page. You can set a monthly cap in the billing settings.',
  },
  {
    question: 'Do you keep my source code?',
    answer:
      'Only for as long as a build runs. Checkouts live on an encrypted disk that is wiped when the job ends, and build logs are kept for 30 days unless you change it.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Plans are month to month, and cancelling takes one click in the dashboard. Your projects stay readable on the free plan afterwards.',
  },
]

/**
 * A frequently-asked-questions section: the heading, a line of copy and a contact link on one side
 * (above on phones), and the questions on the other. Each question is a disclosure button inside an
 * `h3` that shows or hides its answer; several answers may be open at once. The plus turns into a
 * cross as an answer opens, without a transition for visitors who prefer reduced motion.
 */
export default function FaqAccordion({
  title = 'Frequently asked questions',
  description = 'Everything you need to know about builds, billing and your data. If something is missing, our engineers answer support mail themselves.',
  items = defaultItems,
  defaultOpen = [],
  contactPrompt = 'Still wondering about something?',
  contactAction = { label: 'Talk to our team', href: '#' },
  className,
  ...props
}: FaqAccordionProps) {
  const id = React.useId()
  const titleId = `${id}-title`
  const [open, setOpen] = React.useState<ReadonlySet<number>>(() => new Set(defaultOpen))

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  return (
    <section aria-labelledby={titleId} className={cn('px-6 py-24 sm:py-32', className)} {...props}>
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <h2 id={titleId} className="text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-pretty text-base text-muted-foreground">{description}</p>
          {contactPrompt ? (
            <p className="mt-6 text-muted-foreground text-sm">
              {contactPrompt}{' '}
              <a
                href={contactAction.href}
                className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none hover:no-underline focus-visible:outline-2 focus-visible:outline-foreground focus-visible:outline-offset-2"
              >
                {contactAction.label}
              </a>
            </p>
          ) : null}
        </div>
        <div className="divide-y divide-border border-border border-y">
          {items.map((item, index) => {
            const panelId = `${id}-answer-${index}`
            const expanded = open.has(index)
            return (
              <div key={item.question}>
                <h3 className="text-base">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
                    className="flex w-full cursor-pointer items-start justify-between gap-6 rounded-sm py-5 text-left font-medium text-foreground outline-none focus-visible:outline-2 focus-visible:outline-foreground focus-visible:outline-offset-2"
                  >
                    <span>{item.question}</span>
                    <PlusIcon
                      aria-hidden
                      className={cn(
                        'mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none',
                        expanded && 'rotate-45',
                      )}
                    />
                  </button>
                </h3>
                {/* Not a region landmark: with several answers open they would crowd the landmark list. */}
                <div id={panelId} hidden={!expanded} className="pr-11 pb-6 text-base text-muted-foreground">
                  {item.answer}
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
