'use client'

import type {
  GlobalOptions as ConfettiGlobalOptions,
  CreateTypes as ConfettiInstance,
  Options as ConfettiOptions,
} from 'canvas-confetti'
import * as React from 'react'
import { Button, type ButtonProps } from '../button/button'

export type { ConfettiGlobalOptions, ConfettiOptions }

export type ConfettiRef = {
  /** Launches one burst; `options` are merged over the component's `options`. */
  fire: (options?: ConfettiOptions) => Promise<void> | void
}

type ConfettiLibrary = typeof import('canvas-confetti')

let library: Promise<ConfettiLibrary> | null = null

/**
 * canvas-confetti is fetched on the first burst, never at import: a page of demos stays light and
 * a visitor who never celebrates never downloads it.
 */
function loadConfetti(): Promise<ConfettiLibrary> {
  library ??= import('canvas-confetti').then((module) => module.default)
  return library
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** One drawing instance per canvas: a canvas handed to a worker can never be handed over again. */
const instances = new WeakMap<HTMLCanvasElement, ConfettiInstance>()

export type ConfettiProps = Omit<React.ComponentProps<'canvas'>, 'ref'> & {
  ref?: React.Ref<ConfettiRef>
  /** Defaults for every burst of this canvas. */
  options?: ConfettiOptions
  /** How the canvas is set up (`resize`, `useWorker`, `disableForReducedMotion`); read on the first burst. */
  globalOptions?: ConfettiGlobalOptions
  /**
   * `true` (ours): nothing fires until you call `fire()` through the ref. `false`: one burst as soon
   * as the canvas mounts, as Magic UI does by default.
   */
  manualstart?: boolean
  /** Skip every burst while the visitor prefers reduced motion. Pass `false` to fire anyway. */
  respectReducedMotion?: boolean
  children?: React.ReactNode
}

const ConfettiContext = React.createContext<ConfettiRef | null>(null)

/** The `fire` of the nearest `<Confetti>`, for buttons and other triggers rendered as its children. */
export function useConfetti(): ConfettiRef | null {
  return React.useContext(ConfettiContext)
}

/**
 * A canvas that bursts into confetti when you call `fire()` through its ref (from a click, a hover,
 * a finished form…). It never fires by itself unless you pass `manualstart={false}`, and it stays
 * still for visitors who prefer reduced motion unless you opt out with `respectReducedMotion={false}`.
 */
export function Confetti({
  ref,
  options,
  globalOptions = { resize: true, useWorker: true },
  manualstart = true,
  respectReducedMotion = true,
  children,
  ...props
}: ConfettiProps) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const latest = React.useRef({ options, globalOptions, respectReducedMotion })
  // Declared before the mount burst below, so that burst already sees this render's props.
  React.useEffect(() => {
    latest.current = { options, globalOptions, respectReducedMotion }
  }, [options, globalOptions, respectReducedMotion])

  const fire = React.useCallback(async (burst: ConfettiOptions = {}) => {
    const { options, globalOptions, respectReducedMotion } = latest.current
    if (respectReducedMotion && prefersReducedMotion()) return
    const canvas = canvasRef.current
    if (!canvas) return
    try {
      const confetti = await loadConfetti()
      // The canvas may have gone while the library loaded.
      if (!canvas.isConnected) return
      let instance = instances.get(canvas)
      if (!instance) {
        instance = confetti.create(canvas, { resize: true, useWorker: true, ...globalOptions })
        instances.set(canvas, instance)
      }
      await instance({ zIndex: 9999, ...options, ...burst })
    } catch (error) {
      console.error('Confetti could not fire:', error)
    }
  }, [])

  const api = React.useMemo<ConfettiRef>(() => ({ fire }), [fire])
  React.useImperativeHandle(ref, () => api, [api])

  React.useEffect(() => {
    if (!manualstart) void fire()
  }, [manualstart, fire])

  React.useEffect(() => {
    const canvas = canvasRef.current
    return () => {
      if (canvas) instances.get(canvas)?.reset()
    }
  }, [])

  return (
    <ConfettiContext.Provider value={api}>
      <canvas ref={canvasRef} data-slot="confetti" aria-hidden {...props} />
      {children}
    </ConfettiContext.Provider>
  )
}

export type ConfettiButtonProps = ButtonProps & {
  /** Options of the burst (and of canvas-confetti's page-wide canvas); `origin` is the button's centre. */
  options?: ConfettiOptions & ConfettiGlobalOptions & { canvas?: HTMLCanvasElement }
  /** Skip the burst while the visitor prefers reduced motion. Pass `false` to fire anyway. */
  respectReducedMotion?: boolean
}

/**
 * A button that bursts confetti from its centre when pressed, by mouse, touch or keyboard. Your
 * `onClick` runs first; calling `event.preventDefault()` there cancels the burst.
 */
export function ConfettiButton({
  options,
  respectReducedMotion = true,
  onClick,
  children,
  ...props
}: ConfettiButtonProps) {
  const handleClick = async (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event)
    if (event.defaultPrevented) return
    if (respectReducedMotion && prefersReducedMotion()) return
    const rect = event.currentTarget.getBoundingClientRect()
    const origin = {
      x: (rect.left + rect.width / 2) / window.innerWidth,
      y: (rect.top + rect.height / 2) / window.innerHeight,
    }
    try {
      const confetti = await loadConfetti()
      await confetti({ zIndex: 9999, ...options, origin })
    } catch (error) {
      console.error('Confetti could not fire:', error)
    }
  }

  return (
    <Button type="button" data-slot="confetti-button" onClick={handleClick} {...props}>
      {children}
    </Button>
  )
}
