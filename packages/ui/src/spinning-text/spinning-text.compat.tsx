import type { Transition, Variants } from 'motion/react'
import { SpinningText } from './spinning-text'

const transition: Transition = { ease: 'easeInOut', repeat: Number.POSITIVE_INFINITY }
const container: Variants = { hidden: { opacity: 0 }, visible: { opacity: 1, rotate: 360 } }
const item: Variants = { hidden: { opacity: 0 }, visible: { opacity: 1 } }

/** Spinning Text as Magic UI documents it: every prop of its props table, and its demos' usage. */
export function MagicUiUsage() {
  return (
    <div className="flex flex-col items-center gap-40">
      <SpinningText>learn more • earn more • grow more •</SpinningText>
      <SpinningText reverse className="text-4xl" duration={4} radius={6}>
        learn more • earn more • grow more •
      </SpinningText>
      <SpinningText
        style={{ color: 'tomato' }}
        duration={12}
        className="text-sm uppercase"
        reverse={false}
        radius={7}
        transition={transition}
        variants={{ container, item }}
      >
        {['every ', 'prop ', '• ']}
      </SpinningText>
      <SpinningText transition={{ duration: 3 }} variants={{ item }}>
        only items •
      </SpinningText>
    </div>
  )
}
