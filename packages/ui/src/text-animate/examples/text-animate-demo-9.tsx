'use client'

import type { Variants } from 'motion/react'
import { TextAnimate } from '../text-animate'

// `custom` is the letter's index times 0.03 s (for `by="character"`); doubling it spaces the letters out.
const bounce: Variants = {
  hidden: { opacity: 0, y: 28, rotate: 35, scale: 0.5 },
  show: (step: number) => ({
    opacity: 1,
    y: 0,
    rotate: 0,
    scale: 1,
    transition: {
      delay: step * 2,
      opacity: { duration: 0.3, delay: step * 2 },
      y: { type: 'spring', damping: 12, stiffness: 200, mass: 0.8, delay: step * 2 },
      rotate: { type: 'spring', damping: 9, stiffness: 150, delay: step * 2 },
      scale: { type: 'spring', damping: 10, stiffness: 300, delay: step * 2 },
    },
  }),
  exit: { opacity: 0, y: 28, rotate: 35, scale: 0.5 },
}

export default function TextAnimateDemo9() {
  return (
    <TextAnimate
      variants={bounce}
      by="character"
      className="text-center text-5xl font-bold tracking-tight text-zinc-950 dark:text-zinc-50"
    >
      Boing, boing!
    </TextAnimate>
  )
}
