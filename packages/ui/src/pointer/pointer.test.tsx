// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { Pointer, type PointerProps } from './pointer'

// happy-dom's animations never finish on their own: entrances and exits complete at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

function renderArea(props: PointerProps = {}) {
  const result = render(
    <div data-testid="area" className="card">
      <p>Hover me</p>
      <Pointer {...props} />
    </div>,
  )
  const area = result.getByTestId('area')
  const pointer = () => area.querySelector<HTMLElement>('[data-slot="pointer"]')
  return { ...result, area, pointer }
}

const mouse = { pointerType: 'mouse', clientX: 30, clientY: 40 }

describe('Pointer', () => {
  it('adds only a hidden anchor until a mouse comes over its parent', () => {
    const { area, pointer } = renderArea()
    expect(pointer()).toBeNull()
    const anchor = area.querySelector('[data-slot="pointer-anchor"]')
    expect(anchor?.hasAttribute('hidden')).toBe(true)
    expect(area.className).toBe('card')
  })

  it('shows its pointer at the mouse and hides the system cursor only while the mouse is over the area', async () => {
    const { area, pointer } = renderArea()
    fireEvent.pointerEnter(area, mouse)
    expect(pointer()).not.toBeNull()
    expect(pointer()?.getAttribute('aria-hidden')).toBe('true')
    expect(pointer()?.className).toContain('fixed')
    expect(pointer()?.style.transform).toContain('translateX(30px) translateY(40px)')
    expect(area.classList.contains('cursor-none!')).toBe(true)
    expect(area.classList.contains('**:cursor-none!')).toBe(true)

    fireEvent.pointerMove(area, { ...mouse, clientX: 50 })
    await waitFor(() => expect(pointer()?.style.transform).toContain('translateX(50px)'))

    fireEvent.pointerLeave(area, mouse)
    expect(area.className).toBe('card')
    await waitFor(() => expect(pointer()).toBeNull(), { timeout: 5000 })
  })

  it('gives the system cursor back when the window loses focus', () => {
    const { area } = renderArea()
    fireEvent.pointerEnter(area, mouse)
    expect(area.classList.contains('cursor-none!')).toBe(true)
    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    expect(area.className).toBe('card')
  })

  it('ignores touch, and a touch puts away a pointer shown before', () => {
    const { area, pointer } = renderArea()
    fireEvent.pointerEnter(area, { ...mouse, pointerType: 'touch' })
    fireEvent.pointerMove(area, { ...mouse, pointerType: 'touch' })
    expect(pointer()).toBeNull()
    expect(area.className).toBe('card')
    fireEvent.pointerMove(area, mouse)
    expect(area.classList.contains('cursor-none!')).toBe(true)
    fireEvent.pointerDown(area, { ...mouse, pointerType: 'touch' })
    expect(area.className).toBe('card')
  })

  it('does nothing under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { area, pointer } = renderArea()
    fireEvent.pointerEnter(area, mouse)
    expect(pointer()).toBeNull()
    expect(area.className).toBe('card')
  })

  it('puts the pointer away and the cursor back when reduced motion is switched on', async () => {
    installMediaQueries()
    const { area, pointer } = renderArea()
    fireEvent.pointerEnter(area, mouse)
    expect(area.classList.contains('cursor-none!')).toBe(true)
    act(() => setMediaPreference('reduce', true))
    expect(area.className).toBe('card')
    fireEvent.pointerMove(area, mouse)
    expect(area.className).toBe('card')
    await waitFor(() => expect(pointer()).toBeNull())
  })

  it('styles the default arrow with className, and wraps custom children with it', () => {
    const { area, pointer } = renderArea({ className: 'fill-sky-500' })
    fireEvent.pointerEnter(area, mouse)
    expect(pointer()?.querySelector('svg')?.getAttribute('class')).toContain('fill-sky-500')
    expect(pointer()?.className).not.toContain('fill-sky-500')
    cleanup()
    const custom = render(
      <div data-testid="area">
        <Pointer className="ring" data-kind="custom">
          <span>dot</span>
        </Pointer>
      </div>,
    )
    const customArea = custom.getByTestId('area')
    fireEvent.pointerEnter(customArea, mouse)
    const wrapper = customArea.querySelector<HTMLElement>('[data-slot="pointer"]')
    expect(wrapper?.className).toContain('ring')
    expect(wrapper?.dataset.kind).toBe('custom')
    expect(wrapper?.textContent).toBe('dot')
    expect(wrapper?.querySelector('svg')).toBeNull()
  })

  it('keeps the area’s own cursor classes and restores everything on unmount', () => {
    const result = render(
      <div data-testid="area" className="cursor-none!">
        <Pointer />
      </div>,
    )
    const area = result.getByTestId('area')
    fireEvent.pointerEnter(area, mouse)
    fireEvent.pointerLeave(area, mouse)
    expect(area.className).toBe('cursor-none!')
    fireEvent.pointerEnter(area, mouse)
    result.unmount()
    expect(area.className).toBe('cursor-none!')
  })

  it('renders on the server and hydrates without warnings', async () => {
    const area = (
      <div>
        <Pointer />
      </div>
    )
    expect(renderToString(area)).toContain('hidden')
    expect(await hydrationErrors(area)).toEqual([])
  })
})
