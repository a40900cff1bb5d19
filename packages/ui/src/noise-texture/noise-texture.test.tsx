// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, resetItemTest, slotElement } from '../test-support'
import { NoiseTexture } from './noise-texture'
import meta from './noise-texture.meta'

afterEach(resetItemTest)

const noise = (container: HTMLElement) => slotElement<SVGSVGElement>(container, 'noise-texture')
const classes = (element: Element) => element.getAttribute('class')?.split(' ') ?? []

function filterOf(svg: SVGSVGElement) {
  const reference = svg.querySelector('rect')?.getAttribute('filter') ?? ''
  const id = /^url\(#(.+)\)$/.exec(reference)?.[1]
  return id ? svg.querySelector(`filter[id="${id}"]`) : null
}

describe('NoiseTexture', () => {
  it('covers its parent behind its content as a decorative layer the pointer and selection pass over', () => {
    const svg = noise(render(<NoiseTexture />).container)
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(classes(svg)).toEqual(
      expect.arrayContaining([
        'pointer-events-none',
        'absolute',
        'inset-0',
        'z-0',
        'size-full',
        'select-none',
        'opacity-50',
        'dark:opacity-75',
      ]),
    )
    const rect = svg.querySelector('rect')
    expect([rect?.getAttribute('width'), rect?.getAttribute('height')]).toEqual(['100%', '100%'])
  })

  it('makes grey fractal noise with Magic UI’s defaults', () => {
    const svg = noise(render(<NoiseTexture />).container)
    const filter = filterOf(svg)
    expect(filter).not.toBeNull()
    const turbulence = filter?.querySelector('feTurbulence')
    expect(turbulence?.getAttribute('type')).toBe('fractalNoise')
    expect(turbulence?.getAttribute('baseFrequency')).toBe('0.4')
    expect(turbulence?.getAttribute('numOctaves')).toBe('6')
    expect(turbulence?.getAttribute('stitchTiles')).toBe('stitch')
    const desaturate = filter?.querySelector('feColorMatrix')
    expect([desaturate?.getAttribute('type'), desaturate?.getAttribute('values')]).toEqual(['saturate', '0'])
    const channels = [...(filter?.querySelectorAll('feComponentTransfer > *') ?? [])]
    expect(channels.map((channel) => channel.tagName)).toEqual(['feFuncR', 'feFuncG', 'feFuncB'])
    for (const channel of channels) {
      expect(channel.getAttribute('type')).toBe('linear')
      expect(channel.getAttribute('slope')).toBe('0.15')
    }
    expect(svg.querySelector('rect')?.getAttribute('opacity')).toBe('0.6')
  })

  it('takes frequency, octaves, slope and noiseOpacity, and the earlier opacity as its alias', () => {
    const { container, rerender } = render(
      <NoiseTexture frequency="0.2 0.8" octaves={3} slope={0.3} noiseOpacity={0.9} />,
    )
    const svg = () => noise(container)
    const turbulence = () => filterOf(svg())?.querySelector('feTurbulence')
    expect(turbulence()?.getAttribute('baseFrequency')).toBe('0.2 0.8')
    expect(turbulence()?.getAttribute('numOctaves')).toBe('3')
    for (const channel of filterOf(svg())?.querySelectorAll('feComponentTransfer > *') ?? []) {
      expect(channel.getAttribute('slope')).toBe('0.3')
    }
    const layerOpacity = () => svg().querySelector('rect')?.getAttribute('opacity')
    expect(layerOpacity()).toBe('0.9')

    // Written for the props table's earlier form, `opacity` sets the noise layer, not the whole SVG.
    rerender(<NoiseTexture opacity={0.4} />)
    expect(layerOpacity()).toBe('0.4')
    expect(svg().hasAttribute('opacity')).toBe(false)
    rerender(<NoiseTexture opacity={0.4} noiseOpacity={0.7} />)
    expect(layerOpacity()).toBe('0.7')
  })

  it('lets classes replace the layer’s opacity and place, and passes SVG props and its ref to the root', () => {
    const ref = React.createRef<SVGSVGElement>()
    const svg = noise(
      render(
        <NoiseTexture
          ref={ref}
          id="grain"
          style={{ zIndex: 1 }}
          className="opacity-100 transition-opacity [mask-image:radial-gradient(white,transparent)]"
        />,
      ).container,
    )
    expect(ref.current).toBe(svg)
    expect(svg.id).toBe('grain')
    expect(svg.getAttribute('style')).toMatch(/z-index:\s*1/)
    expect(classes(svg)).toEqual(expect.arrayContaining(['opacity-100', 'transition-opacity']))
    expect(classes(svg)).not.toContain('opacity-50')
  })

  it('gives every texture its own filter id, safe inside url()', () => {
    const { container } = render(
      <>
        <NoiseTexture />
        <NoiseTexture frequency={0.8} />
      </>,
    )
    const ids = [...container.querySelectorAll('filter')].map((filter) => filter.id)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
    const references = [...container.querySelectorAll('rect')].map((rect) => rect.getAttribute('filter'))
    expect(references).toEqual(ids.map((id) => `url(#${id})`))
  })

  it('renders whole on the server and hydrates without errors', async () => {
    const html = renderToString(<NoiseTexture />)
    expect(html).toContain('data-slot="noise-texture"')
    expect(html).toContain('<feTurbulence')
    expect(
      await hydrationErrors(
        <div>
          <NoiseTexture />
          <NoiseTexture octaves={3} />
        </div>,
      ),
    ).toEqual([])
  })

  it('documents Magic UI’s props in their order with their defaults, and has no motion', () => {
    expect(meta.still).toBe(true)
    expect(meta.props.NoiseTexture.map((prop) => prop.name)).toEqual([
      'className',
      'frequency',
      'octaves',
      'slope',
      'noiseOpacity',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.NoiseTexture.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ frequency: '0.4', octaves: '6', slope: '0.15', noiseOpacity: '0.6' })
  })
})
