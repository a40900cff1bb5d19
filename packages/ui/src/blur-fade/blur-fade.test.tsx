// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
} from '../test-support'
import { BlurFade, type BlurFadeProps } from './blur-fade'

// happy-dom runs no animation frames for motion: every animation lands on its end at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetMediaPreferences()
})

function renderFade(props: Partial<BlurFadeProps> = {}) {
  const result = render(
    <BlurFade {...props}>
      <p>Revealed</p>
    </BlurFade>,
  )
  const element = result.container.querySelector<HTMLElement>('[data-slot="blur-fade"]')
  if (!element) throw new Error('no blur fade')
  return { ...result, element }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('BlurFade', () => {
  it('server-renders its content visible, so it reads without JavaScript', () => {
    for (const inView of [false, true]) {
      const html = renderToString(
        <BlurFade inView={inView}>
          <p>Readable</p>
        </BlurFade>,
      )
      expect(html).toContain('Readable')
      expect(html).not.toMatch(/opacity:\s*0[;"]/)
      expect(html).not.toContain('blur(6px)')
      expect(html).toContain('data-state="static"')
    }
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(
      await hydrationErrors(
        <BlurFade inView delay={0.2}>
          <p>Hydrated</p>
        </BlurFade>,
      ),
    ).toEqual([])
  })

  it('reveals on mount without inView, ending unblurred, opaque and in place', async () => {
    const observer = installIntersectionObserver()
    const { element } = renderFade()
    expect(element.dataset.state).toBe('revealing')
    await settle()
    expect(element.style.opacity).toBe('1')
    expect(element.style.filter).toBe('blur(0px)')
    expect(observer.observed()).toEqual([])
  })

  it('starts the reveal from the hidden look, not from the server’s visible one', async () => {
    installIntersectionObserver()
    MotionGlobalConfig.skipAnimations = false
    const realAnimate = Element.prototype.animate
    try {
      const animate = vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
        this: Element,
        ...args: Parameters<Element['animate']>
      ) {
        const animation = realAnimate.apply(this, args)
        // Unmounting cancels these 10 s animations, and happy-dom then rejects their `finished`,
        // which nothing here awaits: left alone, that rejection surfaces in a later test.
        animation.finished.catch(() => {})
        return animation
      })
      const { element } = renderFade({ duration: 5, delay: 5 })
      await settle()
      const keyframes = animate.mock.calls.map(([frames]) => frames as Record<string, unknown>)
      // Held hidden through the 0.04 s settle and the delay, then revealed.
      expect(keyframes).toContainEqual(expect.objectContaining({ opacity: [0, 0, 1] }))
      expect(keyframes).toContainEqual(
        expect.objectContaining({ filter: ['blur(6px)', 'blur(6px)', 'blur(0px)'], offset: [0, 5.04 / 10.04, 1] }),
      )
      // The slide is drawn by motion itself, opacity and blur by the browser's animations.
      expect(element.style.transform).toContain('translateY(-6px)')
    } finally {
      cleanup()
      MotionGlobalConfig.skipAnimations = true
    }
  })

  it('with inView, hides once live and reveals the first time it scrolls in, with Magic UI’s margin', async () => {
    const viewport = installIntersectionObserver()
    const { element } = renderFade({ inView: true })
    expect(element.dataset.state).toBe('waiting')
    await settle()
    expect(element.style.opacity).toBe('0')
    expect(element.style.filter).toBe('blur(6px)')
    // direction "down": it starts above and moves down.
    expect(element.style.transform).toContain('translateY(-6px)')
    expect(viewport.rootMargins()).toEqual(['-50px'])
    expect(viewport.observed()).toEqual([element])

    viewport.setIntersecting(element, true)
    expect(element.dataset.state).toBe('revealing')
    await settle()
    expect(element.style.opacity).toBe('1')
    expect(viewport.observed()).toEqual([])

    // Once revealed it stays, even if it scrolls away.
    viewport.setIntersecting(element, false)
    expect(element.dataset.state).toBe('revealing')
  })

  it('slides from the direction and distance it is given, and blurs by blur', async () => {
    installIntersectionObserver()
    const cases: Array<[Partial<BlurFadeProps>, string]> = [
      [{ direction: 'up', offset: 10 }, 'translateY(10px)'],
      [{ direction: 'left', offset: 8 }, 'translateX(8px)'],
      [{ direction: 'right', offset: 8 }, 'translateX(-8px)'],
      [{ yOffset: 24 }, 'translateY(24px)'],
    ]
    for (const [props, transform] of cases) {
      const { element } = renderFade({ ...props, inView: true, blur: '10px', inViewMargin: '0px' })
      await settle()
      expect(element.style.transform).toContain(transform)
      expect(element.style.filter).toBe('blur(10px)')
      cleanup()
    }
  })

  it('uses a custom variant instead of the built-in one', async () => {
    const viewport = installIntersectionObserver()
    const { element } = renderFade({
      inView: true,
      variant: { hidden: { opacity: 0.25, scale: 0.5 }, visible: { opacity: 1, scale: 1 } },
    })
    await settle()
    expect(element.style.opacity).toBe('0.25')
    expect(element.style.transform).toContain('scale(0.5)')
    expect(element.style.filter).toBe('')
    viewport.setIntersecting(element, true)
    await settle()
    expect(element.style.opacity).toBe('1')
  })

  it('never hides content under reduced motion', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { element } = renderFade({ inView: true })
    await settle()
    expect(element.dataset.state).toBe('static')
    expect(element.style.opacity).not.toBe('0')
    expect(viewport.observed()).toEqual([])
  })

  it('shows waiting content at once when reduced motion is switched on', async () => {
    installMediaQueries()
    installIntersectionObserver()
    const { element } = renderFade({ inView: true })
    await settle()
    expect(element.style.opacity).toBe('0')
    act(() => setMediaPreference('reduce', true))
    await settle()
    expect(element.dataset.state).toBe('static')
    expect(element.style.opacity).toBe('1')
    // Switching it off again does not hide the content.
    act(() => setMediaPreference('reduce', false))
    await settle()
    expect(element.dataset.state).toBe('static')
    expect(element.style.opacity).toBe('1')
  })

  it('passes motion and div props through, and forwards its ref', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLDivElement | null }
    const { element } = renderFade({ className: 'mb-4', id: 'fade', ref })
    expect(element.className).toBe('mb-4')
    expect(element.id).toBe('fade')
    expect(ref.current).toBe(element)
  })
})
