import * as React from 'react'
import { PulsatingButton } from './pulsating-button'

/** Pulsating Button as Magic UI documents it: its usage, every prop of its props table and its demos. */
export function MagicUiUsage() {
  const ref = React.useRef<HTMLButtonElement>(null)
  return (
    <div className="flex gap-4">
      <PulsatingButton>Pulsating Button</PulsatingButton>
      <PulsatingButton variant="ripple" distance="10px" className="bg-blue-400 text-white">
        Join Affiliate Program
      </PulsatingButton>
      <PulsatingButton
        ref={ref}
        className="px-8"
        pulseColor="#808080"
        duration="1.5s"
        distance="8px"
        variant="pulse"
        onClick={() => ref.current?.blur()}
      >
        Get started
      </PulsatingButton>
    </div>
  )
}
