'use client'

import * as React from 'react'

export interface BaseParticle {
  element: HTMLElement | SVGSVGElement
  left: number
  size: number
  top: number
}

export interface BaseParticleOptions {
  /** `'circle'` (default), an image URL (`https://…`, `/…`, `data:…`), or any text such as an emoji. */
  particle?: string
  /** Size in pixels; random between 15 and 45 when unset. */
  size?: number
}

export interface CoolParticle extends BaseParticle {
  direction: number
  speedHorz: number
  speedUp: number
  spinSpeed: number
  spinVal: number
}

export interface CoolParticleOptions extends BaseParticleOptions {
  /** Most particles of one element in the air at once. */
  particleCount?: number
  /** Sideways speed in pixels per frame; random up to 10 when unset. */
  speedHorz?: number
  /** Alias of `speedHorz`. */
  speedHorizontal?: number
  /** Launch speed upwards in pixels per frame; random up to 25 when unset. */
  speedUp?: number
}

export type CoolModeProps = {
  children: React.ReactNode
  options?: CoolParticleOptions
  /** Launch nothing while the visitor prefers reduced motion. Pass `false` to launch anyway. */
  respectReducedMotion?: boolean
  className?: string
}

const SIZES = [15, 20, 25, 35, 45]
const DEFAULT_LIMIT = 45
const SPAWN_EVERY_MS = 30
const FRAME_MS = 1000 / 60
const KEYBOARD_BURST = 12

/** One page-wide layer holds every element's particles; it exists only while some are in the air. */
let layer: HTMLDivElement | null = null
let layerUsers = 0

function acquireLayer(): HTMLDivElement {
  if (!layer) {
    layer = document.createElement('div')
    layer.dataset.slot = 'cool-mode-layer'
    layer.setAttribute('aria-hidden', 'true')
    layer.style.cssText = 'position:fixed;inset:0;overflow:hidden;pointer-events:none;z-index:2147483647'
    document.body.append(layer)
  }
  layerUsers += 1
  return layer
}

function releaseLayer() {
  layerUsers -= 1
  if (layerUsers > 0) return
  layer?.remove()
  layer = null
  layerUsers = 0
}

const isImage = (particle: string) => /^(https?:|data:|blob:|\.{0,2}\/)/.test(particle)

