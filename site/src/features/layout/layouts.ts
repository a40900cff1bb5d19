import type { StaticDataRouteOption } from '@tanstack/react-router'

/**
 * `main`: banner, header, page, footer. `bare`: the page alone (sign-in and register), in a `main`.
 * `frame`: only what the route renders, landmarks included (a block's preview frame).
 */
export type LayoutKind = 'main' | 'bare' | 'frame'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which page chrome the route renders in; routes without it use the main layout. */
    layout?: LayoutKind
  }
}

/** The layout of the deepest matched route that asks for one, else the main layout. */
export function layoutFor(matches: ReadonlyArray<{ staticData?: StaticDataRouteOption }>): LayoutKind {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = matches[i]?.staticData?.layout
    if (layout) return layout
  }
  return 'main'
}
