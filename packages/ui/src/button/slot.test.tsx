import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Slot } from './slot'

type Rendered = React.ReactElement<Record<string, unknown>>

describe('Slot', () => {
  it('renders the child element itself, with the slot props merged in', () => {
    const html = renderToString(
      <Slot className="button" data-slot="button" title="from slot">
        <a href="/snippets" className="extra" title="from child">
          Explore
        </a>
      </Slot>,
    )
    expect(html).toBe('<a href="/snippets" class="button extra" title="from child" data-slot="button">Explore</a>')
  })

  it('runs both click handlers, the child’s first, and merges styles', () => {
    const calls: string[] = []
    const element = Slot({
      onClick: () => calls.push('slot'),
      style: { color: 'red', margin: 1 },
      children: <button type="button" onClick={() => calls.push('child')} style={{ color: 'blue' }} />,
    }) as Rendered
    ;(element.props.onClick as () => void)()
    expect(calls).toEqual(['child', 'slot'])
    expect(element.props.style).toEqual({ color: 'blue', margin: 1 })
  })

  it('hands the element to both refs', () => {
    const slotRef = React.createRef<HTMLElement>()
    const childRef = vi.fn()
    const element = Slot({ ref: slotRef, children: <span ref={childRef} /> }) as Rendered
    const node = {} as HTMLElement
    const cleanup = (element.props.ref as (node: HTMLElement) => () => void)(node)
    expect(slotRef.current).toBe(node)
    expect(childRef).toHaveBeenCalledWith(node)
    cleanup()
    expect(slotRef.current).toBeNull()
    expect(childRef).toHaveBeenLastCalledWith(null)
  })
})
