import * as React from 'react'
import { RippleButton } from './ripple-button'

/** Ripple Button as Magic UI documents it: its usage, every prop of its props table and its demo. */
export function MagicUiUsage() {
  const ref = React.useRef<HTMLButtonElement>(null)
  return (
    <div className="flex gap-4">
      <RippleButton>Ripple Button</RippleButton>
      <RippleButton rippleColor="#ADD8E6">Click me</RippleButton>
      <RippleButton
        ref={ref}
        className="px-8"
        rippleColor="#ffffff"
        duration="600ms"
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => event.currentTarget.blur()}
      >
        <span>Get started</span>
      </RippleButton>
    </div>
  )
}
