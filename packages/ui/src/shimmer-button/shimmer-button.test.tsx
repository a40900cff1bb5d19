// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import * as React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installIntersectionObserver, setTabHidden } from '../test-support'
import { ShimmerButton } from './shimmer-button'
import meta from './shimmer-button.meta'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
})

const paused = '[animation-play-state:paused]'

describe('ShimmerButton', () => {
  it('is a real button that forwards props, handlers and its ref', () => {
    const ref = React.createRef<HTMLButtonElement>()
    const onClick = vi.fn()
    render(
      <ShimmerButton ref={ref} onClick={onClick} aria-describedby="hint" className="w-full" data-testid="cta">
        Start free trial
      </ShimmerButton>,
    )
    const button = screen.getByRole('button', { name: 'Start free trial' })
    expect(ref.current).toBe(button)
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.getAttribute('aria-describedby')).toBe('hint')
    expect(button.dataset.testid).toBe('cta')
    expect(button.className).toContain('w-full')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('submits its form like a plain button unless told not to, and can be disabled', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <ShimmerButton>Send</ShimmerButton>
        <ShimmerButton type="button">Preview</ShimmerButton>
        <ShimmerButton disabled>Later</ShimmerButton>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect((screen.getByRole('button', { name: 'Later' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('turns its props into the CSS variables the animation reads, keeping the caller’s style', () => {
    render(
      <ShimmerButton
        shimmerColor="#38bdf8"
        shimmerSize="2px"
        shimmerDuration="2s"
        borderRadius="12px"
        background="#0f172a"
        style={{ marginTop: 4 }}
      >
        Deploy
      </ShimmerButton>,
    )
    const style = screen.getByRole('button').style
    expect(style.getPropertyValue('--shimmer-color')).toBe('#38bdf8')
    expect(style.getPropertyValue('--shimmer-size')).toBe('2px')
    expect(style.getPropertyValue('--shimmer-duration')).toBe('2s')
    expect(style.getPropertyValue('--shimmer-radius')).toBe('12px')
    expect(style.getPropertyValue('--shimmer-bg')).toBe('#0f172a')
    expect(style.marginTop).toBe('4px')
  })

  it('draws the beam with the registry animations, hidden from assistive technology and reduced motion', () => {
    const { container } = render(<ShimmerButton>Go</ShimmerButton>)
    const slide = container.querySelector('.animate-shimmer-slide')
    const spin = container.querySelector('.animate-spin-around')
    expect(slide).not.toBeNull()
    expect(spin).not.toBeNull()
    const beam = slide?.parentElement
    expect(beam?.getAttribute('aria-hidden')).toBe('true')
    expect(beam?.className).toContain('motion-reduce:hidden')
    expect(screen.getByRole('button').className).toContain('focus-visible:outline-2')
    for (const decoration of container.querySelectorAll('button > span')) {
      expect(decoration.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it('pauses the beam while the button is off screen or the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<ShimmerButton>Go</ShimmerButton>)
    const button = screen.getByRole('button')
    const animated = () => [...container.querySelectorAll('.animate-shimmer-slide, .animate-spin-around')]
    expect(animated()).toHaveLength(2)
    for (const layer of animated()) expect(layer.className).not.toContain(paused)

    viewport.setIntersecting(button, false)
    expect(button.hasAttribute('data-paused')).toBe(true)
    for (const layer of animated()) expect(layer.className).toContain(paused)
    viewport.setIntersecting(button, true)
    for (const layer of animated()) expect(layer.className).not.toContain(paused)

    setTabHidden(true)
    for (const layer of animated()) expect(layer.className).toContain(paused)
    setTabHidden(false)
    expect(button.hasAttribute('data-paused')).toBe(false)
  })

  it('ships both animations and their keyframes, one slide each way per shimmerDuration and one turn per lap', () => {
    expect(meta.cssVars?.theme?.['animate-shimmer-slide']).toBe(
      'shimmer-slide var(--shimmer-duration) ease-in-out infinite alternate',
    )
    expect(meta.cssVars?.theme?.['animate-spin-around']).toBe(
      'spin-around calc(var(--shimmer-duration) * 2) linear infinite',
    )
    expect(Object.keys(meta.css ?? {})).toEqual(['@keyframes shimmer-slide', '@keyframes spin-around'])
    // The wedge turns to face each long edge while the square slides along it, and round each end.
    expect(meta.css?.['@keyframes spin-around']).toEqual({
      '0%': { transform: 'rotate(0deg)' },
      '15%, 35%': { transform: 'rotate(90deg)' },
      '65%, 85%': { transform: 'rotate(270deg)' },
      '100%': { transform: 'rotate(360deg)' },
    })
  })

  it('renders on the server with the default look: white light, 0.05em edge, 100px pill, black fill', () => {
    const html = renderToString(<ShimmerButton>Server</ShimmerButton>)
    expect(html).toContain('data-slot="shimmer-button"')
    expect(html).toContain('--shimmer-color:#ffffff')
    expect(html).toContain('--shimmer-size:0.05em')
    expect(html).toContain('--shimmer-radius:100px')
    expect(html).toContain('--shimmer-duration:3s')
    expect(html).toContain('--shimmer-bg:rgba(0, 0, 0, 1)')
    expect(html).toContain('>Server</button>')
  })

  it('lets the label inherit the page font and starts the wedge facing the near end', () => {
    const { container } = render(<ShimmerButton>Go</ShimmerButton>)
    const button = screen.getByRole('button')
    expect(button.className).not.toMatch(/\btext-sm\b|\bfont-medium\b/)
    const wedge = container.querySelector('.animate-spin-around')
    expect(wedge?.className).toContain('conic-gradient(from_225deg,transparent_0deg,var(--shimmer-color)_90deg')
  })

  it('hydrates the server HTML without warnings', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    const element = <ShimmerButton shimmerColor="#38bdf8">Hydrate</ShimmerButton>
    const host = document.createElement('div')
    host.innerHTML = renderToString(element)
    document.body.append(host)
    const root = await act(async () => hydrateRoot(host, element, { onRecoverableError: recoverable }))
    expect(error).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    error.mockRestore()
    act(() => root.unmount())
    host.remove()
  })
})
