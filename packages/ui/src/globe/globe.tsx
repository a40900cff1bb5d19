'use client'

import createGlobe, { type COBEOptions } from 'cobe'
import * as React from 'react'
import { omit } from '../lib/omit'
import { cn } from '../lib/utils'

type Rgb = [number, number, number]

/** A hex colour (`#f97316`, `#fff`) or an RGB triple with channels from 0 to 1. */
export type GlobeColor = string | Rgb

export type GlobeMarker = {
  /** `[latitude, longitude]` in degrees. */
  location: [number, number]
  /** Dot radius relative to the globe; 0.03 is a city, 0.1 a region. */
  size?: number
  /** Overrides `markerColor` for this marker. */
  color?: GlobeColor
  /** Exposes the marker as the CSS anchor `--cobe-<id>` for labels positioned next to it. */
  id?: string
}

export type GlobeArc = {
  from: [number, number]
  to: [number, number]
  /** Overrides `arcColor` for this arc. */
  color?: GlobeColor
  /** Exposes the arc's midpoint as the CSS anchor `--cobe-arc-<id>`. */
  id?: string
}

/** What an `onRender` callback may set for the frame about to be drawn. */
export type GlobeRenderState = Partial<COBEOptions>

/**
 * Options handed to cobe as they are, over everything the other props work out (Magic UI's `config`
 * prop). cobe 2 dropped cobe 1's per-frame `onRender`; the globe calls it itself before each frame.
 */
export type GlobeConfig = Partial<COBEOptions> & {
  /** Called before every frame with the frame's `phi`; values set on the state are drawn in that frame. */
  onRender?: (state: GlobeRenderState) => void
}

export type GlobeProps = React.ComponentProps<'div'> & {
  /**
   * cobe options (cobe 2) applied last, e.g. a whole Magic UI globe config. `width` and `height` are
   * ignored because the globe fits its square, `devicePixelRatio` sets the canvas resolution, `phi`
   * the starting rotation, and `onRender` runs before every frame.
   */
  config?: GlobeConfig
  markers?: GlobeMarker[]
  arcs?: GlobeArc[]
  /** Colour of the land dots. */
  baseColor?: GlobeColor
  markerColor?: GlobeColor
  /** Colour of the halo around the sphere. */
  glowColor?: GlobeColor
  arcColor?: GlobeColor
  /** Dark globe for dark pages; when omitted it follows the nearest `.dark`/`.light` class, else the OS. */
  dark?: boolean
  /** Starting rotation around the poles, in radians. */
  phi?: number
  /** Tilt towards the viewer, in radians. */
  theta?: number
  /** Auto-rotation in radians per second; 0 stops it. */
  rotationSpeed?: number
  /** Let visitors spin the globe with a mouse, pen or finger. */
  draggable?: boolean
  /** Number of land dots. */
  mapSamples?: number
  mapBrightness?: number
  /** How strongly the sphere is shaded towards its edge. */
  diffuse?: number
  /** Size of the sphere inside the canvas. */
  scale?: number
}

const themes = {
  light: {
    dark: 0,
    baseColor: [1, 1, 1] as Rgb,
    markerColor: [0.98, 0.45, 0.09] as Rgb,
    glowColor: [1, 1, 1] as Rgb,
    arcColor: [0.98, 0.45, 0.09] as Rgb,
    mapBrightness: 1.2,
    diffuse: 0.4,
  },
  dark: {
    dark: 1,
    baseColor: [0.32, 0.32, 0.36] as Rgb,
    markerColor: [0.98, 0.55, 0.2] as Rgb,
    glowColor: [0.2, 0.2, 0.24] as Rgb,
    arcColor: [0.98, 0.55, 0.2] as Rgb,
    mapBrightness: 6,
    diffuse: 1.2,
  },
}

