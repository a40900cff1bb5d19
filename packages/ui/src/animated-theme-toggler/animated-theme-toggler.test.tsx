// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetItemTest, setMediaPreference } from '../test-support'
import { AnimatedThemeToggler, type AnimatedThemeTogglerProps, revealClipPaths } from './animated-theme-toggler'

const root = document.documentElement

beforeEach(() => {
  root.className = ''
  root.removeAttribute('style')
  localStorage.clear()
})
afterEach(() => {
  resetItemTest()
  vi.useRealTimers()
  Reflect.deleteProperty(document, 'startViewTransition')
  for (const style of document.head.querySelectorAll('style')) style.remove()
})

function renderToggler(props: Partial<AnimatedThemeTogglerProps> = {}) {
  const result = render(<AnimatedThemeToggler {...props} />)
  const button = screen.getByRole('button', { name: props['aria-label'] ?? 'Toggle theme' })
  return { ...result, button }
}

/** A browser's view transitions as far as the toggler uses them: the update runs, then `ready`, then `finished`. */
function installViewTransitions() {
  let finish = () => {}
  const start = vi.fn((update: () => void) => {
    update()
    return { ready: Promise.resolve(), finished: new Promise<void>((resolve) => (finish = resolve)) }
  })
  Object.defineProperty(document, 'startViewTransition', { configurable: true, value: start })
  const animate = vi.spyOn(root, 'animate').mockImplementation(() => ({}) as Animation)
  return {
    start,
    animate,
    finish: () => act(async () => finish()),
  }
}

const transitionStyle = () => document.head.querySelector('style[data-slot="animated-theme-toggler-transition"]')

