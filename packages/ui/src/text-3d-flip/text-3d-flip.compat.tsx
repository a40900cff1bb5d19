import type { ValueAnimationTransition } from 'motion/react'
import Text3DFlip from './text-3d-flip'

/** Text 3D Flip as Magic UI documents it: its default export, every prop of its props table, its examples. */
export function MagicUiUsage() {
  const transition: ValueAnimationTransition = { type: 'spring', damping: 30, stiffness: 300 }
  return (
    <div>
      <Text3DFlip
        className="bg-background"
        textClassName="bg-background text-foreground"
        flipTextClassName="bg-background text-foreground"
        rotateDirection="top"
      >
        Stay hungry, stay foolish
      </Text3DFlip>
      <Text3DFlip
        as="h2"
        className="font-serif text-2xl sm:text-5xl md:text-[56px]"
        staggerDuration={0.03}
        staggerFrom="center"
        transition={transition}
        rotateDirection="right"
      >
        Design for failure
      </Text3DFlip>
      <Text3DFlip staggerFrom={3} rotateDirection="bottom" transition={{ duration: 0.4, ease: 'easeOut' }}>
        From the fourth letter
      </Text3DFlip>
      <Text3DFlip staggerFrom="random" rotateDirection="left">
        <span>Anywhere</span>
      </Text3DFlip>
      <Text3DFlip staggerFrom="last">Backwards</Text3DFlip>
    </div>
  )
}
