// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import type * as React from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, readableText } from '../../test-support'
import FeaturesBento from './features-bento'

// happy-dom's Web Animations reject when motion cancels them on unmount; these tests check markup.
MotionGlobalConfig.skipAnimations = true

afterEach(cleanup)

function DotIcon(props: React.ComponentProps<'svg'>) {
  return <svg data-testid="dot-icon" {...props} />
}

const cardsOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-slot="bento-card"]')]
const sceneOf = (card: HTMLElement) => {
  const scene = card.querySelector<HTMLElement>('[data-slot="bento-card-background"] > *')
  if (!scene) throw new Error('card has no scene')
  return scene
}

describe('FeaturesBento', () => {
  it('is a section named by its h2, with four bento cards whose headings are h3s', () => {
    render(<FeaturesBento />)
    const section = screen.getByRole('region', { name: 'A workflow that keeps up with you' })
    expect(section.querySelectorAll('h1')).toHaveLength(0)
    expect(section.querySelectorAll('h2')).toHaveLength(1)
    expect(screen.getByText('Built for teams')).toBeTruthy()
    expect(section.querySelector('[data-slot="bento-grid"]')).toBeTruthy()
    expect(cardsOf(section)).toHaveLength(4)
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Every file, one command away',
      'Know when something changes',
      'Fits the stack you have',
      'Follows your theme',
    ])
    const link = within(section).getByRole('link', { name: /^Browse components\s?: Every file, one command away$/ })
    expect(link.getAttribute('href')).toBe('#')
    expect(within(section).getByRole('link', { name: /^Explore theming\s?: Follows your theme$/ })).toBeTruthy()
  })

  it('plays a different item behind each card, hidden from assistive technology and the tab order', () => {
    render(<FeaturesBento />)
    const section = screen.getByRole('region')
    const [files, notifications, integrations, themes] = cardsOf(section).map(sceneOf)
    expect(files?.querySelectorAll('[data-slot="marquee"]')).toHaveLength(2)
    expect(files?.textContent).toContain('use-on-screen.ts')
    expect(notifications?.querySelector('[data-slot="animated-list"]')).toBeTruthy()
    expect(notifications?.textContent).toContain('marquee 2.1 is out')
    expect(integrations?.querySelectorAll('[data-slot="orbiting-circles"]')).toHaveLength(2)
    expect(integrations?.querySelectorAll('[data-slot="orbiting-circles-item"]')).toHaveLength(8)
    expect(themes?.querySelector('[data-slot="dot-pattern"]')).toBeTruthy()
    for (const scene of [files, notifications, integrations, themes]) {
      expect(scene?.getAttribute('aria-hidden')).toBe('true')
      expect(scene?.hasAttribute('inert')).toBe(true)
    }
    const spoken = readableText(section)
    expect(spoken).toContain('Components land in your repository')
    expect(spoken).not.toContain('use-on-screen.ts')
    expect(spoken).not.toContain('marquee 2.1 is out')
  })

  it('takes its heading, cards and scene contents from props', () => {
    render(
      <FeaturesBento
        eyebrow=""
        title="Why teams switch"
        description="Two reasons."
        cards={[
          {
            name: 'Speed',
            description: 'It is quick.',
            href: '/speed',
            background: 'files',
            className: 'lg:col-span-2',
          },
          {
            name: 'Alerts',
            description: 'It tells you.',
            href: '/alerts',
            cta: 'Read more',
            background: 'notifications',
          },
          { name: 'Orbit', description: 'It connects.', href: '/orbit', background: 'integrations' },
        ]}
        files={[{ name: 'alpha.ts', line: 'export const alpha = 1' }]}
        notifications={[{ icon: DotIcon, title: 'Build passed', time: 'now' }]}
        integrations={[DotIcon, DotIcon]}
        className="border-t"
      />,
    )
    const section = screen.getByRole('region', { name: 'Why teams switch' })
    expect(section.className).toContain('border-t')
    expect(screen.getByText('Two reasons.')).toBeTruthy()
    expect(screen.queryByText('Built for teams')).toBeNull()
    const cards = cardsOf(section)
    expect(cards).toHaveLength(3)
    expect(cards[0]?.className).toContain('lg:col-span-2')
    expect(
      within(section)
        .getByRole('link', { name: /^Learn more\s?: Speed$/ })
        .getAttribute('href'),
    ).toBe('/speed')
    expect(
      within(section)
        .getByRole('link', { name: /^Read more\s?: Alerts$/ })
        .getAttribute('href'),
    ).toBe('/alerts')
    const [files, notifications, integrations] = cards.map(sceneOf)
    expect(files?.querySelectorAll('[data-slot="marquee"]')).toHaveLength(1)
    expect(files?.textContent).toContain('alpha.ts')
    expect(files?.textContent).not.toContain('marquee.tsx')
    expect(notifications?.textContent).toContain('Build passed')
    expect(integrations?.querySelectorAll('[data-slot="orbiting-circles"]')).toHaveLength(1)
    expect(integrations?.querySelectorAll('[data-testid="dot-icon"]')).toHaveLength(2)
  })

  it('leaves a card without a scene plain', () => {
    render(<FeaturesBento cards={[{ name: 'Plain', description: 'Nothing behind.', href: '#' }]} />)
    const [card] = cardsOf(screen.getByRole('region'))
    expect(card?.querySelector('[data-slot="bento-card-background"]')).toBeNull()
  })

  it('keeps its ids unique when rendered twice', () => {
    const { container } = render(
      <>
        <FeaturesBento />
        <FeaturesBento />
      </>,
    )
    const [first, second] = screen.getAllByRole('region')
    expect(first?.getAttribute('aria-labelledby')).not.toBe(second?.getAttribute('aria-labelledby'))
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<FeaturesBento />)).toEqual([])
  })
})
