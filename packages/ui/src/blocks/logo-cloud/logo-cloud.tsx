import * as React from 'react'
import { cn } from '../../lib/utils'
import { Marquee } from '../../marquee/marquee'

/** The little mark drawn beside a company's name. */
export type LogoCloudShape = 'circle' | 'square' | 'triangle' | 'hexagon' | 'diamond' | 'bars'

export type LogoCloudLogo = {
  /** The company's name, shown as its wordmark and read by screen readers. */
  name: string
  /** The mark beside the name. */
  shape?: LogoCloudShape
}

export type LogoCloudProps = React.ComponentProps<'section'> & {
  title?: React.ReactNode
  /** The companies, in the order they scroll past. */
  logos?: LogoCloudLogo[]
}

const defaultLogos: LogoCloudLogo[] = [
  { name: 'Quillwork', shape: 'triangle' },
  { name: 'Brightlane', shape: 'circle' },
  { name: 'Ferrobyte', shape: 'hexagon' },
  { name: 'Halyard', shape: 'bars' },
  { name: 'Pinegrove', shape: 'diamond' },
  { name: 'Cobalt Forge', shape: 'square' },
  { name: 'Nimbusly', shape: 'circle' },
  { name: 'Vantafold', shape: 'triangle' },
]

const shapes: Record<LogoCloudShape, React.ReactNode> = {
  circle: (
    <>
      <circle cx="12" cy="12" r="10" opacity="0.35" />
      <circle cx="12" cy="12" r="5" />
    </>
  ),
  square: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" opacity="0.35" />
      <rect x="7" y="7" width="10" height="10" rx="2" />
    </>
  ),
  triangle: <path d="M12 2 22.5 20.5h-21L12 2Zm0 7-4.5 8h9L12 9Z" fillRule="evenodd" />,
  hexagon: <path d="m12 1.5 9.1 5.25v10.5L12 22.5l-9.1-5.25V6.75L12 1.5Zm0 5.5-4.3 2.5v5L12 17l4.3-2.5v-5L12 7Z" />,
  diamond: (
    <>
      <path d="M12 1 23 12 12 23 1 12 12 1Z" opacity="0.35" />
      <path d="m12 6 6 6-6 6-6-6 6-6Z" />
    </>
  ),
  bars: (
    <>
      <rect x="2" y="10" width="5" height="12" rx="1.5" />
      <rect x="9.5" y="5" width="5" height="17" rx="1.5" />
      <rect x="17" y="2" width="5" height="20" rx="1.5" />
    </>
  ),
}

function Logo({ name, shape = 'circle' }: LogoCloudLogo) {
  return (
    <div className="flex shrink-0 items-center gap-2.5 px-4 text-muted-foreground transition-colors hover:text-foreground motion-reduce:transition-none sm:px-6">
      <svg aria-hidden focusable="false" viewBox="0 0 24 24" fill="currentColor" className="size-6 shrink-0">
        {shapes[shape]}
      </svg>
      <span className="whitespace-nowrap font-semibold text-lg tracking-tight">{name}</span>
    </div>
  )
}

/**
 * A row of customer wordmarks under a short line of social proof. The logos scroll past in a
 * marquee that pauses under the pointer or keyboard focus and fades out at both edges; each is a
 * small drawn mark, hidden from screen readers, beside the company's name as text.
 */
export default function LogoCloud({
  title = 'Trusted by teams at fast-moving companies',
  logos = defaultLogos,
  className,
  ...props
}: LogoCloudProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={cn('overflow-hidden px-6 py-16 sm:py-20', className)} {...props}>
      <div className="mx-auto max-w-5xl">
        <h2
          id={titleId}
          className="text-balance text-center font-medium text-muted-foreground text-sm uppercase tracking-widest"
        >
          {title}
        </h2>
        <Marquee
          pauseOnHover
          className="mt-8 [--duration:35s] [--gap:0rem] [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]"
        >
          {logos.map((logo) => (
            <Logo key={logo.name} {...logo} />
          ))}
        </Marquee>
      </div>
    </section>
  )
}
