import { cn } from '../../lib/utils'
import { Marquee } from '../marquee'

const reviews = [
  { name: 'Priya', handle: '@priya.dev', body: 'Dropped it into our landing page in two minutes.' },
  { name: 'Tomás', handle: '@tomas_codes', body: 'Smooth, tiny and it respects reduced motion. Rare.' },
  { name: 'Ama', handle: '@ama.builds', body: 'The CLI merged the keyframes for me. No CSS hunting.' },
  { name: 'Jonas', handle: '@jonasj', body: 'Server-rendered and animating before hydration.' },
  { name: 'Mei', handle: '@meiwrites', body: 'Our logo wall finally looks alive.' },
  { name: 'Kofi', handle: '@kofi_ui', body: 'Pause on hover made the testimonials readable.' },
]

function ReviewCard({ name, handle, body }: (typeof reviews)[number]) {
  return (
    <figure
      className={cn(
        'w-64 rounded-xl border p-4',
        'border-zinc-950/10 bg-zinc-950/[.02] hover:bg-zinc-950/[.05]',
        'dark:border-zinc-50/10 dark:bg-zinc-50/[.08] dark:hover:bg-zinc-50/[.12]',
      )}
    >
      <figcaption className="flex items-center gap-2">
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-sky-400 to-violet-500 text-xs font-semibold text-white"
        >
          {name[0]}
        </span>
        <span className="flex flex-col">
          <span className="text-sm font-medium">{name}</span>
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{handle}</span>
        </span>
      </figcaption>
      <blockquote className="mt-2 text-sm">{body}</blockquote>
    </figure>
  )
}

export default function MarqueeDemo() {
  return (
    <div className="relative flex w-full flex-col items-center justify-center overflow-hidden">
      <Marquee pauseOnHover className="[--duration:20s]">
        {reviews.slice(0, 3).map((review) => (
          <ReviewCard key={review.handle} {...review} />
        ))}
      </Marquee>
      <Marquee reverse pauseOnHover className="[--duration:20s]">
        {reviews.slice(3).map((review) => (
          <ReviewCard key={review.handle} {...review} />
        ))}
      </Marquee>
      <div className="pointer-events-none absolute inset-y-0 left-0 w-1/4 bg-gradient-to-r from-white dark:from-zinc-950" />
      <div className="pointer-events-none absolute inset-y-0 right-0 w-1/4 bg-gradient-to-l from-white dark:from-zinc-950" />
    </div>
  )
}
