// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import Navbar from './navbar'

afterEach(cleanup)

const menuButton = () => screen.getByRole('button', { name: /menu/ })
const menuOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls')
  const menu = id ? document.getElementById(id) : null
  if (!menu) throw new Error('the menu button controls no element')
  return menu
}

describe('Navbar', () => {
  it('is a header holding the main navigation: wordmark, links, sign-in and call to action', () => {
    render(<Navbar />)
    const header = screen.getByRole('banner')
    expect(header.tagName).toBe('HEADER')
    expect(header.querySelectorAll('h1, h2, section')).toHaveLength(0)
    const nav = within(header).getByRole('navigation', { name: 'Main' })
    const home = within(nav).getByRole('link', { name: 'Snipstack' })
    expect(home.getAttribute('href')).toBe('/')
    expect(home.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    const items = within(within(nav).getByRole('list')).getAllByRole('link')
    expect(items.map((link) => link.textContent)).toEqual(['Components', 'Blocks', 'Templates', 'Pricing'])
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeTruthy()
    const cta = within(nav).getByRole('link', { name: 'Start building' })
    expect(cta.dataset.slot).toBe('button')
  })

  it('takes its words and links from props, and leaves the sign-in link out when it is null', () => {
    render(
      <Navbar
        brand="Acme"
        brandHref="/home"
        links={[
          { label: 'Docs', href: '/docs', current: true },
          { label: 'Blog', href: '/blog' },
        ]}
        signIn={null}
        cta={{ label: 'Try it', href: '/signup' }}
        navLabel="Primary"
        className="shadow-sm"
        data-testid="bar"
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Primary' })
    expect(within(nav).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/home')
    const docs = within(nav).getByRole('link', { name: 'Docs' })
    expect(docs.getAttribute('href')).toBe('/docs')
    expect(docs.getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Blog' }).hasAttribute('aria-current')).toBe(false)
    expect(within(nav).getByRole('link', { name: 'Try it' }).getAttribute('href')).toBe('/signup')
    expect(screen.queryByText('Sign in')).toBeNull()
    expect(screen.queryByText('Components')).toBeNull()
    const header = screen.getByTestId('bar')
    expect(header.className).toContain('shadow-sm')
    expect(header.tagName).toBe('HEADER')
  })

  it('opens and closes the menu with its button, which says what it will do', () => {
    render(<Navbar />)
    const button = menuButton()
    const menu = menuOf(button)
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toBeTruthy()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-label')).toBe('Open menu')
    expect(menu.className).toContain('hidden')

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-label')).toBe('Close menu')
    expect(menu.dataset.state).toBe('open')
    expect(menu.className.split(' ')).not.toContain('hidden')

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu.dataset.state).toBe('closed')
  })

  it('closes on Escape and gives focus back to the menu button', () => {
    render(<Navbar />)
    const button = menuButton()
    fireEvent.click(button)
    const link = within(menuOf(button)).getByRole('link', { name: 'Blocks' })
    link.focus()
    expect(document.activeElement).toBe(link)
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-label')).toBe('Open menu')
    expect(document.activeElement).toBe(button)
  })

  it('ignores other keys while open', () => {
    render(<Navbar />)
    const button = menuButton()
    fireEvent.click(button)
    fireEvent.keyDown(document.body, { key: 'Enter' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('closes when a link in it is chosen, the call to action included', () => {
    render(<Navbar />)
    const button = menuButton()
    fireEvent.click(button)
    fireEvent.click(within(menuOf(button)).getByRole('link', { name: 'Templates' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    fireEvent.click(within(menuOf(button)).getByRole('link', { name: 'Start building' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when the pointer goes down outside the bar or focus leaves it', () => {
    render(
      <>
        <Navbar />
        <button type="button">Elsewhere</button>
      </>,
    )
    const button = menuButton()
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    fireEvent.click(button)
    fireEvent.pointerDown(within(menuOf(button)).getByRole('link', { name: 'Pricing' }))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(elsewhere)
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(button)
    const last = within(menuOf(button)).getByRole('link', { name: 'Start building' })
    fireEvent.blur(last, { relatedTarget: button })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.blur(last, { relatedTarget: elsewhere })
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('gives each copy its own menu id', () => {
    render(
      <>
        <Navbar />
        <Navbar />
      </>,
    )
    const [first, second] = screen.getAllByRole('button', { name: 'Open menu' })
    if (!first || !second) throw new Error('expected two menu buttons')
    expect(menuOf(first)).not.toBe(menuOf(second))
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<Navbar />)).toEqual([])
  })
})
