// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  expectButtonBasics,
  hydrationErrors,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
} from '../test-support'
import { AnimatedSubscribeButton } from './animated-subscribe-button'

// happy-dom's Web Animations reject when motion cancels them, so motion runs its own frame loop here.
const waapi = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, 'animate')
})
afterAll(() => {
  if (waapi) Object.defineProperty(Element.prototype, 'animate', waapi)
})

beforeEach(() => installMediaQueries())
afterEach(() => {
  cleanup()
  resetMediaPreferences()
  vi.restoreAllMocks()
})

const labelOf = (container: HTMLElement) =>
  container.querySelector('[data-slot="animated-subscribe-button-label"]')?.textContent
const status = (container: HTMLElement) =>
  container.querySelector('[data-slot="animated-subscribe-button-status"]') as HTMLElement

describe('AnimatedSubscribeButton', () => {
  it('is a real button: type "button" unless told, props and ref passed on, keyboard-activated, inert when disabled', () => {
    expectButtonBasics(AnimatedSubscribeButton)
  })

  it('toggles on each press when uncontrolled, animating the old label out first, on the same element', async () => {
    const onClick = vi.fn()
    const { container } = render(
      <AnimatedSubscribeButton onClick={onClick}>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>,
    )
    const button = screen.getByRole('button')
    expect(button.dataset.state).toBe('unsubscribed')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.dataset.state).toBe('subscribed')
    // The first label is still leaving; the second follows once it has gone.
    expect(labelOf(container)).toBe('Follow')
    await waitFor(() => expect(labelOf(container)).toBe('Subscribed'))
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBe(button)
    fireEvent.click(button)
    expect(button.dataset.state).toBe('unsubscribed')
    await waitFor(() => expect(labelOf(container)).toBe('Follow'))
  })

  it('announces each change, but not the state it starts in, through a polite live region', async () => {
    const { container } = render(
      <AnimatedSubscribeButton>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>,
    )
    const region = status(container)
    expect(region.getAttribute('role')).toBe('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.className).toContain('sr-only')
    // Outside the button, so the button's name stays its visible label.
    expect(region.closest('button')).toBeNull()
    expect(region.textContent).toBe('')
    fireEvent.click(screen.getByRole('button'))
    expect(region.textContent).toBe('Subscribed')
    fireEvent.click(screen.getByRole('button'))
    expect(region.textContent).toBe('Follow')
  })

  it('follows subscribeStatus when controlled: a press only calls onClick', () => {
    const onClick = vi.fn()
    const view = (subscribeStatus: boolean) => (
      <AnimatedSubscribeButton subscribeStatus={subscribeStatus} onClick={onClick}>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>
    )
    const { container, rerender } = render(view(true))
    const button = screen.getByRole('button', { name: 'Subscribed' })
    expect(button.dataset.state).toBe('subscribed')
    expect(status(container).textContent).toBe('')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.dataset.state).toBe('subscribed')
    rerender(view(false))
    expect(button.dataset.state).toBe('unsubscribed')
    expect(status(container).textContent).toBe('Follow')
  })

  it('shows a single child in both states instead of failing', () => {
    const { container } = render(
      <AnimatedSubscribeButton>
        <span>Notify me</span>
      </AnimatedSubscribeButton>,
    )
    const button = screen.getByRole('button', { name: 'Notify me' })
    expect(button.dataset.state).toBe('unsubscribed')
    fireEvent.click(button)
    expect(button.dataset.state).toBe('subscribed')
    expect(status(container).textContent).toBe('Notify me')
  })

  it('is pressed from the keyboard and keeps focus through the change', () => {
    const { container } = render(
      <AnimatedSubscribeButton>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>,
    )
    const button = screen.getByRole('button')
    button.focus()
    fireEvent.click(button, { detail: 0 })
    expect(button.dataset.state).toBe('subscribed')
    expect(document.activeElement).toBe(button)
    expect(status(container).textContent).toBe('Subscribed')
  })

  it('does nothing while disabled', () => {
    const onClick = vi.fn()
    const { container } = render(
      <AnimatedSubscribeButton disabled onClick={onClick}>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>,
    )
    const button = screen.getByRole('button') as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.className).toContain('disabled:opacity-50')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.dataset.state).toBe('unsubscribed')
    expect(status(container).textContent).toBe('')
  })

  it('swaps the labels in place for visitors who prefer reduced motion', () => {
    act(() => setMediaPreference('reduce', true))
    const { container } = render(
      <AnimatedSubscribeButton>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(labelOf(container)).toBe('Subscribed')
    const label = container.querySelector<HTMLElement>('[data-slot="animated-subscribe-button-label"]')
    expect(label?.getAttribute('style')).toBeNull()
    expect(status(container).textContent).toBe('Subscribed')
  })

  it('renders on the server and hydrates without errors', async () => {
    const html = renderToString(
      <AnimatedSubscribeButton subscribeStatus>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>,
    )
    expect(html).toContain('data-slot="animated-subscribe-button"')
    expect(html).toContain('data-state="subscribed"')
    expect(html).toContain('type="button"')
    expect(html).toContain('<span>Subscribed</span>')
    expect(html).not.toContain('<span>Follow</span>')
    const element = (
      <AnimatedSubscribeButton>
        <span>Follow</span>
        <span>Subscribed</span>
      </AnimatedSubscribeButton>
    )
    expect(await hydrationErrors(element)).toEqual([])
  })
})
