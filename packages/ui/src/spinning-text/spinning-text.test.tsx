// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { animate } from 'motion/react'
import type { ComponentProps } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { SpinningText } from './spinning-text'

// The spin is motion's `animate`, replaced here by controls the test can inspect.
vi.mock('motion/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('motion/react')>()),
  animate: vi.fn(() => ({ play: vi.fn(), pause: vi.fn(), stop: vi.fn() })),
}))
type FakeControls = { play: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }
const animateMock = vi.mocked(animate)
const spins = () => animateMock.mock.results.map((result) => result.value as unknown as FakeControls)
const lastSpin = () => {
  const spin = spins().at(-1)
  if (!spin) throw new Error('no spin started')
  return spin
}

afterEach(() => {
  resetItemTest()
  animateMock.mockClear()
})

const phrase = 'learn more • earn more •'

function renderSpin(props: Partial<ComponentProps<typeof SpinningText>> = {}) {
  const result = render(<SpinningText {...props}>{props.children ?? phrase}</SpinningText>)
  const root = result.container.querySelector<HTMLElement>('[data-slot="spinning-text"]')
  if (!root) throw new Error('no spinning text')
  const letters = [...root.querySelectorAll<HTMLElement>('span[aria-hidden="true"]')]
  return { ...result, root, letters }
}

describe('SpinningText', () => {
  it('server-renders the letters round the circle and the text once for screen readers', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<SpinningText>{phrase}</SpinningText>)
    expect(readableText(host)).toBe(phrase)
    const letters = [...host.querySelectorAll<HTMLElement>('span[aria-hidden="true"]')]
    // One more than the text: a closing space keeps its end off its start.
    expect(letters.map((letter) => letter.textContent).join('')).toBe(`${phrase} `)
    expect(letters[0]?.style.transform).toBe('translate(-50%, -50%) rotate(0deg) translateY(-5ch)')
    expect(letters[1]?.style.transform).toBe('translate(-50%, -50%) rotate(14.4deg) translateY(-5ch)')
    expect(letters[0]?.className).toContain('absolute top-1/2 left-1/2')
  })

  it('joins an array of strings and places its letters at the given radius', () => {
    const { root, letters } = renderSpin({ children: ['ab', 'cd'], radius: 8 })
    expect(readableText(root)).toBe('abcd')
    expect(letters).toHaveLength(5)
    expect(letters[2]?.style.transform).toBe('translate(-50%, -50%) rotate(144deg) translateY(-8ch)')
  })

  it('turns the wrapper a full circle every 10 seconds, linearly and forever', () => {
    installIntersectionObserver()
    const { root } = renderSpin()
    expect(animateMock).toHaveBeenCalledTimes(1)
    expect(animateMock).toHaveBeenCalledWith(
      root,
      { rotate: [0, 360] },
      { repeat: Number.POSITIVE_INFINITY, ease: 'linear', duration: 10 },
    )
    expect(root.dataset.state).toBe('spinning')
  })

  it('turns the other way with reverse, at the pace of duration, and merges transition', () => {
    installIntersectionObserver()
    const { rerender, root } = renderSpin({ reverse: true, duration: 4 })
    expect(animateMock).toHaveBeenLastCalledWith(
      root,
      { rotate: [0, -360] },
      expect.objectContaining({ duration: 4, ease: 'linear' }),
    )
    // A changed setting replaces the spin; transition's own duration wins over duration.
    rerender(
      <SpinningText duration={4} transition={{ duration: 2, ease: 'easeInOut', repeatDelay: 1 }}>
        {phrase}
      </SpinningText>,
    )
    expect(spins()[0]?.stop).toHaveBeenCalled()
    expect(animateMock).toHaveBeenLastCalledWith(
      root,
      { rotate: [0, 360] },
      {
        repeat: Number.POSITIVE_INFINITY,
        ease: 'easeInOut',
        repeatDelay: 1,
        duration: 2,
      },
    )
  })

  it('keeps the spin running across renders with equal settings', () => {
    installIntersectionObserver()
    const { rerender } = renderSpin({ transition: { ease: 'linear' } })
    rerender(<SpinningText transition={{ ease: 'linear' }}>{phrase}</SpinningText>)
    expect(animateMock).toHaveBeenCalledTimes(1)
  })

  it('spins to the container variant, starting from its hidden values', () => {
    installIntersectionObserver()
    const { root } = renderSpin({
      variants: { container: { hidden: { opacity: 0.2 }, visible: { opacity: 1, rotate: 180 } } },
    })
    expect(animateMock).toHaveBeenCalledWith(root, { opacity: [0.2, 1], rotate: 180 }, expect.anything())
  })

  it('animates each letter from the item variant’s hidden state', () => {
    const html = renderToString(
      <SpinningText variants={{ item: { hidden: { opacity: 0.5 }, visible: { opacity: 1 } } }}>ab</SpinningText>,
    )
    expect(html.match(/opacity:0\.5/g)).toHaveLength(3)
  })

  it('pauses off screen and in a hidden tab, and resumes', () => {
    const viewport = installIntersectionObserver()
    const { root } = renderSpin()
    const spin = lastSpin()
    expect(viewport.observed()).toEqual([root])

    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('paused')
    expect(spin.pause).toHaveBeenCalledTimes(1)
    viewport.setIntersecting(root, true)
    expect(spin.play).toHaveBeenCalledTimes(1)

    setTabHidden(true)
    expect(spin.pause).toHaveBeenCalledTimes(2)
    setTabHidden(false)
    expect(spin.play).toHaveBeenCalledTimes(2)
    expect(animateMock).toHaveBeenCalledTimes(1)
  })

  it('pauses a replacement spin that starts off screen, without resuming the old one', () => {
    const viewport = installIntersectionObserver()
    const { root, rerender } = renderSpin()
    viewport.setIntersecting(root, false)
    const old = lastSpin()
    rerender(<SpinningText duration={3}>{phrase}</SpinningText>)
    expect(old.stop).toHaveBeenCalled()
    expect(old.play).not.toHaveBeenCalled()
    expect(lastSpin().pause).toHaveBeenCalledTimes(1)
  })

  it('never spins under reduced motion, and stops when it is switched on', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    setMediaPreference('reduce', true)
    const still = renderSpin()
    expect(still.root.dataset.state).toBe('still')
    expect(animateMock).not.toHaveBeenCalled()
    expect(viewport.observed()).toEqual([])
    still.unmount()

    act(() => setMediaPreference('reduce', false))
    const { root } = renderSpin()
    const spin = lastSpin()
    act(() => setMediaPreference('reduce', true))
    expect(spin.stop).toHaveBeenCalled()
    expect(root.dataset.state).toBe('still')
    expect(animateMock).toHaveBeenCalledTimes(1)
  })

  it('stops the spin on unmount', () => {
    installIntersectionObserver()
    const { unmount } = renderSpin()
    unmount()
    expect(lastSpin().stop).toHaveBeenCalled()
  })

  it('passes div props, className and style to the wrapper and forwards its ref', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLDivElement | null }
    const { root } = renderSpin({ className: 'text-4xl', style: { color: 'red' }, id: 'ring', ref })
    expect(root.id).toBe('ring')
    expect(root.className).toBe('relative text-4xl')
    expect(root.style.color).toBe('red')
    expect(ref.current).toBe(root)
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<SpinningText radius={6}>{phrase}</SpinningText>)).toEqual([])
  })
})
