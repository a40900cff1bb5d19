// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../test-support'
import { BentoCard, BentoGrid } from './bento-grid'

afterEach(cleanup)

function Icon(props: React.ComponentProps<'svg'>) {
  return <svg data-testid="icon" {...props} />
}

/** An icon in the shape Radix Icons exports: a forwardRef component. */
const Forwarded = React.forwardRef<SVGSVGElement, React.ComponentProps<'svg'>>((props, ref) => (
  <svg data-testid="forwarded" ref={ref} {...props} />
))

describe('BentoGrid', () => {
  it('is three columns of 22rem rows by default, and passes className and props through', () => {
    const { container, rerender } = render(<BentoGrid>x</BentoGrid>)
    const grid = () => container.querySelector('[data-slot="bento-grid"]')
    expect(grid()?.className.split(' ')).toEqual(expect.arrayContaining(['grid-cols-3', 'auto-rows-[22rem]', 'gap-4']))
    expect(grid()?.className).not.toMatch(/grid-cols-1|md:grid-cols/)

    rerender(
      <BentoGrid className="auto-rows-[18rem] lg:grid-rows-3" aria-label="Features">
        <span>card</span>
      </BentoGrid>,
    )
    expect(grid()?.getAttribute('aria-label')).toBe('Features')
    expect(grid()?.className).toContain('auto-rows-[18rem]')
    expect(grid()?.className).toContain('lg:grid-rows-3')
    expect(grid()?.className).not.toContain('auto-rows-[22rem]')
    expect(grid()?.textContent).toBe('card')
  })
})

describe('BentoCard', () => {
  it('renders the heading, description, icon, background and a call-to-action link', () => {
    render(
      <BentoCard
        name="Notifications"
        description="Know when it happens."
        Icon={Icon}
        href="/notifications"
        cta="Open settings"
        background={<div data-testid="bg" />}
        className="md:col-span-2"
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Notifications' })).toBeTruthy()
    expect(screen.getByText('Know when it happens.')).toBeTruthy()
    expect(screen.getByTestId('icon').getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByTestId('bg').parentElement?.dataset.slot).toBe('bento-card-background')

    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/notifications')
    expect(link.textContent).toBe('Open settings: Notifications')
    expect(link.dataset.slot).toBe('button')
    expect(
      screen.getByText('Notifications', { selector: 'h3' }).closest('[data-slot="bento-card"]')?.className,
    ).toContain('md:col-span-2')
  })

  it('spans all three columns unless its classes place it, as Magic UI layouts expect', () => {
    const card = (className?: string) => {
      cleanup()
      const { container } = render(
        <BentoCard name="Docs" description="Read them." href="/docs" className={className} />,
      )
      return container.querySelector('[data-slot="bento-card"]')?.className.split(' ') ?? []
    }
    expect(card()).toContain('col-span-3')
    // A responsive span keeps the full width below its breakpoint.
    expect(card('lg:col-span-1')).toEqual(expect.arrayContaining(['col-span-3', 'lg:col-span-1']))
    // A plain span replaces the default one.
    const narrow = card('col-span-1')
    expect(narrow).toContain('col-span-1')
    expect(narrow).not.toContain('col-span-3')
    // Placement by start and end lines at a breakpoint, as in a vertical mosaic.
    expect(card('lg:col-start-2 lg:col-end-3 lg:row-start-1 lg:row-end-4')).toEqual(
      expect.arrayContaining(['col-span-3', 'lg:col-start-2', 'lg:col-end-3', 'lg:row-start-1', 'lg:row-end-4']),
    )
  })

  it('takes any element type as Icon, such as a forwardRef icon or a plain tag', () => {
    const { rerender, container } = render(
      <BentoCard name="Docs" description="Read them." href="/docs" Icon={Forwarded} />,
    )
    expect(screen.getByTestId('forwarded').getAttribute('class')).toContain('size-12')
    rerender(<BentoCard name="Docs" description="Read them." href="/docs" Icon="svg" />)
    expect(container.querySelector('[data-slot="bento-card-content"] > svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('defaults the call to action and works without an icon or background', () => {
    const { container } = render(<BentoCard name="Docs" description="Read them." href="/docs" />)
    expect(screen.getByRole('link').textContent).toBe('Learn more: Docs')
    expect(container.querySelector('svg[data-testid="icon"]')).toBeNull()
    expect(container.querySelector('[data-slot="bento-card-background"]')).toBeNull()
  })

  it('hides the call to action only where hovering is possible, revealing it on hover and focus', () => {
    const { container } = render(<BentoCard name="Docs" description="Read them." href="/docs" />)
    const cta = container.querySelector('[data-slot="bento-card-cta"]')?.className ?? ''
    expect(cta).toContain('[@media(hover:hover)]:opacity-0')
    expect(cta).toContain('group-hover:opacity-100')
    expect(cta).toContain('group-focus-within:opacity-100')
    expect(cta).not.toMatch(/(^|\s)opacity-0/)
    const content = container.querySelector('[data-slot="bento-card-content"]')?.className ?? ''
    expect(content).toContain('group-hover:-translate-y-10')
    expect(content).toContain('group-focus-within:-translate-y-10')
  })

  it('makes every hover transition instant under reduced motion', () => {
    const { container } = render(<BentoCard name="Docs" description="Read them." href="/docs" Icon={Icon} />)
    for (const el of container.querySelectorAll('[class*="transition"]')) {
      expect(el.getAttribute('class')).toContain('motion-reduce:transition-none')
    }
  })

  it('moves only by transform and opacity, and only on hover or focus: nothing runs while idle', () => {
    const { container } = render(
      <BentoGrid>
        <BentoCard name="Docs" description="Read them." href="/docs" Icon={Icon} background={<span />} />
      </BentoGrid>,
    )
    // The call to action is a Button, whose own hover colours belong to that item.
    const layers = [...container.querySelectorAll('[class*="transition"]')].filter((el) => !el.closest('a'))
    expect(layers.length).toBeGreaterThan(2)
    for (const el of layers) {
      const transition = /(?:^|\s)(transition(?:-\[[^\]]+\]|-[a-z]+)?)(?=\s|$)/.exec(
        el.getAttribute('class') ?? '',
      )?.[1]
      expect(['transition-transform', 'transition-opacity', 'transition-[translate,opacity]']).toContain(transition)
    }
    expect(container.innerHTML).not.toMatch(/(^|[\s"])animate-/)
  })

  it('renders on the server', () => {
    const html = renderToString(
      <BentoGrid>
        <BentoCard name="Docs" description="Read them." href="/docs" />
      </BentoGrid>,
    )
    expect(html).toContain('data-slot="bento-grid"')
    expect(html).toContain('href="/docs"')
    expect(html).toContain('<h3')
  })
  it('hydrates without warnings', async () => {
    const grid = (
      <BentoGrid>
        <BentoCard name="Docs" description="Read them." href="/docs" Icon={Icon} background={<div />} />
      </BentoGrid>
    )
    expect(await hydrationErrors(grid)).toEqual([])
  })
})
