import { type HTMLMotionProps, motion } from 'motion/react'
import * as React from 'react'

const components = new Map<React.ElementType, React.ElementType>()

/**
 * The motion version of an element type (`'p'`, `'h1'`, a component), made once per type for the
 * whole app. Made during render it would be a new component type on every render, and React would
 * remount the element, and restart its animation, each time.
 */
export function motionElement(as: React.ElementType): typeof motion.span {
  let component = components.get(as)
  if (!component) {
    component = motion.create(as as string) as React.ElementType
    components.set(as, component)
  }
  return component as typeof motion.span
}

export type MotionAsProps = HTMLMotionProps<'span'> & {
  /** The element type to render, e.g. `'h2'` or a component. */
  as: React.ElementType
}

/**
 * Renders the motion version of `as` (see `motionElement`) with the other props. A component that
 * takes an `as` prop renders this instead of picking the motion type itself during render, which
 * React's lint rules cannot tell from making a new component type on every render.
 */
export function MotionAs({ as, ...props }: MotionAsProps) {
  return React.createElement(motionElement(as), props)
}
