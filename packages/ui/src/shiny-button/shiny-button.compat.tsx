import * as React from 'react'
import { ShinyButton } from './shiny-button'

/**
 * Shiny Button as Magic UI documents it: its usage, its props table and its demo, plus the motion
 * props and `ref` its `motion.button` takes.
 */
export function MagicUiUsage() {
  const ref = React.useRef<HTMLButtonElement>(null)
  return (
    <div className="flex flex-col items-center gap-4">
      <ShinyButton>Shiny Button</ShinyButton>
      <ShinyButton className="w-48">
        <span>Get started</span>
      </ShinyButton>
      <ShinyButton
        ref={ref}
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        whileHover={{ scale: 1.05 }}
        whileTap={{ scale: 0.9 }}
        transition={{ duration: 0.3 }}
        onClick={() => ref.current?.blur()}
        onAnimationComplete={() => {}}
      >
        Animated
      </ShinyButton>
    </div>
  )
}
