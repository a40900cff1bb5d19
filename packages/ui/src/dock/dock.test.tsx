// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { Dock, DockIcon, dockVariants } from './dock'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

function Apps(props: React.ComponentProps<typeof Dock>) {
  return (
    <Dock aria-label="Apps" {...props}>
      {['Home', 'Search', 'Mail'].map((label) => (
        <DockIcon key={label}>
          <button type="button" aria-label={label} />
        </DockIcon>
      ))}
    </Dock>
  )
}

const icons = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-slot="dock-icon"]')]

/** Puts an icon's box on the page: `left` px from the edge, `width` px wide. */
function place(icon: HTMLElement | undefined, left: number, width: number) {
  if (!icon) throw new Error('no icon')
  vi.spyOn(icon, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: left, y: 0, width, height: width }) as DOMRect,
  )
}

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
}

describe('Dock', () => {
  it('is a labelled toolbar that keeps its icons in the middle by default', () => {
    const { container } = render(<Apps className="custom" />)
    const dock = screen.getByRole('toolbar', { name: 'Apps' })
    expect(dock.dataset.slot).toBe('dock')
    expect(dock.className).toContain('custom')
    expect(dock.className).toContain('items-center')
    expect(icons(container)).toHaveLength(3)
  })

  it('lines the icons up along the edge named by direction', () => {
    const { rerender } = render(<Apps direction="bottom" />)
    expect(screen.getByRole('toolbar').className).toContain('items-end')
    expect(screen.getByRole('toolbar').className).not.toContain('items-center')
    rerender(<Apps direction="top" />)
    expect(screen.getByRole('toolbar').className).toContain('items-start')
    expect(dockVariants({ className: 'extra' })).toContain('extra')
  })

  it('sizes icons from the dock, 40px with 8px padding by default, and lets an icon’s own size win', async () => {
    const { container, rerender } = render(<Apps />)
    const [first] = icons(container)
    expect(first?.style.width).toBe('40px')
    expect(first?.style.height).toBe('40px')
    expect(first?.style.padding).toBe('8px')
    // A new size is written at the next frame, without springing there.
    rerender(<Apps iconSize={50} />)
    await frames(1)
    expect(icons(container)[0]?.style.width).toBe('50px')
    rerender(
      <Dock iconSize={50}>
        <DockIcon size={30}>x</DockIcon>
      </Dock>,
    )
    await frames(1)
    expect(icons(container)[0]?.style.width).toBe('30px')
  })

  it('grows the icon under a mouse to iconMagnification and lets it settle back when the mouse leaves', async () => {
    const { container } = render(<Apps />)
    const [home, search, mail] = icons(container)
    place(home, 100, 40)
    place(search, 148, 40)
    place(mail, 196, 40)
    const dock = screen.getByRole('toolbar')
    fireEvent.pointerMove(dock, { pointerType: 'mouse', clientX: 120 })
    await waitFor(() => expect(Number.parseFloat(home?.style.width ?? '')).toBeCloseTo(60, 0), { timeout: 5000 })
    // 48px away out of a 140px reach: two thirds of the way between 40 and 60.
    await waitFor(() => expect(Number.parseFloat(search?.style.width ?? '')).toBeCloseTo(53.1, 0), { timeout: 5000 })
    fireEvent.pointerLeave(dock, { pointerType: 'mouse' })
    await waitFor(() => expect(Number.parseFloat(home?.style.width ?? '')).toBeCloseTo(40, 0), { timeout: 5000 })
  })

  it('follows iconMagnification and iconDistance', async () => {
    const { container } = render(<Apps iconMagnification={80} iconDistance={20} />)
    const [home, search] = icons(container)
    place(home, 100, 40)
    place(search, 148, 40)
    fireEvent.pointerMove(screen.getByRole('toolbar'), { pointerType: 'mouse', clientX: 120 })
    await waitFor(() => expect(Number.parseFloat(home?.style.width ?? '')).toBeCloseTo(80, 0), { timeout: 5000 })
    expect(search?.style.width).toBe('40px')
  })

  it('does not magnify for a finger, with disableMagnification, or under reduced motion', async () => {
    installMediaQueries()
    const { container, rerender } = render(<Apps />)
    const [home] = icons(container)
    place(home, 100, 40)
    const dock = screen.getByRole('toolbar')
    fireEvent.pointerMove(dock, { pointerType: 'touch', clientX: 120 })
    await frames(5)
    expect(home?.style.width).toBe('40px')

    rerender(<Apps disableMagnification />)
    fireEvent.pointerMove(dock, { pointerType: 'mouse', clientX: 121 })
    await frames(5)
    expect(home?.style.width).toBe('40px')
    // A still dock answers hover with a ring instead.
    expect(home?.className).toContain('hover:ring-4')

    rerender(<Apps />)
    act(() => setMediaPreference('reduce', true))
    fireEvent.pointerMove(dock, { pointerType: 'mouse', clientX: 122 })
    await frames(5)
    expect(home?.style.width).toBe('40px')
    expect(home?.className).toContain('hover:ring-4')
  })

  it('moves focus between its items with the arrow keys, Home and End, and leaves text fields alone', () => {
    render(
      <Dock aria-label="Apps">
        <DockIcon>
          <button type="button">One</button>
        </DockIcon>
        <DockIcon>
          <a href="#two">Two</a>
        </DockIcon>
        <DockIcon>
          <input aria-label="Three" />
        </DockIcon>
      </Dock>,
    )
    const one = screen.getByRole('button', { name: 'One' })
    const two = screen.getByRole('link', { name: 'Two' })
    const three = screen.getByRole('textbox', { name: 'Three' })
    one.focus()
    fireEvent.keyDown(one, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(two)
    fireEvent.keyDown(two, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(one)
    fireEvent.keyDown(one, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(three)
    fireEvent.keyDown(three, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(three)
    fireEvent.keyDown(two, { key: 'Home' })
    expect(document.activeElement).toBe(one)
    fireEvent.keyDown(one, { key: 'End' })
    expect(document.activeElement).toBe(three)
  })

  it('calls the caller’s handlers and respects a prevented key', () => {
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => event.preventDefault())
    const onPointerMove = vi.fn()
    render(<Apps onKeyDown={onKeyDown} onPointerMove={onPointerMove} />)
    const home = screen.getByRole('button', { name: 'Home' })
    home.focus()
    fireEvent.keyDown(home, { key: 'ArrowRight' })
    expect(onKeyDown).toHaveBeenCalled()
    expect(document.activeElement).toBe(home)
    fireEvent.pointerMove(screen.getByRole('toolbar'), { pointerType: 'mouse', clientX: 5 })
    expect(onPointerMove).toHaveBeenCalled()
  })

  it('never writes the compatibility-only `props` prop to the DOM', () => {
    const { container } = render(
      <DockIcon props={{ children: 'ignored' }} aria-label="slot">
        x
      </DockIcon>,
    )
    const icon = icons(container)[0]
    expect(icon?.hasAttribute('props')).toBe(false)
    expect(icon?.getAttribute('aria-label')).toBe('slot')
  })

  it('renders on the server and hydrates without warnings', async () => {
    const html = renderToString(<Apps />)
    expect(html).toContain('role="toolbar"')
    expect(html).toContain('width:40px')
    expect(await hydrationErrors(<Apps />)).toEqual([])
  })
})
