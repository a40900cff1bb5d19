import * as React from 'react'
import { InteractiveHoverButton } from './interactive-hover-button'

/** Interactive Hover Button as Magic UI documents it: its usage, its props table and its demo. */
export function MagicUiUsage() {
  const ref = React.useRef<HTMLButtonElement>(null)
  return (
    <div className="flex flex-col items-center gap-4">
      <InteractiveHoverButton>Interactive Hover Button</InteractiveHoverButton>
      <InteractiveHoverButton>Hover Me</InteractiveHoverButton>
      <InteractiveHoverButton text="Button" className="w-40" />
      <InteractiveHoverButton
        ref={ref}
        className="w-48"
        disabled={false}
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => event.currentTarget.blur()}
      >
        Get started
      </InteractiveHoverButton>
    </div>
  )
}
