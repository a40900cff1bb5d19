import type { HTMLMotionProps } from 'motion/react'
import { WordRotate } from './word-rotate'

/** Word Rotate as Magic UI documents it: every prop of its props table, and its example's usage. */
export function MagicUiUsage() {
  const motionProps: HTMLMotionProps<'h1'> = {
    initial: { opacity: 0, y: -50 },
    animate: { opacity: 1, y: 0 },
    exit: { opacity: 0, y: 50 },
    transition: { duration: 0.25, ease: 'easeOut' },
  }
  return (
    <div>
      <WordRotate words={['Word', 'Rotate']} />
      <WordRotate className="text-4xl font-bold text-black dark:text-white" words={['Word', 'Rotate']} />
      <WordRotate className="text-2xl" duration={2500} words={['One', 'Two', 'Three']} motionProps={motionProps} />
      <WordRotate words={['Fade']} motionProps={{ initial: { opacity: 0 }, animate: { opacity: 1 } }} />
      <WordRotate words={['Plain']} motionProps={{}} />
    </div>
  )
}
