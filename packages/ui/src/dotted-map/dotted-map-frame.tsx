'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'

export type DottedMapFrameProps = React.ComponentProps<'svg'> & {
  /** Something inside keeps moving: watch the viewport and the tab, and mark the svg `data-paused` when unseen. */
  animated?: boolean
}

/**
 * The map's `<svg>`, the one part of the map that runs in the browser: the dots and markers are
 * drawn by `DottedMap`, which stays a Server Component, so a `renderMarkerOverlay` function can be
 * passed from the server and the land data never ships to the client there. Pulsing markers pause
 * through a `group-data-[paused]` class while the map is off screen or the tab is hidden.
 */
export function DottedMapFrame({ animated = false, ref, ...props }: DottedMapFrameProps) {
  const own = React.useRef<SVGSVGElement>(null)
  const setRef = useMergedRef(own, ref)
  const onScreen = useOnScreen(own, { enabled: animated })
  return <svg {...props} ref={setRef} data-paused={animated && !onScreen ? '' : undefined} />
}
