'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type ParticlesProps = React.ComponentProps<'div'> & {
  className?: string
  /** Number of particles, up to `PARTICLES_LIMIT`. */
  quantity?: number
  /** How little the particles follow the mouse: higher values move them less. */
  staticity?: number
  /** How slowly they catch up with the mouse: higher values glide more. */
  ease?: number
  /** Smallest particle radius in CSS pixels; each particle adds 0 or 1 to it. */
  size?: number
  /** Scatters the particles afresh whenever it changes. */
  refresh?: boolean
  /** Colour of the particles: a hex value like Magic UI's, or any CSS colour. */
  color?: string
  /** Horizontal drift of every particle, in CSS pixels per frame at 60 fps. */
  vx?: number
  /** Vertical drift of every particle, in CSS pixels per frame at 60 fps. */
  vy?: number
}

/** Hard upper bound on the particles moved and drawn per frame, whatever `quantity` asks for. */
export const PARTICLES_LIMIT = 1000

/**
 * Particles are drawn in batches of equal opacity: one path and one fill per level, so a frame costs
 * at most this many fills however many particles there are.
 */
const ALPHA_LEVELS = 20
/** Particles fade out over this many CSS pixels towards the edges. */
const EDGE_FADE = 20
/** One frame at 60 fps, the unit Magic UI's speeds are measured in. */
const FRAME_MS = 1000 / 60
/** Longest step simulated at once, so a slow frame never makes particles jump. */
const MAX_STEPS = 3

type Particle = {
  x: number
  y: number
  /** Offset towards the mouse, added to the position when drawing. */
  offsetX: number
  offsetY: number
  /** 0 or 1, added to `size` for the radius, so a new `size` applies to every particle at once. */
  grain: number
  alpha: number
  targetAlpha: number
  dx: number
  dy: number
  /** How strongly this particle is drawn to the mouse (0.1–4.1). */
  magnetism: number
}

type Settings = {
  quantity: number
  staticity: number
  ease: number
  size: number
  color: string
  vx: number
  vy: number
}

function spawn(width: number, height: number): Particle {
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    offsetX: 0,
    offsetY: 0,
    grain: Math.floor(Math.random() * 2),
    alpha: 0,
    targetAlpha: Math.round((Math.random() * 0.6 + 0.1) * 10) / 10,
    dx: (Math.random() - 0.5) * 0.1,
    dy: (Math.random() - 0.5) * 0.1,
    magnetism: 0.1 + Math.random() * 4,
  }
}

function limit(quantity: number) {
  return Math.max(0, Math.min(PARTICLES_LIMIT, Math.floor(Number.isFinite(quantity) ? quantity : 0)))
}

/** Opacity a particle may have at its distance from the nearest edge. */
function edgeAlpha(particle: Particle, size: number, width: number, height: number) {
  const x = particle.x + particle.offsetX
  const y = particle.y + particle.offsetY
  const nearest = Math.min(x, width - x, y, height - y) - particle.grain - size
  return Math.max(0, Math.min(1, nearest / EDGE_FADE)) * particle.targetAlpha
}

/**
 * The scene outside React: particles, canvas size and mouse. It survives pauses, so particles carry
 * on where they stopped when the canvas comes back on screen.
 */
class Scene {
  particles: Particle[] = []
  width = 0
  height = 0
  ratio = 0
  mouseX = 0
  mouseY = 0
  /** The last pointer position in the viewport, read once per frame instead of on every event. */
  pointer: { x: number; y: number } | null = null
  seededFor: boolean | null = null
  readonly #batches: number[][] = Array.from({ length: ALPHA_LEVELS + 1 }, () => [])

  /** Sizes the backing store to the container in device pixels, when the size or pixel ratio changed. */
  resize(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, container: HTMLElement) {
    const width = container.offsetWidth
    const height = container.offsetHeight
    const ratio = window.devicePixelRatio || 1
    if (width === this.width && height === this.height && ratio === this.ratio) return
    const resized = width !== this.width || height !== this.height
    this.width = width
    this.height = height
    this.ratio = ratio
    canvas.width = Math.max(1, Math.round(width * ratio))
    canvas.height = Math.max(1, Math.round(height * ratio))
    canvas.style.width = `${width}px`
    canvas.style.height = `${height}px`
    // Drawing in CSS pixels on a backing store of device pixels keeps the dots sharp.
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    // Setting the size cleared the canvas; on a new size the particles are scattered afresh over it.
    if (resized) this.particles = []
  }

  /** Brings the particle count to `quantity`, scattering new ones over the canvas. */
  fill(settings: Settings) {
    const count = limit(settings.quantity)
    if (this.particles.length > count) this.particles.length = count
    while (this.particles.length < count) this.particles.push(spawn(this.width, this.height))
  }

  /** Shows every particle at its resting opacity, where it is, for a still frame. */
  settle(size: number) {
    for (const particle of this.particles) particle.alpha = edgeAlpha(particle, size, this.width, this.height)
  }

  follow(canvas: HTMLCanvasElement) {
    if (!this.pointer) return
    const box = canvas.getBoundingClientRect()
    const x = this.pointer.x - box.left - this.width / 2
    const y = this.pointer.y - box.top - this.height / 2
    this.pointer = null
    // Like Magic UI's particles, they keep leaning towards the last point the mouse had on the canvas.
    if (Math.abs(x) < this.width / 2 && Math.abs(y) < this.height / 2) {
      this.mouseX = x
      this.mouseY = y
    }
  }

