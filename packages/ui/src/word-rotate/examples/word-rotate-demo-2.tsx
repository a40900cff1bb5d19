import { WordRotate } from '../word-rotate'

export default function WordRotateDemo2() {
  return (
    <h2 className="flex flex-wrap items-baseline justify-center gap-x-3 text-4xl font-bold tracking-tight text-zinc-950 dark:text-zinc-50">
      <span>Build</span>
      <WordRotate
        words={['faster', 'smarter', 'together']}
        duration={2200}
        className="text-sky-700 dark:text-sky-400"
        motionProps={{
          initial: { opacity: 0, x: -24 },
          animate: { opacity: 1, x: 0 },
          exit: { opacity: 0, x: 24 },
          transition: { duration: 0.3, ease: 'easeOut' },
        }}
      />
    </h2>
  )
}
