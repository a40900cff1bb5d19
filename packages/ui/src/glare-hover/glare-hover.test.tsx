// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, readableText, resetItemTest, slotElement } from '../test-support'
import { GlareHover, glareColor, glareShift } from './glare-hover'
import meta from './glare-hover.meta'

afterEach(resetItemTest)

const classes = (element: Element) => element.className.split(' ')

describe('GlareHover', () => {
  it('server-renders its content with Magic UI’s defaults: black background, white glare at half opacity', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <GlareHover className="rounded-xl">
        <p>Card</p>
      </GlareHover>,
    )
    const root = slotElement(host, 'glare-hover')
    expect(readableText(host)).toBe('Card')
    expect(root.style.background).toBe('#000')
    expect(root.style.getPropertyValue('--glare-hover-color')).toBe('rgba(255, 255, 255, 0.5)')
    expect(root.style.getPropertyValue('--glare-hover-angle')).toBe('-45deg')
    expect(root.style.getPropertyValue('--glare-hover-size')).toBe('250%')
    expect(root.style.getPropertyValue('--glare-hover-duration')).toBe('650ms')
    expect(classes(root)).toEqual(expect.arrayContaining(['relative', 'overflow-hidden', 'rounded-xl']))
  })

  it('lays the glare over the content, hidden from assistive technology and from the pointer', () => {
    const { container } = render(
      <GlareHover>
        <button type="button">Buy</button>
      </GlareHover>,
    )
    const glare = slotElement(container, 'glare-hover-glare')
    expect(glare.getAttribute('aria-hidden')).toBe('true')
    expect(classes(glare)).toEqual(expect.arrayContaining(['pointer-events-none', 'absolute', 'z-10']))
    // Content comes first, so the glare paints over it.
    expect(slotElement(container, 'glare-hover').lastElementChild).toBe(glare)
    expect(glare.className).toContain('var(--glare-hover-color)_70%')
  })

  it('sweeps by moving the tile from one side of the element to the other on hover or keyboard focus inside', () => {
    const { container } = render(
      <GlareHover>
        <span>Card</span>
      </GlareHover>,
    )
    const root = slotElement(container, 'glare-hover')
    const glare = slotElement(container, 'glare-hover-glare')
    // Magic UI's background-position travel from -100% to 100%, as a translation of the 250% tile.
    expect(root.style.getPropertyValue('--glare-hover-from')).toBe('60%')
    expect(root.style.getPropertyValue('--glare-hover-to')).toBe('-60%')
    expect(classes(root)).toContain('group/glare-hover')
    expect(classes(glare)).toEqual(
      expect.arrayContaining([
        'motion-safe:translate-(--glare-hover-from)',
        'motion-safe:group-hover/glare-hover:translate-(--glare-hover-to)',
        'motion-safe:group-has-[:focus-visible]/glare-hover:translate-(--glare-hover-to)',
        'motion-safe:transition-transform',
        'duration-(--glare-hover-duration)',
      ]),
    )
  })

  it('with playOnce animates only on the way in', () => {
    const { container } = render(
      <GlareHover playOnce>
        <span>Card</span>
      </GlareHover>,
    )
    const glare = classes(slotElement(container, 'glare-hover-glare'))
    expect(glare).toContain('transition-none')
    expect(glare).not.toContain('motion-safe:transition-transform')
    expect(glare).toEqual(
      expect.arrayContaining([
        'motion-safe:group-hover/glare-hover:transition-transform',
        'motion-safe:group-has-[:focus-visible]/glare-hover:transition-transform',
      ]),
    )
  })

  it('under reduced motion fades a still glare in and out instead of sweeping it', () => {
    const { container } = render(
      <GlareHover>
        <span>Card</span>
      </GlareHover>,
    )
    const glare = classes(slotElement(container, 'glare-hover-glare'))
    expect(glare).toEqual(
      expect.arrayContaining([
        'motion-reduce:opacity-0',
        'motion-reduce:group-hover/glare-hover:opacity-100',
        'motion-reduce:transition-opacity',
      ]),
    )
    // Every movement is behind motion-safe, so nothing travels for a visitor who asked for less motion.
    for (const name of glare.filter((name) => name.includes('translate'))) expect(name).toMatch(/^motion-safe:/)
  })

  it('takes colour, opacity, angle, size, duration and background from props', () => {
    const { container } = render(
      <GlareHover color="#a78bfa" opacity={0.35} angle={-30} size={280} duration={500} background="#0a0a0a">
        <span>Card</span>
      </GlareHover>,
    )
    const root = slotElement(container, 'glare-hover')
    expect(root.style.getPropertyValue('--glare-hover-color')).toBe('rgba(167, 139, 250, 0.35)')
    expect(root.style.getPropertyValue('--glare-hover-angle')).toBe('-30deg')
    expect(root.style.getPropertyValue('--glare-hover-size')).toBe('280%')
    expect(root.style.getPropertyValue('--glare-hover-duration')).toBe('500ms')
    expect(root.style.getPropertyValue('--glare-hover-from')).toBe(`${glareShift(280)}%`)
    expect(root.style.background).toBe('#0a0a0a')
  })

  it('merges style after its variables and background, and width and height after style', () => {
    const { container } = render(
      <GlareHover
        style={{ background: 'red', width: '10px', '--glare-hover-angle': '10deg' } as React.CSSProperties}
        width="100%"
        height="200px"
      >
        <span>Card</span>
      </GlareHover>,
    )
    const root = slotElement(container, 'glare-hover')
    expect(root.style.background).toBe('red')
    expect(root.style.getPropertyValue('--glare-hover-angle')).toBe('10deg')
    expect(root.style.width).toBe('100%')
    expect(root.style.height).toBe('200px')
  })

  it('passes div props, handlers and its ref to the root', () => {
    const ref = React.createRef<HTMLDivElement>()
    const onClick = vi.fn()
    const { container } = render(
      <GlareHover ref={ref} id="cta" data-testid="glare" onClick={onClick}>
        <span>Card</span>
      </GlareHover>,
    )
    const root = slotElement(container, 'glare-hover')
    expect(ref.current).toBe(root)
    expect(root.id).toBe('cta')
    expect(root.dataset.testid).toBe('glare')
    fireEvent.click(root)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('hydrates without warnings', async () => {
    expect(
      await hydrationErrors(
        <GlareHover color="#f00" playOnce>
          <span>Card</span>
        </GlareHover>,
      ),
    ).toEqual([])
  })
})