describe('AnimatedThemeToggler', () => {
  it('server-renders a named button with both icons, the class on <html> choosing one', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<AnimatedThemeToggler className="size-10" />)
    const button = host.querySelector('button')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.className).toContain('size-10')
    expect(button?.className).toContain('focus-visible:')
    expect(host.querySelector('.sr-only')?.textContent).toBe('Toggle theme')
    const icons = [...host.querySelectorAll('[data-slot="animated-theme-toggler-icon"]')]
    expect(icons).toHaveLength(2)
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true')
    // The sun shows under `.dark`, the moon otherwise: no script needed to pick it.
    expect(icons[0]?.getAttribute('class')).toContain('lucide-sun')
    expect(icons[0]?.getAttribute('class')).toContain('hidden [.dark_&]:block')
    expect(icons[1]?.getAttribute('class')).toContain('lucide-moon')
    expect(icons[1]?.getAttribute('class')).toContain('[.dark_&]:hidden')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<AnimatedThemeToggler />)).toEqual([])
    expect(await hydrationErrors(<AnimatedThemeToggler theme="dark" />)).toEqual([])
  })

  it('toggles the dark class on <html> and saves the choice under "theme"', () => {
    const onThemeChange = vi.fn()
    const { button } = renderToggler({ onThemeChange })
    fireEvent.click(button)
    expect(root.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(onThemeChange).toHaveBeenLastCalledWith('dark')
    fireEvent.click(button)
    expect(root.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
    expect(onThemeChange).toHaveBeenLastCalledWith('light')
  })

  it('starts from whatever set the class, and keeps the other classes of <html>', () => {
    root.className = 'dark font-sans'
    const { button } = renderToggler()
    fireEvent.click(button)
    expect(root.className).toBe('font-sans')
  })

  it('saves under your storageKey, or nowhere with null', () => {
    const { button, unmount } = renderToggler({ storageKey: 'my-app-theme' })
    fireEvent.click(button)
    expect(localStorage.getItem('my-app-theme')).toBe('dark')
    expect(localStorage.getItem('theme')).toBeNull()
    unmount()
    localStorage.clear()
    const second = renderToggler({ storageKey: null })
    fireEvent.click(second.button)
    expect(root.classList.contains('dark')).toBe(false)
    expect(localStorage.length).toBe(0)
  })

  it('still switches when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied')
    })
    const { button } = renderToggler()
    fireEvent.click(button)
    expect(root.classList.contains('dark')).toBe(true)
  })

  it('keeps an inline color-scheme (as next-themes sets one) in step', () => {
    root.style.colorScheme = 'light'
    const { button } = renderToggler()
    fireEvent.click(button)
    expect(root.style.colorScheme).toBe('dark')
    root.removeAttribute('style')
    fireEvent.click(button)
    expect(root.style.colorScheme).toBe('')
  })

  it('controlled by `theme`: shows it, asks for the other one, and saves nothing itself', () => {
    const onThemeChange = vi.fn()
    const { button, rerender } = renderToggler({ theme: 'dark', onThemeChange })
    const icons = () => [...button.querySelectorAll('[data-slot="animated-theme-toggler-icon"]')]
    expect(icons().map((icon) => icon.getAttribute('class'))).toEqual([expect.stringContaining('lucide-sun')])
    // The prop wins over the class: the app's state is the truth.
    fireEvent.click(button)
    expect(onThemeChange).toHaveBeenLastCalledWith('light')
    expect(root.classList.contains('dark')).toBe(false)
    expect(localStorage.length).toBe(0)
    rerender(<AnimatedThemeToggler theme="light" onThemeChange={onThemeChange} />)
    expect(icons().map((icon) => icon.getAttribute('class'))).toEqual([expect.stringContaining('lucide-moon')])
    fireEvent.click(button)
    expect(onThemeChange).toHaveBeenLastCalledWith('dark')
    expect(root.classList.contains('dark')).toBe(true)
  })

  it('without view transitions switches at once, with CSS transitions off for that frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { button } = renderToggler()
    fireEvent.click(button)
    expect(root.classList.contains('dark')).toBe(true)
    const pause = [...document.head.querySelectorAll('style')].find((style) =>
      style.textContent?.includes('transition:none'),
    )
    expect(pause).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(pause?.isConnected).toBe(false)
  })

  it('reveals the new theme through a view transition, a circle growing from the button', async () => {
    const transitions = installViewTransitions()
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1000)
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600)
    const { button } = renderToggler({ duration: 750 })
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 80, y: 30, width: 40, height: 40 }))
    await act(async () => fireEvent.click(button))
    expect(transitions.start).toHaveBeenCalledTimes(1)
    expect(root.classList.contains('dark')).toBe(true)
    // Only this transition drops the default cross-fade, and the new page starts fully clipped.
    expect(transitionStyle()?.textContent).toContain(
      '::view-transition-old(root),::view-transition-new(root){animation:none',
    )
    expect(transitionStyle()?.textContent).toContain('::view-transition-new(root){clip-path:circle(0px at 100px 50px)}')
    const reach = Math.round(Math.hypot(900, 550) * 10) / 10
    expect(transitions.animate).toHaveBeenCalledWith(
      { clipPath: ['circle(0px at 100px 50px)', `circle(${reach}px at 100px 50px)`] },
      expect.objectContaining({ duration: 750, fill: 'forwards', pseudoElement: '::view-transition-new(root)' }),
    )
    await transitions.finish()
    expect(transitionStyle()).toBeNull()
  })

  it('still switches, at once, when the browser refuses to start a transition', async () => {
    Object.defineProperty(document, 'startViewTransition', {
      configurable: true,
      value: () => {
        throw new DOMException('not active', 'InvalidStateError')
      },
    })
    const { button } = renderToggler()
    await act(async () => fireEvent.click(button))
    expect(root.classList.contains('dark')).toBe(true)
    expect(transitionStyle()).toBeNull()
    await act(async () => fireEvent.click(button))
    expect(root.classList.contains('dark')).toBe(false)
  })

  it('ignores clicks while its transition runs', async () => {
    const transitions = installViewTransitions()
    const { button } = renderToggler()
    await act(async () => fireEvent.click(button))
    await act(async () => fireEvent.click(button))
    expect(transitions.start).toHaveBeenCalledTimes(1)
    expect(root.classList.contains('dark')).toBe(true)
    await transitions.finish()
    await act(async () => fireEvent.click(button))
    expect(transitions.start).toHaveBeenCalledTimes(2)
    expect(root.classList.contains('dark')).toBe(false)
  })

  it('grows from the middle of the viewport with fromCenter', async () => {
    const transitions = installViewTransitions()
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(800)
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(400)
    const { button } = renderToggler({ fromCenter: true, variant: 'rectangle' })
    await act(async () => fireEvent.click(button))
    expect(transitions.animate).toHaveBeenCalledWith(
      {
        clipPath: [
          'polygon(400px 200px, 400px 200px, 400px 200px, 400px 200px)',
          'polygon(0px 0px, 800px 0px, 800px 400px, 0px 400px)',
        ],
      },
      expect.anything(),
    )
  })

  it('switches at once, without a view transition, for visitors who prefer reduced motion', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const transitions = installViewTransitions()
    const { button } = renderToggler()
    await act(async () => fireEvent.click(button))
    expect(transitions.start).not.toHaveBeenCalled()
    expect(transitions.animate).not.toHaveBeenCalled()
    expect(root.classList.contains('dark')).toBe(true)
  })

  it('runs your onClick first, and does not toggle when it prevents the default', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault())
    const { button } = renderToggler({ onClick })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(root.classList.contains('dark')).toBe(false)
  })

  it('passes button props and its ref, and takes your own content and name', () => {
    const ref = { current: null as HTMLButtonElement | null }
    const { button } = renderToggler({ ref, id: 'theme', 'aria-label': 'Dark mode', children: 'Theme' })
    expect(ref.current).toBe(button)
    expect(button.id).toBe('theme')
    expect(button.textContent).toBe('ThemeToggle theme')
    expect(button.querySelector('svg')).toBeNull()
  })

  it('is disabled like any button', () => {
    const { button } = renderToggler({ disabled: true })
    fireEvent.click(button)
    expect(root.classList.contains('dark')).toBe(false)
    expect(button.className).toContain('disabled:')
  })
})