const defaultMarkers: GlobeMarker[] = [
  { location: [14.5995, 120.9842], size: 0.03 },
  { location: [19.076, 72.8777], size: 0.06 },
  { location: [23.8103, 90.4125], size: 0.04 },
  { location: [30.0444, 31.2357], size: 0.05 },
  { location: [39.9042, 116.4074], size: 0.05 },
  { location: [-23.5505, -46.6333], size: 0.06 },
  { location: [19.4326, -99.1332], size: 0.05 },
  { location: [40.7128, -74.006], size: 0.06 },
  { location: [34.6937, 135.5022], size: 0.04 },
  { location: [41.0082, 28.9784], size: 0.04 },
  { location: [51.5072, -0.1276], size: 0.05 },
  { location: [-33.8688, 151.2093], size: 0.04 },
]

/** Parses `#rgb`/`#rrggbb` into cobe's 0–1 channels; anything unparseable falls back to the theme. */
export function toRgb(color: GlobeColor | undefined, fallback: Rgb): Rgb {
  if (color === undefined) return fallback
  if (typeof color !== 'string') return color
  const hex = color.trim().replace(/^#/, '')
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex
  if (!/^[0-9a-f]{6}$/i.test(full)) return fallback
  const value = Number.parseInt(full, 16)
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255]
}

/** Backing-store pixels per CSS pixel; capped because the shader's cost grows with every pixel. */
function screenPixelRatio() {
  return Math.min(window.devicePixelRatio || 1, 2)
}

/** How far the globe turns when dragged across its full width. */
const DRAG_RADIANS_PER_WIDTH = Math.PI
/** Exponential decay of the fling, per second. */
const FRICTION = 3.5
const THEME_QUERY = '(prefers-color-scheme: dark)'
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * Runs a cobe 1 style `onRender` for one frame. A `phi` it sets becomes the globe's rotation from
 * then on, so dragging and auto-rotation carry on from there; any other option it sets is drawn in
 * this frame. Sizing stays with the globe, and under reduced motion the callback cannot turn or tilt
 * the globe.
 */
function runOnRender(
  onRender: (state: GlobeRenderState) => void,
  state: { phi: number; reduceMotion: boolean },
): GlobeRenderState | null {
  const frame: GlobeRenderState = { phi: state.phi }
  onRender(frame)
  const { phi, theta, ...rest } = frame
  const changes: GlobeRenderState = omit(rest, ['width', 'height', 'devicePixelRatio'])
  if (!state.reduceMotion) {
    if (typeof phi === 'number' && Number.isFinite(phi)) state.phi = phi
    if (theta !== undefined) changes.theta = theta
  }
  return Object.keys(changes).length > 0 ? changes : null
}

/**
 * An auto-rotating dot globe drawn with WebGL by cobe. The server renders an empty, transparent
 * canvas; the globe is created in an effect, fades in once its first frame is drawn and can be
 * flung around with inertia. The render loop pauses while the globe is off screen or the tab is hidden.
 */
