import { SparklesText } from '../sparkles-text'

export default function SparklesTextDemo2() {
  return (
    <div className="flex max-w-xl flex-col items-center gap-4 text-center">
      <SparklesText
        as="h2"
        sparklesCount={16}
        colors={{ first: '#22d3ee', second: '#facc15' }}
        className="text-4xl tracking-tight text-zinc-950 sm:text-5xl dark:text-zinc-50"
      >
        Ship delightful interfaces
      </SparklesText>
      <p className="text-base text-zinc-600 dark:text-zinc-400">
        Sixteen stars in two colours of your own, on a heading that stays a heading.
      </p>
    </div>
  )
}
