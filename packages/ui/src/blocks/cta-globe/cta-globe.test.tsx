// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import createGlobe from 'cobe'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, resetItemTest } from '../../test-support'
import CtaGlobe from './cta-globe'
import meta from './cta-globe.meta'

// cobe needs WebGL, which happy-dom lacks; the stand-in wraps the canvas in a div as the real one does.
vi.mock('cobe', () => ({
  default: vi.fn((canvas: HTMLCanvasElement) => {
    const wrapper = document.createElement('div')
    canvas.parentElement?.insertBefore(wrapper, canvas)
    wrapper.append(canvas)
    return { update: vi.fn(), destroy: vi.fn() }
  }),
}))
const cobe = vi.mocked(createGlobe)

afterEach(() => {
  resetItemTest()
  cobe.mockClear()
})

describe('CtaGlobe', () => {
  it('is a section named by its h2, with both actions as links and the globe hidden from assistive technology', () => {
    const { container } = render(<CtaGlobe />)
    const section = screen.getByRole('region', { name: 'Run your code a few milliseconds from every user' })
    expect(section.querySelectorAll('h2')).toHaveLength(1)
    expect(screen.getByText('Global edge network')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Deploy your first function' }).getAttribute('href')).toBe('#')
    expect(screen.getByRole('link', { name: 'See the region map' }).getAttribute('href')).toBe('#')

    const art = container.querySelector('[data-slot="cta-globe-art"]')
    expect(art?.getAttribute('aria-hidden')).toBe('true')
    const globe = art?.querySelector('[data-slot="globe"]')
    expect(globe?.querySelector('canvas')).toBeTruthy()
    // The globe is drawn once it is mounted.
    expect(cobe).toHaveBeenCalledTimes(1)
  })

  it('keeps a square box for the globe in the server markup, before any canvas is drawn', () => {
    const html = renderToString(<CtaGlobe />)
    expect(cobe).not.toHaveBeenCalled()
    const host = document.createElement('div')
    host.innerHTML = html
    const globe = host.querySelector('[data-slot="globe"]')
    expect(globe?.parentElement?.className).toContain('aspect-square')
    expect(globe?.getAttribute('class')).toContain('absolute inset-0')
    expect(globe?.closest('[aria-hidden="true"]')).toBeTruthy()
  })

  it('takes its words, links and globe settings from props', () => {
    render(
      <CtaGlobe
        eyebrow=""
        title="Closer to your users"
        description="Fast everywhere."
        primaryAction={{ label: 'Start now', href: '/signup' }}
        secondaryAction={null}
        globeProps={{ rotationSpeed: 0, markers: [{ location: [52.52, 13.405] }] }}
        className="bg-muted"
        id="cta"
      />,
    )
    const section = screen.getByRole('region', { name: 'Closer to your users' })
    expect(section.className).toContain('bg-muted')
    expect(section.id).toBe('cta')
    expect(screen.getByText('Fast everywhere.')).toBeTruthy()
    expect(screen.queryByText('Global edge network')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Start now' }).getAttribute('href')).toBe('/signup')
    expect(cobe.mock.calls[0]?.[1]).toMatchObject({ markers: [{ location: [52.52, 13.405] }] })
  })

  it('is marked as a paid block', () => {
    expect(meta.paid).toBe(true)
    expect(meta.category).toBe('Call to action')
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<CtaGlobe />)).toEqual([])
  })
})
