// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../test-support'
import { Button, buttonVariants } from './button'

afterEach(cleanup)

describe('Button', () => {
  it('renders a native button with the default variant and size', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.dataset.slot).toBe('button')
    expect(button.dataset.variant).toBe('default')
    expect(button.dataset.size).toBe('default')
    expect(button.className).toContain('bg-primary')
    expect(button.className).toContain('h-9')
  })

  it('applies variant and size classes and lets className win over them', () => {
    render(
      <Button variant="outline" size="icon" className="size-12" aria-label="Add">
        +
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Add' })
    expect(button.className).toContain('border-input')
    expect(button.className).toContain('size-12')
    expect(button.className).not.toContain('size-9')
  })

  it('handles clicks and stays inert when disabled', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Go</Button>)
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('styles its child instead of rendering a button with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/pricing">Pricing</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Pricing' })
    expect(link.getAttribute('href')).toBe('/pricing')
    expect(link.dataset.slot).toBe('button')
    expect(link.className).toContain('underline-offset-4')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('exposes the variant classes and drops transitions under reduced motion', () => {
    expect(buttonVariants({ variant: 'ghost', size: 'sm' })).toContain('h-8')
    expect(buttonVariants()).toContain('motion-reduce:transition-none')
  })

  it('renders on the server', () => {
    expect(renderToString(<Button variant="secondary">Server</Button>)).toContain('data-variant="secondary"')
  })
  it('hydrates without warnings, also as a link', async () => {
    expect(
      await hydrationErrors(
        <Button asChild>
          <a href="/x">x</a>
        </Button>,
      ),
    ).toEqual([])
  })
})
