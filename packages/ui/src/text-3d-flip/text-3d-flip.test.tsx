// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  slotElement,
} from '../test-support'
import Text3DFlipDefault, { staggerDelay, Text3DFlip, type Text3DFlipProps } from './text-3d-flip'

// happy-dom paints no frames: each turn lands on its end at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})
afterEach(resetItemTest)

function renderFlip(props: Partial<Text3DFlipProps> = {}) {
  const result = render(<Text3DFlip {...props}>{props.children ?? 'Stay hungry'}</Text3DFlip>)
  const element = slotElement(result.container, 'text-3d-flip')
  const cubes = () => [...element.querySelectorAll<HTMLElement>('[data-slot="text-3d-flip-char"]')]
  return { ...result, element, cubes }
}

/** Lets an async hover handler and motion's instant animations run to their end. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

describe('Text3DFlip', () => {
  it('is the default export too, as in Magic UI', () => {
    expect(Text3DFlipDefault).toBe(Text3DFlip)
  })

  it('server-renders a paragraph whose text screen readers read once, letters as two-faced boxes', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <Text3DFlip className="text-4xl" textClassName="text-front" flipTextClassName="text-back">
        Hi you
      </Text3DFlip>,
    )
    const element = slotElement(host, 'text-3d-flip')
    expect(element.tagName).toBe('P')
    expect(element.className).toContain('flex flex-wrap')
    expect(element.className).toContain('text-4xl')
    expect(readableText(host)).toBe('Hi you')
    const cubes = [...host.querySelectorAll<HTMLElement>('[data-slot="text-3d-flip-char"]')]
    expect(cubes.map((cube) => cube.textContent)).toEqual(['HH', 'ii', 'yy', 'oo', 'uu'])
    for (const cube of cubes) {
      expect(cube.className).toContain('transform-3d')
      const [front, back] = [...cube.children] as HTMLElement[]
      expect(front?.className).toContain('text-front')
      expect(back?.className).toContain('text-back')
      expect(front?.className).toContain('backface-hidden')
      expect(back?.className).toContain('backface-hidden')
      // At rest nothing has turned.
      expect(cube.getAttribute('style')).toBeNull()
    }
  })

  it('keeps each word together and the spaces between them', () => {
    const { element } = renderFlip({ children: 'one two three' })
    const words = [...element.children].filter((child) => child.getAttribute('aria-hidden') === 'true')
    expect(words).toHaveLength(3)
    for (const word of words) expect(word.className).toContain('inline-flex')
    expect(words.map((word) => word.lastElementChild?.textContent)).toEqual([' ', ' ', 'ee'])
  })

  it('reads text from elements among the children, and splits emoji as one letter', () => {
    const { element, cubes } = renderFlip({
      children: (
        <>
          Go <strong>now</strong> 👋🏽
        </>
      ),
    })
    expect(element.querySelector('.sr-only')?.textContent).toBe('Go now 👋🏽')
    expect(cubes()).toHaveLength(6)
  })

  it('renders as the element you name', () => {
    const { element } = renderFlip({ as: 'h2' })
    expect(element.tagName).toBe('H2')
  })

  it.each([
    ['right', 'rotateY(-90deg) rotateY(-90deg) translateX(50%) rotateY(90deg)'],
    ['left', 'rotateY(90deg) rotateY(-90deg) translateX(50%) rotateY(90deg)'],
    ['top', 'rotateX(-90deg) translateZ(0.5lh)'],
    ['bottom', 'rotateX(90deg) translateZ(0.5lh)'],
  ] as const)('puts the second face where a %s roll brings it to the front', (rotateDirection, transform) => {
    const { cubes } = renderFlip({ rotateDirection })
    const face = cubes()[0]?.querySelector<HTMLElement>('[data-slot="text-3d-flip-face"]')
    expect(face?.style.transform).toBe(transform)
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<Text3DFlip>Stay hungry</Text3DFlip>)).toEqual([])
  })

  it('rolls every letter over on hover, then settles them back, once per roll', async () => {
    const onMouseEnter = vi.fn()
    const { element, cubes } = renderFlip({ onMouseEnter })
    // The transforms the last letter goes through.
    const seen: string[] = []
    const last = cubes().at(-1) as HTMLElement
    const observer = new MutationObserver(() => seen.push(last.style.transform))
    observer.observe(last, { attributes: true, attributeFilter: ['style'] })
    fireEvent.mouseEnter(element)
    expect(onMouseEnter).toHaveBeenCalledTimes(1)
    expect(element.dataset.state).toBe('flipping')
    // A second hover during the roll does not start another.
    fireEvent.mouseEnter(element)
    await settle()
    expect(element.dataset.state).toBe('idle')
    for (const cube of cubes()) expect(cube.style.transform).toBe('none')
    expect(seen).toEqual(['rotateY(90deg)', 'none'])
    observer.disconnect()
    fireEvent.mouseEnter(element)
    expect(element.dataset.state).toBe('flipping')
    await settle()
    expect(element.dataset.state).toBe('idle')
  })

  it('rolls the way rotateDirection says', async () => {
    const { element, cubes } = renderFlip({ rotateDirection: 'top' })
    const seen: string[] = []
    const first = cubes()[0] as HTMLElement
    const observer = new MutationObserver(() => seen.push(first.style.transform))
    observer.observe(first, { attributes: true, attributeFilter: ['style'] })
    fireEvent.mouseEnter(element)
    await settle()
    observer.disconnect()
    expect(seen).toEqual(['rotateX(90deg)', 'none'])
  })

  it('stays still on hover for visitors who prefer reduced motion', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { element, cubes } = renderFlip()
    fireEvent.mouseEnter(element)
    expect(element.dataset.state).toBe('idle')
    await settle()
    for (const cube of cubes()) expect(cube.getAttribute('style')).toBeNull()
  })

  it('passes element props and its ref to the root', () => {
    const ref = { current: null as HTMLElement | null }
    const { element } = renderFlip({ ref, id: 'motto', title: 'Motto' })
    expect(ref.current).toBe(element)
    expect(element.id).toBe('motto')
    expect(element.title).toBe('Motto')
  })
})

describe('staggerDelay', () => {
  const delays = (from: Parameters<typeof staggerDelay>[2], random?: () => number) =>
    Array.from({ length: 5 }, (_, index) => staggerDelay(index, 5, from, 0.1, random).toFixed(2))

  it('waits a step per letter away from where the wave starts', () => {
    expect(delays('first')).toEqual(['0.00', '0.10', '0.20', '0.30', '0.40'])
    expect(delays('last')).toEqual(['0.40', '0.30', '0.20', '0.10', '0.00'])
    expect(delays('center')).toEqual(['0.20', '0.10', '0.00', '0.10', '0.20'])
    expect(delays(1)).toEqual(['0.10', '0.00', '0.10', '0.20', '0.30'])
  })

  it('starts from a fresh random letter for each letter with random', () => {
    const picks = [0.9, 0.1, 0.5, 0.0, 0.99]
    let call = 0
    expect(delays('random', () => picks[call++] ?? 0)).toEqual(['0.40', '0.10', '0.00', '0.30', '0.00'])
  })
})
