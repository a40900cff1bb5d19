'use client'

import { MoonIcon, SunIcon } from 'lucide-react'
import * as React from 'react'
import { flushSync } from 'react-dom'
import { cn } from '../lib/utils'

/** The shape the new theme is revealed through. */
export type TransitionVariant = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'rectangle' | 'star'

export type ResolvedTheme = 'light' | 'dark'

export type AnimatedThemeTogglerProps = React.ComponentProps<'button'> & {
  /** Milliseconds the reveal takes. */
  duration?: number
  /** The shape that grows over the page to reveal the new theme. */
  variant?: TransitionVariant
  /** Grow the reveal from the middle of the viewport instead of from the button. */
  fromCenter?: boolean
  /**
   * The theme on screen, for an app that keeps it in its own state (next-themes, a store). Given,
   * the button shows it and leaves persistence to `onThemeChange`: it writes nothing to storage.
   */
  theme?: ResolvedTheme
  /** Called with the new theme on every toggle; with `theme`, this is where the app stores it. */
  onThemeChange?: (theme: ResolvedTheme) => void
  /**
   * The localStorage key the choice is saved under when `theme` is not given. `"theme"` is the key
   * next-themes reads, so its pre-paint script restores the choice; `null` saves nothing.
   */
  storageKey?: string | null
}

type Point = { x: number; y: number }

type ViewTransitionLike = { ready: Promise<unknown>; finished: Promise<unknown> }
type ViewTransitionDocument = { startViewTransition?: (update: () => void) => ViewTransitionLike }

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const px = (value: number) => `${Math.round(value * 10) / 10}px`

/** `polygon()` through the given corners, and the same polygon shrunk to its centre, to grow from. */
function polygonReveal(center: Point, corners: Point[]): [string, string] {
  const list = (points: Point[]) => `polygon(${points.map((point) => `${px(point.x)} ${px(point.y)}`).join(', ')})`
  return [list(corners.map(() => center)), list(corners)]
}

/** The corners of a regular polygon around `center`, the first one at `startAngle` (radians). */
function regularCorners(center: Point, sides: number, radius: number, startAngle: number): Point[] {
  return Array.from({ length: sides }, (_, index) => {
    const angle = startAngle + (index * 2 * Math.PI) / sides
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) }
  })
}

const UP = -Math.PI / 2

/**
 * The clip-path the new theme's snapshot starts and ends with: nothing at the origin, then a shape
 * just large enough to cover the whole viewport from it. Each shape is sized from the distance to
 * the farthest viewport edges, so the reveal finishes exactly as the last corner is covered.
 */
export function revealClipPaths(
  variant: TransitionVariant,
  origin: Point,
  viewport: { width: number; height: number },
): [string, string] {
  const reachX = Math.max(origin.x, viewport.width - origin.x)
  const reachY = Math.max(origin.y, viewport.height - origin.y)
  // The farthest corner: every shape below contains the circle of this radius, or the whole box.
  const reach = Math.hypot(reachX, reachY)
  switch (variant) {
    case 'square':
      return polygonReveal(origin, regularCorners(origin, 4, Math.SQRT2 * Math.max(reachX, reachY), Math.PI / 4))
    case 'rectangle':
      return polygonReveal(origin, [
        { x: origin.x - reachX, y: origin.y - reachY },
        { x: origin.x + reachX, y: origin.y - reachY },
        { x: origin.x + reachX, y: origin.y + reachY },
        { x: origin.x - reachX, y: origin.y + reachY },
      ])
    case 'diamond':
      // |dx| + |dy| <= r covers the box's far corner when r is the two reaches added.
      return polygonReveal(origin, regularCorners(origin, 4, reachX + reachY, UP))
    case 'triangle':
      // An equilateral triangle's inner circle is half its outer one.
      return polygonReveal(origin, regularCorners(origin, 3, 2 * reach, UP))
    case 'hexagon':
      return polygonReveal(origin, regularCorners(origin, 6, (2 * reach) / Math.sqrt(3), UP))
    case 'star': {
      // The inner corners are the star's nearest points to its centre, so they must reach as far.
      const innerRatio = 0.45
      const outer = regularCorners(origin, 5, reach / innerRatio, UP)
      const inner = regularCorners(origin, 5, reach, UP + Math.PI / 5)
      return polygonReveal(
        origin,
        outer.flatMap((point, index) => [point, inner[index] as Point]),
      )
    }
    default:
      return [
        `circle(0px at ${px(origin.x)} ${px(origin.y)})`,
        `circle(${px(reach)} at ${px(origin.x)} ${px(origin.y)})`,
      ]
  }
}

/**
 * Puts the theme on the document the way a shadcn app (and next-themes with `attribute="class"`)
 * does: the `dark` class on <html>, and, where the page already sets an inline `color-scheme` there,
 * that too, so native scrollbars and form controls follow.
 */
