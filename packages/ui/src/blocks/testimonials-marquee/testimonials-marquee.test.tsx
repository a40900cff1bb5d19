// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import TestimonialsMarquee from './testimonials-marquee'

afterEach(cleanup)

const marquees = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-slot="marquee"]')]
/** The review cards a screen reader reaches: those outside the marquees' hidden copies. */
const exposedCards = (root: Element) =>
  [...root.querySelectorAll('figure')].filter((figure) => !figure.closest('[aria-hidden="true"]'))

describe('TestimonialsMarquee', () => {
  it('is a section named by its h2 with two rows of reviews running in opposite directions', () => {
    render(<TestimonialsMarquee />)
    const section = screen.getByRole('region', { name: 'Loved by the people who ship' })
    const [top, bottom, ...more] = marquees(section)
    expect(more).toHaveLength(0)
    for (const row of [top, bottom]) {
      expect(row?.children[0]?.className).toContain('group-hover:[animation-play-state:paused]')
    }
    expect(top?.children[0]?.className).not.toContain('[animation-direction:reverse]')
    expect(bottom?.children[0]?.className).toContain('[animation-direction:reverse]')
    // Each review is reached once, four per row.
    expect(exposedCards(top as HTMLElement)).toHaveLength(4)
    expect(exposedCards(bottom as HTMLElement)).toHaveLength(4)
  })

  it('shows each review as a quote with the name, the role and a decorative initials avatar', () => {
    render(<TestimonialsMarquee />)
    const [card] = exposedCards(screen.getByRole('region'))
    expect(card?.querySelector('blockquote')?.textContent).toMatch(/^We replaced three internal scripts/)
    const caption = card?.querySelector('figcaption')
    expect(caption?.textContent).toContain('Maya Okafor')
    expect(caption?.textContent).toContain('Staff engineer, Quillwork')
    const avatar = caption?.querySelector('[aria-hidden="true"]')
    expect(avatar?.textContent).toBe('MO')
    expect(screen.getByRole('region').querySelector('img')).toBeNull()
  })

  it('takes its words and reviews from props, splitting them between the rows', () => {
    render(
      <TestimonialsMarquee
        title="What customers say"
        description="Straight from the inbox."
        testimonials={[
          { name: 'Ada', role: 'Founder', quote: 'Fast.' },
          { name: 'Grace B. Hopper', role: '@grace', quote: 'Reliable.' },
          { name: 'Alan Turing', role: 'Researcher', quote: 'Elegant.' },
        ]}
        className="bg-muted"
      />,
    )
    const section = screen.getByRole('region', { name: 'What customers say' })
    expect(section.className).toContain('bg-muted')
    expect(screen.getByText('Straight from the inbox.')).toBeTruthy()
    const [top, bottom] = marquees(section)
    expect(exposedCards(top as HTMLElement).map((card) => card.querySelector('blockquote')?.textContent)).toEqual([
      'Fast.',
      'Reliable.',
    ])
    expect(exposedCards(bottom as HTMLElement).map((card) => card.querySelector('blockquote')?.textContent)).toEqual([
      'Elegant.',
    ])
    const avatars = exposedCards(section).map((card) => card.querySelector('[aria-hidden="true"]')?.textContent)
    expect(avatars).toEqual(['A', 'GH', 'AT'])
    expect(screen.queryByText(/Maya Okafor/)).toBeNull()
  })

  it('uses a single row for a single review', () => {
    render(<TestimonialsMarquee testimonials={[{ name: 'Ada', role: 'Founder', quote: 'Fast.' }]} />)
    expect(marquees(screen.getByRole('region'))).toHaveLength(1)
  })

  it('keeps its ids unique when it appears twice on a page', () => {
    const { container } = render(
      <>
        <TestimonialsMarquee />
        <TestimonialsMarquee title="More reviews" />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<TestimonialsMarquee />)).toEqual([])
  })
})
