import { Marquee } from './marquee'

const reviews = [
  { name: 'Ada', body: 'Set up in five minutes, shipped the same afternoon.' },
  { name: 'Linus', body: 'The docs answered every question before I asked it.' },
  { name: 'Grace', body: 'Our landing page finally feels alive.' },
]

function ReviewCard({ name, body }: { name: string; body: string }) {
  return (
    <figure className="relative h-full w-64 cursor-pointer overflow-hidden rounded-xl border p-4">
      <figcaption className="text-sm font-medium">{name}</figcaption>
      <blockquote className="mt-2 text-sm">{body}</blockquote>
    </figure>
  )
}

/** Marquee as Magic UI documents it: every prop of its table, and its typical two-row layout. */
export function MagicUiUsage() {
  return (
    <div className="relative flex w-full flex-col items-center justify-center overflow-hidden">
      <Marquee>
        <span>Next.js</span>
        <span>React</span>
        <span>TypeScript</span>
        <span>Tailwind CSS</span>
      </Marquee>
      <Marquee pauseOnHover className="[--duration:20s]">
        {reviews.map((review) => (
          <ReviewCard key={review.name} {...review} />
        ))}
      </Marquee>
      <Marquee reverse pauseOnHover={false} vertical={false} repeat={4} className="[--duration:20s]">
        {reviews.map((review) => (
          <ReviewCard key={review.name} {...review} />
        ))}
      </Marquee>
      <Marquee vertical repeat={2} className="h-96">
        {reviews.map((review) => (
          <ReviewCard key={review.name} {...review} />
        ))}
      </Marquee>
    </div>
  )
}
