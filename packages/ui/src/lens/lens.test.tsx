// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { Lens, type LensProps } from './lens'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

function renderLens(props: Partial<LensProps> = {}) {
  const result = render(
    <Lens {...props}>
      <p>Fine print</p>
    </Lens>,
  )
  const region = screen.getByRole('region')
  // The region sits 10px from the left and 20px from the top of the viewport, 200 × 100.
  vi.spyOn(region, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 20, width: 200, height: 100 }) as DOMRect,
  )
  const glass = result.container.querySelector<HTMLElement>('[data-slot="lens-glass"]')
  if (!glass) throw new Error('no glass')
  const copy = glass.firstElementChild as HTMLElement
  return { ...result, region, glass, copy }
}

const mouse = { pointerType: 'mouse' }

describe('Lens', () => {
  it('is a focusable region named by ariaLabel, with an inert copy hidden from assistive technology', () => {
    const { region, glass } = renderLens()
    expect(region.getAttribute('aria-label')).toBe('Zoom Area')
    expect(region.tabIndex).toBe(0)
    expect(region.dataset.slot).toBe('lens')
    expect(screen.getAllByText('Fine print')).toHaveLength(2)
    expect(screen.getByText('Fine print', { ignore: '[aria-hidden] *' })).toBeTruthy()
    expect(glass.getAttribute('aria-hidden')).toBe('true')
    expect(glass.hasAttribute('inert')).toBe(true)
    cleanup()
    renderLens({ ariaLabel: 'Photo', className: 'custom' })
    expect(screen.getByRole('region', { name: 'Photo' }).className).toContain('custom')
  })

  it('draws a 170px lens at 1.3× behind a fixed circular mask by default', () => {
    const { glass, copy } = renderLens()
    expect(glass.style.left).toBe('-85px')
    expect(glass.style.width).toBe('calc(100% + 170px)')
    expect(glass.getAttribute('style')).toContain(
      'radial-gradient(circle 85px at 85px 85px, black 100%, transparent 100%)',
    )
    expect(copy.style.transform).toBe('translate(0px, 0px) scale(1.3)')
    expect(glass.getAttribute('style')).toContain('opacity 0.1s ease-out, scale 0.1s ease-out')
  })

  it('appears under a mouse, follows it and goes when it leaves', () => {
    const { region, glass, copy } = renderLens({ zoomFactor: 2 })
    expect(glass.dataset.state).toBe('closed')
    expect(glass.style.opacity).toBe('0')
    fireEvent.pointerEnter(region, { ...mouse, clientX: 60, clientY: 40 })
    expect(glass.dataset.state).toBe('open')
    expect(glass.style.opacity).toBe('1')
    expect(glass.style.translate).toBe('50px 20px')
    expect(copy.style.transform).toBe('translate(-100px, -40px) scale(2)')
    fireEvent.pointerMove(region, { ...mouse, clientX: 110, clientY: 70 })
    expect(glass.style.translate).toBe('100px 50px')
    fireEvent.pointerLeave(region, mouse)
    expect(glass.dataset.state).toBe('closed')
  })

  it('keeps a static lens at position whatever the pointer does', () => {
    const { region, glass, copy } = renderLens({ isStatic: true, position: { x: 30, y: 40 }, zoomFactor: 2 })
    expect(glass.dataset.state).toBe('open')
    expect(glass.style.translate).toBe('30px 40px')
    expect(copy.style.transform).toBe('translate(-60px, -80px) scale(2)')
    fireEvent.pointerMove(region, { ...mouse, clientX: 110, clientY: 70 })
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(glass.style.translate).toBe('30px 40px')
    fireEvent.pointerLeave(region, mouse)
    expect(glass.dataset.state).toBe('open')
  })

  it('rests at defaultPosition, follows the mouse and returns when it leaves', () => {
    const { region, glass } = renderLens({ defaultPosition: { x: 5, y: 6 } })
    expect(glass.dataset.state).toBe('open')
    expect(glass.style.translate).toBe('5px 6px')
    fireEvent.pointerMove(region, { ...mouse, clientX: 110, clientY: 70 })
    expect(glass.style.translate).toBe('100px 50px')
    fireEvent.pointerLeave(region, mouse)
    expect(glass.style.translate).toBe('5px 6px')
    expect(glass.dataset.state).toBe('open')
  })

  it('ignores a finger’s hover and toggles on taps instead', () => {
    const { region, glass } = renderLens()
    const touch = { pointerType: 'touch', clientX: 60, clientY: 40 }
    fireEvent.pointerEnter(region, touch)
    fireEvent.pointerMove(region, touch)
    expect(glass.dataset.state).toBe('closed')
    fireEvent.pointerUp(region, touch)
    expect(glass.dataset.state).toBe('open')
    expect(glass.style.translate).toBe('50px 20px')
    fireEvent.pointerLeave(region, touch)
    expect(glass.dataset.state).toBe('open')
    fireEvent.pointerUp(region, touch)
    expect(glass.dataset.state).toBe('closed')
  })

  it('moves with the arrow keys from the middle, in bigger steps with Shift, within the area', () => {
    const { region, glass } = renderLens()
    region.focus()
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(glass.dataset.state).toBe('open')
    expect(glass.style.translate).toBe('110px 50px')
    fireEvent.keyDown(region, { key: 'ArrowDown', shiftKey: true })
    expect(glass.style.translate).toBe('110px 90px')
    fireEvent.keyDown(region, { key: 'ArrowDown', shiftKey: true })
    expect(glass.style.translate).toBe('110px 100px')
    const tab = fireEvent.keyDown(region, { key: 'Tab' })
    expect(tab).toBe(true)
    fireEvent.keyDown(region, { key: 'Escape' })
    expect(glass.dataset.state).toBe('closed')
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    expect(glass.dataset.state).toBe('open')
    fireEvent.blur(region)
    expect(glass.dataset.state).toBe('closed')
  })

  it('prevents the page from scrolling only for the arrow keys it uses', () => {
    const { region } = renderLens()
    expect(fireEvent.keyDown(region, { key: 'ArrowUp' })).toBe(false)
    expect(fireEvent.keyDown(region, { key: 'PageDown' })).toBe(true)
  })

  it('shows and hides without animating under reduced motion', () => {
    installMediaQueries()
    const { glass } = renderLens({ duration: 0.4 })
    expect(glass.getAttribute('style')).toContain('opacity 0.4s ease-out')
    expect(glass.style.scale).toBe('0.6')
    act(() => setMediaPreference('reduce', true))
    expect(glass.style.transition).toBe('none')
    expect(glass.style.scale).toBe('1')
  })

  it('treats zoom factors below 1 as 1 and a negative size as none, and uses lensColor as the mask', () => {
    const { glass, copy } = renderLens({ zoomFactor: 0.5, lensSize: -10, lensColor: 'rgba(0, 0, 0, 0.5)' })
    expect(copy.style.transform).toBe('translate(0px, 0px) scale(1)')
    expect(glass.style.left).toBe('0px')
    expect(glass.getAttribute('style')).toContain('rgba(0, 0, 0, 0.5) 100%')
  })

  it('renders a static lens in place on the server and hydrates without warnings', async () => {
    const lens = (
      <Lens isStatic position={{ x: 12, y: 34 }}>
        <p>Fine print</p>
      </Lens>
    )
    expect(renderToString(lens)).toContain('translate:12px 34px')
    expect(await hydrationErrors(lens)).toEqual([])
  })
})
