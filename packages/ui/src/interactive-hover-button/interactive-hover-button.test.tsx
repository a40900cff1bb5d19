// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectButtonBasics, hydrationErrors } from '../test-support'
import { InteractiveHoverButton } from './interactive-hover-button'
import meta from './interactive-hover-button.meta'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('InteractiveHoverButton', () => {
  it('is a real button: type "button" unless told, props and ref passed on, keyboard-activated, inert when disabled', () => {
    expectButtonBasics(InteractiveHoverButton)
  })

  it('is named once: the copy that slides in on hover and the arrow are hidden from assistive technology', () => {
    const { container } = render(<InteractiveHoverButton>Hover Me</InteractiveHoverButton>)
    const button = screen.getByRole('button', { name: 'Hover Me' })
    const reveal = container.querySelector('[data-slot="interactive-hover-button-reveal"]')
    expect(reveal?.getAttribute('aria-hidden')).toBe('true')
    expect(reveal?.textContent).toBe('Hover Me')
    expect(reveal?.querySelector('svg')).not.toBeNull()
    expect(container.querySelector('[data-slot="interactive-hover-button-dot"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
    // Only the resting label is outside an aria-hidden subtree.
    const visible = [...button.querySelectorAll('span')].filter(
      (span) => !span.closest('[aria-hidden="true"]') && span.children.length === 0,
    )
    expect(visible.map((span) => span.textContent)).toEqual(['Hover Me'])
  })

  it("falls back to the text prop and then to Magic UI's default label", () => {
    render(
      <>
        <InteractiveHoverButton text="Sign up" />
        <InteractiveHoverButton />
        <InteractiveHoverButton text="ignored">Children win</InteractiveHoverButton>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Button' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Children win' })).toBeTruthy()
    expect(meta.props.InteractiveHoverButton.find((prop) => prop.name === 'text')?.default).toBe("'Button'")
  })

  it('is reachable and activated from the keyboard, with a visible focus ring and the hover state on focus', () => {
    const onClick = vi.fn()
    const { container } = render(<InteractiveHoverButton onClick={onClick}>Go</InteractiveHoverButton>)
    const button = screen.getByRole('button', { name: 'Go' })
    // A native button in the tab order: the browser turns Enter and Space into a click without a
    // pointer (detail 0), which happy-dom does not synthesise, so the click is dispatched here.
    expect(button.tabIndex).toBe(0)
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button, { detail: 0 })
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.className).toContain('focus-visible:outline-2')
    const dot = container.querySelector('[data-slot="interactive-hover-button-dot"]')
    expect(dot?.className).toContain('group-hover:scale-[100.8]')
    expect(dot?.className).toContain('group-focus-visible:scale-[100.8]')
    expect(container.querySelector('[data-slot="interactive-hover-button-reveal"]')?.className).toContain(
      'group-focus-visible:opacity-100',
    )
  })

  it('moves only transform and opacity, and not at all for visitors who prefer reduced motion', () => {
    const { container } = render(<InteractiveHoverButton>Go</InteractiveHoverButton>)
    const moving = [...container.querySelectorAll<HTMLElement>('[class*="transition-"]')]
    expect(moving).toHaveLength(3)
    for (const element of moving) {
      expect(element.className).toMatch(/transition-(transform|\[translate,opacity\])(\s|$)/)
      expect(element.className).toContain('motion-reduce:transition-none')
    }
  })

  it('ships the colour tokens it uses, so a plain install is styled', () => {
    expect(meta.cssVars.theme).toEqual({
      'color-background': 'var(--background)',
      'color-primary': 'var(--primary)',
      'color-primary-foreground': 'var(--primary-foreground)',
    })
    expect(Object.keys(meta.cssVars.light)).toEqual(['background', 'primary', 'primary-foreground'])
    expect(Object.keys(meta.cssVars.dark)).toEqual(['background', 'primary', 'primary-foreground'])
  })

  it('renders on the server and hydrates without errors', async () => {
    const html = renderToString(<InteractiveHoverButton>Server</InteractiveHoverButton>)
    expect(html).toContain('data-slot="interactive-hover-button"')
    expect(html).toContain('type="button"')
    expect(html).toContain('>Server</span>')
    expect(await hydrationErrors(<InteractiveHoverButton className="w-40">Hydrate</InteractiveHoverButton>)).toEqual([])
  })
})
