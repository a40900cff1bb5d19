import * as React from 'react'
import { ShimmerButton } from './shimmer-button'

/** Shimmer Button as Magic UI documents it: every prop of its props table, and its demo's label. */
export function MagicUiUsage() {
  const ref = React.useRef<HTMLButtonElement>(null)
  return (
    <div className="flex flex-col items-center gap-4">
      <ShimmerButton>Shimmer Button</ShimmerButton>
      <ShimmerButton className="shadow-2xl">
        <span className="text-center text-sm font-medium tracking-tight lg:text-lg">Shimmer Button</span>
      </ShimmerButton>
      <ShimmerButton
        ref={ref}
        shimmerColor="#ffffff"
        shimmerSize="0.05em"
        borderRadius="100px"
        shimmerDuration="3s"
        background="rgba(0, 0, 0, 1)"
        className="px-8"
        onClick={() => ref.current?.blur()}
      >
        {'Get started'}
      </ShimmerButton>
      <form action="/subscribe">
        <ShimmerButton background="linear-gradient(to right, #6d28d9, #db2777)">Subscribe</ShimmerButton>
      </form>
    </div>
  )
}