/** Builds a particle's element with DOM APIs only: a particle string is never parsed as HTML. */
function particleElement(particle: string, size: number): HTMLElement {
  const element = document.createElement('div')
  element.style.cssText = `position:absolute;top:0;left:0;width:${size}px;height:${size}px;will-change:transform;display:flex;align-items:center;justify-content:center`
  if (particle === 'circle') {
    const svgNS = 'http://www.w3.org/2000/svg'
    const svg = document.createElementNS(svgNS, 'svg')
    svg.setAttribute('width', String(size))
    svg.setAttribute('height', String(size))
    const circle = document.createElementNS(svgNS, 'circle')
    circle.setAttribute('cx', String(size / 2))
    circle.setAttribute('cy', String(size / 2))
    circle.setAttribute('r', String(size / 2))
    circle.setAttribute('fill', `hsl(${Math.round(Math.random() * 360)}, 70%, 50%)`)
    svg.append(circle)
    element.append(svg)
  } else if (isImage(particle)) {
    const image = document.createElement('img')
    image.src = particle
    image.alt = ''
    image.width = size
    image.height = size
    image.draggable = false
    image.style.borderRadius = '50%'
    element.append(image)
  } else {
    element.textContent = particle
    element.style.fontSize = `${size}px`
    element.style.lineHeight = '1'
  }
  return element
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Wrap any button or link: pressing it (mouse, touch or pen) sprays particles from the pointer that
 * rise, spin and fall off the screen, and keyboard activation sends a small burst from its centre.
 * Nothing happens without an action of the visitor, nor while they prefer reduced motion unless you
 * pass `respectReducedMotion={false}`. Particles move by transform only, the frame loop runs only
 * while some are in the air, and unmounting removes every particle, frame and listener at once.
 */
export function CoolMode({ children, options, respectReducedMotion = true, className }: CoolModeProps) {
  const hostRef = React.useRef<HTMLSpanElement>(null)
  const settings = React.useRef({ options, respectReducedMotion })
  React.useEffect(() => {
    settings.current = { options, respectReducedMotion }
  }, [options, respectReducedMotion])

  React.useEffect(() => {
    const host = hostRef.current
    if (!host) return

    let particles: CoolParticle[] = []
    let frame = 0
    let lastFrame = 0
    let lastSpawn = Number.NEGATIVE_INFINITY
    let pressed = false
    let pointerX = 0
    let pointerY = 0
    let target: HTMLDivElement | null = null

    const allowed = () => !(settings.current.respectReducedMotion && prefersReducedMotion())

    const spawn = (x: number, y: number) => {
      const {
        particle = 'circle',
        size: fixedSize,
        speedHorz,
        speedHorizontal,
        speedUp,
      } = settings.current.options ?? {}
      const size = fixedSize || (SIZES[Math.floor(Math.random() * SIZES.length)] as number)
      if (!target) target = acquireLayer()
      const element = particleElement(particle, size)
      const spinVal = Math.random() * 360
      const left = x - size / 2
      const top = y - size / 2
      element.style.transform = `translate3d(${left}px, ${top}px, 0) rotate(${spinVal}deg)`
      target.append(element)
      particles.push({
        element,
        size,
        left,
        top,
        spinVal,
        direction: Math.random() <= 0.5 ? -1 : 1,
        speedHorz: speedHorz || speedHorizontal || Math.random() * 10,
        speedUp: speedUp || Math.random() * 25,
        spinSpeed: Math.random() * 35 * (Math.random() <= 0.5 ? -1 : 1),
      })
    }

    const limit = () => settings.current.options?.particleCount || DEFAULT_LIMIT

    const stop = () => {
      if (frame) cancelAnimationFrame(frame)
      frame = 0
      lastFrame = 0
      if (target) releaseLayer()
      target = null
    }

    const tick = (now: number) => {
      // Speeds are per 60 Hz frame; scaling by elapsed time keeps them the same on faster screens.
      const steps = lastFrame ? Math.min((now - lastFrame) / FRAME_MS, 3) : 1
      lastFrame = now
      if (pressed && particles.length < limit() && now - lastSpawn >= SPAWN_EVERY_MS) {
        spawn(pointerX, pointerY)
        lastSpawn = now
      }
      const floor = window.innerHeight
      particles = particles.filter((p) => {
        p.left -= p.speedHorz * p.direction * steps
        p.top -= p.speedUp * steps
        p.speedUp = Math.min(p.size, p.speedUp - steps)
        p.spinVal += p.spinSpeed * steps
        if (p.top >= floor + p.size) {
          p.element.remove()
          return false
        }
        p.element.style.transform = `translate3d(${p.left}px, ${p.top}px, 0) rotate(${p.spinVal}deg)`
        return true
      })
      if (pressed || particles.length > 0) frame = requestAnimationFrame(tick)
      else stop()
    }

    const run = () => {
      if (!frame) frame = requestAnimationFrame(tick)
    }

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || !allowed()) return
      pointerX = event.clientX
      pointerY = event.clientY
      pressed = true
      run()
    }
    const onPointerMove = (event: PointerEvent) => {
      pointerX = event.clientX
      pointerY = event.clientY
    }
    const release = () => {
      pressed = false
    }
    // A click with no pointer behind it (detail 0) comes from Enter or Space.
    const onClick = (event: MouseEvent) => {
      if (event.detail !== 0 || !allowed()) return
      const box = host.getBoundingClientRect()
      const count = Math.min(KEYBOARD_BURST, limit() - particles.length)
      for (let i = 0; i < count; i++) spawn(box.left + box.width / 2, box.top + box.height / 2)
      run()
    }

    host.addEventListener('pointerdown', onPointerDown, { passive: true })
    host.addEventListener('pointermove', onPointerMove, { passive: true })
    host.addEventListener('pointerup', release, { passive: true })
    host.addEventListener('pointerleave', release, { passive: true })
    host.addEventListener('pointercancel', release, { passive: true })
    host.addEventListener('click', onClick)
    window.addEventListener('blur', release)

    return () => {
      host.removeEventListener('pointerdown', onPointerDown)
      host.removeEventListener('pointermove', onPointerMove)
      host.removeEventListener('pointerup', release)
      host.removeEventListener('pointerleave', release)
      host.removeEventListener('pointercancel', release)
      host.removeEventListener('click', onClick)
      window.removeEventListener('blur', release)
      pressed = false
      for (const p of particles) p.element.remove()
      particles = []
      stop()
    }
  }, [])

  return (
    <span ref={hostRef} data-slot="cool-mode" className={className}>
      {children}
    </span>
  )
}
