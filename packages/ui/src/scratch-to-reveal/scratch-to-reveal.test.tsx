// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../test-support'
import { ScratchToReveal, type ScratchToRevealProps } from './scratch-to-reveal'
import meta from './scratch-to-reveal.meta'

/** happy-dom has no 2D canvas: a recording context whose pixels report `cleared` percent as scratched off. */
let cleared = 0
let context: ReturnType<typeof fakeContext>

function fakeContext(canvas: HTMLCanvasElement) {
  const stops: Array<[number, string]> = []
  return {
    stops,
    setTransform: vi.fn(),
    createLinearGradient: vi.fn(() => ({
      addColorStop: (offset: number, color: string) => stops.push([offset, color]),
    })),
    fillRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    globalCompositeOperation: 'source-over',
    getImageData: vi.fn(() => {
      const pixels = canvas.width * canvas.height
      const data = new Uint8ClampedArray(pixels * 4).fill(255)
      const clearUntil = Math.round((pixels * cleared) / 100)
      for (let pixel = 0; pixel < clearUntil; pixel++) data[pixel * 4 + 3] = 0
      return { data }
    }),
  }
}

beforeEach(() => {
  cleared = 0
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    context ??= fakeContext(this)
    return context as unknown as CanvasRenderingContext2D
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 100 }),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  context = undefined as unknown as ReturnType<typeof fakeContext>
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 })
})

function renderCard(props: Partial<ScratchToRevealProps> = {}) {
  const result = render(
    <ScratchToReveal width={200} height={100} {...props}>
      <a href="#prize">Claim your prize</a>
    </ScratchToReveal>,
  )
  const cover = result.container.querySelector('canvas') as HTMLCanvasElement
  const content = result.container.querySelector<HTMLElement>('[data-slot="scratch-to-reveal-content"]')
  return { ...result, cover, content }
}

function stroke(cover: HTMLCanvasElement, pointerId = 1) {
  const at = (x: number) => ({ pointerId, pointerType: 'touch', button: 0, clientX: x, clientY: 50 })
  fireEvent.pointerDown(cover, at(10))
  fireEvent.pointerMove(cover, at(100))
  fireEvent.pointerUp(cover, at(190))
}

