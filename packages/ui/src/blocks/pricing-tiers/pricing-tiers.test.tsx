// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import PricingTiers from './pricing-tiers'

afterEach(cleanup)

const prices = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="price"]')].map((price) => price.textContent)
const radio = (name: RegExp) => screen.getByRole('radio', { name })
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((option) => option.getAttribute('aria-checked') === 'true')
    .map((option) => option.textContent)

describe('PricingTiers', () => {
  it('is a section named by its h2 with three tiers, each a heading, a price, features and a link', () => {
    render(<PricingTiers />)
    const section = screen.getByRole('region', { name: 'Simple pricing that grows with you' })
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Hobby',
      'Team',
      'Scale',
    ])
    expect(prices(section)).toEqual(['$0', '$25', '$80'])
    expect(screen.getByRole('link', { name: 'Start for free' }).getAttribute('href')).toBe('#')
    expect(screen.getByRole('link', { name: 'Start a 14-day trial' }).dataset.slot).toBe('button')
    expect(screen.getByRole('link', { name: 'Talk to sales' })).toBeTruthy()
    const team = screen.getByRole('heading', { name: 'Team' }).closest('li') as HTMLElement
    expect(within(team).getByText('Instant rollbacks')).toBeTruthy()
    for (const icon of team.querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true')
  })

  it('highlights only the recommended tier, with the badge and the border beam', () => {
    const { container } = render(<PricingTiers />)
    const beams = container.querySelectorAll('[data-slot="border-beam"]')
    expect(beams).toHaveLength(1)
    const popular = beams[0]?.closest('li') as HTMLElement
    expect(within(popular).getByRole('heading').textContent).toBe('Team')
    expect(within(popular).getByText('Most popular')).toBeTruthy()
    expect(screen.getAllByText('Most popular')).toHaveLength(1)
    // The beam is drawn in the theme's colours.
    const light = container.querySelector<HTMLElement>('[data-slot="border-beam-light"]')
    expect(light?.className).toContain('from-primary')
  })

  it('switches the prices between monthly and yearly billing, the yearly option showing the saving', () => {
    const { container } = render(<PricingTiers />)
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeTruthy()
    expect(checked()).toEqual(['Monthly'])
    expect(radio(/Yearly/).textContent).toContain('Save 20%')
    expect(screen.getAllByText('Billed monthly')).toHaveLength(2)

    fireEvent.click(radio(/Yearly/))
    expect(checked()).toEqual(['YearlySave 20%'])
    expect(prices(container)).toEqual(['$0', '$20', '$64'])
    expect(screen.getByText('$240 billed yearly')).toBeTruthy()
    expect(screen.getByText('$768 billed yearly')).toBeTruthy()
    expect(screen.getByText('Free forever')).toBeTruthy()

    fireEvent.click(radio(/Monthly/))
    expect(prices(container)).toEqual(['$0', '$25', '$80'])
  })

  it('works from the keyboard as a radio group: one tab stop, arrow keys move and check', () => {
    const { container } = render(<PricingTiers />)
    const monthly = radio(/Monthly/)
    const yearly = radio(/Yearly/)
    expect([monthly.tabIndex, yearly.tabIndex]).toEqual([0, -1])

    monthly.focus()
    fireEvent.keyDown(monthly, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(yearly)
    expect(yearly.getAttribute('aria-checked')).toBe('true')
    expect(monthly.getAttribute('aria-checked')).toBe('false')
    expect([monthly.tabIndex, yearly.tabIndex]).toEqual([-1, 0])
    expect(prices(container)).toEqual(['$0', '$20', '$64'])

    // Past the last option the arrows wrap round.
    fireEvent.keyDown(yearly, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(monthly)
    expect(prices(container)).toEqual(['$0', '$25', '$80'])
    fireEvent.keyDown(monthly, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(yearly)
    fireEvent.keyDown(yearly, { key: 'Home' })
    expect(checked()).toEqual(['Monthly'])
    fireEvent.keyDown(monthly, { key: 'End' })
    expect(checked()).toEqual(['YearlySave 20%'])

    // Other keys are left alone (Tab must still leave the group).
    fireEvent.keyDown(yearly, { key: 'Tab' })
    expect(document.activeElement).toBe(yearly)
    expect(checked()).toEqual(['YearlySave 20%'])
  })

  it('takes its tiers, discount, currency and words from props', () => {
    const { container } = render(
      <PricingTiers
        title="Plans"
        description="Pick one."
        yearlyDiscount={10}
        currency="EUR"
        locale="de-DE"
        defaultBilling="yearly"
        labels={{ monthly: 'Monatlich', yearly: 'Jährlich', popular: 'Beliebt', billedYearly: '{total} pro Jahr' }}
        tiers={[
          {
            name: 'Solo',
            description: 'Just you.',
            monthlyPrice: 9,
            features: ['One seat'],
            cta: { label: 'Buy Solo', href: '/buy/solo' },
            popular: true,
          },
          {
            name: 'Crew',
            description: 'A few of you.',
            monthlyPrice: 30,
            features: ['Five seats', 'Shared projects'],
            cta: { label: 'Buy Crew', href: '/buy/crew' },
          },
        ]}
        className="bg-muted"
      />,
    )
    const section = screen.getByRole('region', { name: 'Plans' })
    expect(section.className).toContain('bg-muted')
    expect(screen.getByText('Pick one.')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Solo', 'Crew'])
    expect(checked()).toEqual(['JährlichSave 10%'])
    // 9 × 0.9 = 8.10 a month, 97.20 a year; 30 × 0.9 = 27.
    expect(prices(container).map((price) => price?.replace(/\s/g, ' '))).toEqual(['8,10 €', '27 €'])
    expect(screen.getByText(/97,20.€ pro Jahr/)).toBeTruthy()
    expect(screen.getByText('Beliebt')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy Crew' }).getAttribute('href')).toBe('/buy/crew')
    expect(within(screen.getByText('Beliebt').closest('li') as HTMLElement).getByText('Solo')).toBeTruthy()
    fireEvent.click(radio(/Monatlich/))
    expect(prices(container).map((price) => price?.replace(/\s/g, ' '))).toEqual(['9 €', '30 €'])
  })

  it('keeps its ids unique when it appears twice on a page', () => {
    const { container } = render(
      <>
        <PricingTiers />
        <PricingTiers title="More plans" />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<PricingTiers />)).toEqual([])
    expect(await hydrationErrors(<PricingTiers defaultBilling="yearly" />)).toEqual([])
  })
})
