'use client'

import { motion } from 'motion/react'
import type * as React from 'react'

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
