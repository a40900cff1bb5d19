import * as React from 'react'

export type BacklightProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** How far the glow spreads: the blur's standard deviation, in px. */
  blur?: number
  /** The video, image, SVG or any element to light from behind. */
  children?: React.ReactNode
  /** How much the glow's colours are saturated; 1 keeps the content's own colours. */
  saturation?: number
}

/**
 * Lights its content from behind with a glow in the content's own colours, like a screen with an
 * ambient backlight. An SVG filter blurs a copy of whatever the content paints, saturates it, and
 * draws the sharp content over it, so a video's glow follows its frames and an image's follows its
 * colours, with no second copy of the media in the page. The filter is referenced by an id from
 * `useId`, so several backlights share a page and the ids match between server and client.
 */
export function Backlight({ blur = 20, saturation = 4, children, className, ref, ...props }: BacklightProps) {
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `backlight-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <div data-slot="backlight" {...props} ref={ref} className={className}>
      {/* Out of the flow: an inline SVG, even an empty one, would add a line of height above the content. */}
      <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute size-0">
        {/* The region reaches half the content's size past each edge, room for the glow to spread. */}
        <filter id={id} x="-50%" y="-50%" width="200%" height="200%">
          {/* A negative deviation is an error that would leave the content unpainted. */}
          <feGaussianBlur in="SourceGraphic" stdDeviation={Math.max(0, blur)} result="glow" />
          <feColorMatrix in="glow" type="saturate" values={String(Math.max(0, saturation))} result="lit" />
          <feComposite in="SourceGraphic" in2="lit" operator="over" />
        </filter>
      </svg>
      <div data-slot="backlight-content" style={{ filter: `url(#${id})` }}>
        {children}
      </div>
    </div>
  )
}

export default Backlight
