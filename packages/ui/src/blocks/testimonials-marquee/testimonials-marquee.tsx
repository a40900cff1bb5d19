import * as React from 'react'
import { cn } from '../../lib/utils'
import { Marquee } from '../../marquee/marquee'

export type Testimonial = {
  name: string
  /** A handle or a job title, shown under the name. */
  role: string
  quote: string
}

export type TestimonialsMarqueeProps = React.ComponentProps<'section'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  /** The reviews; the first half scrolls along the top row, the rest the other way along the bottom. */
  testimonials?: Testimonial[]
}

const defaultTestimonials: Testimonial[] = [
  {
    name: 'Maya Okafor',
    role: 'Staff engineer, Quillwork',
    quote: 'We replaced three internal scripts with one config file. Our release checklist went from a page to a line.',
  },
  {
    name: 'Daniel Reyes',
    role: '@dreyes_dev',
    quote: 'The preview environments alone paid for it. Reviewers click a link instead of pulling a branch.',
  },
  {
    name: 'Priya Natarajan',
    role: 'Engineering manager, Halyard',
    quote: 'Onboarding a new hire used to take two days of setup. Now they open a pull request before lunch.',
  },
  {
    name: 'Tomasz Wielgus',
    role: '@tomek_builds',
    quote: 'It is the rare tool that gets out of the way. I forget it is there until a rollback takes four seconds.',
  },
  {
    name: 'Lena Fischer',
    role: 'CTO, Pinegrove',
    quote: 'Our build times dropped by half in the first week, and nobody had to rewrite a single pipeline.',
  },
  {
    name: 'Kwame Mensah',
    role: 'Platform lead, Ferrobyte',
    quote: 'The audit log answers the question "who changed this?" before anyone has to ask it in the channel.',
  },
  {
    name: 'Sofia Marchetti',
    role: '@sofiacodes',
    quote: 'I tried it on a side project on Sunday and had the whole team on it by Wednesday.',
  },
  {
    name: 'Hiro Tanaka',
    role: 'Senior developer, Brightlane',
    quote: 'Clear docs, sensible defaults and an API that does what it says. That is all I ever wanted.',
  },
]

/** "Maya Okafor" → "MO", "Cher" → "C". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

function ReviewCard({ name, role, quote }: Testimonial) {
  return (
    <figure className="flex w-72 shrink-0 flex-col justify-between gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:w-80">
      <blockquote className="text-pretty text-sm leading-relaxed">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full border bg-muted font-semibold text-foreground text-sm"
        >
          {initialsOf(name)}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-sm">{name}</span>
          <span className="truncate text-muted-foreground text-xs">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}

/**
 * A wall of reviews: a heading and a line of copy over two rows of cards that scroll in opposite
 * directions, pause under the pointer or keyboard focus, and fade out at both edges. Each card has
 * the quote, the reviewer's name and role, and an avatar of their initials (no remote images).
 */
export default function TestimonialsMarquee({
  title = 'Loved by the people who ship',
  description = 'Teams of every size use it to spend less time on releases and more time on the work that matters.',
  testimonials = defaultTestimonials,
  className,
  ...props
}: TestimonialsMarqueeProps) {
  const titleId = React.useId()
  const half = Math.ceil(testimonials.length / 2)
  const rows = [testimonials.slice(0, half), testimonials.slice(half)].filter((row) => row.length > 0)
  return (
    <section aria-labelledby={titleId} className={cn('overflow-hidden px-6 py-20 sm:py-24', className)} {...props}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={titleId} className="text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
          {title}
        </h2>
        {description ? <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p> : null}
      </div>
      <div className="-mx-6 mt-12 flex flex-col gap-2 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] sm:mx-auto sm:max-w-7xl">
        {rows.map((row, rowIndex) => (
          <Marquee
            // biome-ignore lint/suspicious/noArrayIndexKey: the two rows are fixed and never reorder
            key={rowIndex}
            pauseOnHover
            reverse={rowIndex === 1}
            className="[--duration:60s]"
          >
            {row.map((testimonial) => (
              <ReviewCard key={`${testimonial.name}: ${testimonial.quote}`} {...testimonial} />
            ))}
          </Marquee>
        ))}
      </div>
    </section>
  )
}
