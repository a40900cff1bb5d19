// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { type ComponentProps, Profiler } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installManualFrames,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { MorphingText } from './morphing-text'

afterEach(resetItemTest)

// Frames are stepped by hand, with the timestamps the test chooses.
let frames: ReturnType<typeof installManualFrames>
beforeEach(() => {
  frames = installManualFrames()
})

/**
 * Runs frames every 50 ms for `seconds` of page time. The loop's first frame only notes the time, so
 * the morph's clock starts 50 ms after it (re)starts.
 */
function play(seconds: number) {
  const end = frames.now() + seconds * 1000
  while (frames.now() < end) frames.runAt(Math.min(frames.now() + 50, end))
}

const texts = ['Hello', 'Morphing', 'World']

function renderMorph(props: Partial<ComponentProps<typeof MorphingText>> = {}) {
  const result = render(<MorphingText texts={texts} {...props} />)
  const root = result.container.querySelector<HTMLElement>('[data-slot="morphing-text"]')
  const current = result.container.querySelector<HTMLElement>('[data-slot="morphing-text-current"]')
  const next = result.container.querySelector<HTMLElement>('[data-slot="morphing-text-next"]')
  if (!root || !current || !next) throw new Error('no morphing text')
  return { ...result, root, current, next }
}

describe('MorphingText', () => {
  it('server-renders the first text formed, the second waiting, and every text once for screen readers', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<MorphingText texts={texts} />)
    const root = host.querySelector<HTMLElement>('[data-slot="morphing-text"]')
    expect(root).not.toBeNull()
    expect(readableText(host)).toBe('Hello, Morphing, World')
    const current = host.querySelector<HTMLElement>('[data-slot="morphing-text-current"]')
    const next = host.querySelector<HTMLElement>('[data-slot="morphing-text-next"]')
    expect(current?.textContent).toBe('Hello')
    expect(current?.style.filter).toBe('')
    expect(next?.textContent).toBe('Morphing')
    expect(next?.style.filter).toBe('opacity(0)')
    expect(current?.parentElement?.getAttribute('aria-hidden')).toBe('true')
    expect(host.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('keeps a fixed-height box with both copies positioned inside it, so morphing never shifts layout', () => {
    const { root, current, next } = renderMorph()
    for (const name of ['relative', 'h-16', 'md:h-24', 'w-full', 'text-[40pt]', 'lg:text-[6rem]', 'font-bold']) {
      expect(root.className.split(' ')).toContain(name)
    }
    expect(current.parentElement?.className).toContain('absolute inset-0')
    for (const layer of [current, next]) expect(layer.className).toContain('absolute')
  })

  it('points the layers at a threshold filter of its own, unique per instance', () => {
    const { container } = render(
      <>
        <MorphingText texts={texts} />
        <MorphingText texts={texts} />
      </>,
    )
    const filters = [...container.querySelectorAll('filter')].map((filter) => filter.id)
    expect(new Set(filters).size).toBe(2)
    const layers = [...container.querySelectorAll<HTMLElement>('[data-slot="morphing-text-current"]')].map(
      (current) => current.parentElement,
    )
    expect(layers).toHaveLength(2)
    for (const [index, layer] of layers.entries()) {
      expect(layer?.style.filter).toContain(`#${filters[index]}`)
      expect(layer?.style.filter).toContain('blur(0.6px)')
    }
    expect(container.querySelector('filter')?.firstElementChild?.getAttribute('values')).toMatch(/255 -140$/)
  })

  it('rests on a text, morphs it into the next with blur and fade, and wraps round to the first', () => {
    installIntersectionObserver()
    const { root, current, next } = renderMorph()
    expect(root.dataset.state).toBe('running')
    play(0.45)
    expect([current.textContent, current.style.filter, next.style.filter]).toEqual(['Hello', 'none', 'opacity(0)'])

    // Halfway through the morph (0.5 s of rest, 0.75 s of 1.5): both copies blurred by 8 px, at 0.5^0.4 opacity.
    play(0.85)
    expect(current.style.filter).toBe('blur(8px) opacity(75.79%)')
    expect(next.style.filter).toBe('blur(8px) opacity(75.79%)')
    expect(next.textContent).toBe('Morphing')

    play(0.8)
    expect([current.textContent, current.style.filter]).toEqual(['Morphing', 'none'])
    expect([next.textContent, next.style.filter]).toEqual(['World', 'opacity(0)'])

    play(2)
    expect([current.textContent, next.textContent]).toEqual(['World', 'Hello'])
    play(2)
    expect(current.textContent).toBe('Hello')
    // The animated copies change, the screen readers' copy does not.
    expect(readableText(root)).toBe('Hello, Morphing, World')
  })

  it('follows morphTime and cooldownTime', () => {
    installIntersectionObserver()
    const { current, next } = renderMorph({ morphTime: 1, cooldownTime: 2 })
    play(1.9)
    expect(next.style.filter).toBe('opacity(0)')
    play(0.65)
    expect(next.style.filter).toContain('blur(8px)')
    play(0.5)
    expect(current.textContent).toBe('Morphing')
  })

  it('writes frames to the DOM without rendering React again', () => {
    installIntersectionObserver()
    const onRender = vi.fn()
    render(
      <Profiler id="morph" onRender={onRender}>
        <MorphingText texts={texts} />
      </Profiler>,
    )
    const renders = onRender.mock.calls.length
    play(5)
    expect(onRender.mock.calls.length).toBe(renders)
  })

  it('stops its frames off screen and in a hidden tab, and carries on where it stopped', () => {
    const viewport = installIntersectionObserver()
    const { root, current, next } = renderMorph()
    play(1.25)
    const frozen = next.style.filter
    expect(frozen).toContain('blur(')

    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('paused')
    expect(frames.pending()).toBe(0)
    play(5)
    expect(next.style.filter).toBe(frozen)

    // 1.2 s had run; 0.85 s more ends the first morph, where starting over would still be resting.
    viewport.setIntersecting(root, true)
    expect(frames.pending()).toBe(1)
    play(0.9)
    expect(current.textContent).toBe('Morphing')

    setTabHidden(true)
    expect(frames.pending()).toBe(0)
    setTabHidden(false)
    expect(frames.pending()).toBe(1)
  })

  it('shows the first text still under reduced motion, and returns to it when reduced motion is switched on', () => {
    installMediaQueries()
    installIntersectionObserver()
    setMediaPreference('reduce', true)
    const first = renderMorph()
    expect(first.root.dataset.state).toBe('still')
    expect(frames.pending()).toBe(0)
    expect([first.current.textContent, first.current.style.filter]).toEqual(['Hello', 'none'])
    expect(first.next.style.filter).toBe('opacity(0)')
    first.unmount()

    act(() => setMediaPreference('reduce', false))
    const { root, current, next } = renderMorph()
    play(3.25)
    expect(current.textContent).toBe('Morphing')
    act(() => setMediaPreference('reduce', true))
    expect(root.dataset.state).toBe('still')
    expect(frames.pending()).toBe(0)
    expect([current.textContent, current.style.filter]).toEqual(['Hello', 'none'])
    expect([next.textContent, next.style.filter]).toEqual(['Morphing', 'opacity(0)'])
  })

  it('does not animate a single text', () => {
    installIntersectionObserver()
    const { root, current } = renderMorph({ texts: ['Alone'] })
    expect(root.dataset.state).toBe('still')
    expect(frames.pending()).toBe(0)
    expect(current.textContent).toBe('Alone')
    expect(readableText(root)).toBe('Alone')
  })

  it('starts over from the first text of a new list, but not for the same list written anew', () => {
    installIntersectionObserver()
    const { current, rerender } = renderMorph()
    play(2.5)
    rerender(<MorphingText texts={[...texts]} />)
    expect(current.textContent).toBe('Morphing')
    rerender(<MorphingText texts={['One', 'Two']} />)
    expect(current.textContent).toBe('One')
    play(2.2)
    expect(current.textContent).toBe('Two')
  })

  it('cancels its frame on unmount', () => {
    installIntersectionObserver()
    const { unmount } = renderMorph()
    play(0.2)
    expect(frames.pending()).toBe(1)
    unmount()
    expect(frames.pending()).toBe(0)
  })

  it('passes div props, merges classes and forwards its ref', () => {
    const ref = { current: null as HTMLDivElement | null }
    const { root } = renderMorph({ className: 'h-20 text-4xl', id: 'morph', ref })
    expect(root.id).toBe('morph')
    expect(ref.current).toBe(root)
    expect(root.className).toContain('h-20')
    expect(root.className).not.toContain('h-16')
    expect(root.className).not.toContain('text-[40pt]')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<MorphingText texts={texts} className="text-4xl" />)).toEqual([])
  })
})
