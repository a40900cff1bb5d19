import * as React from 'react'
import { ScrollProgress } from './scroll-progress'

export function MagicUiUsage() {
  const ref = React.useRef<HTMLDivElement>(null)
  return (
    <>
      <ScrollProgress />
      <ScrollProgress className="top-[65px]" />
      <ScrollProgress ref={ref} className="h-1 bg-primary" id="progress" data-testid="progress" />
    </>
  )
}
