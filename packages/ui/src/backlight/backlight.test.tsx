// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, readableText, resetItemTest, slotElement } from '../test-support'
import BacklightDefault, { Backlight } from './backlight'
import meta from './backlight.meta'

afterEach(resetItemTest)

/** The filter a backlight's content is drawn through, found by the id its style points at. */
function filterOf(root: HTMLElement) {
  const content = slotElement(root, 'backlight-content')
  const [, id] = /^url\(#(.+)\)$/.exec(content.style.filter) ?? []
  if (!id) throw new Error(`no filter reference in "${content.style.filter}"`)
  const filter = root.querySelector(`filter[id="${id}"]`)
  if (!filter) throw new Error(`no filter #${id}`)
  return filter
}

describe('Backlight', () => {
  it('server-renders its content once, drawn through a blur that glows behind the sharp original', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <Backlight>
        <img src="cover.png" alt="Album cover" />
      </Backlight>,
    )
    const root = slotElement(host, 'backlight')
    expect(host.querySelectorAll('img')).toHaveLength(1)
    expect(slotElement(root, 'backlight-content').querySelector('img')?.alt).toBe('Album cover')
    const filter = filterOf(root)
    const [blur, saturate, composite] = [...filter.children]
    expect(blur?.tagName.toLowerCase()).toBe('fegaussianblur')
    expect(blur?.getAttribute('in')).toBe('SourceGraphic')
    expect(blur?.getAttribute('stdDeviation')).toBe('20')
    expect(saturate?.getAttribute('type')).toBe('saturate')
    expect(saturate?.getAttribute('values')).toBe('4')
    expect(saturate?.getAttribute('in')).toBe(blur?.getAttribute('result'))
    // The original is drawn over its saturated glow.
    expect(composite?.getAttribute('in')).toBe('SourceGraphic')
    expect(composite?.getAttribute('in2')).toBe(saturate?.getAttribute('result'))
    expect(composite?.getAttribute('operator')).toBe('over')
    // The region leaves room for the glow past every edge.
    expect(['x', 'y', 'width', 'height'].map((name) => filter.getAttribute(name))).toEqual([
      '-50%',
      '-50%',
      '200%',
      '200%',
    ])
  })

  it('takes the spread from blur and the colour boost from saturation, never a negative one', () => {
    const { container, rerender } = render(
      <Backlight blur={5} saturation={1}>
        <span>Logo</span>
      </Backlight>,
    )
    const root = () => slotElement(container, 'backlight')
    expect(filterOf(root()).querySelector('feGaussianBlur')?.getAttribute('stdDeviation')).toBe('5')
    expect(filterOf(root()).querySelector('feColorMatrix')?.getAttribute('values')).toBe('1')
    // A negative deviation is an SVG error that would leave the content unpainted.
    rerender(
      <Backlight blur={-3} saturation={-1}>
        <span>Logo</span>
      </Backlight>,
    )
    expect(filterOf(root()).querySelector('feGaussianBlur')?.getAttribute('stdDeviation')).toBe('0')
    expect(filterOf(root()).querySelector('feColorMatrix')?.getAttribute('values')).toBe('0')
  })

  it('keeps its filter out of the layout and out of the accessibility tree', () => {
    const { container } = render(
      <Backlight>
        <p>Now playing</p>
      </Backlight>,
    )
    const svg = slotElement(container, 'backlight').querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('width')).toBe('0')
    expect(svg?.getAttribute('class')).toContain('absolute')
    expect(readableText(container)).toBe('Now playing')
  })

  it('gives every backlight its own filter id, safe inside url()', () => {
    const { container } = render(
      <>
        <Backlight>
          <span>One</span>
        </Backlight>
        <Backlight blur={40}>
          <span>Two</span>
        </Backlight>
      </>,
    )
    const roots = [...container.querySelectorAll<HTMLElement>('[data-slot="backlight"]')]
    const ids = roots.map((root) => filterOf(root).id)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
    expect(
      filterOf(roots[1] as HTMLElement)
        .querySelector('feGaussianBlur')
        ?.getAttribute('stdDeviation'),
    ).toBe('40')
  })

  it('passes className, other div props and its ref to the wrapper', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { container } = render(
      <Backlight ref={ref} className="w-full" id="hero-glow" title="Glow">
        <span>Content</span>
      </Backlight>,
    )
    const root = slotElement(container, 'backlight')
    expect(ref.current).toBe(root)
    expect(root.className).toBe('w-full')
    expect(root.id).toBe('hero-glow')
    expect(root.title).toBe('Glow')
  })

  it('is also the default export, as Magic UI ships it', () => {
    expect(BacklightDefault).toBe(Backlight)
  })

  it('hydrates with the same filter ids and no warnings', async () => {
    const element = (
      <div>
        <Backlight>
          <span>One</span>
        </Backlight>
        <Backlight blur={5}>
          <span>Two</span>
        </Backlight>
      </div>
    )
    expect(await hydrationErrors(element)).toEqual([])
  })

  it('documents Magic UI’s props with their defaults, and says it has no motion of its own', () => {
    const props = meta.props.Backlight
    expect(props.map((prop) => prop.name)).toEqual(expect.arrayContaining(['blur', 'children', 'className']))
    expect(props.find((prop) => prop.name === 'blur')?.default).toBe('20')
    expect(meta.still).toBe(true)
  })
})