  step(settings: Settings, steps: number) {
    const { width, height } = this
    const staticity = Math.max(settings.staticity, 0.001)
    // Closing 1/ease of the gap per 60 fps frame, the same on any refresh rate.
    const catchUp = 1 - (1 - 1 / Math.max(settings.ease, 1)) ** steps
    const particles = this.particles
    for (let index = 0; index < particles.length; index++) {
      let particle = particles[index] as Particle
      particle.x += (particle.dx + settings.vx) * steps
      particle.y += (particle.dy + settings.vy) * steps
      const pull = particle.magnetism / staticity
      particle.offsetX += (this.mouseX * pull - particle.offsetX) * catchUp
      particle.offsetY += (this.mouseY * pull - particle.offsetY) * catchUp
      const radius = particle.grain + settings.size
      if (particle.x < -radius || particle.x > width + radius || particle.y < -radius || particle.y > height + radius) {
        particle = spawn(width, height)
        particles[index] = particle
      }
      const edge = edgeAlpha(particle, settings.size, width, height)
      // Away from the edges a particle fades in to its own opacity; near them it fades with the distance.
      particle.alpha =
        edge < particle.targetAlpha ? edge : Math.min(particle.targetAlpha, particle.alpha + 0.02 * steps)
    }
  }

  draw(context: CanvasRenderingContext2D, { color, size }: Settings) {
    context.clearRect(0, 0, this.width, this.height)
    const batches = this.#batches
    for (const batch of batches) batch.length = 0
    for (let index = 0; index < this.particles.length; index++) {
      const level = Math.round((this.particles[index] as Particle).alpha * ALPHA_LEVELS)
      if (level > 0) batches[Math.min(level, ALPHA_LEVELS)]?.push(index)
    }
    context.fillStyle = color
    for (let level = 1; level <= ALPHA_LEVELS; level++) {
      const batch = batches[level] as number[]
      if (batch.length === 0) continue
      context.globalAlpha = level / ALPHA_LEVELS
      context.beginPath()
      for (const index of batch) {
        const particle = this.particles[index] as Particle
        const x = particle.x + particle.offsetX
        const y = particle.y + particle.offsetY
        const radius = Math.max(0, particle.grain + size)
        context.moveTo(x + radius, y)
        context.arc(x, y, radius, 0, Math.PI * 2)
      }
      context.fill()
    }
    context.globalAlpha = 1
  }
}

/**
 * A field of small dots on a canvas that fills its container, drifting slowly and leaning gently
 * towards the mouse. Nothing is drawn until the canvas is on screen; the animation pauses off screen
 * and in hidden tabs, and with reduced motion one still frame is drawn instead.
 */
export function Particles({
  className,
  quantity = 100,
  staticity = 50,
  ease = 50,
  size = 0.4,
  refresh = false,
  color = '#ffffff',
  vx = 0,
  vy = 0,
  ref,
  ...props
}: ParticlesProps) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const mergedRef = useMergedRef(containerRef, ref)
  const sceneRef = React.useRef<Scene>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(containerRef, { initial: false })

  const settings: Settings = { quantity, staticity, ease, size, color, vx, vy }
  const live = React.useRef(settings)
  React.useEffect(() => {
    live.current = settings
  })
  /** Redraws a still frame after a prop change; set while one is showing. */
  const redrawRef = React.useRef<(() => void) | null>(null)

  React.useEffect(() => {
    const container = containerRef.current
    const canvas = canvasRef.current
    if (!onScreen || !container || !canvas) return
    const context = canvas.getContext('2d')
    if (!context) return
    if (!sceneRef.current) sceneRef.current = new Scene()
    const scene = sceneRef.current
    if (scene.seededFor !== refresh) {
      scene.particles = []
      scene.seededFor = refresh
    }

    const still = () => {
      scene.resize(canvas, context, container)
      scene.fill(live.current)
      scene.settle(live.current.size)
      scene.draw(context, live.current)
    }
    if (reduceMotion) {
      still()
      redrawRef.current = still
      const observer = new ResizeObserver(still)
      observer.observe(container)
      return () => {
        redrawRef.current = null
        observer.disconnect()
      }
    }

    scene.resize(canvas, context, container)
    let frame = 0
    let last = 0
    const tick = (now: number) => {
      const steps = last ? Math.min(Math.max(now - last, 0) / FRAME_MS, MAX_STEPS) : 1
      last = now
      // A pixel ratio change (zoom, another screen) does not resize the container, so it is checked here.
      if (window.devicePixelRatio !== scene.ratio) scene.resize(canvas, context, container)
      scene.fill(live.current)
      scene.follow(canvas)
      scene.step(live.current, steps)
      scene.draw(context, live.current)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)

    const observer = new ResizeObserver(() => scene.resize(canvas, context, container))
    observer.observe(container)
    const onPointerMove = (event: PointerEvent) => {
      scene.pointer = { x: event.clientX, y: event.clientY }
    }
    window.addEventListener('pointermove', onPointerMove, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('pointermove', onPointerMove)
    }
  }, [onScreen, reduceMotion, refresh])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the still frame reads the props through `live`
  React.useEffect(() => {
    redrawRef.current?.()
  }, [quantity, size, color])

  const state = !onScreen ? 'paused' : reduceMotion ? 'still' : 'running'
  return (
    <div
      ref={mergedRef}
      aria-hidden="true"
      data-slot="particles"
      data-state={state}
      className={cn('pointer-events-none', className)}
      {...props}
    >
      <canvas ref={canvasRef} aria-hidden className="block size-full" />
    </div>
  )
}
