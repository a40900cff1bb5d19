// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installIntersectionObserver, setTabHidden } from '../test-support'
import { type OnScreenOptions, useMergedRef, useOnScreen } from './use-on-screen'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
})

function Probe({ options, forwarded }: { options?: OnScreenOptions; forwarded?: React.Ref<HTMLDivElement> }) {
  const ref = React.useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(ref, options)
  const setRef = useMergedRef(ref, forwarded)
  return <div ref={setRef} data-on-screen={String(onScreen)} />
}

const answer = (container: HTMLElement) => container.firstElementChild?.getAttribute('data-on-screen')

describe('useOnScreen', () => {
  it('answers `initial` on the server, true by default', () => {
    expect(renderToString(<Probe />)).toContain('data-on-screen="true"')
    expect(renderToString(<Probe options={{ initial: false }} />)).toContain('data-on-screen="false"')
  })

  it('follows the viewport, with the requested root margin', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Probe options={{ rootMargin: '300px 0px' }} />)
    expect(viewport.rootMargins()).toEqual(['300px 0px'])
    viewport.setIntersecting(container.firstElementChild, false)
    expect(answer(container)).toBe('false')
    viewport.setIntersecting(container.firstElementChild, true)
    expect(answer(container)).toBe('true')
  })

  it('is false while the tab is hidden, unless told to ignore the tab', () => {
    installIntersectionObserver()
    const { container } = render(
      <>
        <Probe />
        <Probe options={{ tab: false }} />
      </>,
    )
    setTabHidden(true)
    expect([...container.children].map((el) => el.getAttribute('data-on-screen'))).toEqual(['false', 'true'])
  })

  it('with `once`, stops watching after the first sighting and stays true', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Probe options={{ once: true, initial: false }} />)
    const element = container.firstElementChild
    expect(answer(container)).toBe('false')
    viewport.setIntersecting(element, true)
    expect(answer(container)).toBe('true')
    expect(viewport.observed()).toEqual([])
  })

  it('observes nothing and keeps `initial` when disabled', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Probe options={{ enabled: false }} />)
    setTabHidden(true)
    expect(viewport.observed()).toEqual([])
    expect(answer(container)).toBe('true')
  })

  it('answers true without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = render(<Probe options={{ initial: false }} />)
    expect(answer(container)).toBe('true')
  })
})

describe('useMergedRef', () => {
  it('hands the element to an object ref and to a function ref of the caller', () => {
    installIntersectionObserver()
    const object = React.createRef<HTMLDivElement>()
    const calls: Array<HTMLDivElement | null> = []
    const first = render(<Probe forwarded={object} />)
    expect(object.current).toBe(first.container.firstElementChild)
    first.unmount()
    const second = render(<Probe forwarded={(node) => void calls.push(node)} />)
    expect(calls[0]).toBe(second.container.firstElementChild)
  })
})
