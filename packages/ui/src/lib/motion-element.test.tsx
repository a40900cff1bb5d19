// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import * as React from 'react'
import { describe, expect, it } from 'vitest'
import { MotionAs, motionElement } from './motion-element'

/** Asks for the motion element during render, as the items do. */
function Title({ text }: { text: string }) {
  const Root = motionElement('h3')
  return <Root>{text}</Root>
}

describe('motionElement', () => {
  it('makes one motion component per element type and reuses it', () => {
    expect(motionElement('h2')).toBe(motionElement('h2'))
    expect(motionElement('h2')).not.toBe(motionElement('p'))
  })

  it('renders the element type it was made for, with its props and ref', () => {
    const Heading = motionElement('h2')
    const ref = React.createRef<HTMLElement>()
    const { container } = render(
      <Heading ref={ref} className="title" data-testid="heading">
        Hello
      </Heading>,
    )
    const heading = container.querySelector('h2')
    expect(heading?.textContent).toBe('Hello')
    expect(heading?.className).toBe('title')
    expect(ref.current).toBe(heading)
  })

  it('keeps the same element across re-renders, so nothing remounts', () => {
    const { container, rerender } = render(<Title text="one" />)
    const first = container.querySelector('h3')
    rerender(<Title text="two" />)
    expect(container.querySelector('h3')).toBe(first)
    expect(first?.textContent).toBe('two')
  })
})

describe('MotionAs', () => {
  it('renders the motion version of `as` with the props and ref, and keeps it across re-renders', () => {
    const ref = React.createRef<HTMLElement>()
    const { container, rerender } = render(
      <MotionAs as="h2" ref={ref} className="title" data-slot="heading">
        one
      </MotionAs>,
    )
    const heading = container.querySelector('h2')
    expect(heading?.className).toBe('title')
    expect(heading?.dataset.slot).toBe('heading')
    expect(ref.current).toBe(heading)
    rerender(
      <MotionAs as="h2" className="title">
        two
      </MotionAs>,
    )
    expect(container.querySelector('h2')).toBe(heading)
    expect(heading?.textContent).toBe('two')
    rerender(<MotionAs as="p">three</MotionAs>)
    expect(container.querySelector('h2')).toBeNull()
    expect(container.querySelector('p')?.textContent).toBe('three')
  })
})