describe('glareColor', () => {
  it('turns #rgb and #rrggbb into rgba at the given opacity, as Magic UI does', () => {
    expect(glareColor('#ffffff', 0.5)).toBe('rgba(255, 255, 255, 0.5)')
    expect(glareColor('#f06', 0.25)).toBe('rgba(255, 0, 102, 0.25)')
    expect(glareColor('#A78BFA', 1)).toBe('rgba(167, 139, 250, 1)')
  })

  it('applies the opacity to any other CSS colour, and keeps it between 0 and 1', () => {
    expect(glareColor('oklch(0.7 0.2 300)', 0.35)).toBe('color-mix(in srgb, oklch(0.7 0.2 300) 35%, transparent)')
    expect(glareColor('#ffffff80', 0.5)).toBe('color-mix(in srgb, #ffffff80 50%, transparent)')
    expect(glareColor('#000', 2)).toBe('rgba(0, 0, 0, 1)')
    expect(glareColor('white', -1)).toBe('color-mix(in srgb, white 0%, transparent)')
  })
})

describe('glareShift', () => {
  it('starts the tile as far past the element as Magic UI’s background position does', () => {
    expect(glareShift(250)).toBe(60)
    expect(glareShift(200)).toBe(50)
    // A tile the element's size does not travel; a smaller one travels the other way.
    expect(glareShift(100)).toBe(0)
    expect(glareShift(50)).toBe(-100)
    expect(glareShift(0)).toBe(0)
  })
})

describe('metadata', () => {
  it('documents every prop of Magic UI’s table with its default', () => {
    const props = meta.props.GlareHover
    const defaults = Object.fromEntries(props.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]))
    expect(defaults).toMatchObject({
      background: '"#000"',
      color: '"#ffffff"',
      opacity: '0.5',
      angle: '-45',
      size: '250',
      duration: '650',
      playOnce: 'false',
    })
    for (const name of ['children', 'className', 'style', 'width', 'height']) {
      expect(props.map((prop) => prop.name)).toContain(name)
    }
  })
})
