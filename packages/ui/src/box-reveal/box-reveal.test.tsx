// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { BoxReveal, type BoxRevealProps } from './box-reveal'

afterEach(resetItemTest)

function renderReveal(props: Partial<BoxRevealProps> = {}) {
  const result = render(
    <BoxReveal {...props}>
      <p>Revealed text</p>
    </BoxReveal>,
  )
  const root = result.container.querySelector<HTMLElement>('[data-slot="box-reveal"]')
  if (!root) throw new Error('no box reveal')
  return {
    ...result,
    root,
    content: () => root.querySelector<HTMLElement>('[data-slot="box-reveal-content"]'),
    box: () => root.querySelector<HTMLElement>('[data-slot="box-reveal-box"]'),
  }
}

describe('BoxReveal', () => {
  it('server-renders the content plainly, without a box', () => {
    const html = renderToString(
      <BoxReveal>
        <h2>Readable heading</h2>
      </BoxReveal>,
    )
    expect(html).toContain('<h2>Readable heading</h2>')
    expect(html).toContain('data-state="static"')
    expect(html).not.toContain('box-reveal-box')
    expect(html).not.toContain('opacity-0')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(
      await hydrationErrors(
        <BoxReveal boxColor="#ff0080" duration={0.8}>
          <p>Hydrated</p>
        </BoxReveal>,
      ),
    ).toEqual([])
  })

  it('uses Magic UI’s defaults: fit-content wrapper, #5046e6 box 4 px from the top and bottom, 0.5 s', () => {
    installIntersectionObserver()
    const { root, box } = renderReveal()
    const variable = (name: string) => root.style.getPropertyValue(name)
    expect(variable('--box-reveal-width')).toBe('fit-content')
    expect(variable('--box-reveal-color')).toBe('#5046e6')
    expect(variable('--box-reveal-duration')).toBe('0.5s')
    expect(root.className).toContain('w-(--box-reveal-width)')
    expect(root.className).toContain('overflow-hidden')
    expect(box()?.className).toContain('[background:var(--box-reveal-color)]')
    expect(box()?.className).toContain('inset-y-1')
    expect(box()?.getAttribute('aria-hidden')).toBe('true')
  })

  it('covers the content while it waits to be seen, then slides the box away with transform only', () => {
    const viewport = installIntersectionObserver()
    const { root, content, box } = renderReveal({ duration: 0.8, boxColor: '#ff0080', width: '100%' })
    expect(root.dataset.state).toBe('covered')
    expect(root.style.getPropertyValue('--box-reveal-width')).toBe('100%')
    expect(root.style.getPropertyValue('--box-reveal-color')).toBe('#ff0080')
    expect(root.style.getPropertyValue('--box-reveal-duration')).toBe('0.8s')
    expect(content()?.className).toContain('opacity-0')
    expect(content()?.className).toContain('translate-y-[75px]')
    expect(content()?.className).not.toContain('transition')
    // Still in the document and the accessibility tree, only covered and transparent.
    expect(content()?.textContent).toBe('Revealed text')
    expect(content()?.getAttribute('aria-hidden')).toBeNull()
    expect(box()?.className).not.toContain('translate-x-full')
    expect(viewport.observed()).toEqual([root])

    viewport.setIntersecting(root, true)
    expect(root.dataset.state).toBe('revealing')
    const contentClasses = content()?.className.split(' ') ?? []
    expect(contentClasses).not.toContain('opacity-0')
    expect(contentClasses).toEqual(
      expect.arrayContaining(['transition-[opacity,translate]', 'delay-250', 'duration-(--box-reveal-duration)']),
    )
    const boxClasses = box()?.className.split(' ') ?? []
    expect(boxClasses).toEqual(
      expect.arrayContaining([
        'translate-x-full',
        'transition-[translate]',
        'duration-(--box-reveal-duration)',
        'ease-in',
      ]),
    )
    expect(viewport.observed()).toEqual([])

    // The box leaves the page when its slide ends, and scrolling away does not cover the content again.
    fireEvent.transitionEnd(box() as HTMLElement)
    expect(root.dataset.state).toBe('revealed')
    expect(box()).toBeNull()
    expect(content()?.className).toContain('transition-[opacity,translate]')
    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('revealed')
  })

  it('ignores transitions that end inside the content', () => {
    const viewport = installIntersectionObserver()
    const { root, content } = renderReveal()
    viewport.setIntersecting(root, true)
    fireEvent.transitionEnd(content() as HTMLElement)
    expect(root.dataset.state).toBe('revealing')
  })

  it('waits for a visible tab, so the reveal is not over before anyone looks', () => {
    const viewport = installIntersectionObserver()
    setTabHidden(true)
    const { root } = renderReveal()
    viewport.setIntersecting(root, true)
    expect(root.dataset.state).toBe('covered')
    setTabHidden(false)
    expect(root.dataset.state).toBe('revealing')
  })

  it('shows the content at once and never draws the box under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { root, content, box } = renderReveal()
    expect(root.dataset.state).toBe('static')
    expect(content()?.className).not.toContain('opacity-0')
    expect(box()).toBeNull()
    expect(viewport.observed()).toEqual([])
  })

  it('uncovers waiting content when reduced motion is switched on, and keeps it shown', () => {
    installMediaQueries()
    installIntersectionObserver()
    const { root, content, box } = renderReveal()
    expect(root.dataset.state).toBe('covered')
    act(() => setMediaPreference('reduce', true))
    expect(root.dataset.state).toBe('static')
    expect(box()).toBeNull()
    act(() => setMediaPreference('reduce', false))
    expect(root.dataset.state).toBe('static')
    expect(content()?.className).not.toContain('opacity-0')
  })

  it('passes className, style, div props and its ref to the wrapper', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLDivElement | null }
    const { root } = renderReveal({ className: 'mt-4 w-64', id: 'reveal', style: { color: 'red' }, ref })
    expect(root.className).toContain('mt-4')
    expect(root.className).toContain('relative')
    // A width class of the caller's wins over the `width` prop.
    expect(root.className).toContain('w-64')
    expect(root.className).not.toContain('w-(--box-reveal-width)')
    expect(root.id).toBe('reveal')
    expect(root.style.color).toBe('red')
    expect(ref.current).toBe(root)
  })

  it('stops observing when unmounted', () => {
    const viewport = installIntersectionObserver()
    const { root, unmount } = renderReveal()
    expect(viewport.observed()).toEqual([root])
    unmount()
    expect(viewport.observed()).toEqual([])
  })
})
