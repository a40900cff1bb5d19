// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { StarIcon } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import IntegrationsOrbit from './integrations-orbit'

afterEach(cleanup)

const rings = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-slot="orbiting-circles"]')]
const ringItems = (ring: HTMLElement | undefined) => [
  ...(ring?.querySelectorAll<HTMLElement>('[data-slot="orbiting-circles-item"]') ?? []),
]

describe('IntegrationsOrbit', () => {
  it('is a section named by its h2, with the copy and a link beside two rings of icons', () => {
    render(<IntegrationsOrbit />)
    const section = screen.getByRole('region', { name: 'Plugs into the stack you already run' })
    expect(screen.getByText(/Connect your repositories/)).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Browse all integrations' })
    expect(link.getAttribute('href')).toBe('#')
    expect(link.dataset.slot).toBe('button')
    const [inner, outer, ...more] = rings(section)
    expect(more).toHaveLength(0)
    expect(ringItems(inner)).toHaveLength(3)
    expect(ringItems(outer)).toHaveLength(8)
    // The rings turn in opposite directions, the inner one closer in.
    expect(ringItems(inner)[0]?.className).toContain('[animation-direction:reverse]')
    expect(ringItems(outer)[0]?.className).not.toContain('[animation-direction:reverse]')
    expect(ringItems(inner)[0]?.style.getPropertyValue('--orbit-radius')).toBe('72px')
    expect(ringItems(outer)[0]?.style.getPropertyValue('--orbit-radius')).toBe('132px')
  })

  it('names each integration icon for screen readers and hides the centre mark', () => {
    const { container } = render(<IntegrationsOrbit />)
    const names = screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))
    expect(names).toEqual([
      'Git',
      'Terminal',
      'Webhooks',
      'Databases',
      'Cloud storage',
      'Team chat',
      'Email',
      'Analytics',
      'Secrets',
      'Alerts',
      'Servers',
    ])
    const centre = container.querySelector('[data-slot="orbit-centre"]')
    expect(centre?.getAttribute('aria-hidden')).toBe('true')
    expect(centre?.querySelector('svg')).toBeTruthy()
  })

  it('takes its words, link and icons from props, hiding icons that have no name', () => {
    const { container } = render(
      <IntegrationsOrbit
        eyebrow=""
        title="Works with everything"
        description="Almost."
        action={{ label: 'See the list', href: '/integrations' }}
        innerRing={[{ name: 'Stars', icon: <StarIcon /> }]}
        outerRing={[{ icon: <StarIcon /> }, { icon: <StarIcon /> }]}
        centre={<span>S</span>}
        className="bg-muted"
      />,
    )
    const section = screen.getByRole('region', { name: 'Works with everything' })
    expect(section.className).toContain('bg-muted')
    expect(screen.queryByText('Integrations')).toBeNull()
    expect(screen.getByText('Almost.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the list' }).getAttribute('href')).toBe('/integrations')
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual(['Stars'])
    const [inner, outer] = rings(section)
    expect(ringItems(inner)).toHaveLength(1)
    for (const item of ringItems(outer)) {
      expect(item.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    }
    expect(container.querySelector('[data-slot="orbit-centre"]')?.textContent).toBe('S')
  })

  it('keeps its ids unique when it appears twice on a page', () => {
    const { container } = render(
      <>
        <IntegrationsOrbit />
        <IntegrationsOrbit title="Even more integrations" />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<IntegrationsOrbit />)).toEqual([])
  })
})