describe('revealClipPaths', () => {
  const viewport = { width: 1000, height: 600 }
  const corners = (clipPath: string) =>
    [...clipPath.matchAll(/(-?[\d.]+)px (-?[\d.]+)px/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }))
  /** Whether the polygon (convex, or a star checked by its inner corners) contains the point. */
  const covers = (points: Array<{ x: number; y: number }>, point: { x: number; y: number }) => {
    let inside = false
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const a = points[i] as { x: number; y: number }
      const b = points[j] as { x: number; y: number }
      if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
        inside = !inside
    }
    return inside
  }
  const viewportCorners = [
    { x: 0, y: 0 },
    { x: 1000, y: 0 },
    { x: 1000, y: 600 },
    { x: 0, y: 600 },
  ]

  it.each([
    ['square', 4],
    ['rectangle', 4],
    ['diamond', 4],
    ['triangle', 3],
    ['hexagon', 6],
    ['star', 10],
  ] as const)('grows a %s from a point at the origin to one that covers the viewport', (variant, count) => {
    const origin = { x: 120, y: 80 }
    const [from, to] = revealClipPaths(variant, origin, viewport)
    expect(corners(from)).toHaveLength(count)
    for (const corner of corners(from)) expect(corner).toEqual(origin)
    expect(corners(to)).toHaveLength(count)
    // Slightly inside each viewport corner: a corner may lie exactly on an edge.
    for (const corner of viewportCorners) {
      const inset = { x: corner.x === 0 ? 0.5 : corner.x - 0.5, y: corner.y === 0 ? 0.5 : corner.y - 0.5 }
      expect(covers(corners(to), inset), `${variant} covers ${corner.x},${corner.y}`).toBe(true)
    }
  })

  it('sizes the circle to the farthest corner', () => {
    expect(revealClipPaths('circle', { x: 0, y: 0 }, { width: 300, height: 400 })).toEqual([
      'circle(0px at 0px 0px)',
      'circle(500px at 0px 0px)',
    ])
  })
})