function setDocumentTheme(theme: ResolvedTheme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  if (root.style.colorScheme) root.style.colorScheme = theme
}

function saveTheme(key: string, theme: ResolvedTheme) {
  try {
    window.localStorage.setItem(key, theme)
  } catch {
    // Storage can be off (privacy modes, sandboxed frames); the theme still changes for this page.
  }
}

/**
 * Changes colours without any element fading on its own: CSS transitions are off for the frame in
 * which the theme switches, so the whole page changes at once. The switch for browsers without
 * view transitions and for visitors who prefer reduced motion.
 */
function switchAtOnce(apply: () => void) {
  const pause = document.createElement('style')
  pause.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.append(pause)
  apply()
  // Reading a computed style applies the new colours while transitions are still off.
  window.getComputedStyle(document.body).getPropertyValue('color')
  window.setTimeout(() => pause.remove(), 1)
}

/**
 * A button that switches the page between light and dark. With the View Transitions API, the new
 * theme grows over the old one from the button (or the viewport's centre) in the shape of
 * `variant`; elsewhere, and for visitors who prefer reduced motion, the page switches at once.
 *
 * It reads the theme from the `dark` class on <html> (or from `theme` when the app passes it) and
 * writes the class, an existing inline `color-scheme`, and, unless `theme` is given, the choice to
 * localStorage under `storageKey`. The icon follows the class through CSS, so it is right from the
 * server's HTML on when a pre-paint script has set the class.
 */
export function AnimatedThemeToggler({
  className,
  duration = 400,
  variant = 'circle',
  fromCenter = false,
  theme,
  onThemeChange,
  storageKey = 'theme',
  type = 'button',
  onClick,
  children,
  ref,
  ...props
}: AnimatedThemeTogglerProps) {
  const controlled = theme !== undefined
  const transitioning = React.useRef(false)

  const toggle = (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || transitioning.current) return
    const button = event.currentTarget
    const root = document.documentElement
    const dark = controlled ? theme === 'dark' : root.classList.contains('dark')
    const next: ResolvedTheme = dark ? 'light' : 'dark'
    const apply = () => {
      setDocumentTheme(next)
      if (!controlled && storageKey) saveTheme(storageKey, next)
      onThemeChange?.(next)
    }

    const start = (document as ViewTransitionDocument).startViewTransition
    const reduceMotion = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false
    if (typeof start !== 'function' || reduceMotion) {
      switchAtOnce(apply)
      return
    }

    const viewport = { width: window.innerWidth, height: window.innerHeight }
    const bounds = button.getBoundingClientRect()
    const origin = fromCenter
      ? { x: viewport.width / 2, y: viewport.height / 2 }
      : { x: bounds.left + bounds.width / 2, y: bounds.top + bounds.height / 2 }
    const clipPath = revealClipPaths(variant, origin, viewport)

    // Only for this transition: the old page stays whole underneath while the new one is clipped,
    // starting from nothing so no frame shows it uncut before the animation begins. Other view
    // transitions of the app keep their own animations.
    const style = document.createElement('style')
    style.dataset.slot = 'animated-theme-toggler-transition'
    style.textContent = `::view-transition-old(root),::view-transition-new(root){animation:none;mix-blend-mode:normal}::view-transition-new(root){clip-path:${clipPath[0]}}`
    document.head.append(style)
    transitioning.current = true
    const done = () => {
      style.remove()
      transitioning.current = false
    }

    let transition: ViewTransitionLike
    try {
      // React renders the new icon inside the update, so the new snapshot has it.
      transition = start.call(document, () => flushSync(apply))
    } catch {
      // A document that cannot start one now (not fully active) still gets the new theme.
      done()
      switchAtOnce(apply)
      return
    }
    transition.ready
      .then(() => {
        root.animate(
          { clipPath },
          { duration, easing: 'ease-in-out', fill: 'forwards', pseudoElement: '::view-transition-new(root)' },
        )
      })
      .catch(() => {})
    transition.finished.then(done, done)
  }

  const icon = (Icon: typeof SunIcon, shown: string) => (
    <Icon aria-hidden data-slot="animated-theme-toggler-icon" className={shown} />
  )

  return (
    <button
      data-slot="animated-theme-toggler"
      data-theme={controlled ? theme : undefined}
      type={type}
      {...props}
      ref={ref}
      onClick={toggle}
      className={cn(
        'inline-flex cursor-pointer items-center justify-center rounded-md',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
    >
      {children ??
        (controlled ? (
          icon(theme === 'dark' ? SunIcon : MoonIcon, '')
        ) : (
          // Both icons, the class on <html> picking one: right before any script has run.
          <>
            {icon(SunIcon, 'hidden [.dark_&]:block')}
            {icon(MoonIcon, '[.dark_&]:hidden')}
          </>
        ))}
      <span className="sr-only">Toggle theme</span>
    </button>
  )
}