export function Globe({
  className,
  config,
  markers = defaultMarkers,
  arcs,
  baseColor,
  markerColor,
  glowColor,
  arcColor,
  dark,
  phi = 0,
  theta = 0.3,
  rotationSpeed = 0.3,
  draggable = true,
  mapSamples = 16000,
  mapBrightness,
  diffuse,
  scale = 1,
  children,
  ...props
}: GlobeProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const globeRef = React.useRef<ReturnType<typeof createGlobe> | null>(null)
  const [ready, setReady] = React.useState(false)
  const [ambientDark, setAmbientDark] = React.useState(false)

  const { onRender, devicePixelRatio: configPixelRatio, phi: configPhi, ...configRest } = config ?? {}
  // The globe sizes its canvas to its square, as Magic UI's did over the config's numbers.
  const cobeConfig = omit(configRest, ['width', 'height'])
  const darkOverride = cobeConfig.dark === undefined ? dark : cobeConfig.dark > 0
  const theme = (darkOverride ?? ambientDark) ? themes.dark : themes.light
  const options = {
    dark: theme.dark,
    baseColor: toRgb(baseColor, theme.baseColor),
    markerColor: toRgb(markerColor, theme.markerColor),
    glowColor: toRgb(glowColor, theme.glowColor),
    arcColor: toRgb(arcColor, theme.arcColor),
    mapBrightness: mapBrightness ?? theme.mapBrightness,
    diffuse: diffuse ?? theme.diffuse,
    mapSamples,
    theta,
    scale,
    // cobe lifts markers off the surface by default, which leaves markers just behind the horizon
    // floating beside the sphere.
    markerElevation: 0,
    markers: markers.map((marker) => ({
      location: marker.location,
      size: marker.size ?? 0.05,
      ...(marker.color === undefined ? {} : { color: toRgb(marker.color, theme.markerColor) }),
      ...(marker.id === undefined ? {} : { id: marker.id }),
    })),
    arcs: (arcs ?? []).map((arc) => ({
      from: arc.from,
      to: arc.to,
      ...(arc.color === undefined ? {} : { color: toRgb(arc.color, theme.arcColor) }),
      ...(arc.id === undefined ? {} : { id: arc.id }),
    })),
    ...cobeConfig,
  } satisfies Partial<COBEOptions>
  // Markers and arcs usually arrive as fresh arrays on every render; comparing their content keeps
  // cobe from re-uploading its buffers when nothing changed.
  const optionsKey = JSON.stringify(options)
  const [current, setCurrent] = React.useState({ key: optionsKey, options })
  if (current.key !== optionsKey) setCurrent({ key: optionsKey, options })

  // The render loop lives outside React; it reads the latest props and pointer state from here.
  const live = React.useRef({
    options,
    rotationSpeed,
    onRender,
    pixelRatio: configPixelRatio,
    reduceMotion: false,
    phi: configPhi ?? phi,
    velocity: 0,
    dragging: false,
    pointerX: 0,
    lastMove: 0,
    width: 0,
  })
  React.useEffect(() => {
    live.current.rotationSpeed = rotationSpeed
    live.current.onRender = onRender
    live.current.pixelRatio = configPixelRatio
  })

  // Read from the media query directly (no animation library needed) and kept live, so switching
  // the setting stops or resumes the spin of a globe that is already on screen.
  React.useEffect(() => {
    const media = window.matchMedia?.(REDUCED_MOTION_QUERY)
    if (!media) return
    const read = () => {
      live.current.reduceMotion = media.matches
    }
    read()
    media.addEventListener('change', read)
    return () => media.removeEventListener('change', read)
  }, [])

  React.useEffect(() => {
    live.current.options = current.options
    globeRef.current?.update(current.options)
  }, [current])

  // Follows the page theme when `dark` is not given: a `.dark` or `.light` class on an ancestor
  // (shadcn's convention) wins, otherwise the operating system's colour scheme.
  React.useEffect(() => {
    if (darkOverride !== undefined) return
    const root = rootRef.current
    if (!root) return
    const media = window.matchMedia?.(THEME_QUERY)
    const detect = () => {
      const themed = root.closest('.dark, .light')
      setAmbientDark(themed ? themed.classList.contains('dark') : (media?.matches ?? false))
    }
    detect()
    const observer = new MutationObserver(detect)
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'], subtree: true })
    media?.addEventListener('change', detect)
    return () => {
      observer.disconnect()
      media?.removeEventListener('change', detect)
    }
  }, [darkOverride])

  React.useEffect(() => {
    const root = rootRef.current
    const canvas = canvasRef.current
    if (!root || !canvas) return
    const state = live.current
    state.width = canvas.offsetWidth
    const size = () => Math.max(1, Math.round(state.width * (state.pixelRatio ?? screenPixelRatio())))

    // Sizes are passed in device pixels with a ratio of 1, so a changed pixel ratio only needs an
    // update instead of a new WebGL context.
    const globe = createGlobe(canvas, {
      ...state.options,
      devicePixelRatio: 1,
      width: size(),
      height: size(),
      phi: state.phi,
    })
    globeRef.current = globe

    let frame = 0
    let last = 0
    let drawnPhi = Number.NaN
    let drawnSize = size()
    let firstFrame = true
    const tick = (now: number) => {
      const seconds = last ? Math.min(now - last, 100) / 1000 : 0
      last = now
      if (!state.dragging) {
        if (state.velocity !== 0) {
          state.phi += state.velocity * seconds
          state.velocity *= Math.exp(-FRICTION * seconds)
          if (Math.abs(state.velocity) < 0.01) state.velocity = 0
        }
        if (!state.reduceMotion) state.phi += state.rotationSpeed * seconds
      }
      const changes = state.onRender ? runOnRender(state.onRender, state) : null
      // Comparing sizes each frame also catches a changed pixel ratio (browser zoom, another screen).
      const pixels = size()
      if (state.phi !== drawnPhi || pixels !== drawnSize || changes) {
        globe.update({
          ...changes,
          phi: state.phi,
          ...(pixels === drawnSize ? {} : { width: pixels, height: pixels }),
        })
        drawnPhi = state.phi
        drawnSize = pixels
      }
      if (firstFrame) {
        firstFrame = false
        setReady(true)
      }
      frame = requestAnimationFrame(tick)
    }
    const start = () => {
      if (frame) return
      last = 0
      frame = requestAnimationFrame(tick)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      frame = 0
    }
    // Every frame is a WebGL draw, so none are drawn while nobody can see them: off screen or in a
    // hidden tab (where browsers slow requestAnimationFrame down but do not always stop it).
    let inView = true
    let tabVisible = document.visibilityState !== 'hidden'
    const sync = () => {
      const running = inView && tabVisible
      if (running) start()
      else stop()
      root.toggleAttribute('data-paused', !running)
    }
    sync()

    const resizeObserver = new ResizeObserver(() => {
      state.width = canvas.offsetWidth
    })
    resizeObserver.observe(canvas)

    const viewport =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            const latest = entries[entries.length - 1]
            if (!latest) return
            inView = latest.isIntersecting
            sync()
          })
    viewport?.observe(root)
    const onVisibilityChange = () => {
      tabVisible = document.visibilityState !== 'hidden'
      sync()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)

    return () => {
      stop()
      resizeObserver.disconnect()
      viewport?.disconnect()
      document.removeEventListener('visibilitychange', onVisibilityChange)
      globe.destroy()
      globeRef.current = null
      // cobe wraps the canvas in a div of its own; put the canvas back where React rendered it so a
      // remount (StrictMode, Fast Refresh) starts from the same tree.
      const wrapper = canvas.parentElement
      if (wrapper && wrapper !== root) wrapper.replaceWith(canvas)
    }
  }, [])

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!draggable || (event.pointerType === 'mouse' && event.button !== 0)) return
    const state = live.current
    state.dragging = true
    state.velocity = 0
    state.pointerX = event.clientX
    state.lastMove = event.timeStamp
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const state = live.current
    if (!state.dragging) return
    const delta = ((event.clientX - state.pointerX) / Math.max(state.width, 1)) * DRAG_RADIANS_PER_WIDTH
    const elapsed = Math.max(event.timeStamp - state.lastMove, 1) / 1000
    state.phi += delta
    // Smoothed so one jittery sample at release does not decide the fling.
    state.velocity = state.velocity * 0.6 + (delta / elapsed) * 0.4
    state.pointerX = event.clientX
    state.lastMove = event.timeStamp
  }
  const onPointerEnd = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const state = live.current
    if (!state.dragging) return
    state.dragging = false
    // A pause before letting go means the visitor stopped the globe on purpose; reduced motion
    // never glides on after the pointer.
    if (state.reduceMotion || event.timeStamp - state.lastMove > 80) state.velocity = 0
    event.currentTarget.releasePointerCapture?.(event.pointerId)
  }

  return (
    <div
      ref={rootRef}
      data-slot="globe"
      data-ready={ready || undefined}
      {...props}
      className={cn('relative mx-auto aspect-square w-full max-w-[600px]', className)}
    >
      <canvas
        ref={canvasRef}
        aria-hidden
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        className={cn(
          'size-full opacity-0 transition-opacity duration-1000 ease-out motion-reduce:transition-none',
          ready && 'opacity-100',
          draggable && 'cursor-grab touch-pan-y active:cursor-grabbing',
        )}
      />
      {children}
    </div>
  )
}