describe('ScratchToReveal', () => {
  it('hides its content from screen readers and focus until revealed, behind a painted cover', () => {
    const { cover, content, container } = renderCard({ className: 'rounded-2xl' })
    expect(content?.getAttribute('aria-hidden')).toBe('true')
    expect(content?.hasAttribute('inert')).toBe(true)
    expect(cover.getAttribute('aria-hidden')).toBe('true')
    expect(cover.className).toContain('touch-none')
    const card = container.firstElementChild as HTMLElement
    expect(card.style.width).toBe('200px')
    expect(card.style.height).toBe('100px')
    expect(card.className).toContain('rounded-2xl')
    expect(card.dataset.state).toBe('covered')
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 200, 100)
    expect(context.stops).toEqual([
      [0, '#A97CF8'],
      [0.5, '#F38CB8'],
      [1, '#FDCC92'],
    ])
  })

  it('draws the cover at the screen’s pixel density', () => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 })
    const { cover } = renderCard({ gradientColors: ['#000', '#fff'] })
    expect(cover.width).toBe(400)
    expect(cover.height).toBe(200)
    expect(context.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0)
    expect(context.stops).toEqual([
      [0, '#000'],
      [1, '#fff'],
    ])
  })

  it('scratches along the pointer and reveals once enough is gone, calling onComplete exactly once', () => {
    const onComplete = vi.fn()
    const { cover, content } = renderCard({ onComplete })
    cleared = 30
    stroke(cover)
    expect(context.lineTo).toHaveBeenCalledWith(100, 50)
    expect(context.globalCompositeOperation).toBe('destination-out')
    expect(onComplete).not.toHaveBeenCalled()
    expect(content?.getAttribute('aria-hidden')).toBe('true')
    cleared = 55
    stroke(cover, 2)
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(content?.hasAttribute('aria-hidden')).toBe(false)
    expect(content?.hasAttribute('inert')).toBe(false)
    expect(screen.getByRole('link', { name: 'Claim your prize' })).toBeTruthy()
    expect(cover.className).toContain('opacity-0')
    stroke(cover, 3)
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('follows minScratchPercentage', () => {
    const onComplete = vi.fn()
    const { cover } = renderCard({ onComplete, minScratchPercentage: 80 })
    cleared = 60
    stroke(cover)
    expect(onComplete).not.toHaveBeenCalled()
    cleared = 85
    stroke(cover, 2)
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('still scratches from where the stroke began when the browser refuses pointer capture', () => {
    // Chromium throws for a pointer it does not track as active (released already, or synthesized);
    // happy-dom accepts any id, so refuse it the way the browser does.
    vi.spyOn(HTMLElement.prototype, 'setPointerCapture').mockImplementation(() => {
      throw new DOMException('No active pointer with the given id is found.', 'NotFoundError')
    })
    const { cover } = renderCard()
    expect(() =>
      fireEvent.pointerDown(cover, { pointerId: 7, pointerType: 'touch', button: 0, clientX: 10, clientY: 50 }),
    ).not.toThrow()
    fireEvent.pointerMove(cover, { pointerId: 7, pointerType: 'touch', clientX: 100, clientY: 50 })
    expect(context.moveTo).toHaveBeenLastCalledWith(10, 50)
    expect(context.lineTo).toHaveBeenLastCalledWith(100, 50)
    expect(context.stroke).toHaveBeenCalledTimes(2)
  })

  it('ignores a second finger and the right mouse button', () => {
    const { cover } = renderCard()
    fireEvent.pointerDown(cover, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 5, clientY: 5 })
    expect(context.stroke).not.toHaveBeenCalled()
    fireEvent.pointerDown(cover, { pointerId: 1, pointerType: 'touch', button: 0, clientX: 5, clientY: 5 })
    fireEvent.pointerDown(cover, { pointerId: 2, pointerType: 'touch', button: 0, clientX: 50, clientY: 50 })
    fireEvent.pointerMove(cover, { pointerId: 2, pointerType: 'touch', clientX: 60, clientY: 60 })
    expect(context.stroke).toHaveBeenCalledTimes(1)
  })

  it('has a real, labelled button that reveals everything and moves focus to the content', () => {
    const onComplete = vi.fn()
    const { content, container } = renderCard({ onComplete, revealLabel: 'Show the code' })
    const button = screen.getByRole('button', { name: 'Show the code' })
    expect(button.getAttribute('type')).toBe('button')
    button.focus()
    expect(document.activeElement).toBe(button)
    // Enter and Space on a <button> are clicks.
    fireEvent.click(button)
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.activeElement).toBe(content)
    expect(content?.getAttribute('aria-hidden')).toBeNull()
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('revealed')
    expect(content?.className).toContain('motion-safe:animate-scratch-to-reveal-pop')
  })

  it('labels the reveal button by default', () => {
    renderCard()
    expect(screen.getByRole('button', { name: 'Reveal hidden content' })).toBeTruthy()
  })

  it('renders a CSS cover on the server that hides the content, and hydrates without warnings', async () => {
    vi.restoreAllMocks()
    const node = (
      <ScratchToReveal width={120} height={80}>
        Secret
      </ScratchToReveal>
    )
    const html = renderToString(node)
    expect(html).toContain('linear-gradient(to bottom right, #A97CF8, #F38CB8, #FDCC92)')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('invisible')
    expect(await hydrationErrors(node)).toEqual([])
  })

  it('keeps the content invisible if the cover cannot be drawn, until the button reveals it', () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null)
    const { content } = renderCard()
    expect(content?.className).toContain('invisible')
    act(() => screen.getByRole('button').click())
    expect(content?.className).not.toContain('invisible')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.ScratchToReveal.map((prop) => prop.name).slice(0, 7)).toEqual([
      'className',
      'width',
      'height',
      'minScratchPercentage',
      'children',
      'onComplete',
      'gradientColors',
    ])
    expect(meta.props.ScratchToReveal[3]?.default).toBe('50')
  })
})
